import { adminMediaCategoriesApi, endpointUrl } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-pages';
import { ApiError } from '../../lib/api-client';
import { formMessageKey, translateMessage } from './form-messages';
import { categoryListQuery } from './use-admin-queries';

describe('categoryListQuery', () => {
  it('asks for every category on one page, with the search only when set', () => {
    const url = (page: number, search: string) =>
      endpointUrl(adminMediaCategoriesApi.list, { query: categoryListQuery(page, search) });
    expect(url(1, '')).toBe('/api/admin/media-categories?page=1&per_page=100');
    expect(url(1, ' trips ')).toBe('/api/admin/media-categories?page=1&per_page=100&search=trips');
  });
});

describe('pageWindow', () => {
  it('lists every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('small helpers', () => {
  it('maps known message codes to text keys, never English prose', () => {
    expect(formMessageKey('form.englishRequired')).toBe('formMessages.englishRequired');
    expect(formMessageKey('English is required.')).toBeUndefined();
    expect(formMessageKey('constructor')).toBeUndefined();
    // A failed call is translated by its code; without one its text is shown as it came.
    const t = (key: string) => `t:${key}`;
    const coded = new ApiError('http', 404, 'Not found.', {}, undefined, { code: 'error.notFound' });
    expect(translateMessage(t, coded)).toBe('t:formMessages.notFound');
    expect(translateMessage(t, new ApiError('http', 409, 'Busy.'))).toBe('Busy.');
  });
});
