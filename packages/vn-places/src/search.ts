import { OLD_PROVINCES, oldDistrictsOf, oldWardsOf } from './old.js';
import { currentPlaces, type SearchPlace } from './search-entries.js';
import { createPlaceSearch, type PlaceSearch } from './search-index.js';

/** Every place of both periods: today's two levels, then the three pre-2025 ones. */
export function allPlaces(): SearchPlace[] {
  const places = currentPlaces();
  for (const province of OLD_PROVINCES) {
    const { id, name, shortName, kind } = province;
    places.push({ level: 'old-province', id, name, shortName, kind, current: false, provinceId: id, within: [] });
    for (const district of oldDistrictsOf(id)) {
      places.push({
        level: 'old-district',
        id: district.id,
        name: district.name,
        shortName: district.shortName,
        kind: district.kind,
        current: false,
        provinceId: id,
        within: [province.name],
      });
      for (const ward of oldWardsOf(district.id)) {
        places.push({
          level: 'old-ward',
          id: ward.id,
          name: ward.name,
          shortName: ward.shortName,
          kind: ward.kind,
          current: false,
          provinceId: id,
          districtId: district.id,
          within: [district.name, province.name],
        });
      }
    }
  }
  return places;
}

/**
 * Places, current and pre-2025, whose name matches the query with or without diacritics (đ = d) and with or
 * without its prefix ("Phường", "Xã", "Thành Phố"…). Ranked: exact name first, then names starting with the
 * query, then names with a word starting with it, then names containing it; within a rank, today's units before
 * pre-2025 ones, larger units before smaller ones, then A–Z. An empty or non-text query finds nothing; a
 * one-letter query only matches at a word's start.
 */
export const searchPlaces: PlaceSearch = /* @__PURE__ */ createPlaceSearch(allPlaces);
