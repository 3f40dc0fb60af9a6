import { describe, expect, it } from 'vitest';
import { rankMatches } from './rank.js';
import type { Match, MatchRecord } from './types.js';

// Pairs written for the purpose: every person, place and date below is invented. Place ids are those of
// @site/vn-places (current ids): Hà Nội "11" with its communes Quảng Oai "7691" and Minh Châu "267" (the old Xã
// Chu Minh, Huyện Ba Vì, was split between the two by the 2025 reform: currentOfOldWard gives both), Hồ Chí Minh
// City "79" and Đà Nẵng "48".

type Missing = MatchRecord['missing'];
let nextId = 1;
function report(missing: Partial<Missing> & { name: string }, reporter?: MatchRecord['reporter']): MatchRecord {
  return { kind: 'report', id: nextId++, missing: { missing_date: '2025-03-15', ...missing }, reporter };
}
function caseOf(missing: Partial<Missing> & { name: string }, reporter?: MatchRecord['reporter']): MatchRecord {
  return { kind: 'case', id: nextId++, missing: { missing_date: '2025-03-15', ...missing }, reporter };
}
function find(matches: Match[], record: MatchRecord): Match | undefined {
  return matches.find((match) => match.kind === record.kind && match.id === record.id);
}
function codes(match: Match | undefined): string[] {
  return match ? match.reasons.map((reason) => reason.code) : [];
}

/** Ordinary cases around the pairs, so that every test also checks what must not come up. */
const crowd: MatchRecord[] = [
  caseOf({ name: 'Nguyễn Văn Nam', birth_year: 1970, gender: 'male', province: 'Đà Nẵng', missing_date: '2019-05-02' }),
  caseOf({ name: 'Trần Thị Lan', birth_year: 2012, gender: 'female', province: 'Hà Nội', missing_date: '2024-10-20' }),
  report({ name: 'Phạm Quốc Bảo', age: 9, gender: 'male', province_id: '79', missing_date: '2025-01-02' }),
  report({ name: 'Lê Hoàng Long', birth_year: 1988, gender: 'male', province_id: '48', missing_date: '2010-07-07' }),
  caseOf({ name: 'Võ Thị Sáu', birth_year: 1950, gender: 'female', province: 'Bà Rịa - Vũng Tàu' }),
];

