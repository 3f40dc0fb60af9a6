import { foldForSearch } from '@site/contracts';
import { communesOf, PROVINCE_SEATS, PROVINCES, queryForms, type Commune, type Province } from '@site/vn-places';

/*
 * The last-seen place of a case against Vietnam's current administrative units (34 provinces, two levels since
 * 1 July 2025). A case stores names, not ids, so that cases typed before the picker (or named the way addresses
 * write them: "TP. Hồ Chí Minh", an old pre-2025 province) keep their text; these functions find the unit a
 * stored name stands for, filter a province's communes as the owner types, and place a province on the map.
 * Imported only by the admin case form: @site/vn-places is large and never part of a public page.
 */

/** A name folded like every search of the site (no diacritics, đ = d, punctuation as spaces), trimmed. */
export function foldName(text: string): string {
  return foldForSearch(text.slice(0, 200)).trim();
}

/** The prefixes of current and pre-2025 units, folded, longest first ("thi xa" before "xa"). */
const PREFIXES = ['thanh pho', 'thi tran', 'dac khu', 'thi xa', 'phuong', 'huyen', 'tinh', 'quan', 'xa'];

/** A folded name with an abbreviated prefix written out: "p 1" and "p1" → "phuong 1", "tp hcm" → "thanh pho hcm". */
function expandPrefix(folded: string): string {
  // The package's place search reads abbreviations the same way: its last form is the written-out one.
  return queryForms(folded).at(-1) ?? folded;
}

/**
 * A stored or typed name read as a unit name: `whole`, the folded text as it is; `full`, the same with an
 * abbreviated prefix written out; `short`, `full` without a leading prefix. A first word that looks like a prefix
 * may be part of the name ("Xã Phượng Dực" folds to "xa phuong duc"), so matching tries `whole` as a name too.
 */
export function nameForms(text: string): { whole: string; full: string; short: string; prefixed: boolean } {
  const whole = foldName(text);
  const full = expandPrefix(whole);
  const prefix = PREFIXES.find((candidate) => full.startsWith(`${candidate} `));
  return prefix
    ? { whole, full, short: full.slice(prefix.length + 1), prefixed: true }
    : { whole, full, short: full, prefixed: false };
}

/** A name compared as written (diacritics kept): NFC, lower case, single spaces. */
const asWritten = (text: string) => text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');

interface UnitForms {
  /** Folded full name and folded name without prefix. */
  full: string;
  short: string;
  /** The full name and the name without prefix as written. */
  writtenFull: string;
  writtenShort: string;
}

const unitFormsCache = new WeakMap<Province | Commune, UnitForms>();

/** A unit's names in the forms compared, computed once per unit. */
function unitForms(unit: Province | Commune): UnitForms {
  let forms = unitFormsCache.get(unit);
  if (!forms) {
    forms = {
      full: foldName(unit.name),
      short: foldName(unit.shortName),
      writtenFull: asWritten(unit.name),
      writtenShort: asWritten(unit.shortName),
    };
    unitFormsCache.set(unit, forms);
  }
  return forms;
}

/**
 * The current province a stored name stands for, with or without its prefix ("Đà Nẵng", "Thành phố Đà Nẵng",
 * "TP. Hồ Chí Minh", "da nang"); undefined for a name that is not a current province (an old pre-2025 province
 * such as "Quảng Nam", a nickname such as "Sài Gòn", a blank).
 */
export function matchProvince(text: string): Province | undefined {
  const { whole, full, short } = nameForms(text);
  if (!short) return undefined;
  return PROVINCES.find((province) => {
    const unit = unitForms(province);
    return unit.full === full || unit.full === whole || unit.short === short || unit.short === whole;
  });
}

