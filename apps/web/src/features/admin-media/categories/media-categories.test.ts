import { mediaCategoryInputSchema, type AdminMediaCategory } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { inkOn, safeColour } from './category-tag';
import { buildMediaCategoryPayload, mediaCategoryFormDefaults, suggestKey } from './media-category-form';
import { nextSortOrder, reorderedIds } from './use-media-categories';

const category = (id: number, sort_order: number): AdminMediaCategory => ({
  id,
  key: `c${id}`,
  names: { en: `Category ${id}` },
  descriptions: {},
  color_code: '#efc940',
  icon: 'camera',
  sort_order,
  is_active: true,
  media_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

describe('reorder helper', () => {
  const list = [category(5, 0), category(9, 1), category(2, 2)];

  it('moves one category a step and sends the whole new order', () => {
    expect(reorderedIds(list, 9, -1)).toEqual([9, 5, 2]);
    expect(reorderedIds(list, 9, 1)).toEqual([5, 2, 9]);
  });

  it('does nothing at the ends or for an unknown id', () => {
    expect(reorderedIds(list, 5, -1)).toBeNull();
    expect(reorderedIds(list, 2, 1)).toBeNull();
    expect(reorderedIds(list, 42, 1)).toBeNull();
  });

  it('puts a new category after the last one', () => {
    expect(nextSortOrder(list)).toBe(3);
    expect(nextSortOrder([])).toBe(0);
  });
});

describe('category form', () => {
  it('starts empty with the theme colour, or from the category', () => {
    const fresh = mediaCategoryFormDefaults(null, 4);
    expect(fresh).toMatchObject({ key: '', color_code: '#efc940', icon: 'camera', sort_order: 4, is_active: true });
    expect(fresh.names.ar).toBe('');
    const edited = mediaCategoryFormDefaults(
      { ...category(1, 7), icon: 'unknown', descriptions: { fr: 'Voyages' } },
      0,
    );
    expect(edited).toMatchObject({ key: 'c1', sort_order: 7, icon: 'camera' });
    expect(edited.descriptions.fr).toBe('Voyages');
  });

  it('sends English always and other languages only when written', () => {
    const values = mediaCategoryFormDefaults(null, 0);
    values.key = 'travel';
    values.names.en = 'Travel';
    values.names.de = 'Reisen';
    values.descriptions.de = 'Unterwegs';
    const payload = buildMediaCategoryPayload(values);
    expect(payload.names).toEqual({ en: 'Travel', de: 'Reisen' });
    expect(payload.descriptions).toEqual({ de: 'Unterwegs' });
    expect(mediaCategoryInputSchema.safeParse(payload).success).toBe(true);
  });

  it('reports a missing English name on the English field', () => {
    const payload = buildMediaCategoryPayload({ ...mediaCategoryFormDefaults(null, 0), key: 'x1' });
    const result = mediaCategoryInputSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('names.en');
  });

  it('suggests a key from the English name', () => {
    expect(suggestKey('Travel & Trips')).toBe('travel-trips');
    expect(suggestKey('  Café Photos 2024 ')).toBe('cafe-photos-2024');
    expect(suggestKey('日本')).toBe('');
  });

  it('keeps tag colours valid and readable', () => {
    expect(safeColour('#1E3A8A')).toBe('#1E3A8A');
    expect(safeColour('red')).toBe('#efc940');
    expect(inkOn('#efc940')).toBe('#14161c');
    expect(inkOn('#1e3a8a')).toBe('#ffffff');
    expect(inkOn('#ffffff')).toBe('#14161c');
    expect(inkOn('#000000')).toBe('#ffffff');
  });
});