describe('rankMatches: the same person reported twice', () => {
  it('finds a true duplicate written without diacritics, first and with every reason', () => {
    const subject = report({
      name: 'Nguyễn Văn An',
      birth_year: 2015,
      gender: 'male',
      province_id: '11',
      commune_ids: ['7691'],
      missing_date: '2025-03-15',
    });
    const twin = report({
      name: 'NGUYEN VAN AN',
      birth_year: 2015,
      gender: 'male',
      province_id: '11',
      commune_ids: ['7691'],
      missing_date: '2025-03-16',
    });
    const matches = rankMatches(subject, [...crowd, twin]);
    expect(matches[0]).toMatchObject({ kind: 'report', id: twin.id, direction: 'same_person' });
    expect(matches[0]!.score).toBeGreaterThanOrEqual(0.95);
    expect(codes(matches[0])).toEqual(['same_name', 'birth_year', 'gender', 'same_commune', 'near_date']);
    expect(matches[0]!.reasons.find((reason) => reason.code === 'near_date')!.detail).toBe(
      'missing dates 1 days apart',
    );
    expect(matches).toHaveLength(1);
  });

  it('finds a duplicate with a typo in the given name, as a similar name', () => {
    const subject = report({ name: 'Trần Thị Hương', birth_year: 2008, gender: 'female', province_id: '79' });
    const typo = caseOf({ name: 'Tran Thi Huogn', birth_year: 2008, gender: 'female', province: 'TP. Hồ Chí Minh' });
    const match = find(rankMatches(subject, [...crowd, typo]), typo);
    // The case stores names and the report ids: the provinces cannot be compared, the rest can.
    expect(match?.score).toBeGreaterThan(0.6);
    expect(codes(match)).toEqual(['similar_name', 'birth_year', 'gender', 'near_date']);
    expect(match!.reasons[0]!.detail).toBe('one letter differs in a word');
  });

  it('finds a duplicate whose middle name was left out', () => {
    const subject = report({ name: 'Lê Văn Thắng', birth_year: 1999, province: 'Hà Nội' });
    const short = caseOf({ name: 'Lê Thắng', birth_year: 1999, province: 'Thành phố Hà Nội' });
    const match = find(rankMatches(subject, [...crowd, short]), short);
    expect(match?.direction).toBe('same_person');
    expect(match!.score).toBeGreaterThan(0.7);
    expect(match!.reasons[0]).toEqual({ code: 'similar_name', detail: 'a middle name left out' });
    expect(codes(match)).toContain('same_province');
  });

  it('compares an age on the missing date with a birth year', () => {
    // Aged 7 on 2025-06-01: born in 2017 or 2018.
    const subject = report({ name: 'Hoàng Minh Khôi', age: 7, gender: 'male', missing_date: '2025-06-01' });
    const born2018 = caseOf({ name: 'Hoang Minh Khoi', birth_year: 2018, gender: 'male', missing_date: '2025-06-03' });
    const born2010 = caseOf({ name: 'Hoàng Minh Khôi', birth_year: 2010, gender: 'male', missing_date: '2025-06-03' });
    const matches = rankMatches(subject, [born2010, born2018, ...crowd]);
    expect(matches[0]?.id).toBe(born2018.id);
    expect(matches[0]!.reasons[1]).toEqual({ code: 'age', detail: 'aged 7 on 2025-06-01 vs born 2018' });
    const far = find(matches, born2010);
    expect(far === undefined || far.score < matches[0]!.score / 2).toBe(true);
  });

  it('uses an explicit age_on date rather than the missing date', () => {
    const subject = report({ name: 'Đỗ Thu Trang', age: 20, age_on: '2026-01-01', missing_date: '2004-05-01' });
    const candidate = caseOf({ name: 'Do Thu Trang', birth_year: 2005, missing_date: '2004-05-01' });
    const match = find(rankMatches(subject, [candidate]), candidate);
    expect(match!.reasons.find((reason) => reason.code === 'age')!.detail).toBe('aged 20 on 2026-01-01 vs born 2005');
  });

  it('matches an old address with a new one: a split ward and the commune that took part of it', () => {
    // The report was filed with the old address (Xã Chu Minh, Huyện Ba Vì), read as both of today's communes.
    const subject = report({ name: 'Bùi Thị Ngọc', birth_year: 2011, province_id: '11', commune_ids: ['267', '7691'] });
    const candidate = report({ name: 'Bui Thi Ngoc', birth_year: 2011, province_id: '11', commune_ids: ['7691'] });
    const elsewhere = report({ name: 'Bui Thi Ngoc', birth_year: 2011, province_id: '11', commune_ids: ['1'] });
    const matches = rankMatches(subject, [elsewhere, candidate]);
    expect(matches.map((match) => match.id)).toEqual([candidate.id, elsewhere.id]);
    expect(matches[0]!.reasons).toContainEqual({ code: 'same_commune', detail: 'commune 7691 (a ward split in 2025)' });
    expect(codes(matches[1])).toContain('same_province');
  });

  it('compares place names written differently: prefixes, abbreviations and the city called Sài Gòn', () => {
    const subject = caseOf({ name: 'Phan Văn Đức', birth_year: 1980, province: 'TP.HCM', commune: 'P. Bến Thành' });
    const candidate = caseOf({
      name: 'Phan Van Duc',
      birth_year: 1980,
      province: 'Thành phố Hồ Chí Minh',
      commune: 'Phường Bến Thành',
    });
    const saigon = caseOf({ name: 'Phan Van Duc', birth_year: 1980, province: 'Sài Gòn' });
    const matches = rankMatches(subject, [saigon, candidate]);
    expect(matches[0]!.id).toBe(candidate.id);
    expect(matches[0]!.reasons).toContainEqual({ code: 'same_commune', detail: 'same commune name "P. Bến Thành"' });
    expect(codes(matches[1])).toContain('same_province');
  });

  it('does not take the same commune name in another province for the same place', () => {
    const subject = caseOf({ name: 'Ngô Văn Tài', birth_year: 1990, province: 'Hà Nội', commune: 'Phường 1' });
    const candidate = caseOf({ name: 'Ngô Văn Tài', birth_year: 1990, province: 'Đà Nẵng', commune: 'Phường 1' });
    const match = find(rankMatches(subject, [candidate]), candidate);
    expect(codes(match)).not.toContain('same_commune');
    expect(codes(match)).not.toContain('same_province');
  });

  it('finds the same child reported as a child in 1995 and by birth year thirty years later', () => {
    const old = caseOf({
      name: 'Phạm Minh Tuấn',
      age: 5,
      gender: 'male',
      missing_date: '1995-06-01',
      province: 'Nam Định',
    });
    // The grown man looks for his family: he reports himself, born 1990, lost "around 1995".
    const grown = report({
      name: 'Pham Minh Tuan',
      birth_year: 1990,
      gender: 'male',
      missing_date: '1995-01-01',
      province: 'Nam Định',
    });
    const matches = rankMatches(grown, [...crowd, old]);
    expect(matches[0]).toMatchObject({ kind: 'case', id: old.id, direction: 'same_person' });
    expect(codes(matches[0])).toEqual(['same_name', 'age', 'gender', 'same_province']);
  });

  it('reads names written without spaces or in the Western order', () => {
    const subject = report({ name: 'Nguyễn Văn Bình', birth_year: 2001, gender: 'male' });
    const joined = report({ name: 'NguyenVanBinh', birth_year: 2001, gender: 'male' });
    const western = report({ name: 'Van Binh Nguyen', birth_year: 2001, gender: 'male' });
    const matches = rankMatches(subject, [joined, western]);
    expect(matches.map((match) => match.reasons[0]!.detail)).toEqual([
      'same letters, spaced differently',
      'same name in the other order',
    ]);
    expect(matches.every((match) => match.score > 0.7)).toBe(true);
  });
});

