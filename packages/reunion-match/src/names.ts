import { foldForSearch } from '@site/contracts';

/** Longest name read; the rest is cut before folding, so a hostile input costs no more than a long name. */
export const MAX_NAME_LENGTH = 200;

/** A name folded the site's one way (case, diacritics, đ = d, punctuation and spaces) and cut into words. */
export function nameWords(name: string): string[] {
  if (typeof name !== 'string' || name.length === 0) return [];
  const folded = fold(name.slice(0, MAX_NAME_LENGTH));
  return folded === '' ? [] : folded.split(' ');
}

/**
 * `foldForSearch(text).trim()`, faster: each character of the Latin ranges folded once by `foldForSearch` and
 * remembered, so a name costs a table look-up per letter instead of two normalisations and four regular
 * expressions (ten thousand candidates are compared in one call). A text with any other character (a combining
 * mark, another script, an unusual space) goes through `foldForSearch` itself; a test checks both agree.
 */
export function fold(text: string): string {
  let out = '';
  let space = true; // at the start, or after a space: a separator adds nothing
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!(code < 0x250 || (code >= 0x1e00 && code <= 0x1eff)) || (code >= 0x80 && code < 0xa0)) {
      return foldForSearch(text).trim();
    }
    let folded = FOLDED[code];
    if (folded === undefined) {
      folded = foldForSearch(text[i]!).slice(1, -1);
      FOLDED[code] = folded;
    }
    if (folded === '' || folded === ' ') {
      if (!space) {
        out += ' ';
        space = true;
      }
    } else {
      out += folded;
      space = false;
    }
  }
  return space && out.length > 0 ? out.slice(0, -1) : out;
}

/** Characters already folded, by code (filled as they are met; the answer never depends on what was met before). */
const FOLDED: Array<string | undefined> = [];

/**
 * How alike two folded words are, 0..1. Equal words 1. Otherwise the optimal string alignment distance
 * (Damerau-Levenshtein where a swap of two neighbouring letters is one edit): one edit in a word of 4 letters or
 * more is a typo (0.85), in a word of 3 letters it may as well be another name ("nam"/"lam", "an"/"anh": 0.6), in
 * a shorter one it says nothing (0.3); two edits in a word of 7 letters or more 0.6; anything else 0.
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  const distance = editDistance(a, b, 2);
  if (distance === 1) return longest >= 4 ? 0.85 : longest === 3 ? 0.6 : 0.3;
  if (distance === 2 && longest >= 7) return 0.6;
  return 0;
}

/**
 * Optimal string alignment distance between two words, or `max + 1` as soon as it is known to exceed `max`
 * (names are short, and most pairs of words differ a lot: this returns early for them). The three rows are
 * allocated once, as words are cut at MAX_NAME_LENGTH.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  let previous2 = ROWS[0];
  let previous = ROWS[1];
  let current = ROWS[2];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (ca === cb ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && previous2[j - 2]! + 1 < value) {
        value = previous2[j - 2]! + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(previous[b.length]!, max + 1);
}

const ROWS = [
  new Int32Array(MAX_NAME_LENGTH + 1),
  new Int32Array(MAX_NAME_LENGTH + 1),
  new Int32Array(MAX_NAME_LENGTH + 1),
] as const;

/** What the comparison of two names found, for the moderator's reason line. */
export type NameNote =
  | 'same'
  | 'joined'
  | 'typo'
  | 'middle_left_out'
  | 'middle_differs'
  | 'reversed'
  | 'given_only'
  | 'same_given_name'
  | 'different';

export interface NameComparison {
  score: number;
  note: NameNote;
}

/** Words of a Vietnamese name: the family name first, the given name last, middle names between. */
interface NameParts {
  words: readonly string[];
  family: string;
  given: string;
  middle: readonly string[];
  joined: string;
}

export function nameParts(words: readonly string[]): NameParts | null {
  if (words.length === 0) return null;
  return {
    words,
    family: words[0]!,
    given: words[words.length - 1]!,
    middle: words.slice(1, -1),
    joined: words.join(''),
  };
}

/** Weights of a full comparison; the middle names weigh least, as they are the part most often left out. */
const GIVEN_WEIGHT = 0.5;
const FAMILY_WEIGHT = 0.25;
const MIDDLE_WEIGHT = 0.25;
/** A given name that does not match caps the score: two people with other given names are other people. */
const OTHER_GIVEN_CAP = 0.25;
/** The same given name with another family name counts little: given names are few and shared by many. */
const OTHER_FAMILY_CAP = 0.4;
/** A word that matches at least this well counts as the same word (a one-letter typo in a longer word). */
const WORD_MATCH = 0.8;
/** Middle names weigh little, so a middle word one letter off counts even when short ("Vn" for "Văn"). */
const MIDDLE_WORD_MATCH = 0.6;

