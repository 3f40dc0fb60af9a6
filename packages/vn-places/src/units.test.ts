import { describe, expect, it } from 'vitest';
import {
  communesOf,
  currentOfOldDistrict,
  currentOfOldWard,
  findCommune,
  findOldDistrict,
  findOldProvince,
  findOldWard,
  findProvince,
  OLD_PROVINCES,
  oldDistrictsOf,
  oldWardsOf,
  oldWardsOfCommune,
  PROVINCES,
  splitUnitName,
  UNIT_PREFIXES,
  unitName,
  type OldDistrict,
  type OldWard,
} from './index.js';

const communes = PROVINCES.flatMap((province) => communesOf(province.id));
const oldDistricts: OldDistrict[] = OLD_PROVINCES.flatMap((province) => oldDistrictsOf(province.id));
const oldWards: OldWard[] = oldDistricts.flatMap((district) => oldWardsOf(district.id));
const vietnamese = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });

describe('counts (the dataset README: 34, 3,315, 63, 691, 10,038)', () => {
  it('has the 34 current provinces and their 3,315 communes', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(communes).toHaveLength(3315);
    expect(new Set(communes.map((commune) => commune.id)).size).toBe(3315);
  });

  it('has the 63 old provinces, 691 old districts and 10,038 old wards', () => {
    expect(OLD_PROVINCES).toHaveLength(63);
    expect(oldDistricts).toHaveLength(691);
    expect(new Set(oldDistricts.map((district) => district.id)).size).toBe(691);
    expect(oldWards).toHaveLength(10038);
    expect(new Set(oldWards.map((ward) => ward.id)).size).toBe(10038);
  });

  it('has six centrally run cities today, listed first', () => {
    expect(PROVINCES.slice(0, 6).map((province) => province.shortName)).toEqual([
      'Hà Nội',
      'Hồ Chí Minh',
      'Đà Nẵng',
      'Hải Phòng',
      'Cần Thơ',
      'Huế',
    ]);
    expect(PROVINCES.slice(0, 6).every((province) => province.kind === 'city')).toBe(true);
    expect(PROVINCES.slice(6).every((province) => province.kind === 'province')).toBe(true);
  });

  it('counts the kinds of current communes as the data has them (687 wards, 2,620 communes, 8 special zones)', () => {
    const kinds = Object.groupBy(communes, (commune) => commune.kind);
    expect(kinds.ward).toHaveLength(687);
    expect(kinds.commune).toHaveLength(2620);
    expect(kinds['special-zone']).toHaveLength(8);
  });
});

describe('current units', () => {
  it('puts every commune in a province that exists, under that province', () => {
    const misplaced = communes.filter(
      (commune) =>
        !findProvince(commune.provinceId) ||
        !communesOf(commune.provinceId).includes(commune) ||
        findCommune(commune.id) !== commune,
    );
    expect(misplaced).toEqual([]);
    expect(PROVINCES.filter((province) => communesOf(province.id).length === 0)).toEqual([]);
  });

  it('lists communes A–Z by their name without prefix, numbers in numeric order', () => {
    for (const province of PROVINCES) {
      const names = communesOf(province.id).map((commune) => commune.shortName);
      expect(names).toEqual([...names].sort(vietnamese.compare));
    }
  });

  it('keeps names as the data writes them, with a short name and a kind that rebuild them', () => {
    const hcmc = findProvince('12');
    expect(hcmc).toMatchObject({ name: 'Thành Phố Hồ Chí Minh', shortName: 'Hồ Chí Minh', kind: 'city' });
    const wrong = [...PROVINCES, ...communes].filter((unit) => {
      const split = splitUnitName(unit.name);
      return (
        unit.name !== unitName(unit.kind, unit.shortName) ||
        !unit.name.startsWith(`${UNIT_PREFIXES[unit.kind]} `) ||
        split.kind !== unit.kind ||
        split.shortName !== unit.shortName
      );
    });
    expect(wrong).toEqual([]);
  });

  it('answers nothing, without throwing, for unknown or hostile ids', () => {
    for (const id of ['', '0', '999999', '__proto__', 'constructor', 'toString', ' 11', '11 ', "11' OR 1=1"]) {
      expect(findProvince(id)).toBeUndefined();
      expect(findCommune(id)).toBeUndefined();
      expect(communesOf(id)).toEqual([]);
    }
    expect(findCommune(12 as unknown as string)).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(PROVINCES)).toBe(true);
    expect(() => (PROVINCES as unknown as unknown[]).push({})).toThrow(TypeError);
    const first = communesOf('11')[0];
    expect(first).toBeDefined();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(communesOf('11'))).toBe(true);
    expect(Object.isFrozen(communesOf('no such province'))).toBe(true);
  });
});

