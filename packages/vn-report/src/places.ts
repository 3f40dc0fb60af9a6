import {
  communesOf,
  findOldDistrict,
  findOldProvince,
  OLD_PROVINCES,
  oldDistrictsOf,
  oldWardsOf,
  PROVINCES,
  type Commune,
  type OldDistrict,
} from '@site/vn-places';
import { fold, type Token } from './text.js';

// Places of the text matched against the address data of @site/vn-places, today's units and the pre-2025 ones,
// with and without diacritics, with the prefixes abbreviated as addresses write them, and the popular names of
// the two big cities. The index is built once, on first use.

/** Popular names and abbreviations of provinces: current province id, or pre-2025 province id. */
const ALIASES: readonly [string, { current?: string; old?: string }][] = [
  ['tphcm', { current: '12' }],
  ['tp hcm', { current: '12' }],
  ['hcm', { current: '12' }],
  ['hcmc', { current: '12' }],
  ['sai gon', { current: '12' }],
  ['saigon', { current: '12' }],
  ['sg', { current: '12' }],
  ['hn', { current: '11' }],
  ['tp hn', { current: '11' }],
  ['brvt', { old: '17' }],
  ['vung tau', { old: '17' }],
  ['ba ria vung tau', { old: '17' }],
];

interface PlaceIndex {
  provinces: Map<string, { current?: string; old?: string }>;
  districts: Map<string, OldDistrict[]>;
  communes: Map<string, Commune[]>;
  names: Set<string>;
  provinceOrder: Map<string, number>;
  /** The first word of every name and prefix: a word not in it starts no place, and is skipped at once. */
  firstWords: Set<string>;
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  if (index) return index;
  const provinces = new Map<string, { current?: string; old?: string }>();
  const districts = new Map<string, OldDistrict[]>();
  const communes = new Map<string, Commune[]>();
  const provinceOrder = new Map<string, number>();
  PROVINCES.forEach((province, i) => {
    provinces.set(fold(province.shortName), { current: province.id });
    provinceOrder.set(province.id, i);
    for (const commune of communesOf(province.id)) {
      const key = fold(commune.shortName);
      const list = communes.get(key) ?? [];
      list.push(commune);
      communes.set(key, list);
    }
  });
  for (const province of OLD_PROVINCES) {
    const key = fold(province.shortName).replace(/-/g, ' ');
    const entry = provinces.get(key) ?? {};
    if (!entry.current) entry.old = province.id;
    provinces.set(key, entry);
    for (const district of oldDistrictsOf(province.id)) {
      const dkey = fold(district.shortName);
      const list = districts.get(dkey) ?? [];
      list.push(district);
      districts.set(dkey, list);
    }
  }
  for (const [alias, target] of ALIASES) provinces.set(alias, { ...provinces.get(alias), ...target });
  const names = new Set<string>([...provinces.keys(), ...districts.keys(), 'viet nam', 'mien dong', 'mien tay']);
  const firstWords = new Set<string>(
    [...names, ...COMMUNE_PREFIXES, ...Object.keys(DISTRICT_KINDS), 'tinh'].map((name) => name.split(' ')[0]!),
  );
  index = { provinces, districts, communes, names, provinceOrder, firstWords };
  return index;
}

/** Whether folded words are the name of a province or a pre-2025 district ("ha noi", "ha long", "phu quoc"). */
export function isPlaceName(folded: string): boolean {
  return placeIndex().names.has(folded);
}

export interface PlaceMention {
  start: number;
  end: number;
  /** Current province ids this mention can be in (one, or several for an ambiguous commune). */
  provinceIds: string[];
  oldProvinceId?: string;
  oldDistrictId?: string;
  /** Current communes this mention names, when it names a commune with its prefix. */
  communes?: Commune[];
  /** Written with its prefix ("phường", "quận", "TP", "tỉnh"): stronger than a bare name. */
  prefixed: boolean;
  level: 'province' | 'district' | 'commune';
}

const COMMUNE_PREFIXES = new Set(['phuong', 'p', 'xa', 'x', 'thi tran', 'tt', 'dac khu']);
const DISTRICT_KINDS: Record<string, OldDistrict['kind'][]> = {
  quan: ['urban-district'],
  q: ['urban-district'],
  huyen: ['rural-district'],
  h: ['rural-district'],
  'thi xa': ['town'],
  tx: ['town'],
  tp: ['city'],
  'thanh pho': ['city'],
};

function currentOfOldProvince(oldProvinceId: string): string | undefined {
  return findOldProvince(oldProvinceId)?.currentProvinceId;
}

/** Districts with that folded name, of the kinds given, the big cities' first (an ambiguous "Bình Tân"). */
function districtsNamed(name: string, kinds?: readonly OldDistrict['kind'][]): OldDistrict[] {
  const { districts, provinceOrder } = placeIndex();
  const list = (districts.get(name) ?? []).filter((d) => !kinds || kinds.includes(d.kind));
  const order = (d: OldDistrict): number => provinceOrder.get(currentOfOldProvince(d.provinceId) ?? '') ?? 99;
  return [...list].sort((a, b) => order(a) - order(b));
}