/** The one element of a list, or undefined when there are none or several. */
const onlyOne = <T>(list: readonly T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

/**
 * The commune of a province a stored name stands for: its name as written ("Phường Hải Châu", "hải châu"), then
 * folded ("phuong hai chau", "P. Hải Châu", "hai chau") when that leaves a single unit. Ten provinces hold two
 * units whose names differ only by their marks (Xã Thạnh An and Xã Thanh An in Hồ Chí Minh City): written with
 * its marks such a name finds its unit, without them it stays unmatched rather than guessed. So do a name with
 * the wrong prefix ("Xã Hải Châu" for a ward) and a pre-2025 name ("Quận 1", "Phường Bến Nghé").
 */
export function matchCommune(provinceId: string, text: string): Commune | undefined {
  const { whole, full } = nameForms(text);
  if (!whole) return undefined;
  const communes = communesOf(provinceId);
  const written = asWritten(text);
  return (
    communes.find((commune) => unitForms(commune).writtenFull === written) ??
    onlyOne(communes.filter((commune) => unitForms(commune).writtenShort === written)) ??
    onlyOne(communes.filter((commune) => unitForms(commune).full === full || unitForms(commune).full === whole)) ??
    onlyOne(communes.filter((commune) => unitForms(commune).short === whole))
  );
}

/** A stored place read against the current units: the province and the commune it names, where they exist. */
export function matchStoredPlace(province: string, commune: string): { province?: Province; commune?: Commune } {
  const found = matchProvince(province);
  return found ? { province: found, commune: matchCommune(found.id, commune) } : {};
}

const vietnamese = new Intl.Collator('vi');

/** The 34 provinces in Vietnamese alphabetical order of their names without prefix (as a reader looks for them). */
export function provincesInOrder(): Province[] {
  return [...PROVINCES].sort((a, b) => vietnamese.compare(a.shortName, b.shortName));
}

/**
 * A province's communes matching what the owner typed, diacritics-insensitive ("ben thanh", "phuong hai chau",
 * "P. Hải Châu"): names starting with it (with or without the prefix) first, then names with a word starting
 * with it, then names containing it; within each group in the package's order (A–Z, Phường 2 before Phường 10).
 * Everything when nothing is typed.
 */
export function filterCommunes(communes: readonly Commune[], query: string): Commune[] {
  const typed = foldName(query);
  if (!typed) return [...communes];
  const forms = [...new Set([typed, expandPrefix(typed)])];
  const groups: Commune[][] = [[], [], []];
  for (const commune of communes) {
    const { full, short } = unitForms(commune);
    const rank = Math.min(
      ...forms.map((form) => {
        if (full.startsWith(form) || short.startsWith(form)) return 0;
        if (full.includes(` ${form}`)) return 1;
        return form.length > 1 && full.includes(form) ? 2 : 3;
      }),
    );
    groups[rank]?.push(commune);
  }
  return groups.flat();
}

/** A coordinate as the server keeps it: two decimals, about a kilometre. */
const roundToStored = (value: number) => Math.round(value * 100) / 100;

/** A province's seat as the form's latitude and longitude texts (rounded as the server stores them). */
export function seatPosition(provinceId: string): { latitude: string; longitude: string } | undefined {
  const seat = PROVINCE_SEATS.find((candidate) => candidate.provinceId === provinceId);
  return seat ? { latitude: String(roundToStored(seat.lat)), longitude: String(roundToStored(seat.lng)) } : undefined;
}

/** The typed coordinates as numbers; undefined when either is blank or not a number. */
function typedPosition(latitude: string, longitude: string): [number, number] | undefined {
  const lat = latitude.trim().replace(',', '.');
  const lng = longitude.trim().replace(',', '.');
  if (!lat || !lng || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lng))) return undefined;
  return [roundToStored(Number(lat)), roundToStored(Number(lng))];
}

/** The province whose seat the typed coordinates are (as the picker fills them), if any. */
export function seatAt(latitude: string, longitude: string): string | undefined {
  const position = typedPosition(latitude, longitude);
  if (!position) return undefined;
  return PROVINCE_SEATS.find(
    (seat) => roundToStored(seat.lat) === position[0] && roundToStored(seat.lng) === position[1],
  )?.provinceId;
}

/**
 * Whether choosing a province may put its seat in the coordinates: when both are blank, or when they are a
 * province's seat (which only the picker puts there: a position the owner corrected by hand is never replaced).
 */
export function shouldFillCoordinates(latitude: string, longitude: string): boolean {
  if (latitude.trim() === '' && longitude.trim() === '') return true;
  return seatAt(latitude, longitude) !== undefined;
}
