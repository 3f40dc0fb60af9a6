import { describe, expect, it } from 'vitest';
import { listQuery } from './story-lists';

describe('list query', () => {
  it('is written in the order of the page hints, without a kind for the list of every kind', () => {
    expect(Object.keys(listQuery('vi', 'news', 1))).toEqual(['lang', 'kind', 'page', 'per_page']);
    expect(listQuery('en', undefined, 2)).toEqual({ lang: 'en', page: 2, per_page: 9 });
  });
});
