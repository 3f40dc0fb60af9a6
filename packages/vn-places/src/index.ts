// Vietnam's administrative units: today's two levels (since the 1 July 2025 reform), the three levels before it,
// the mapping from old to new, province seats and a place search. Pure: the data is in the generated modules.
// The modules are split so that a bundle using only the current units (and searchCurrentPlaces) leaves the
// pre-2025 data out: nothing on that side imports old.ts, the data's parsing and the searches' creation are marked
// pure for the bundler, and a search index is built on the first search, not at import.
export { communesOf, findCommune, findProvince, PROVINCES, type Commune, type Province } from './current.js';
export { splitUnitName, UNIT_PREFIXES, unitName, type UnitKind } from './names.js';
export {
  currentOfOldDistrict,
  currentOfOldWard,
  findOldDistrict,
  findOldProvince,
  findOldWard,
  OLD_PROVINCES,
  oldDistrictsOf,
  oldWardsOf,
  oldWardsOfCommune,
  type CurrentPlace,
  type OldDistrict,
  type OldProvince,
  type OldWard,
} from './old.js';
export { searchPlaces } from './search.js';
export { searchCurrentPlaces } from './search-current.js';
export type { PlaceSearch, SearchPlacesOptions } from './search-index.js';
export { queryForms, type PlaceLevel, type PlaceMatch, type PlaceMatchKind } from './search-entries.js';
export { PROVINCE_SEATS, provinceSeat, type ProvinceSeat } from './seats.js';
