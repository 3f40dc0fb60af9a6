import { CURRENT_UNITS } from './generated/current-units.js';
import { KIND_CODES, unitName, type UnitKind } from './names.js';

/** A province or centrally run city since 1 July 2025. */
export interface Province {
  /** The dataset's id (not the statistics office's code). */
  readonly id: string;
  /** As the data writes it, with its prefix: "Thành Phố Đà Nẵng". */
  readonly name: string;
  /** Without the prefix: "Đà Nẵng". */
  readonly shortName: string;
  readonly kind: 'city' | 'province';
  /** The pre-2025 provinces merged into it (ids of `OLD_PROVINCES`). */
  readonly oldProvinceIds: readonly string[];
}

/** A commune, ward or special zone since 1 July 2025 (the level below the province). */
export interface Commune {
  readonly id: string;
  /** "Phường Bến Thành", "Xã Minh Châu", "Đặc Khu Phú Quốc". */
  readonly name: string;
  readonly shortName: string;
  readonly kind: 'ward' | 'commune' | 'special-zone';
  readonly provinceId: string;
}

/** `id|kind|short name` → its parts; the generator checked every record, so the kind letter is known. */
export function parseRecord(text: string): { id: string; kind: UnitKind; shortName: string; rest: string[] } {
  const [id = '', code = '', shortName = '', ...rest] = text.split('|');
  return { id, kind: KIND_CODES[code] ?? 'other', shortName, rest };
}

const EMPTY: readonly never[] = Object.freeze([]);

function parseCurrentUnits(lines: readonly string[]) {
  const provinces: Province[] = [];
  const communesByProvince = new Map<string, readonly Commune[]>();
  const communes = new Map<string, Commune>();
  for (const line of lines) {
    const [head = '', ...communeRecords] = line.split(';');
    const { id, kind, shortName, rest } = parseRecord(head);
    provinces.push(
      Object.freeze({
        id,
        name: unitName(kind, shortName),
        shortName,
        kind: kind as Province['kind'],
        oldProvinceIds: Object.freeze((rest[0] ?? '').split(',')),
      }),
    );
    const list = communeRecords.map((text) => {
      const unit = parseRecord(text);
      const commune: Commune = Object.freeze({
        id: unit.id,
        name: unitName(unit.kind, unit.shortName),
        shortName: unit.shortName,
        kind: unit.kind as Commune['kind'],
        provinceId: id,
      });
      communes.set(commune.id, commune);
      return commune;
    });
    communesByProvince.set(id, Object.freeze(list));
  }
  return {
    provinces: Object.freeze(provinces),
    provincesById: new Map(provinces.map((province) => [province.id, province])),
    communesByProvince,
    communes,
  };
}

const current = /* @__PURE__ */ parseCurrentUnits(CURRENT_UNITS);

/** The 34 provinces and centrally run cities since 1 July 2025: the six cities first, then the provinces A–Z. */
export const PROVINCES: readonly Province[] = current.provinces;

/** A current province by id; undefined when there is none. */
export function findProvince(provinceId: string): Province | undefined {
  return current.provincesById.get(provinceId);
}

/** The communes, wards and special zones of a current province, A–Z by short name; empty for an unknown id. */
export function communesOf(provinceId: string): readonly Commune[] {
  return current.communesByProvince.get(provinceId) ?? EMPTY;
}

/** A current commune by id; undefined when there is none. */
export function findCommune(communeId: string): Commune | undefined {
  return current.communes.get(communeId);
}
