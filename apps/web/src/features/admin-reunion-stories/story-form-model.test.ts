import { storyInputSchema, type AdminStory } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { buildStoryPayload, emptyStoryForm, isTextEmpty, storyToForm } from './story-form-model';

const stored: AdminStory = {
  id: 3,
  slug: 'home-again',
  kind: 'reunion',
  is_sample: false,
  published: true,
  published_at: '2026-10-02T08:00:00.000Z',
  image_url: null,
  translations: {
    en: {
      title: 'Home',
      excerpt: 'Found.',
      body: '<p>x</p>',
      family_quote: 'Thanks',
      family_member: '',
      how_found: '',
    },
  },
  reunion: {
    name: 'Lan',
    missing_days: 9,
    found_location: 'Bắc Ninh',
    distance_from_home_km: null,
    volunteers_involved: 4,
    reunion_date: '2026-09-21',
    case_number: null,
  },
  news: null,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};

describe('story form model', () => {
  it('round-trips a stored success story into a payload the contract accepts', () => {
    const values = storyToForm(stored);
    expect(values.published_at).toBe('2026-10-02');
    expect(values.reunion.missing_days).toBe('9');
    const payload = buildStoryPayload(values);
    expect(Object.keys(payload.translations)).toEqual(['en']);
    expect(payload.news).toBeNull();
    const parsed = storyInputSchema.parse(payload);
    expect(parsed.reunion).toMatchObject({ name: 'Lan', missing_days: 9, distance_from_home_km: null });
  });

  it('sends the news filing with its tags split, and no reunion facts', () => {
    const values = emptyStoryForm();
    values.slug = ' news-item ';
    values.translations.en = { ...values.translations.en, title: 'T', excerpt: 'E', body: 'B' };
    values.translations.vi.title = 'Tiêu đề';
    values.news.tags = 'map, offline,, ';
    const payload = buildStoryPayload(values);
    expect(payload.slug).toBe('news-item');
    expect(payload.reunion).toBeNull();
    expect(payload.news?.tags).toEqual(['map', 'offline']);
    expect(Object.keys(payload.translations)).toEqual(['en', 'vi']);
    expect(storyInputSchema.safeParse(payload).success).toBe(false); // vi has no excerpt or body
  });

  it('leaves a number the admin mistyped for the schema to refuse', () => {
    const values = storyToForm(stored);
    values.reunion.missing_days = 'nine';
    expect(storyInputSchema.safeParse(buildStoryPayload(values)).success).toBe(false);
    expect(isTextEmpty(emptyStoryForm().translations.fr)).toBe(true);
  });
});
