import {
  matchTier,
  normalizeLimit,
  normalizeQuery,
  queryForms,
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
  const forms = queryForms(folded);
  for (const entry of entries) {
    const tier = Math.min(...forms.map((form) => matchTier(entry.full, entry.short, form)).map((t) => (t < 0 ? 9 : t)));
    if (tier < 9) tiers[tier]?.push({ entry, tier });
  }
  return tiers
    .flat()
    .slice(0, limit)
    .map(({ entry, tier }) => ({ ...entry.place, match: TIER_MATCH[tier] ?? 'contains' }));
}
