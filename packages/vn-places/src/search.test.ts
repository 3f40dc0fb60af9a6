import { foldForSearch } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  communesOf,
  OLD_PROVINCES,
  oldDistrictsOf,
  oldWardsOf,
  PROVINCES,
  searchCurrentPlaces,
  searchPlaces,
  type PlaceMatch,
} from './index.js';
import { linearSearchPlaces } from './search-baseline.js';

const RANK = { exact: 0, prefix: 1, contains: 2 } as const;

describe('searchPlaces', () => {
  it('finds Thành Phố Đà Nẵng by "da nang", first, as a current province matched exactly', () => {
    for (const query of ['da nang', 'Đà Nẵng', 'ĐÀ NẴNG', 'thanh pho da nang', 'Thành phố Đà Nẵng', ' da-nang ']) {
      const [first] = searchPlaces(query);
      expect(first, query).toMatchObject({
        level: 'province',
        id: '13',
        name: 'Thành Phố Đà Nẵng',
        current: true,
        match: 'exact',
      });
    }
  });

  it('finds Hồ Chí Minh City by "ho chi minh" and Huế by "hue"', () => {
    expect(searchPlaces('ho chi minh')[0]).toMatchObject({ level: 'province', name: 'Thành Phố Hồ Chí Minh' });
    expect(searchPlaces('hue')[0]).toMatchObject({ level: 'province', name: 'Thành Phố Huế', match: 'exact' });
    // The pre-2025 city of the same name follows the current one.
    expect(searchPlaces('hue')[1]).toMatchObject({ level: 'old-province', name: 'Thành Phố Huế' });
  });

  it('finds a commune typed without diacritics, with or without its prefix, and says where it lies', () => {
    for (const query of ['ben thanh', 'phuong ben thanh', 'Bến Thành']) {
      expect(searchPlaces(query)[0], query).toMatchObject({
        level: 'commune',
        name: 'Phường Bến Thành',
        kind: 'ward',
        provinceId: '12',
        within: ['Thành Phố Hồ Chí Minh'],
        match: 'exact',
      });
    }
    expect(searchPlaces('dac khu phu quoc')[0]).toMatchObject({ name: 'Đặc Khu Phú Quốc', within: ['Tỉnh An Giang'] });
  });

  it('finds pre-2025 units, with their district and province', () => {
    expect(searchPlaces('chu minh')[0]).toMatchObject({
      level: 'old-ward',
      name: 'Xã Chu Minh',
      current: false,
      provinceId: '11',
      districtId: '3595',
      within: ['Huyện Ba Vì', 'Thành Phố Hà Nội'],
    });
    expect(searchPlaces('tinh binh duong')[0]).toMatchObject({ level: 'old-province', name: 'Tỉnh Bình Dương' });
  });

  it('ranks exact names first, then prefixes, then the rest; today’s units first within a rank', () => {
    const results = searchPlaces('quan 1', { limit: 100 });
    expect(results[0]).toMatchObject({ name: 'Quận 1', match: 'exact' });
    expect(results[1]).toMatchObject({ name: 'Quận 10', match: 'prefix' });
    expect(searchPlaces('thu duc').map((place) => [place.level, place.name])).toEqual([
      ['commune', 'Phường Thủ Đức'],
      ['old-district', 'Thành Phố Thủ Đức'],
    ]);
    for (const query of ['an', 'minh', 'phu', 'ha', 'son']) {
      const found = searchPlaces(query, { limit: 100 });
      const ranks = found.map((place) => RANK[place.match]);
      expect(ranks, query).toEqual([...ranks].sort((a, b) => a - b));
      for (let i = 1; i < found.length; i++) {
        const [before, after] = [found[i - 1], found[i]];
        if (before && after && before.match === after.match && !before.current) expect(after.current).toBe(false);
      }
    }
  });

  it('matches inside a word only after the word starts ranked, and a single letter only at a word’s start', () => {
    const hue = searchPlaces('hue', { limit: 100 });
    expect(hue.some((place) => place.name === 'Xã Nguyễn Huệ' && place.match === 'contains')).toBe(true);
    const inside = searchPlaces('ang', { limit: 100 });
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((place) => foldForSearch(place.name).includes('ang'))).toBe(true);
    const d = searchPlaces('đ', { limit: 100 });
    expect(d).toHaveLength(100);
    expect(d.every((place) => foldForSearch(place.name).includes(' d'))).toBe(true);
    expect(d[0]).toMatchObject({ level: 'province', name: 'Thành Phố Đà Nẵng' });
  });

  it('reads the abbreviated prefixes of addresses: TP., TX, Q., P., H., X.', () => {
    expect(searchPlaces('TP. Đà Nẵng')[0]).toMatchObject({ level: 'province', name: 'Thành Phố Đà Nẵng' });
    expect(searchPlaces('tp hue')[0]).toMatchObject({ name: 'Thành Phố Huế', match: 'exact' });
    expect(searchPlaces('Q.1')[0]).toMatchObject({ name: 'Quận 1', match: 'exact' });
    expect(searchPlaces('Q1')[0]).toMatchObject({ name: 'Quận 1', match: 'exact' });
    expect(searchPlaces('p12')[0]).toMatchObject({ name: 'Phường 12', match: 'exact' });
    expect(searchPlaces('P. Bến Thành')[0]).toMatchObject({ level: 'commune', name: 'Phường Bến Thành' });
    expect(searchPlaces('h. ba vi')[0]).toMatchObject({ level: 'old-district', name: 'Huyện Ba Vì' });
    expect(searchPlaces('TX Sơn Tây')[0]).toMatchObject({ name: 'Thị Xã Sơn Tây', match: 'exact' });
    expect(searchPlaces('x minh chau')[0]).toMatchObject({ name: 'Xã Minh Châu', match: 'exact' });
    // A name that really starts with such a word is still found as typed.
    expect(searchPlaces('h bong')[0]).toMatchObject({ name: 'Xã H Bông', match: 'exact' });
    // An abbreviation alone is not a name.
    expect(searchPlaces('tp')).toEqual([]);
  });

  it('finds nothing for an empty, blank or punctuation-only query', () => {
    for (const query of ['', '   ', '\n\t', '!!!', '-', '.,;', '()']) expect(searchPlaces(query), query).toEqual([]);
    expect(searchPlaces(undefined as unknown as string)).toEqual([]);
    expect(searchPlaces(null as unknown as string)).toEqual([]);
    expect(searchPlaces(42 as unknown as string)).toEqual([]);
    expect(searchPlaces({ toString: () => 'hue' } as unknown as string)).toEqual([]);
  });

  it('is safe with hostile and huge input', () => {
    for (const query of [
      '.*',
      '(a+)+$',
      '[',
      '\\',
      '%',
      '_',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      '\u0000',
      '\ud800',
      '😀',
      'مدينة',
      'a'.repeat(10_000),
      'da nang'.repeat(100_000),
    ]) {
      const found = searchPlaces(query, { limit: 100 });
      expect(Array.isArray(found), query.slice(0, 20)).toBe(true);
      expect(found.length).toBeLessThanOrEqual(100);
    }
    expect(searchPlaces('da nang'.repeat(100_000))).toEqual([]);
    expect(searchPlaces('<script>alert(1)</script>')).toEqual([]);
  });

  it('returns 10 answers by default and keeps the limit between 1 and 100', () => {
    expect(searchPlaces('an')).toHaveLength(10);
    expect(searchPlaces('an', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('an', { limit: 2.9 })).toHaveLength(2);
    expect(searchPlaces('an', { limit: 0 })).toHaveLength(1);
    expect(searchPlaces('an', { limit: -5 })).toHaveLength(1);
    expect(searchPlaces('an', { limit: 10_000 })).toHaveLength(100);
    expect(searchPlaces('an', { limit: Number.NaN })).toHaveLength(10);
    expect(searchPlaces('an', { limit: Number.POSITIVE_INFINITY })).toHaveLength(100);
    expect(searchPlaces('an', { limit: '5' as unknown as number })).toHaveLength(10);
  });

  it('gives each caller its own answers: changing one does not change the next search', () => {
    const [first] = searchPlaces('hue');
    expect(first).toBeDefined();
    if (first) (first as { name: string }).name = 'changed';
    expect(searchPlaces('hue')[0]?.name).toBe('Thành Phố Huế');
    expect(Object.isFrozen(searchPlaces('hue')[0]?.within)).toBe(true);
  });

  it('answers exactly as the plain scan of every name does, on queries of every kind', () => {
    const names = [
      ...PROVINCES.map((province) => province.name),
      ...PROVINCES.flatMap((province) => communesOf(province.id).map((commune) => commune.name)),
      ...OLD_PROVINCES.flatMap((province) =>
        oldDistrictsOf(province.id).flatMap((district) => [
          district.name,
          ...oldWardsOf(district.id).map((ward) => ward.name),
        ]),
      ),
    ];
    // Common queries twice, so that each is checked at both limits (see below).
    const queries = ['a', 'a', 'd', 'd', 'đ', 'x', 'x', 'z', 'an', 'an', 'ng', 'ng', 'phuong', 'phuong', 'xa', 'xa'];
    queries.push('tinh', 'tinh', '1', '1', '12', 'quan 1', 'quan 1', 'q', 'thanh pho', 'thanh pho', 'h', 'h');
    queries.push('q 1', 'q 1', 'q1', 'p 1', 'p 1', 'x a', 'x a', 'h bong', 'tp h', 'tp h', 'tx s', 'p ben thanh');
    for (let i = 0; i < names.length; i += 211) {
      const name = names[i] ?? '';
      const folded = foldForSearch(name).trim();
      queries.push(name, folded, folded.slice(0, 4), folded.slice(3, 8), folded.split(' ').at(-1) ?? '');
    }
    const answers = (found: readonly PlaceMatch[]) => found.map((place) => `${place.level}:${place.id}:${place.match}`);
    const differ = queries.filter((query, i) => {
      // Limits of 100 and 10 take different paths when the exact and prefix matches alone fill the answer.
      const limit = i % 2 ? 100 : 10;
      return answers(searchPlaces(query, { limit })).join() !== answers(linearSearchPlaces(query, { limit })).join();
    });
    expect(differ).toEqual([]);
    expect(queries.length).toBeGreaterThan(300);
    // The two agree on the whole answers too, not only on which places.
    expect(searchPlaces('minh', { limit: 100 })).toEqual(linearSearchPlaces('minh', { limit: 100 }));
  }, 30_000); // the plain scan is the slow side: hundreds of queries over 14,000 places on a loaded machine
});

describe('searchCurrentPlaces', () => {
  it('finds today’s provinces and communes only, ranked as searchPlaces ranks them', () => {
    expect(searchCurrentPlaces('da nang')).toEqual([searchPlaces('da nang')[0]]);
    expect(searchCurrentPlaces('chu minh')).toEqual([]);
    expect(searchCurrentPlaces('')).toEqual([]);
    for (const query of ['hue', 'ben thanh', 'thu duc', 'quang', 'phu quoc', 'vung tau', 'x', 'minh chau']) {
      const all = searchPlaces(query, { limit: 100 });
      const current = searchCurrentPlaces(query, { limit: 100 });
      expect(current.every((place) => place.current)).toBe(true);
      if (all.length < 100) expect(current, query).toEqual(all.filter((place) => place.current));
      else expect(current.length).toBeGreaterThan(0);
    }
  });
});
