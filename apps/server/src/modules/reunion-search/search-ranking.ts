import { foldForSearch, SEARCH_LIMITS, type SearchHit } from '@site/contracts';

/**
 * How the reunion search orders what it found, pure. Every text is folded the way the database folds it
 * (case, diacritics, đ → d, punctuation), so "da nang" ranks "Đà Nẵng" as an exact match.
 */

/** Something found, with the texts it is ranked on: its name or title first, then the rest of what it says. */
export interface Candidate {
  hit: SearchHit;
  /** The title, a case's name with its number and place: a match here counts most. */
  primary: string;
  /** The excerpt, a story's body, a case's description: a match here counts less. */
  secondary: string;
}

/**
 * The words of a query that count, folded, each once, at most SEARCH_LIMITS.wordsMax of them. Control and
 * format characters (NUL, bidi overrides) separate words: a NUL would end the pattern early in SQLite.
 */
export function queryWords(query: string): string[] {
  const words = foldForSearch(query.replace(/\p{C}+/gu, ' '))
    .trim()
    .split(' ')
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_LIMITS.wordsMax);
}

/**
 * A candidate's relevance to the query, 0 when a word of it is in neither text. The whole query in the title
 * counts most (at the title's start more), then each word at a word's start in the title, then inside a word
 * of the title, then the phrase and the words in the rest.
 */
export function relevance(candidate: Candidate, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const primary = foldForSearch(candidate.primary);
  const secondary = foldForSearch(candidate.secondary);
  const phrase = ` ${words.join(' ')}`;
  let score = 0;
  if (primary.includes(`${phrase} `) || primary.includes(phrase)) score += 100;
  if (primary.startsWith(phrase)) score += 20;
  if (secondary.includes(phrase)) score += 10;
  for (const word of words) {
    if (primary.includes(` ${word}`)) score += 10;
    else if (primary.includes(word)) score += 5;
    else if (secondary.includes(` ${word}`)) score += 2;
    else if (secondary.includes(word)) score += 1;
    else return 0;
  }
  return score;
}

/**
 * The candidates best first; equal ones newest first. Every candidate holds every word in some language (its
 * source found it so); one whose texts in the asked language do not show them scores 0 and comes last.
 */
export function rank(candidates: readonly Candidate[], words: readonly string[]): SearchHit[] {
  return candidates
    .map((candidate) => ({ hit: candidate.hit, score: relevance(candidate, words) }))
    .sort((a, b) => b.score - a.score || b.hit.date.localeCompare(a.hit.date))
    .map((item) => item.hit);
}
