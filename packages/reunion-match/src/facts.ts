import { fold } from './names.js';

/** Days since 1970-01-01 of a YYYY-MM-DD date, or null when it is not a real date. */
export function dayNumber(date: string | null | undefined): number | null {
  if (typeof date !== 'string') return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(time / 86_400_000);
}

/** The years a person may have been born in, and where that comes from (for the reason line). */
export interface BirthRange {
  from: number;
  to: number;
  source: 'birth_year' | 'age';
  /** "born 1990" or "aged 5 on 1995-06-01". */
  text: string;
}

const MIN_YEAR = 1850;
const MAX_YEAR = 2200;
const MAX_AGE = 130;

/**
 * When a person was born: the birth year when given; otherwise from the age on a date (the missing date when no
 * other is given), which allows two years because the birthday is unknown (aged 5 in June 1995: born 1989 or 1990).
 */
export function birthRange(
  person: { birth_year?: number | null; age?: number | null; age_on?: string | null },
  missingDate: string | null | undefined,
): BirthRange | null {
  const year = person.birth_year;
  if (typeof year === 'number' && Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR) {
    return { from: year, to: year, source: 'birth_year', text: `born ${year}` };
  }
  const age = person.age;
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0 || age > MAX_AGE) return null;
  const on = dayNumber(person.age_on) !== null ? person.age_on! : dayNumber(missingDate) !== null ? missingDate! : null;
  if (on === null) return null;
  const onYear = Number(on.slice(0, 4));
  const whole = Math.floor(age);
  return { from: onYear - whole - 1, to: onYear - whole, source: 'age', text: `aged ${whole} on ${on}` };
}

/** Years between two ranges (0 when they overlap). */
export function birthGap(a: BirthRange, b: BirthRange): number {
  return Math.max(0, a.from - b.to, b.from - a.to);
}

/** The middle of a range, for comparing generations. */
export function birthMiddle(range: BirthRange): number {
  return (range.from + range.to) / 2;
}

/**
 * Words that say what kind of unit a place is, written out or abbreviated as addresses write them; taken off the
 * front of a place's name so that "TP. Hồ Chí Minh", "Thành phố Hồ Chí Minh" and "Hồ Chí Minh" compare equal.
 * Longest first.
 */
const UNIT_WORDS = [
  'thanh pho',
  'thi tran',
  'thi xa',
  'dac khu',
  'phuong',
  'huyen',
  'tinh',
  'quan',
  'tp',
  'tx',
  'tt',
  'xa',
  'p',
  'q',
  'h',
  'x',
];

/** Names every address uses for the two largest cities, read as their province's name. */
const PROVINCE_ALIASES: Record<string, string> = {
  hcm: 'ho chi minh',
  tphcm: 'ho chi minh',
  'sai gon': 'ho chi minh',
  saigon: 'ho chi minh',
  hn: 'ha noi',
};

const MAX_PLACE_LENGTH = 200;

/** A place's name folded, without its unit word, for comparing names of the same level. */
export function placeKey(name: string | null | undefined, level: 'province' | 'commune'): string | null {
  if (typeof name !== 'string') return null;
  let folded = fold(name.slice(0, MAX_PLACE_LENGTH));
  for (const word of UNIT_WORDS) {
    if (folded.startsWith(`${word} `) && folded.length > word.length + 1) {
      folded = folded.slice(word.length + 1);
      break;
    }
  }
  if (level === 'province') folded = PROVINCE_ALIASES[folded] ?? folded;
  return folded === '' ? null : folded;
}
