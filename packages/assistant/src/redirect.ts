import { REDIRECT_ORDER, REDIRECT_PATTERNS, REDIRECT_URLS } from './lexicon/redirects.js';
import { FALLBACK_LANGUAGE, type Language } from './languages.js';
import { foldLatin, normalizeText } from './tokenize.js';
import type { Redirect, RedirectReason } from './types.js';

/** Languages whose words join particles or prefixes without a space: their alternatives match anywhere. */
const JOINED_SCRIPTS: ReadonlySet<Language> = new Set(['zh', 'ja', 'ko', 'ar']);

interface Alternative {
  text: string;
  /** Matches a word beginning (`*` in the data) rather than whole words. */
  prefix: boolean;
}
type Pattern = Alternative[][];

/**
 * The text patterns and questions are compared in: normalised (see `normalizeText`), Latin letters folded,
 * every run of characters that are not letters or digits one space, with a space at both ends (so a whole word
 * is ` word `).
 */
function matchText(text: string): string {
  const folded = normalizeText(text).replace(/\p{Script=Latin}+/gu, foldLatin);
  return ` ${folded.replace(/[^\p{L}\p{N}*]+/gu, ' ').trim()} `;
}

const compiled = new Map<Language, [RedirectReason, Pattern[]][]>();
function patternsOf(language: Language): [RedirectReason, Pattern[]][] {
  let list = compiled.get(language);
  if (!list) {
    const table = REDIRECT_PATTERNS[language];
    list = REDIRECT_ORDER.map((reason): [RedirectReason, Pattern[]] => [
      reason,
      (table[reason] ?? []).map((pattern) =>
        pattern.split(' + ').map((group) =>
          group.split('|').map((alternative) => {
            const prefix = alternative.trim().endsWith('*');
            return { text: matchText(alternative.replace(/\*$/, '')).trim(), prefix };
          }),
        ),
      ),
    ]);
    compiled.set(language, list);
  }
  return list;
}

/** Where an alternative's letters occur in the text, as [start, end) spans. */
function occurrences(text: string, alternative: Alternative, joined: boolean): [number, number][] {
  const lead = joined ? '' : ' ';
  const trail = joined || alternative.prefix ? '' : ' ';
  const needle = `${lead}${alternative.text}${trail}`;
  const spans: [number, number][] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    spans.push([at + lead.length, at + needle.length - trail.length]);
  }
  return spans;
}

/** Every group has an occurrence, none overlapping another group's (each group takes its first free one). */
function matches(text: string, pattern: Pattern, joined: boolean): boolean {
  const taken: [number, number][] = [];
  for (const group of pattern) {
    const free = group
      .flatMap((alternative) => occurrences(text, alternative, joined))
      .sort((a, b) => a[0] - b[0])
      .find(([start, end]) => taken.every(([s, e]) => end <= s || start >= e));
    if (!free) return false;
    taken.push(free);
  }
  return true;
}

function detectIn(text: string, language: Language): Redirect | null {
  const joined = JOINED_SCRIPTS.has(language);
  for (const [reason, patterns] of patternsOf(language)) {
    if (patterns.some((pattern) => matches(text, pattern, joined))) return { url: REDIRECT_URLS[reason], reason };
  }
  return null;
}

/**
 * The page that does what the question asks better than an answer would, or null: reporting or searching for a
 * missing person, running the benchmark or the race demo, playing Note Dance, volunteering, contacting the owner.
 * The asked language's phrases are tried first, then the English ones (a question typed in English on another
 * language's page). Reasons are tried in `REDIRECT_ORDER`; the first that matches wins.
 */
export function detectRedirect(query: string, language: Language): Redirect | null {
  const text = matchText(query);
  if (text.trim() === '') return null;
  return detectIn(text, language) ?? (language === FALLBACK_LANGUAGE ? null : detectIn(text, FALLBACK_LANGUAGE));
}