describe('rankMatches: near misses that must not rank high', () => {
  it('keeps a common name in another province with another age out', () => {
    const subject = report({
      name: 'Nguyễn Văn Nam',
      birth_year: 2016,
      gender: 'male',
      province: 'Hà Nội',
      missing_date: '2025-02-01',
    });
    const matches = rankMatches(subject, crowd);
    // The crowd's Nguyễn Văn Nam was born in 1970 and went missing in Đà Nẵng in 2019.
    expect(find(matches, crowd[0]!)).toBeUndefined();
    const all = rankMatches(subject, crowd, { minScore: 0 });
    expect(find(all, crowd[0]!)!.score).toBeLessThan(0.2);
  });

  it('drops a same-named person of the other gender far below the true match', () => {
    const subject = report({ name: 'Lý Thanh Tâm', birth_year: 2010, gender: 'female', province_id: '48' });
    const same = report({ name: 'Ly Thanh Tam', birth_year: 2010, gender: 'female', province_id: '48' });
    const other = report({ name: 'Ly Thanh Tam', birth_year: 2010, gender: 'male', province_id: '48' });
    const all = rankMatches(subject, [other, same], { minScore: 0 });
    expect(all[0]!.id).toBe(same.id);
    expect(all[1]!.score).toBeLessThan(0.4);
    expect(all[1]!.reasons).toContainEqual({ code: 'gender', detail: 'female vs male, contradicts' });
    expect(find(rankMatches(subject, [other, same]), other)).toBeUndefined();
  });

  it('counts the same given name with another family name for little', () => {
    const subject = report({ name: 'Nguyễn Văn Hải', birth_year: 2000, province_id: '79', commune_ids: ['5'] });
    const candidate = report({ name: 'Trần Văn Hải', birth_year: 2000, province_id: '79', commune_ids: ['5'] });
    const all = rankMatches(subject, [candidate], { minScore: 0 });
    expect(all[0]!.reasons[0]).toEqual({ code: 'same_given_name', detail: 'same given name, another family name' });
    expect(all[0]!.score).toBeLessThan(0.35);
    expect(rankMatches(subject, [candidate])).toEqual([]);
  });

  it('never matches other given names, nor a short name that differs by a letter', () => {
    const subject = report({ name: 'Nguyễn Văn An', birth_year: 2000, province_id: '79' });
    const anh = report({ name: 'Nguyễn Văn Anh', birth_year: 2000, province_id: '79' });
    const binh = report({ name: 'Nguyễn Văn Bình', birth_year: 2000, province_id: '79' });
    expect(rankMatches(subject, [anh, binh], { minScore: 0 })).toEqual([]);
  });

  it('lowers a match whose birth years are far apart, the more the further', () => {
    const subject = report({ name: 'Đinh Công Minh', birth_year: 2000 });
    const near = report({ name: 'Đinh Công Minh', birth_year: 2002 });
    const some = report({ name: 'Đinh Công Minh', birth_year: 2004 });
    const far = report({ name: 'Đinh Công Minh', birth_year: 1960 });
    const all = rankMatches(subject, [far, some, near], { minScore: 0 });
    expect(all.map((match) => match.id)).toEqual([near.id, some.id, far.id]);
    expect(all[2]!.reasons).toContainEqual({
      code: 'birth_year',
      detail: 'born 2000 vs born 1960: 40 years apart, contradicts',
    });
  });

  it('gives missing dates months apart nothing', () => {
    const subject = report({ name: 'Vũ Đức Anh', missing_date: '2025-01-01' });
    const candidate = report({ name: 'Vu Duc Anh', missing_date: '2025-04-01' });
    expect(codes(find(rankMatches(subject, [candidate]), candidate))).not.toContain('near_date');
  });
});

