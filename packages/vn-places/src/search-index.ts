import {
  EXACT,
  matchTier,
  normalizeLimit,
  normalizeQuery,
  PREFIX,
  queryForms,
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
 * it. A query is only compared with the names holding its rarest pair, instead of with all of them; exact and
 * prefix matches come faster still from the places sorted by name.
 */
interface SearchIndex {
  readonly entries: readonly SearchEntry[];
  readonly names: ReadonlyArray<{ full: string; short: string; entries: number[] }>;
  readonly namesWithPair: ReadonlyMap<string, readonly number[]>;
  readonly longestName: number;
  /** Entry positions sorted by folded short name and by folded full name: a prefix is a range of each. */
  readonly byShort: SortedNames;
  readonly byFull: SortedNames;
}

interface SortedNames {
  readonly keys: readonly string[];
  readonly positions: Int32Array;
}

function sortedBy(entries: readonly SearchEntry[], key: (entry: SearchEntry) => string): SortedNames {
  const order = entries.map((entry, position) => ({ key: key(entry), position }));
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.position - b.position));
  return { keys: order.map((item) => item.key), positions: Int32Array.from(order, (item) => item.position) };
}

/** The range [start, end) of the sorted entries whose key starts with the query (binary search for its start). */
function prefixRange(sorted: SortedNames, query: string): [number, number] {
  let low = 0;
  let high = sorted.keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted.keys[middle] ?? '') < query) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < sorted.keys.length && sorted.keys[end]?.startsWith(query)) end++;
  return [low, end];
}

/** The `count` smallest positions, ascending, without sorting a long list whole. */
function smallest(positions: readonly number[], count: number): number[] {
  if (positions.length <= count * 4) return [...positions].sort((a, b) => a - b).slice(0, count);
  const kept: number[] = [];
  for (const position of positions) {
    if (kept.length === count && position >= (kept[count - 1] ?? 0)) continue;
    let at = kept.length;
    while (at > 0 && (kept[at - 1] ?? 0) > position) at--;
    kept.splice(at, 0, position);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

function buildIndex(entries: readonly SearchEntry[]): SearchIndex {
  const names: Array<{ full: string; short: string; entries: number[] }> = [];
  // Places share a name entry only when both their folded names are the same, so a name's match is theirs.
  const nameOf = new Map<string, number>();
  const namesWithPair = new Map<string, number[]>();
  let longestName = 0;
  entries.forEach((entry, position) => {
    const key = `${entry.full}\u0000${entry.short}`;
    const known = nameOf.get(key);
    if (known !== undefined) {
      names[known]?.entries.push(position);
      return;
    }
    const nameIndex = names.length;
    nameOf.set(key, nameIndex);
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
  return {
    entries,
    names,
    namesWithPair,
    longestName,
    byShort: sortedBy(entries, (entry) => entry.short),
    byFull: sortedBy(entries, (entry) => entry.full),
  };
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
    const search = (index ??= buildIndex(toSearchEntries(places())));
    const forms = queryForms(folded).filter((form) => form.length <= search.longestName);
    const tiers = forms
      .map((form) => matchesOf(search, form, limit))
      .reduce<number[][] | undefined>((merged, next) => (merged ? bestOf(merged, next) : next), undefined);
    const found: PlaceMatch[] = [];
    for (let tier = 0; tiers && tier < tiers.length && found.length < limit; tier++) {
      for (const position of smallest(tiers[tier] ?? [], limit - found.length)) {
        const entry = search.entries[position];
        if (entry) found.push({ ...entry.place, match: TIER_MATCH[tier] ?? 'contains' });
      }
    }
    return found;
  };
}

/** The positions of the places matching one form of the query, by tier (enough of them for `limit` answers). */
function matchesOf(index: SearchIndex, folded: string, limit: number): number[][] {
  const tiers: number[][] = [[], [], [], []];
  // Exact and prefix matches first, from the two sorted lists (a place in both is taken from the first).
  const [shortStart, shortEnd] = prefixRange(index.byShort, folded);
  for (let i = shortStart; i < shortEnd; i++) {
    const position = index.byShort.positions[i] ?? 0;
    const entry = index.entries[position];
    if (entry) tiers[entry.short === folded || entry.full === folded ? EXACT : PREFIX]?.push(position);
  }
  const [fullStart, fullEnd] = prefixRange(index.byFull, folded);
  for (let i = fullStart; i < fullEnd; i++) {
    const position = index.byFull.positions[i] ?? 0;
    const entry = index.entries[position];
    if (entry && !entry.short.startsWith(folded)) tiers[entry.full === folded ? EXACT : PREFIX]?.push(position);
  }
  // The word and inside-a-word matches are only looked for when the better ones leave room: answers list every
  // exact and prefix match before any other.
  if ((tiers[EXACT]?.length ?? 0) + (tiers[PREFIX]?.length ?? 0) < limit) {
    for (const nameIndex of candidates(index, folded)) {
      const name = index.names[nameIndex];
      if (!name) continue;
      const tier = matchTier(name.full, name.short, folded);
      if (tier > PREFIX) tiers[tier]?.push(...name.entries);
    }
  }
  return tiers;
}

/** Two forms' matches as one: each place in the best tier either form gave it. */
function bestOf(a: readonly number[][], b: readonly number[][]): number[][] {
  const seen = new Set<number>();
  return a.map((tier, t) =>
    [...tier, ...(b[t] ?? [])].filter((position) => !seen.has(position) && (seen.add(position), true)),
  );
}