/**
 * How alike two middle-name lists are: equal 1; one left out entirely 0.6 ("Nguyễn An" for "Nguyễn Văn An"); one
 * a part of the other in order 0.7 ("Nguyễn Mai Anh" for "Nguyễn Thị Mai Anh"); otherwise the words of the shorter
 * list found in the longer (one-letter typos allowed, even in a short word), as a share of the longer list, times 0.8.
 */
function middleSimilarity(a: readonly string[], b: readonly string[]): { score: number; leftOut: boolean } {
  if (a.length === b.length && a.every((word, i) => word === b[i])) return { score: 1, leftOut: false };
  if (a.length === 0 || b.length === 0) return { score: 0.6, leftOut: true };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let at = 0;
  for (const word of long) if (at < short.length && word === short[at]) at++;
  if (at === short.length) return { score: 0.7, leftOut: true };
  let found = 0;
  for (const word of short) {
    let best = 0;
    for (const other of long) best = Math.max(best, wordSimilarity(word, other));
    if (best >= MIDDLE_WORD_MATCH) found += best;
  }
  return { score: (0.8 * found) / long.length, leftOut: false };
}

/** A name read in the other order scores a little below the same name in the right order. */
const MOVED_FACTOR = 0.9;

/**
 * Compares two names already cut into parts. With a `floor`, a score known to be below it may be answered as 0
 * without finishing the comparison (the ranking drops such pairs anyway).
 */
export function compareNameParts(a: NameParts | null, b: NameParts | null, floor = 0, moved = false): NameComparison {
  if (a === null || b === null) return { score: 0, note: 'different' };
  if (a.words.length === b.words.length && a.words.every((word, i) => word === b.words[i])) {
    return { score: 1, note: 'same' };
  }
  // Written without spaces ("NguyenVanAn"), or split differently: the same letters.
  if (a.joined === b.joined) return { score: 0.95, note: 'joined' };
  if (a.words.length === 1 || b.words.length === 1) {
    // A single word is a given name (or a nickname): it can only agree with the other's given name, weakly.
    return { score: round(0.35 * wordSimilarity(a.given, b.given)), note: 'given_only' };
  }
  const given = wordSimilarity(a.given, b.given);
  // Most pairs differ in their given names: unless one name is the other read in the Western order, they score
  // at most OTHER_GIVEN_CAP, and a caller that keeps only higher scores needs nothing more (0 stands for "below").
  if (floor > OTHER_GIVEN_CAP && given < WORD_MATCH && a.given !== b.family && b.given !== a.family) {
    return { score: 0, note: 'different' };
  }
  const family = wordSimilarity(a.family, b.family);
  const middle = middleSimilarity(a.middle, b.middle);
  let score = GIVEN_WEIGHT * given + FAMILY_WEIGHT * family + MIDDLE_WEIGHT * middle.score;
  let note: NameNote;
  if (given < WORD_MATCH) {
    score = Math.min(score, OTHER_GIVEN_CAP);
    note = 'different';
  } else if (family < WORD_MATCH) {
    score = Math.min(score, OTHER_FAMILY_CAP);
    note = 'same_given_name';
  } else if (middle.leftOut) {
    note = 'middle_left_out';
  } else if (middle.score >= 0.6) {
    note = 'typo';
  } else {
    note = 'middle_differs';
  }
  // Written in the Western order ("Văn An Nguyễn", "An Nguyễn"): the family name moved to the end.
  if (!moved && (note === 'different' || note === 'same_given_name')) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      // Only worth trying when the moved word is the other's family name.
      if (x.given !== y.family) continue;
      const other = compareNameParts(familyFirst(x), y, 0, true);
      if (other.note !== 'different' && other.note !== 'same_given_name' && other.score * MOVED_FACTOR > score) {
        return { score: round(other.score * MOVED_FACTOR), note: 'reversed' };
      }
    }
  }
  return { score: round(score), note };
}

/** "Văn An Nguyễn" read as "Nguyễn Văn An": the last word taken as the family name. */
function familyFirst(parts: NameParts): NameParts {
  return nameParts([parts.given, ...parts.words.slice(0, -1)])!;
}

export function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * How alike two Vietnamese full names are, 0..1, aware of their structure: family name first, given name last.
 * Folded first (case, diacritics, đ = d, spaces, punctuation), so "Nguyễn Văn An" and "nguyen van an" are the
 * same (1). A middle name left out is similar (0.9), a one-letter typo in a word of four letters or more similar
 * (0.925 in the given name), another middle name 0.75, the same given name with another family name counts little
 * (at most 0.4), another given name at most 0.25. Symmetric.
 */
export function nameSimilarity(a: string, b: string): number {
  return compareNameParts(nameParts(nameWords(a)), nameParts(nameWords(b))).score;
}