describe('rankMatches: reverse searches', () => {
  // 1998: the parents report their son Trần Minh Tuấn, born 1994, missing in Đà Nẵng.
  const family = caseOf(
    { name: 'Trần Minh Tuấn', birth_year: 1994, gender: 'male', missing_date: '1998-08-20', province_id: '48' },
    { name: 'Trần Văn Hùng', relationship: 'parent' },
  );

  it('finds the family from the grown child decades later, both ways, with the kinship and the generations', () => {
    const child = report(
      { name: 'Tran Van Hung', birth_year: 1965, gender: 'male', missing_date: '2026-01-10', province_id: '48' },
      { name: 'Trần Minh Tuấn', relationship: 'child' },
    );
    const matches = rankMatches(child, [...crowd, family]);
    expect(matches[0]).toMatchObject({ kind: 'case', id: family.id, direction: 'reverse' });
    expect(matches[0]!.score).toBeGreaterThan(0.9);
    expect(matches[0]!.reasons).toEqual([
      { code: 'reverse_search', detail: 'names match both ways; child ↔ parent' },
      { code: 'same_name', detail: "same name (this reporter and the other's missing person)" },
      { code: 'same_name', detail: "same name (the other's reporter and this missing person)" },
      { code: 'birth_year', detail: 'born 1965 vs born 1994, fits child' },
      { code: 'same_province', detail: 'province 48' },
    ]);
    // And the other way round: the family's case finds the child's report.
    expect(rankMatches(family, [child])[0]).toMatchObject({ id: child.id, direction: 'reverse' });
  });

  it('finds a case that has no reporter from the reporter of a new report', () => {
    const owned = caseOf({ name: 'Lê Thị Thu', birth_year: 1992, gender: 'female', province: 'Huế' });
    const sister = report(
      {
        name: 'Le Thi Xuan',
        birth_year: 1990,
        gender: 'female',
        missing_date: '2026-02-01',
        province: 'Thành phố Huế',
      },
      { name: 'Lê Thị Thu', relationship: 'sibling' },
    );
    const match = find(rankMatches(sister, [...crowd, owned]), owned);
    expect(match?.direction).toBe('reverse');
    expect(match!.score).toBeGreaterThan(0.6);
    expect(codes(match)).toEqual(['reverse_search', 'same_name', 'birth_year', 'same_province']);
    expect(match!.reasons[0]!.detail).toBe('names match one way; one kinship known');
  });

  it('finds, from a case that has no reporter, the report whose reporter is its missing person', () => {
    const owned = caseOf({ name: 'Lê Thị Thu', birth_year: 1992, gender: 'female', province: 'Huế' });
    const sister = report(
      { name: 'Le Thi Xuan', birth_year: 1990, gender: 'female', missing_date: '2026-02-01', province: 'Huế' },
      { name: 'Lê Thị Thu', relationship: 'sibling' },
    );
    const match = rankMatches(owned, [...crowd, sister])[0];
    expect(match).toMatchObject({ kind: 'report', id: sister.id, direction: 'reverse' });
    expect(match!.reasons).toEqual([
      { code: 'reverse_search', detail: 'names match one way; one kinship known' },
      { code: 'same_name', detail: "same name (the other's reporter and this missing person)" },
      { code: 'birth_year', detail: 'born 1992 vs born 1990, fits sibling' },
      { code: 'same_province', detail: '"Huế"' },
    ]);
  });

  it('pairs a grandchild with a grandparent, and siblings with siblings', () => {
    const grandmother = report(
      { name: 'Phùng Gia Bảo', birth_year: 2012, missing_date: '2016-01-01' },
      { name: 'Đào Thị Nhàn', relationship: 'grandparent' },
    );
    const grandson = report(
      { name: 'Đào Thị Nhàn', birth_year: 1950, missing_date: '2030-01-01' },
      { name: 'Phùng Gia Bảo', relationship: 'grandchild' },
    );
    const match = rankMatches(grandson, [grandmother])[0];
    expect(match?.reasons[0]!.detail).toBe('names match both ways; grandchild ↔ grandparent');
    expect(match!.reasons).toContainEqual({ code: 'birth_year', detail: 'born 1950 vs born 2012, fits grandchild' });

    // Two brothers separated in 1979, each looking for the other in 2026.
    const older = report(
      { name: 'Lâm Văn Phúc', birth_year: 1972, missing_date: '1979-04-01', province_id: '48' },
      { name: 'Lâm Văn Lộc', relationship: 'sibling' },
    );
    const younger = report(
      { name: 'Lam Van Loc', birth_year: 1975, missing_date: '1979-04-01', province_id: '48' },
      { name: 'Lam Van Phuc', relationship: 'sibling' },
    );
    const brothers = rankMatches(older, [...crowd, younger])[0];
    expect(brothers).toMatchObject({ id: younger.id, direction: 'reverse' });
    expect(brothers!.score).toBeGreaterThan(0.9);
    expect(brothers!.reasons[0]!.detail).toBe('names match both ways; sibling ↔ sibling');
  });

  it('lowers a reverse match whose kinships or generations contradict', () => {
    const right = report(
      { name: 'Tran Van Hung', birth_year: 1965, missing_date: '2026-01-10' },
      { name: 'Trần Minh Tuấn', relationship: 'child' },
    );
    // Both reporters say "parent": they cannot each be the other's parent.
    const bothParents = report(
      { name: 'Tran Van Hung', birth_year: 1965, missing_date: '2026-01-10' },
      { name: 'Trần Minh Tuấn', relationship: 'parent' },
    );
    // The "child" would have been born before the parent.
    const wrongGeneration = report(
      { name: 'Tran Van Hung', birth_year: 2000, missing_date: '2026-01-10' },
      { name: 'Trần Minh Tuấn', relationship: 'child' },
    );
    const scoreOf = (subject: MatchRecord) => find(rankMatches(subject, [family], { minScore: 0 }), family)!.score;
    expect(scoreOf(bothParents)).toBeLessThan(scoreOf(right) * 0.7);
    expect(scoreOf(wrongGeneration)).toBeLessThan(scoreOf(right) * 0.5);
    expect(find(rankMatches(wrongGeneration, [family], { minScore: 0 }), family)!.reasons).toContainEqual({
      code: 'birth_year',
      detail: 'born 2000 vs born 1994, does not fit child',
    });
  });

  it('needs a real crosswise name match: a shared given name or an unrelated reporter is not one', () => {
    const sharedGiven = report(
      { name: 'Nguyen Van Hung', birth_year: 1965, missing_date: '2026-01-10', province_id: '48' },
      { name: 'Lê Minh Tuấn', relationship: 'child' },
    );
    expect(find(rankMatches(sharedGiven, [family], { minScore: 0 }), family)).toBeUndefined();
    const noReporters = report({ name: 'Trần Văn Hùng', birth_year: 1965 });
    const noReporterCase = caseOf({ name: 'Trần Minh Tuấn', birth_year: 1994 });
    expect(rankMatches(noReporters, [noReporterCase], { minScore: 0 })).toEqual([]);
  });
});

