import {
  communesOf,
  findCommune,
  findProvince,
  parseRecord,
  PROVINCES,
  type Commune,
  type Province,
} from './current.js';
import { OLD_UNITS } from './generated/old-units.js';
import { unitName } from './names.js';

/** A province or centrally run city as it was before 1 July 2025. */
export interface OldProvince {
  readonly id: string;
  /** "Tỉnh Bà Rịa-Vũng Tàu" */
  readonly name: string;
  readonly shortName: string;
  readonly kind: 'city' | 'province';
  /** The current province it was merged into. */
  readonly currentProvinceId: string;
}

/** A district before 1 July 2025 (the middle level, abolished by the reform). */
export interface OldDistrict {
  readonly id: string;
  /** "Quận 1", "Huyện Ba Vì", "Thành Phố Thủ Đức", "Thị Xã Sơn Tây". */
  readonly name: string;
  readonly shortName: string;
  readonly kind: 'urban-district' | 'rural-district' | 'city' | 'town';
  readonly provinceId: string;
}

/** A ward, commune or township before 1 July 2025. */
export interface OldWard {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly kind: 'ward' | 'commune' | 'township' | 'other';
  readonly districtId: string;
  readonly provinceId: string;
  /** The current communes it became part of: more than one when it was split between them. */
  readonly currentCommuneIds: readonly string[];
}

/** Where an old ward is today: its current province and the commune(s) its territory went to. */
export interface CurrentPlace {
  readonly province: Province;
  readonly communes: readonly Commune[];
}

const EMPTY: readonly never[] = Object.freeze([]);

function parseOldUnits(lines: readonly string[]) {
  const currentOfOldProvince = new Map<string, string>();
  for (const province of PROVINCES) {
    for (const oldId of province.oldProvinceIds) currentOfOldProvince.set(oldId, province.id);
  }
  const provinces: OldProvince[] = [];
  const districtsByProvince = new Map<string, readonly OldDistrict[]>();
  const districts = new Map<string, OldDistrict>();
  const wardsByDistrict = new Map<string, readonly OldWard[]>();
  const wards = new Map<string, OldWard>();
  for (const line of lines) {
    const [head = '', ...districtBlocks] = line.split('#');
    const province = parseRecord(head);
    provinces.push(
      Object.freeze({
        id: province.id,
        name: unitName(province.kind, province.shortName),
        shortName: province.shortName,
        kind: province.kind as OldProvince['kind'],
        currentProvinceId: currentOfOldProvince.get(province.id) ?? '',
      }),
    );
    const provinceDistricts = districtBlocks.map((block) => {
      const [districtHead = '', ...wardRecords] = block.split(';');
      const unit = parseRecord(districtHead);
      const district: OldDistrict = Object.freeze({
        id: unit.id,
        name: unitName(unit.kind, unit.shortName),
        shortName: unit.shortName,
        kind: unit.kind as OldDistrict['kind'],
        provinceId: province.id,
      });
      districts.set(district.id, district);
      const districtWards = wardRecords.map((text) => {
        const record = parseRecord(text);
        const ward: OldWard = Object.freeze({
          id: record.id,
          name: unitName(record.kind, record.shortName),
          shortName: record.shortName,
          kind: record.kind as OldWard['kind'],
          districtId: district.id,
          provinceId: province.id,
          currentCommuneIds: Object.freeze((record.rest[0] ?? '').split(',')),
        });
        wards.set(ward.id, ward);
        return ward;
      });
      wardsByDistrict.set(district.id, Object.freeze(districtWards));
      return district;
    });
    districtsByProvince.set(province.id, Object.freeze(provinceDistricts));
  }
  const wardsByCommune = new Map<string, OldWard[]>();
  for (const ward of wards.values()) {
    for (const communeId of ward.currentCommuneIds) {
      const list = wardsByCommune.get(communeId);
      if (list) list.push(ward);
      else wardsByCommune.set(communeId, [ward]);
    }
  }
  for (const list of wardsByCommune.values()) Object.freeze(list);
  return {
    provinces: Object.freeze(provinces),
    provincesById: new Map(provinces.map((province) => [province.id, province])),
    districtsByProvince,
    districts,
    wardsByDistrict,
    wards,
    wardsByCommune: wardsByCommune as ReadonlyMap<string, readonly OldWard[]>,
  };
}

const old = /* @__PURE__ */ parseOldUnits(OLD_UNITS);

/** The 63 provinces and centrally run cities before 1 July 2025, in the dataset's order (the five cities first). */
export const OLD_PROVINCES: readonly OldProvince[] = old.provinces;

/** A pre-2025 province by id; undefined when there is none. */
export function findOldProvince(oldProvinceId: string): OldProvince | undefined {
  return old.provincesById.get(oldProvinceId);
}

/** The districts of a pre-2025 province, A–Z by short name; empty for an unknown id. */
export function oldDistrictsOf(oldProvinceId: string): readonly OldDistrict[] {
  return old.districtsByProvince.get(oldProvinceId) ?? EMPTY;
}

/** A pre-2025 district by id; undefined when there is none. */
export function findOldDistrict(oldDistrictId: string): OldDistrict | undefined {
  return old.districts.get(oldDistrictId);
}

/** The wards, communes and townships of a pre-2025 district, A–Z by short name; empty for an unknown id. */
export function oldWardsOf(oldDistrictId: string): readonly OldWard[] {
  return old.wardsByDistrict.get(oldDistrictId) ?? EMPTY;
}

/** A pre-2025 ward by id; undefined when there is none. */
export function findOldWard(oldWardId: string): OldWard | undefined {
  return old.wards.get(oldWardId);
}

/**
 * Where a pre-2025 ward is today: its current province and every current commune that took part of it (one
 * for most wards, two or three for a ward split by the reform). Undefined for an unknown id.
 */
export function currentOfOldWard(oldWardId: string): CurrentPlace | undefined {
  const ward = old.wards.get(oldWardId);
  if (!ward) return undefined;
  const communes = ward.currentCommuneIds.map((id) => findCommune(id)).filter((c): c is Commune => !!c);
  const province = communes[0] && findProvince(communes[0].provinceId);
  if (!province) return undefined;
  return Object.freeze({ province, communes: Object.freeze(communes) });
}

/**
 * Where a pre-2025 district is today: its current province and every current commune that took part of one of
 * its wards, A–Z. Undefined for an unknown id.
 */
export function currentOfOldDistrict(oldDistrictId: string): CurrentPlace | undefined {
  const district = old.districts.get(oldDistrictId);
  if (!district) return undefined;
  const ids = new Set(oldWardsOf(district.id).flatMap((ward) => ward.currentCommuneIds));
  const province = findProvince(findOldProvince(district.provinceId)?.currentProvinceId ?? '');
  if (!province) return undefined;
  // communesOf is already A–Z; keeping its order keeps this list A–Z.
  const communes = communesOf(province.id).filter((commune) => ids.has(commune.id));
  return Object.freeze({ province, communes: Object.freeze(communes) });
}

/**
 * The pre-2025 wards a current commune was formed from (wholly or in part), district by district A–Z and A–Z
 * within one; empty for an unknown id. The reverse of `currentOfOldWard`.
 */
export function oldWardsOfCommune(communeId: string): readonly OldWard[] {
  return old.wardsByCommune.get(communeId) ?? EMPTY;
}
