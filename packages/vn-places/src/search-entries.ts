import { foldForSearch } from '@site/contracts';
import { communesOf, PROVINCES } from './current.js';
import { UNIT_PREFIXES, type UnitKind } from './names.js';

/** Which list a place comes from: the two current levels or the three pre-2025 ones. */
export type PlaceLevel = 'province' | 'commune' | 'old-province' | 'old-district' | 'old-ward';

/** How a query matched a name: the whole name (with or without its prefix), its start, or inside it. */
export type PlaceMatchKind = 'exact' | 'prefix' | 'contains';

/** One place a search found. */
export interface PlaceMatch {
  readonly level: PlaceLevel;
  /** The id in its level's list (current and pre-2025 ids are separate sets: read `level` with it). */
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly kind: UnitKind;
  /** True for today's units (since 1 July 2025), false for the pre-2025 ones. */
  readonly current: boolean;
  /** The province it lies in, of the same period (its own id for a province). */
  readonly provinceId: string;
  /** For a pre-2025 ward, its district. */
  readonly districtId?: string;
  /** The names of the units it lies in, nearest first: ["Huyện Ba Vì", "Thành Phố Hà Nội"]. */
  readonly within: readonly string[];
  readonly match: PlaceMatchKind;
}

/** A searchable place: its answer without the match kind, and its names folded for comparison. */
export interface SearchEntry {
  readonly place: Omit<PlaceMatch, 'match'>;
  /** The folded full name, trimmed: "thanh pho da nang". */
  readonly full: string;
  /** The folded name without its prefix: "da nang". */
  readonly short: string;
}

/** Match tiers, best first; -1 is no match. Word-start matches rank above matches inside a word. */
export const EXACT = 0;
export const PREFIX = 1;
const WORD = 2;
const INSIDE = 3;
export const TIER_MATCH: readonly PlaceMatchKind[] = ['exact', 'prefix', 'contains', 'contains'];

/** Longer input is cut before folding: no unit's name is anywhere near this long, so nothing is lost. */
const MAX_QUERY_INPUT = 200;
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

/** The query folded like every search of the site (đ = d, no diacritics, punctuation as spaces); '' for nothing. */
export function normalizeQuery(query: unknown): string {
  if (typeof query !== 'string') return '';
  return foldForSearch(query.slice(0, MAX_QUERY_INPUT)).trim();
}

/**
 * The abbreviated prefixes of addresses ("TP. Đà Nẵng", "Q.1", "P. Bến Thành", "H. Ba Vì", "TX Sơn Tây"), folded,
 * with the prefix each stands for.
 */
const PREFIX_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['tp', 'thanh pho'],
  ['tx', 'thi xa'],
  ['tt', 'thi tran'],
  ['dk', 'dac khu'],
  ['q', 'quan'],
  ['p', 'phuong'],
  ['h', 'huyen'],
  ['x', 'xa'],
]);

/**
 * The forms of a folded query to look for: itself and, when its first word is an abbreviated prefix followed by
 * a name, the query with the prefix written out ("q 1" and "q1" → "quan 1"). Both, since a few names do start
 * with such a word ("Xã H Bông").
 */
export function queryForms(folded: string): string[] {
  // "Q1", "P12": the numbered urban districts and wards are written without a space too.
  const spaced = folded.replace(/^([qp])(?=\d+( |$))/, '$1 ');
  const space = spaced.indexOf(' ');
  const expansion = space > 0 ? PREFIX_ABBREVIATIONS.get(spaced.slice(0, space)) : undefined;
  return expansion ? [folded, `${expansion}${spaced.slice(space)}`] : [folded];
}

/** The number of answers: an integer from 1 to 100, 10 when not given or not a number. */
export function normalizeLimit(limit: unknown): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return DEFAULT_LIMIT;
  return Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit)));
}

/**
 * How a folded query matches a place's folded names: exact (either name), prefix (either name), at the start of
 * a word of the full name, or inside a word. A one-letter query only matches at a word's start, as in the site's
 * other searches: "d" finds "Đà Nẵng", not every name with a d in it.
 */
export function matchTier(full: string, short: string, query: string): number {
  if (short === query || full === query) return EXACT;
  if (short.startsWith(query) || full.startsWith(query)) return PREFIX;
  if (full.includes(` ${query}`)) return WORD;
  return query.length > 1 && full.includes(query) ? INSIDE : -1;
}

const LEVEL_ORDER: Readonly<Record<PlaceLevel, number>> = {
  province: 0,
  commune: 1,
  'old-province': 2,
  'old-district': 3,
  'old-ward': 4,
};

/** A place as a search lists it, before it is matched. */
export type SearchPlace = Omit<PlaceMatch, 'match'>;

/** Today's provinces and communes as search places. */
export function currentPlaces(): SearchPlace[] {
  const places: SearchPlace[] = [];
  for (const province of PROVINCES) {
    const { id, name, shortName, kind } = province;
    places.push({ level: 'province', id, name, shortName, kind, current: true, provinceId: id, within: [] });
    for (const commune of communesOf(id)) {
      places.push({
        level: 'commune',
        id: commune.id,
        name: commune.name,
        shortName: commune.shortName,
        kind: commune.kind,
        current: true,
        provinceId: id,
        within: [province.name],
      });
    }
  }
  return places;
}

/**
 * Places with their folded names, in the order answers of one tier are listed: today's units first, larger units
 * before smaller ones, then A–Z by folded short name (numbers in numeric order), then id.
 */
export function toSearchEntries(places: readonly SearchPlace[]): SearchEntry[] {
  const fold = foldNames();
  // One text key per place, compared as plain text: much cheaper than a collator on 14,000 places.
  const keyed = places.map((place) => {
    const { full, short } = fold(place.name, place.kind, place.shortName);
    const entry: SearchEntry = {
      place: Object.freeze({ ...place, within: Object.freeze([...place.within]) }),
      full,
      short,
    };
    const id = place.id.padStart(12, '0');
    const key = `${LEVEL_ORDER[place.level]}${numericOrder(short)}\u0000${numericOrder(full)}\u0000${id}`;
    return [key, entry] as const;
  });
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return keyed.map(([, entry]) => entry);
}

/** A folded name whose numbers compare in numeric order as plain text: "phuong 2" before "phuong 10". */
function numericOrder(folded: string): string {
  return folded.replace(/\d+/g, (digits) => digits.padStart(8, '0'));
}

/**
 * Folds names once each (many places share one: hundreds of "Xã Tân Phú"…), and a short name as the folded full
 * name without its folded prefix, since the prefix is whole words.
 */
function foldNames(): (name: string, kind: UnitKind, shortName: string) => { full: string; short: string } {
  const known = new Map<string, { full: string; short: string }>();
  const prefixes = new Map<UnitKind, string>();
  return (name, kind, shortName) => {
    const cached = known.get(name);
    if (cached) return cached;
    const full = foldForSearch(name).trim();
    let prefix = prefixes.get(kind);
    if (prefix === undefined) {
      prefix = UNIT_PREFIXES[kind] ? `${foldForSearch(UNIT_PREFIXES[kind]).trim()} ` : '';
      prefixes.set(kind, prefix);
    }
    const short = full.startsWith(prefix) ? full.slice(prefix.length) : foldForSearch(shortName).trim();
    const folded = { full, short };
    known.set(name, folded);
    return folded;
  };
}