describe('rankMatches: order, options and hostile input', () => {
  it('never matches the subject itself, but a case made from the same report is another record', () => {
    const subject = report({ name: 'Mai Anh Thư', birth_year: 2003 });
    const itself = { ...subject, missing: { ...subject.missing } };
    const published: MatchRecord = { ...subject, kind: 'case' };
    const matches = rankMatches(subject, [itself, published]);
    expect(matches).toHaveLength(1);
    // Same name, birth year and date; gender and place unknown add nothing.
    expect(matches[0]).toMatchObject({ kind: 'case', id: subject.id, score: 0.75 });
  });

  it('orders by score, then kind, then id, whatever the input order, and honours limit and minScore', () => {
    const subject = report({ name: 'Tô Hoài Nam', birth_year: 1995 });
    const twins = [
      report({ name: 'To Hoai Nam', birth_year: 1995 }),
      caseOf({ name: 'To Hoai Nam', birth_year: 1995 }),
      caseOf({ name: 'To Hoai Nam', birth_year: 1995 }),
      report({ name: 'Tô Nam', birth_year: 1996 }),
      report({ name: 'To Hoai Nam', birth_year: 1999 }),
    ];
    const expected = rankMatches(subject, twins);
    expect(expected.map((match) => `${match.kind}${match.id}`)).toEqual([
      `case${twins[1]!.id}`,
      `case${twins[2]!.id}`,
      `report${twins[0]!.id}`,
      `report${twins[3]!.id}`,
      `report${twins[4]!.id}`,
    ]);
    expect(rankMatches(subject, [...twins].reverse())).toEqual(expected);
    expect(rankMatches(subject, twins, { limit: 2 })).toEqual(expected.slice(0, 2));
    expect(rankMatches(subject, twins, { limit: 0 })).toEqual([]);
    const minScore = expected[3]!.score;
    expect(rankMatches(subject, twins, { minScore })).toEqual(expected.filter((match) => match.score >= minScore));
    // Options that are not finite numbers fall back to the defaults; out-of-range ones are clamped.
    expect(rankMatches(subject, twins, { limit: Number.NaN, minScore: Number.POSITIVE_INFINITY })).toEqual(expected);
    expect(rankMatches(subject, twins, { minScore: 7 })).toEqual([]);
    expect(rankMatches(subject, twins, { limit: -5 })).toEqual([]);
    for (const match of expected) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(1);
    }
  });

  it('keeps at most ten by default, from the default floor', () => {
    const subject = report({ name: 'Hà Văn Quang' });
    const many = Array.from({ length: 25 }, (_, i) => report({ name: i % 2 ? 'Ha Van Quang' : 'Ha Quang' }));
    const matches = rankMatches(subject, many);
    expect(matches).toHaveLength(10);
    expect(matches.every((match) => match.score >= 0.35)).toBe(true);
  });

  it('survives empty, huge and malformed records without throwing or matching on garbage', () => {
    const subject = report({ name: 'Nguyễn Văn An', birth_year: 2000, missing_date: '2025-02-30' });
    const garbage = [
      report({ name: '' }),
      report({ name: '   ---   ' }),
      report({ name: 'An '.repeat(100_000) }),
      report({ name: 'Nguyễn Văn An', birth_year: Number.NaN, age: -4, missing_date: 'yesterday' }),
      report({ name: 'Nguyễn Văn An', age: 1e9, age_on: '2025-13-01', gender: 'robot' as never }),
      report({ name: 'Nguyễn Văn An', commune_ids: [null, 7, ''] as never, province_id: '' }),
      report({ name: 'Nguyễn Văn An' }, { name: null, relationship: 'parent' } as never),
      report({ name: 'Nguyễn Văn An' }, { name: 'Nguyễn Văn An', relationship: 'nonsense' as never }),
      { kind: 'report', id: 9999, missing: null } as never,
      null as never,
    ];
    const matches = rankMatches(subject, garbage);
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      expect(match.direction === 'same_person' || match.direction === 'reverse').toBe(true);
      expect(Number.isFinite(match.score)).toBe(true);
      expect(codes(match)).not.toContain('birth_year');
      expect(codes(match)).not.toContain('near_date');
    }
    expect(rankMatches(subject, [])).toEqual([]);
    expect(rankMatches(subject, null as never)).toEqual([]);
  });

  it('compares ten thousand candidates in one call', () => {
    const subject = report({ name: 'Trịnh Công Sơn', birth_year: 1990, province_id: '11' });
    const many = Array.from({ length: 10_000 }, (_, i) =>
      report({ name: `Trịnh Công ${['Sơn', 'Sang', 'Son', 'Sơn Hà'][i % 4]}`, birth_year: 1980 + (i % 20) }),
    );
    const matches = rankMatches(subject, many);
    expect(matches).toHaveLength(10);
    expect(matches.every((match) => match.reasons[0]!.code === 'same_name')).toBe(true);
  });
});

describe('rankMatches: personal data', () => {
  it('never puts a reporter\u2019s name, nor any person\u2019s name, in a reason', () => {
    const family = caseOf(
      { name: 'Trần Minh Tuấn', birth_year: 1994, province_id: '48' },
      { name: 'Trần Văn Hùng', relationship: 'parent' },
    );
    const child = report(
      { name: 'Trần Văn Hùng', birth_year: 1965, province_id: '48' },
      { name: 'Trần Minh Tuấn', relationship: 'child' },
    );
    const twin = report(
      { name: 'Trần Minh Tuấn', birth_year: 1994, province_id: '48' },
      {
        name: 'Đoàn Thị Riêng',
        relationship: 'spouse',
      },
    );
    const text = JSON.stringify([rankMatches(child, [family, twin]), rankMatches(family, [child, twin])]);
    expect(text).toContain('reverse_search');
    for (const word of ['tran', 'trần', 'hung', 'hùng', 'tuan', 'tuấn', 'doan', 'đoàn', 'riêng', 'rieng']) {
      expect(text.toLowerCase()).not.toContain(word);
    }
  });
});
