import { communesOf, PROVINCE_SEATS, PROVINCES } from '@site/vn-places';
import { describe, expect, it } from 'vitest';
// The demo cases the seed stores: every one must load as a current unit, not as a kept custom name.
import { SEED_CASE_FACTS } from '../../../../server/src/db/seed-content/reunion/facts';
import {
  filterCommunes,
  foldName,
  matchCommune,
  matchProvince,
  matchStoredPlace,
  nameForms,
  provincesInOrder,
  seatAt,
  seatPosition,
  shouldFillCoordinates,
} from './place-match';

const provinceNamed = (shortName: string) => {
  const province = PROVINCES.find((candidate) => candidate.shortName === shortName);
  if (!province) throw new Error(`No province ${shortName}`);
  return province;
};
const daNang = provinceNamed('Đà Nẵng');
const hcm = provinceNamed('Hồ Chí Minh');
const names = (list: readonly { name: string }[]) => list.map((unit) => unit.name);

describe('stored names against the current units', () => {
  it('matches every seeded case to a current province and commune', () => {
    const facts = Object.values(SEED_CASE_FACTS);
    expect(facts).toHaveLength(12);
    for (const fact of facts) {
      const found = matchStoredPlace(fact.province, fact.commune);
      expect(found.province, fact.province).toBeDefined();
      expect(found.commune?.name, `${fact.commune}, ${fact.province}`).toBe(fact.commune);
      expect(found.commune?.provinceId).toBe(found.province?.id);
    }
    // The seed writes Hồ Chí Minh City the way addresses do.
    expect(matchStoredPlace('TP. Hồ Chí Minh', 'Phường Bến Thành').province).toBe(hcm);
  });

  it('reads a province with or without its prefix, abbreviated, in any case and without diacritics', () => {
    for (const text of [
      'Đà Nẵng',
      'Thành Phố Đà Nẵng',
      'thành phố Đà Nẵng',
      'TP. Đà Nẵng',
      'TP Đà Nẵng',
      'tp.da nang',
      'da nang',
      '  DA   NANG ',
    ]) {
      expect(matchProvince(text), text).toBe(daNang);
    }
    expect(matchProvince('Tỉnh Quảng Ninh')).toBe(provinceNamed('Quảng Ninh'));
    expect(matchProvince('Khánh Hoà')).toBe(provinceNamed('Khánh Hòa'));
    // Decomposed Unicode (as some keyboards type it) folds the same.
    expect(matchProvince('Đà Nẵng'.normalize('NFD'))).toBe(daNang);
  });

  it('leaves old, unknown, blank and hostile province names unmatched', () => {
    // Quảng Nam merged into Đà Nẵng in 2025; Thừa Thiên Huế is now Huế; Sài Gòn is a nickname.
    for (const text of ['Quảng Nam', 'Thừa Thiên Huế', 'Sài Gòn', 'HCM', '', '   ', 'Tỉnh', 'Thành phố', '<script>']) {
      expect(matchProvince(text), text).toBeUndefined();
    }
    expect(matchProvince('Đà Nẵng'.repeat(1000))).toBeUndefined();
  });

  it('reads a commune by its full name, abbreviated prefix or unique short name, within its province only', () => {
    expect(matchCommune(daNang.id, 'Phường Hải Châu')?.name).toBe('Phường Hải Châu');
    expect(matchCommune(daNang.id, 'phuong hai chau')?.name).toBe('Phường Hải Châu');
    expect(matchCommune(daNang.id, 'P. Hải Châu')?.name).toBe('Phường Hải Châu');
    expect(matchCommune(daNang.id, 'Hải Châu')?.name).toBe('Phường Hải Châu');
    expect(matchCommune(daNang.id, 'hai chau')?.name).toBe('Phường Hải Châu');
    // The right name with the wrong kind is not that unit; a ward of another province is not in this one.
    expect(matchCommune(daNang.id, 'Xã Hải Châu')).toBeUndefined();
    expect(matchCommune(daNang.id, 'Phường Bến Thành')).toBeUndefined();
    expect(matchCommune(hcm.id, 'Phường Bến Thành')?.name).toBe('Phường Bến Thành');
    // Pre-2025 units are kept as text, not guessed.
    expect(matchCommune(hcm.id, 'Quận 1')).toBeUndefined();
    expect(matchCommune(hcm.id, 'Phường Bến Nghé')).toBeUndefined();
    expect(matchCommune(daNang.id, '')).toBeUndefined();
  });

  it('reads back every current unit by its name and its short name, and folded when that is unambiguous', () => {
    for (const province of PROVINCES) {
      expect(matchProvince(province.name)).toBe(province);
      expect(matchProvince(province.shortName.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(province);
      const communes = communesOf(province.id);
      const folded = communes.map((commune) => foldName(commune.name));
      for (const commune of communes) {
        expect(matchCommune(province.id, commune.name)).toBe(commune);
        expect(matchCommune(province.id, commune.shortName)).toBe(commune);
        const bare = commune.name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
        const own = foldName(commune.name);
        const twins = folded.filter((name) => name === own);
        expect(matchCommune(province.id, bare)).toBe(twins.length === 1 ? commune : undefined);
      }
    }
  });

  it('tells apart units whose names differ only by their marks, and guesses neither without them', () => {
    expect(matchCommune(hcm.id, 'Xã Thạnh An')?.name).toBe('Xã Thạnh An');
    expect(matchCommune(hcm.id, 'Xã Thanh An')?.name).toBe('Xã Thanh An');
    expect(matchCommune(hcm.id, 'thạnh an')?.name).toBe('Xã Thạnh An');
    expect(matchCommune(hcm.id, 'xa thanh an')).toBeUndefined();
    const dongThap = provinceNamed('Đồng Tháp');
    // A ward and a commune: the prefix tells them apart even without marks.
    expect(matchCommune(dongThap.id, 'phuong my tho')?.name).toBe('Phường Mỹ Tho');
    expect(matchCommune(dongThap.id, 'xa my tho')?.name).toBe('Xã Mỹ Thọ');
  });

  it('keeps a stored place that is not current: an unknown province matches nothing', () => {
    expect(matchStoredPlace('Quảng Nam', 'Phường Hội An')).toEqual({});
    const partly = matchStoredPlace('Đà Nẵng', 'Phường Thạch Thang Cũ');
    expect(partly.province).toBe(daNang);
    expect(partly.commune).toBeUndefined();
  });

  it('splits prefixes, written out or abbreviated, including numbered wards written together', () => {
    expect(nameForms('Thị xã Sơn Tây')).toEqual({
      whole: 'thi xa son tay',
      full: 'thi xa son tay',
      short: 'son tay',
      prefixed: true,
    });
    expect(nameForms('TX Sơn Tây')).toMatchObject({ full: 'thi xa son tay', short: 'son tay', prefixed: true });
    expect(nameForms('P12')).toMatchObject({ whole: 'p12', full: 'phuong 12', short: '12', prefixed: true });
    expect(nameForms('Xã')).toMatchObject({ full: 'xa', short: 'xa', prefixed: false });
  });

  it('reads a name whose first word folds like a prefix ("Phượng Dực" is not "Phường Dực")', () => {
    const hanoi = provinceNamed('Hà Nội');
    expect(matchCommune(hanoi.id, 'Phượng Dực')?.name).toBe('Xã Phượng Dực');
    expect(matchCommune(hanoi.id, 'phuong duc')?.name).toBe('Xã Phượng Dực');
    expect(matchCommune(hanoi.id, 'xa phuong duc')?.name).toBe('Xã Phượng Dực');
    expect(names(filterCommunes(communesOf(hanoi.id), 'phuong duc'))[0]).toBe('Xã Phượng Dực');
  });
});

describe('the province list and the commune filter', () => {
  it('lists the 34 provinces in Vietnamese alphabetical order', () => {
    const list = provincesInOrder();
    expect(list).toHaveLength(34);
    expect(list[0]?.shortName).toBe('An Giang');
    const order = list.map((province) => province.shortName);
    expect(order).toEqual([...order].sort(new Intl.Collator('vi').compare));
    // The Vietnamese way: a before ă before â, Đ its own letter after D (not sorted as a plain D).
    const at = (name: string) => order.indexOf(name);
    for (const [before, after] of [
      ['Cà Mau', 'Cao Bằng'],
      ['Cao Bằng', 'Cần Thơ'],
      ['Cần Thơ', 'Đà Nẵng'],
      ['Đà Nẵng', 'Đắk Lắk'],
      ['Đắk Lắk', 'Điện Biên'],
      ['Điện Biên', 'Đồng Nai'],
      ['Đồng Tháp', 'Gia Lai'],
    ] as const) {
      expect(at(before), before).toBeGreaterThanOrEqual(0);
      expect(at(before), `${before} before ${after}`).toBeLessThan(at(after));
    }
  });

  it('filters communes without diacritics, prefix or not, names starting with the query first', () => {
    const communes = communesOf(daNang.id);
    expect(filterCommunes(communes, '')).toHaveLength(communes.length);
    expect(names(filterCommunes(communes, 'hai chau'))).toEqual(['Phường Hải Châu']);
    expect(names(filterCommunes(communes, 'phuong hai chau'))).toEqual(['Phường Hải Châu']);
    expect(names(filterCommunes(communes, 'P. Hải Châu'))).toEqual(['Phường Hải Châu']);
    expect(names(filterCommunes(communes, 'HẢI CHÂU'))).toEqual(['Phường Hải Châu']);
    const an = filterCommunes(communes, 'an');
    expect(an.length).toBeGreaterThan(1);
    // Names starting with "an" come before names with a word "an…" inside.
    const firstInside = an.findIndex((commune) => !/^an/i.test(commune.shortName));
    expect(an.slice(firstInside).every((commune) => !/^an/i.test(commune.shortName))).toBe(true);
    expect(filterCommunes(communes, 'zzzz')).toEqual([]);
  });

  it('finds numbered wards and communes typed without marks in a big city', () => {
    const found = filterCommunes(communesOf(hcm.id), 'ben thanh');
    expect(names(found)[0]).toBe('Phường Bến Thành');
    const hanoi = provinceNamed('Hà Nội');
    expect(names(filterCommunes(communesOf(hanoi.id), 'hoan kiem'))).toContain('Phường Hoàn Kiếm');
  });
});

describe('the coordinates a province choice fills', () => {
  it('gives the seat rounded as the server stores it', () => {
    expect(seatPosition(daNang.id)).toEqual({ latitude: '16.07', longitude: '108.22' });
    expect(seatPosition('nope')).toBeUndefined();
    for (const seat of PROVINCE_SEATS) expect(seatPosition(seat.provinceId)).toBeDefined();
  });

  it('fills blank coordinates and those a province choice put there, never a position typed by hand', () => {
    expect(shouldFillCoordinates('', '')).toBe(true);
    expect(shouldFillCoordinates('  ', ' ')).toBe(true);
    expect(shouldFillCoordinates('16.07', '108.22')).toBe(true);
    // The exact seat, or with a decimal comma, counts as the seat.
    expect(shouldFillCoordinates('16.068', '108.221')).toBe(true);
    expect(shouldFillCoordinates('16,07', '108,22')).toBe(true);
    expect(shouldFillCoordinates('16.05', '108.2')).toBe(false);
    expect(shouldFillCoordinates('16.07', '')).toBe(false);
    expect(shouldFillCoordinates('', '108.22')).toBe(false);
    expect(shouldFillCoordinates('abc', 'def')).toBe(false);
  });

  it('tells which province a position is the seat of', () => {
    expect(seatAt('16.07', '108.22')).toBe(daNang.id);
    expect(seatAt('16.06', '108.22')).toBeUndefined();
    expect(seatAt('', '')).toBeUndefined();
  });
});
