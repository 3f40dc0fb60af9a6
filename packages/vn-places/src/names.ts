/**
 * The kinds of administrative unit and the prefix each carries in its name. The data spells prefixes in title case
 * ("Thành Phố Huế", "Thị Trấn Tây Đằng"); a unit whose name has none (in the data, one pre-2025 unit: a training
 * centre) is of kind 'other'.
 * This module has no imports, so that the generator script can load it with Node's type stripping.
 */
export type UnitKind =
  /** Thành Phố: a centrally run city (current or old province level) or a provincial city (old district level). */
  | 'city'
  /** Tỉnh */
  | 'province'
  /** Quận: an urban district of a centrally run city (old level). */
  | 'urban-district'
  /** Huyện (old level). */
  | 'rural-district'
  /** Thị Xã (old level). */
  | 'town'
  /** Phường */
  | 'ward'
  /** Xã */
  | 'commune'
  /** Thị Trấn (old level). */
  | 'township'
  /** Đặc Khu: an island special zone (current level). */
  | 'special-zone'
  | 'other';

/** The prefix of each kind as the data writes it; empty for 'other'. */
export const UNIT_PREFIXES: Readonly<Record<UnitKind, string>> = {
  city: 'Thành Phố',
  province: 'Tỉnh',
  'urban-district': 'Quận',
  'rural-district': 'Huyện',
  town: 'Thị Xã',
  ward: 'Phường',
  commune: 'Xã',
  township: 'Thị Trấn',
  'special-zone': 'Đặc Khu',
  other: '',
};

/** One letter per kind in the generated data files (the generator writes them, the parsers read them). */
export const KIND_CODES: Readonly<Record<string, UnitKind>> = {
  C: 'city',
  P: 'province',
  Q: 'urban-district',
  H: 'rural-district',
  X: 'town',
  W: 'ward',
  V: 'commune',
  T: 'township',
  S: 'special-zone',
  O: 'other',
};

/** The letter of a kind in the generated data files. */
export function kindCode(kind: UnitKind): string {
  const code = Object.keys(KIND_CODES).find((key) => KIND_CODES[key] === kind);
  if (!code) throw new Error(`No code for the unit kind ${kind}`);
  return code;
}

/** Kinds by the length of their prefix, longest first, so that "Thị Xã" is tried before "Xã" could be. */
const KINDS_BY_PREFIX = (Object.keys(UNIT_PREFIXES) as UnitKind[])
  .filter((kind) => UNIT_PREFIXES[kind])
  .sort((a, b) => UNIT_PREFIXES[b].length - UNIT_PREFIXES[a].length);

/**
 * A unit's name split into its kind and its name without the prefix: "Thành Phố Đà Nẵng" → city "Đà Nẵng".
 * The prefix is recognised in any letter case ("thành phố Huế"); a name with no known prefix, or nothing after
 * it, is of kind 'other' and kept whole.
 */
export function splitUnitName(name: string): { kind: UnitKind; shortName: string } {
  const text = name.normalize('NFC').trim().replace(/\s+/g, ' ');
  const lower = text.toLocaleLowerCase('vi');
  for (const kind of KINDS_BY_PREFIX) {
    const prefix = UNIT_PREFIXES[kind].toLocaleLowerCase('vi');
    if (lower.startsWith(`${prefix} `) && text.length > prefix.length + 1) {
      return { kind, shortName: text.slice(prefix.length + 1) };
    }
  }
  return { kind: 'other', shortName: text };
}

/** A unit's full name from its kind and short name, as the data writes it: ('ward', "Bến Thành") → "Phường…". */
export function unitName(kind: UnitKind, shortName: string): string {
  const prefix = UNIT_PREFIXES[kind];
  return prefix ? `${prefix} ${shortName}` : shortName;
}