function provinceMention(start: number, end: number, name: string, prefixed: boolean): PlaceMention | undefined {
  const entry = placeIndex().provinces.get(name);
  if (!entry) return undefined;
  const current = entry.current ?? (entry.old ? currentOfOldProvince(entry.old) : undefined);
  if (!current) return undefined;
  return {
    start,
    end,
    provinceIds: [current],
    oldProvinceId: entry.current ? undefined : entry.old,
    prefixed,
    level: 'province',
  };
}

function districtMention(
  start: number,
  end: number,
  district: OldDistrict,
  prefixed: boolean,
): PlaceMention | undefined {
  const current = currentOfOldProvince(district.provinceId);
  if (!current) return undefined;
  return {
    start,
    end,
    provinceIds: [current],
    oldProvinceId: district.provinceId,
    oldDistrictId: prefixed ? district.id : undefined,
    prefixed,
    level: 'district',
  };
}

/**
 * Place mentions, in text order: "phường Bến Thành", "P. Bến Thành", "xã Ba Vì" (communes), "quận 1", "Q1",
 * "q binh thanh", "huyện Ba Vì", "TP Thủ Dầu Một" (pre-2025 districts), "tỉnh Bình Dương", "Hà Nội", "TP.HCM",
 * "Sài Gòn", "SG", "HN" (provinces, current or pre-2025), and bare names of pre-2025 districts written with a
 * capital ("Thủ Đức", "Đà Lạt"). Words inside `masked` ranges (person names) are skipped.
 */
export function findPlaces(
  text: string,
  tokens: readonly Token[],
  masked: (offset: number) => boolean,
): PlaceMention[] {
  const { communes } = placeIndex();
  const mentions: PlaceMention[] = [];
  const usable = tokens.filter((t) => !masked(t.start));
  const joinable = (a: Token, b: Token): boolean =>
    /^[\s.\-']*$/.test(text.slice(a.end, b.start)) && b.start - a.end <= 3;
  /** The folded words from i to j (exclusive) if they are written together (spaces, dots or dashes between). */
  const phrase = (i: number, j: number): string | undefined => {
    for (let k = i + 1; k < j; k++) if (!usable[k] || !joinable(usable[k - 1]!, usable[k]!)) return undefined;
    return usable
      .slice(i, j)
      .map((t) => t.folded)
      .join(' ');
  };
  const { firstWords, provinces } = placeIndex();
  let i = 0;
  while (i < usable.length) {
    const token = usable[i]!;
    if (!firstWords.has(token.folded) && !/^[qp]\d/.test(token.folded)) {
      i++;
      continue;
    }
    let found: PlaceMention | undefined;
    let next = i + 1;
    // "Q1", "Q.1", "P12": the prefix and the number as one word.
    const glued = /^(q|p)(\d{1,2})$/.exec(token.folded);
    if (glued) {
      if (glued[1] === 'q') {
        const district = districtsNamed(glued[2]!, ['urban-district'])[0];
        if (district) found = districtMention(token.start, token.end, district, true);
      }
    }
    for (const size of [2, 1]) {
      if (found) break;
      const prefix = phrase(i, i + size);
      if (!prefix || (!COMMUNE_PREFIXES.has(prefix) && !DISTRICT_KINDS[prefix] && prefix !== 'tinh')) continue;
      for (let n = 4; n >= 1 && !found; n--) {
        const name = phrase(i + size, i + size + n);
        if (!name) continue;
        const end = usable[i + size + n - 1]!.end;
        if (COMMUNE_PREFIXES.has(prefix)) {
          const list = communes.get(name);
          if (list?.length)
            found = {
              start: token.start,
              end,
              provinceIds: [...new Set(list.map((c) => c.provinceId))],
              communes: list,
              prefixed: true,
              level: 'commune',
            };
        } else if (prefix === 'tinh') {
          found = provinceMention(token.start, end, name, true);
        } else {
          // "TP Hải Dương" is the old city, not the old province: only a current city takes "TP" as a province.
          if ((prefix === 'tp' || prefix === 'thanh pho') && placeIndex().provinces.get(name)?.current)
            found = provinceMention(token.start, end, name, true);
          if (!found) {
            const district = districtsNamed(name, DISTRICT_KINDS[prefix])[0];
            if (district) found = districtMention(token.start, end, district, true);
          }
        }
        if (found) next = i + size + n;
      }
    }
    for (let n = 4; n >= 1 && !found; n--) {
      const name = phrase(i, i + n);
      if (!name) continue;
      const end = usable[i + n - 1]!.end;
      if (n >= 2 || name === 'hue' || provinces.get(name)?.current || ALIASES.some(([a]) => a === name)) {
        found = provinceMention(token.start, end, name, false);
        if (found && n === 1 && name !== 'hue' && !ALIASES.some(([a]) => a === name)) found = undefined;
      }
      if (!found && n >= 2 && /^\p{Lu}/u.test(token.text)) {
        const district = districtsNamed(name)[0];
        if (district) found = districtMention(token.start, end, district, false);
      }
      if (found) next = i + n;
    }
    if (found) mentions.push(found);
    i = next;
  }
  return mentions;
}

/** The pre-2025 ward of a district with that folded name, if any. */
export function oldWardNamed(oldDistrictId: string, name: string): string | undefined {
  if (!findOldDistrict(oldDistrictId)) return undefined;
  return oldWardsOf(oldDistrictId).find((ward) => fold(ward.shortName) === name)?.id;
}
