import type { AdminSponsor } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formToPayload,
  itemToInput,
  nextSortOrder,
  reorderPlan,
  sponsorsKind,
  testimonialsKind,
} from './content-kinds';

const sponsor: AdminSponsor = {
  id: 4,
  is_sample: true,
  sort_order: 30,
  is_published: true,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  name: 'Mạng Lưới Tình Nguyện',
  category: 'community',
  website: null,
  colour: '#aa3355',
  icon: 'users',
  translations: { en: { description: 'Volunteers in every province.' }, ar: { description: 'متطوعون في كل مقاطعة.' } },
};

describe('the landing content kinds', () => {
  it('sends English always and another language only when something is written in it', () => {
    const form = emptyForm(testimonialsKind, 0);
    form.name = 'Chị Lan';
    form.translations.en = { role: '', location: '', content: 'Thank you.' };
    form.translations.fr = { role: '  ', location: '', content: '' };
    form.translations.vi = { role: '', location: 'Huế', content: '' };
    const body = formToPayload(testimonialsKind, form);
    expect(Object.keys(body.translations)).toEqual(['en', 'vi']);
    // A written language keeps its empty required text, for the schema to refuse.
    expect(testimonialsKind.schema.safeParse(body).success).toBe(false);
    form.translations.vi.content = 'Cảm ơn.';
    expect(testimonialsKind.schema.safeParse(formToPayload(testimonialsKind, form)).success).toBe(true);
  });

  it('rewrites a stored item as it is, null addresses as empty (which the schema reads as none)', () => {
    const body = itemToInput(sponsorsKind, sponsor, { sort_order: 10 });
    expect(body).toEqual({
      name: 'Mạng Lưới Tình Nguyện',
      category: 'community',
      icon: 'users',
      colour: '#aa3355',
      website: '',
      sort_order: 10,
      is_published: true,
      translations: sponsor.translations,
    });
    expect(sponsorsKind.schema.parse(body)).toMatchObject({ website: null, sort_order: 10 });
  });

  it('swaps two positions, or numbers the whole list when the two share one', () => {
    const items = [
      { id: 1, sort_order: 10 },
      { id: 2, sort_order: 20 },
      { id: 3, sort_order: 20 },
    ];
    expect(reorderPlan(items, 1, 1)).toEqual([
      { id: 1, sort_order: 20 },
      { id: 2, sort_order: 10 },
    ]);
    expect(reorderPlan(items, 3, -1)).toEqual([{ id: 2, sort_order: 30 }]);
    expect(reorderPlan(items, 1, -1)).toEqual([]);
    expect(reorderPlan(items, 3, 1)).toEqual([]);
    expect(reorderPlan(items, 9, 1)).toEqual([]);
  });

  it('places a new item after the last one, within the schema limit', () => {
    expect(nextSortOrder([])).toBe(0);
    expect(nextSortOrder([{ sort_order: 5 }, { sort_order: 40 }])).toBe(50);
    expect(nextSortOrder([{ sort_order: 9_995 }])).toBe(10_000);
  });
});
