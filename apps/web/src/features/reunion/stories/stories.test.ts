import type { Story } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { BOOKMARKS_MAX, parseBookmarks, toggleBookmark } from './bookmarks';
import { successStoryText } from './share-text';

const story = (overrides: Partial<Story> = {}): Story => ({
  slug: 'sample-home',
  kind: 'reunion',
  is_sample: true,
  title: 'Home again',
  excerpt: 'Found after nine days.',
  body: '<p>Body</p>',
  image_url: null,
  published_at: '2026-10-02T08:00:00.000Z',
  lang: 'en',
  reunion: {
    name: 'Nguyễn Thị Lan',
    missing_days: 9,
    found_location: 'Bắc Ninh',
    distance_from_home_km: 35,
    family_quote: 'Thank you.',
    family_member: 'Her daughter',
    volunteers_involved: 46,
    how_found: 'A driver saw the post.',
    reunion_date: '2026-09-21',
    case_number: null,
  },
  news: null,
  ...overrides,
});

describe('success story share text', () => {
  it('has the title, the quote with who said it, the excerpt and the address', () => {
    expect(successStoryText(story(), 'https://example.org/stories/sample-home')).toBe(
      'Home again\n“Thank you.” (Her daughter)\nFound after nine days.\nhttps://example.org/stories/sample-home',
    );
  });
  it('leaves out a missing quote', () => {
    expect(successStoryText(story({ reunion: null }), 'u')).toBe('Home again\nFound after nine days.\nu');
  });
});

describe('bookmarks', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  it('saves first and removes on a second press', () => {
    const one = toggleBookmark([], { slug: 'a', title: 'A' }, at);
    const two = toggleBookmark(one, { slug: 'b', title: 'B' }, at);
    expect(two.map((item) => item.slug)).toEqual(['b', 'a']);
    expect(toggleBookmark(two, { slug: 'a', title: 'A' }, at).map((item) => item.slug)).toEqual(['b']);
  });
  it('keeps at most the limit, forgetting the oldest', () => {
    let list = parseBookmarks(null);
    for (let i = 0; i <= BOOKMARKS_MAX; i++) list = toggleBookmark(list, { slug: `s${i}`, title: `${i}` }, at);
    expect(list).toHaveLength(BOOKMARKS_MAX);
    expect(list[0]!.slug).toBe(`s${BOOKMARKS_MAX}`);
    expect(list.some((item) => item.slug === 's0')).toBe(false);
  });
  it('reads nothing from corrupt or hostile storage', () => {
    expect(parseBookmarks('not json')).toEqual([]);
    expect(parseBookmarks('{"slug":"a"}')).toEqual([]);
    expect(
      parseBookmarks(
        JSON.stringify([
          { slug: 'javascript:alert(1)', title: 'x', saved_at: 'y' },
          { slug: 'ok', title: 3, saved_at: 'y' },
          { slug: 'fine', title: 'Fine', saved_at: '2026-01-01' },
        ]),
      ),
    ).toEqual([{ slug: 'fine', title: 'Fine', saved_at: '2026-01-01' }]);
  });
});
