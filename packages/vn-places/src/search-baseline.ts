import {
  matchTier,
  normalizeLimit,
  normalizeQuery,
  TIER_MATCH,
  toSearchEntries,
  type PlaceMatch,
  type SearchEntry,
} from './search-entries.js';
import type { SearchPlacesOptions } from './search-index.js';
import { allPlaces } from './search.js';

let entries: readonly SearchEntry[] | undefined;

/**
 * `searchPlaces` done the plain way, comparing the query with every place's folded names in turn: the reference
 * the indexed search is tested against and the baseline its benchmark is measured against. Not exported by the
 * package's entry.
 */
export function linearSearchPlaces(query: string, options: SearchPlacesOptions = {}): PlaceMatch[] {
  const folded = normalizeQuery(query);
  if (!folded) return [];
  const limit = normalizeLimit(options.limit);
  entries ??= toSearchEntries(allPlaces());
  const tiers: Array<Array<{ entry: SearchEntry; tier: number }>> = [[], [], [], []];
  for (const entry of entries) {
    const tier = matchTier(entry.full, entry.short, folded);
    if (tier >= 0) tiers[tier]?.push({ entry, tier });
  }
  return tiers
    .flat()
    .slice(0, limit)
    .map(({ entry, tier }) => ({ ...entry.place, match: TIER_MATCH[tier] ?? 'contains' }));
}