describe('old units and the mapping to today', () => {
  it('maps every old province into exactly one current province', () => {
    for (const old of OLD_PROVINCES) {
      const into = PROVINCES.filter((province) => province.oldProvinceIds.includes(old.id));
      expect(into.map((province) => province.id)).toEqual([old.currentProvinceId]);
    }
    const listed = PROVINCES.flatMap((province) => province.oldProvinceIds);
    expect(new Set(listed).size).toBe(63);
    expect(listed.every((id) => findOldProvince(id))).toBe(true);
  });

  it('merged Bà Rịa-Vũng Tàu and Bình Dương into Hồ Chí Minh City', () => {
    const merged = (findProvince('12')?.oldProvinceIds ?? []).map((id) => findOldProvince(id)?.name);
    expect(merged).toEqual(['Thành Phố Hồ Chí Minh', 'Tỉnh Bà Rịa-Vũng Tàu', 'Tỉnh Bình Dương']);
  });

  it('nests districts and wards consistently, with names that rebuild from kind and short name', () => {
    const districtKinds: readonly string[] = ['urban-district', 'rural-district', 'city', 'town'];
    const wrongDistricts = oldDistricts.filter(
      (district) =>
        !findOldProvince(district.provinceId) ||
        findOldDistrict(district.id) !== district ||
        !districtKinds.includes(district.kind) ||
        district.name !== unitName(district.kind, district.shortName),
    );
    expect(wrongDistricts).toEqual([]);
    const wardKinds: readonly string[] = ['ward', 'commune', 'township', 'other'];
    const wrongWards = oldWards.filter(
      (ward) =>
        findOldDistrict(ward.districtId)?.provinceId !== ward.provinceId ||
        findOldWard(ward.id) !== ward ||
        !wardKinds.includes(ward.kind) ||
        ward.name !== unitName(ward.kind, ward.shortName),
    );
    expect(wrongWards).toEqual([]);
    for (const old of OLD_PROVINCES) {
      expect(['city', 'province']).toContain(old.kind);
      expect(oldDistrictsOf(old.id).length).toBeGreaterThan(0);
    }
  });

  it('keeps the one old unit without a prefix whole, as kind other', () => {
    const others = oldWards.filter((ward) => ward.kind === 'other');
    expect(others.map((ward) => ward.name)).toEqual(['Trung Tâm Huấn Luyện Cấm Sơn']);
    expect(others[0]?.shortName).toBe('Trung Tâm Huấn Luyện Cấm Sơn');
  });

  it('maps every old ward to existing current communes inside its province’s successor', () => {
    const wrong = oldWards.filter((ward) => {
      const place = currentOfOldWard(ward.id);
      return (
        !place ||
        place.province.id !== findOldProvince(ward.provinceId)?.currentProvinceId ||
        place.communes.map((commune) => commune.id).join() !== ward.currentCommuneIds.join() ||
        place.communes.some((commune) => commune.provinceId !== place.province.id)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('maps an old ward split between two communes to both', () => {
    // Xã Chu Minh (Huyện Ba Vì, Hà Nội) went partly to Xã Minh Châu and partly to Xã Quảng Oai.
    const ward = findOldWard('1117707');
    expect(ward).toMatchObject({ name: 'Xã Chu Minh', provinceId: '11' });
    expect(findOldDistrict(ward?.districtId ?? '')?.name).toBe('Huyện Ba Vì');
    const place = currentOfOldWard('1117707');
    expect(place?.province.name).toBe('Thành Phố Hà Nội');
    expect(place?.communes.map((commune) => commune.name)).toEqual(['Xã Minh Châu', 'Xã Quảng Oai']);
  });

  it('has 297 split wards, none split more than three ways', () => {
    const split = oldWards.filter((ward) => ward.currentCommuneIds.length > 1);
    expect(split).toHaveLength(297);
    expect(Math.max(...split.map((ward) => ward.currentCommuneIds.length))).toBe(3);
    const threeWays = split.find((ward) => ward.currentCommuneIds.length === 3);
    expect(currentOfOldWard(threeWays?.id ?? '')?.communes).toHaveLength(3);
  });

  it('lists the old wards each commune was formed from, the reverse of the mapping', () => {
    expect(oldWardsOfCommune('267').map((ward) => ward.name)).toEqual([
      'Xã Chu Minh',
      'Xã Minh Châu',
      'Thị Trấn Tây Đằng',
    ]);
    expect(communes.filter((commune) => oldWardsOfCommune(commune.id).length === 0)).toEqual([]);
    const links = communes.reduce((sum, commune) => sum + oldWardsOfCommune(commune.id).length, 0);
    expect(links).toBe(oldWards.reduce((sum, ward) => sum + ward.currentCommuneIds.length, 0));
    const inconsistent = communes.filter((commune) =>
      oldWardsOfCommune(commune.id).some((ward) => !ward.currentCommuneIds.includes(commune.id)),
    );
    expect(inconsistent).toEqual([]);
  });

  it('maps an old district to the current communes that took its wards', () => {
    // Huyện Ba Vì (Hà Nội): its wards went to eight communes, among them Minh Châu and Quảng Oai.
    const place = currentOfOldDistrict('3595');
    expect(place?.province.name).toBe('Thành Phố Hà Nội');
    const names = place?.communes.map((commune) => commune.name) ?? [];
    expect(names).toHaveLength(8);
    expect(names).toEqual(expect.arrayContaining(['Xã Minh Châu', 'Xã Quảng Oai', 'Xã Ba Vì']));
    for (const district of oldDistricts) {
      const expected = new Set(oldWardsOf(district.id).flatMap((ward) => ward.currentCommuneIds));
      const ids = currentOfOldDistrict(district.id)?.communes.map((commune) => commune.id) ?? [];
      if (ids.length !== expected.size || !ids.every((id) => expected.has(id))) {
        expect.fail(`district ${district.id} ${district.name} maps to ${ids.join()}`);
      }
    }
  });

  it('answers nothing, without throwing, for unknown or hostile ids', () => {
    for (const id of ['', '0', '__proto__', 'constructor', 'hasOwnProperty', '1117707; drop table']) {
      expect(currentOfOldDistrict(id)).toBeUndefined();
      expect(oldWardsOfCommune(id)).toEqual([]);
      expect(findOldProvince(id)).toBeUndefined();
      expect(findOldDistrict(id)).toBeUndefined();
      expect(findOldWard(id)).toBeUndefined();
      expect(currentOfOldWard(id)).toBeUndefined();
      expect(oldDistrictsOf(id)).toEqual([]);
      expect(oldWardsOf(id)).toEqual([]);
    }
  });
});
