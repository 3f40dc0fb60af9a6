import { foldForSearch } from '@site/contracts';

// Text helpers shared by the rules: every rule matches on a folded copy of the text (lower case, no diacritics,
// đ = d, by the site's one folding) that has exactly the same length as the text, so a match's offsets give back
// the words as the family typed them.

const charFolds = new Map<string, string>();

/** One character folded by foldForSearch; a character that folds to nothing or to several is kept as typed. */
function foldChar(c: string): string {
  let folded = charFolds.get(c);
  if (folded === undefined) {
    const result = foldForSearch(c).trim();
    folded = result.length === 1 ? result : result.length === 0 ? (/\s/.test(c) ? ' ' : c) : c.toLowerCase();
    if (folded.length !== 1) folded = c.length === 1 ? c : '?';
    charFolds.set(c, folded);
  }
  return folded;
}

/** The text folded character by character: same length, same offsets. */
export function foldAligned(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]!);
  return out;
}

/** Folds a phrase for comparing (no surrounding spaces, single spaces). */
export function fold(text: string): string {
  return foldForSearch(text).trim();
}

/** The text cleaned for analysis: NFC (one code unit per Vietnamese letter), no control characters, no tabs. */
export function cleanInput(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => (c === '\n' ? c : c === '\t' ? ' ' : /\p{Cf}/u.test(c) ? '' : ' '));
}

/** A template's blank still to fill: "[Họ tên con]" (brackets around at most 60 characters on one line). */
const PLACEHOLDER = /\[[^[\]\n]{1,60}\]/g;

/**
 * The text with every unfilled template placeholder blanked (spaces of the same length, so that offsets still
 * point into the text as typed), and where the blanks were: a blank is nobody's name, date or clothing.
 */
export function maskPlaceholders(text: string): { text: string; blanks: { start: number; end: number }[] } {
  const blanks: { start: number; end: number }[] = [];
  const masked = text.replace(PLACEHOLDER, (match, offset: number) => {
    blanks.push({ start: offset, end: offset + match.length });
    return ' '.repeat(match.length);
  });
  return { text: masked, blanks };
}

export interface Token {
  /** The word as typed. */
  text: string;
  /** The word folded. */
  folded: string;
  start: number;
  end: number;
}

/** Words (letters and digits, with inner apostrophes) and their offsets. */
export function tokenize(text: string, folded: string): Token[] {
  const tokens: Token[] = [];
  const word = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
  for (const match of text.matchAll(word)) {
    const start = match.index;
    const end = start + match[0].length;
    tokens.push({ text: match[0], folded: folded.slice(start, end), start, end });
  }
  return tokens;
}

/** Whether a word starts with a capital letter. */
export function isCapitalised(word: string): boolean {
  const first = word[0] ?? '';
  return first !== first.toLowerCase() && first === first.toUpperCase();
}

/** Each word with a capital first letter and the rest as typed in lower case ("nguyen VAN an" → "Nguyen Van An"). */
export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The sentence boundaries of a text: offsets where a sentence starts (after . ! ? ; or a line break). */
export function sentenceStarts(text: string): number[] {
  const starts = [0];
  const boundary = /[.!?;\n]+\s*/g;
  for (const match of text.matchAll(boundary)) {
    // A dot between digits (2.11.2024, 0912.345.678, 1.6 m) or after a one-letter abbreviation (Q.1, P.) is no end.
    const before = text[match.index - 1] ?? '';
    const after = text[match.index + match[0].length] ?? '';
    if (match[0].startsWith('.') && !match[0].includes('\n')) {
      if (/\d/.test(before) && /\d/.test(text[match.index + 1] ?? '')) continue;
      if (/(^|[\s(,])\p{L}$/u.test(text.slice(Math.max(0, match.index - 2), match.index))) continue;
      if (/^(TP|tp|Tp|TT|TX|tx|tt)$/.test(text.slice(Math.max(0, match.index - 2), match.index))) continue;
    }
    if (after) starts.push(match.index + match[0].length);
  }
  return starts;
}

/** The start and end of the sentence holding an offset. */
export function sentenceAround(starts: readonly number[], length: number, offset: number): [number, number] {
  let start = 0;
  let end = length;
  for (const s of starts) {
    if (s <= offset) start = s;
    else {
      end = s;
      break;
    }
  }
  return [start, end];
}

/** Cuts a phrase at the end of its clause: a comma, a sentence end, a line break, or a bracket. */
export function clauseEnd(text: string, from: number, max = 80): number {
  const limit = Math.min(text.length, from + max);
  for (let i = from; i < limit; i++) {
    const c = text[i]!;
    if (c === ',' || c === ';' || c === '\n' || c === '!' || c === '?' || c === '(' || c === ')') return i;
    if (c === '.' && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) return i;
  }
  return limit;
}

/** A phrase trimmed of spaces and trailing punctuation. */
export function trimPhrase(phrase: string): string {
  return phrase.replace(/^[\s,:;\-–]+|[\s,:;.\-–]+$/g, '');
}
