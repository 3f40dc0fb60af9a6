import { ASSISTANT_LANGUAGES, type Language } from '@site/assistant';
import type { HomeContent, Project, SiteProfile, Story } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { readPublishedSources, type PublishedContent } from './corpus.js';

const profile = (language: Language): SiteProfile => ({
  name: 'Minh Nguyen',
  title: language === 'vi' ? 'Lập trình viên' : 'Developer',
  tagline: language === 'vi' ? 'Xây dựng hệ thống web' : 'Builds web systems',
  email: 'owner@example.com',
  phone: '+84 900 000 000',
  location: 'Ho Chi Minh City',
  links: [],
  lang: language,
});

const home = (language: Language): HomeContent => ({
  counters: [],
  about: { heading: '', paragraphs: [], highlights: [] },
  experience: [],
  skills: { languages: ['Go', 'TypeScript'], frameworks: [], databases: ['PostgreSQL'], tools: [], cloud: [] },
  certifications: [],
  testimonials: [],
  cv: null,
  chatEnabled: true,
  lang: language,
});

const project = (language: Language, title: string): Project => ({
  id: 7,
  title,
  description: 'A payment gateway.',
  image_url: null,
  category: null,
  category_name: null,
  technologies: ['Go'],
  liveUrl: '#',
  githubUrl: '#',
  size: 'medium',
  badgeColor: null,
  metrics: [],
  featured: false,
  lang: language,
});

const story = (lang: Language): Story => ({
  slug: 'first-24-hours',
  kind: 'guide',
  is_sample: false,
  title: lang === 'vi' ? '24 giờ đầu tiên' : 'The first 24 hours',
  excerpt: 'What to do <first>',
  body: '<p>Call the police.</p>',
  image_url: null,
  published_at: '2026-01-01T00:00:00.000Z',
  lang,
  reunion: null,
  news: null,
});

/** Vietnamese has its own profile and story; the project is English everywhere (the services' fallback). */
const content: PublishedContent = {
  profile: async (language) => profile(language),
  home: async (language) => home(language),
  projects: async (language) => [project(language, 'HarborPay gateway')],
  gallery: async () => [],
  cases: async () => [],
  // The story service answers the English story for a language it is not written in, saying so in `lang`.
  stories: async (language) => [story(language === 'vi' ? 'vi' : 'en')],
};

describe('the published sources', () => {
  it('index an untranslated item in English only, and a translated one in its language', async () => {
    const sources = await readPublishedSources(content);
    const of = (prefix: string) => sources.filter((s) => s.id.startsWith(prefix)).map((s) => s.language);
    expect(of('project:7:')).toEqual(['en']);
    expect(of('profile:')).toEqual(['en', 'vi']);
    expect(of('story:first-24-hours:')).toEqual(['en', 'vi']);
    // The skills are the same words in every language, but their headings are translated.
    expect(of('skills:languages:')).toEqual([...ASSISTANT_LANGUAGES]);
    // The extracted page texts are there in every language.
    expect(of('page:benchmark:tasks:')).toEqual([...ASSISTANT_LANGUAGES]);
  });

  it("link each item to its page, and leave the owner's email and phone out", async () => {
    const sources = await readPublishedSources(content);
    const urls = new Map(sources.map((s) => [s.id.split(':').slice(0, -1).join(':'), s.url]));
    expect(urls.get('project:7')).toBe('/#projects');
    expect(urls.get('story:first-24-hours')).toBe('/stories/first-24-hours');
    expect(urls.get('skills:databases')).toBe('/#skills');
    expect(sources.find((s) => s.id === 'story:first-24-hours:en')).toMatchObject({ kind: 'reunion-guide' });
    // The excerpt is text: escaped before it joins the story's HTML.
    expect(sources.find((s) => s.id === 'story:first-24-hours:en')?.text).toContain('&lt;first&gt;');
    const all = JSON.stringify(sources);
    expect(all).not.toContain('owner@example.com');
    expect(all).not.toContain('900 000 000');
  });
});
