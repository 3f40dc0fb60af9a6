import { currentPlaces } from './search-entries.js';
import { createPlaceSearch, type PlaceSearch } from './search-index.js';

/**
 * `searchPlaces` over today's provinces and communes only. A bundle using it leaves out the pre-2025 data
 * (about 100 KiB gzipped), which `searchPlaces` needs.
 */
export const searchCurrentPlaces: PlaceSearch = /* @__PURE__ */ createPlaceSearch(currentPlaces);
