import {
  matchTier,
  normalizeLimit,
  normalizeQuery,
  TIER_MATCH,
  toSearchEntries,
  type PlaceMatch,
  type SearchPlace,
  type SearchEntry,
} from './search-entries.js';

/** Options of a place search. */
export interface SearchPlacesOptions {
  /** The most answers to return: 1 to 100, 10 by default. */
  readonly limit?: number;
}

/** A place search: the query, its options, the ranked answers. */
export type PlaceSearch = (query: string, options?: SearchPlacesOptions) => PlaceMatch[];

/**
 * The distinct folded full names of the places, with the places bearing each, and for every two-character
 * sequence of the names (spaces at both ends included, so " d" marks a word starting with d) the names containing
 * it. A query is only compared with the names holding its rarest pair, instead of with all of them.
 */
interface SearchIndex {
  readonly entries: readonly SearchEntry[];
  readonly names: ReadonlyArray<{ full: string; short: string; entries: number[] }>;
  readonly namesWithPair: ReadonlyMap<string, readonly number[]>;
  readonly longestName: number;
}

function buildIndex(entries: readonly SearchEntry[]): SearchIndex {
  const names: Array<{ full: string; short: string; entries: number[] }> = [];
  const nameOf = new Map<string, number>();
  const namesWithPair = new Map<string, number[]>();
  let longestName = 0;
  entries.forEach((entry, position) => {
    const known = nameOf.get(entry.full);
    if (known !== undefined) {
      names[known]?.entries.push(position);
      return;
    }
    const nameIndex = names.length;
    nameOf.set(entry.full, nameIndex);
    names.push({ full: entry.full, short: entry.short, entries: [position] });
    longestName = Math.max(longestName, entry.full.length);
    const padded = ` ${entry.full} `;
    const seen = new Set<string>();
    for (let i = 0; i + 2 <= padded.length; i++) {
      const pair = padded.slice(i, i + 2);
      if (seen.has(pair)) continue;
      seen.add(pair);
      const list = namesWithPair.get(pair);
      if (list) list.push(nameIndex);
      else namesWithPair.set(pair, [nameIndex]);
    }
  });
  return { entries, names, namesWithPair, longestName };
}

/** The names that may contain the query: those holding its rarest two-character sequence. */
function candidates(index: SearchIndex, query: string): readonly number[] {
  // A single letter matches only at a word's start, so the names with " x" are all the candidates.
  if (query.length === 1) return index.namesWithPair.get(` ${query}`) ?? [];
  let best: readonly number[] | undefined;
  for (let i = 0; i + 2 <= query.length; i++) {
    const list = index.namesWithPair.get(query.slice(i, i + 2));
    if (!list) return [];
    if (!best || list.length < best.length) best = list;
  }
  return best ?? [];
}

/**
 * A search over the places `places()` lists, ranked: exact name first, then names starting with the query, then
 * names with a word starting with it, then names containing it; within a rank in the order of `toSearchEntries`.
 * The index is built on the first search, not when the search is created: a caller that never searches never
 * pays for it.
 */
export function createPlaceSearch(places: () => readonly SearchPlace[]): PlaceSearch {
  let index: SearchIndex | undefined;
  return (query, options = {}) => {
    const folded = normalizeQuery(query);
    if (!folded) return [];
    const limit = normalizeLimit(options.limit);
    index ??= buildIndex(toSearchEntries(places()));
    if (folded.length > index.longestName) return [];
    const tiers: number[][] = [[], [], [], []];
    for (const nameIndex of candidates(index, folded)) {
      const name = index.names[nameIndex];
      if (!name) continue;
      const tier = matchTier(name.full, name.short, folded);
      if (tier >= 0) tiers[tier]?.push(...name.entries);
    }
    const found: PlaceMatch[] = [];
    for (let tier = 0; tier < tiers.length && found.length < limit; tier++) {
      const positions = (tiers[tier] ?? []).sort((a, b) => a - b);
      for (const position of positions.slice(0, limit - found.length)) {
        const entry = index.entries[position];
        if (entry) found.push({ ...entry.place, match: TIER_MATCH[tier] ?? 'contains' });
      }
    }
    return found;
  };
}
