import type { SearchHit } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { queryWords, rank, relevance, type Candidate } from './search-ranking.js';

const hit = (title: string, date = '2026-01-01'): SearchHit => ({
  kind: 'news',
  title,
  excerpt: '',
  place: null,
  href: `/stories/${title}`,
  date,
  status: null,
  is_sample: false,
});
const candidate = (primary: string, secondary = '', date?: string): Candidate => ({
  hit: hit(primary, date),
  primary,
  secondary,
});

describe('queryWords', () => {
  it('folds, splits, drops repeats and keeps at most eight words', () => {
    expect(queryWords('  Đà  Nẵng, ĐÀ-nẵng! ')).toEqual(['da', 'nang']);
    expect(queryWords('')).toEqual([]);
    expect(queryWords('... --- ')).toEqual([]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('\u0000\u202e')).toEqual([]);
    expect(queryWords('da\u0000nang')).toEqual(['da', 'nang']);
  });
});

describe('relevance and rank', () => {
  const words = queryWords('da nang');

  it('is 0 when a word is missing from both texts', () => {
    expect(relevance(candidate('Đà Lạt', 'Lâm Đồng'), words)).toBe(0);
    expect(relevance(candidate('anything'), [])).toBe(0);
  });

  it('puts the phrase in the title first, then its words in the title, then the rest', () => {
    const ranked = rank(
      [
        candidate('Nắng ở Đà Lạt', 'mưa'), // both words in the title, not as the phrase
        candidate('Tin tức', 'Một ngày ở Đà Nẵng'), // the phrase in the body
        candidate('Đà Nẵng hôm nay'), // the phrase at the title's start
        candidate('Ra mắt ở Đà Nẵng'), // the phrase in the title
        candidate('Found in another language', 'Hà Nội'),
      ],
      words,
    );
    expect(ranked.map((item) => item.title)).toEqual([
      'Đà Nẵng hôm nay',
      'Ra mắt ở Đà Nẵng',
      'Nắng ở Đà Lạt',
      'Tin tức',
      'Found in another language',
    ]);
  });

  it("counts a word's start more than its inside, and breaks ties by date, newest first", () => {
    expect(relevance(candidate('nangdan'), ['dan'])).toBeLessThan(relevance(candidate('dan nang'), ['dan']));
    const ranked = rank([candidate('Đà Nẵng', '', '2025-01-01'), candidate('Đà Nẵng', '', '2026-06-01')], words);
    expect(ranked.map((item) => item.date)).toEqual(['2026-06-01', '2025-01-01']);
  });
});
