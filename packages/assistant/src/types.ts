import type { Language } from './languages.js';

/** What a passage comes from; the server sets it when it turns published content into passages. */
export const PASSAGE_KINDS = [
  'profile',
  'experience',
  'skill',
  'project',
  'certification',
  'gallery',
  'benchmark',
  'race',
  'infrastructure',
  'reunion-guide',
  'story',
  'case',
  'page',
] as const;
export type PassageKind = (typeof PASSAGE_KINDS)[number];

/** The pages the chat box is on; a passage may belong to some of them, which ranks it higher there. */
export const ASSISTANT_CONTEXTS = ['home', 'reunion', 'language-test'] as const;
export type AssistantContext = (typeof ASSISTANT_CONTEXTS)[number];

/** One searchable piece of published content: a short text (about 1–3 sentences) on one page, in one language. */
export interface Passage {
  /** Unique across every language (e.g. `project:harbor-pay:vi:0`). */
  id: string;
  language: Language;
  /** The page that shows it: a site path, with a fragment for a home section (`/#projects`, `/reunion`). */
  url: string;
  /** The heading the answer shows and cites (the project's title, the guide's title…). */
  title: string;
  /** Plain text: no markup. */
  text: string;
  kind: PassageKind;
  contexts?: AssistantContext[];
}

/**
 * A passage found for a question, with its relevance: BM25 with the boosts, times the coverage squared (higher
 * is better; comparable within one search only).
 */
export interface SearchHit {
  passage: Passage;
  score: number;
  /**
   * The share, 0..1, of the question's weight (its words weighted by rarity in the index) that the passage
   * matches. A hit under `MIN_COVERAGE` is never returned.
   */
  coverage: number;
}

/** A link shown under an answer. */
export interface Citation {
  title: string;
  url: string;
}

/** Why a page answers a question better than a text: the action the visitor asks for is done there. */
export const REDIRECT_REASONS = [
  'report-missing',
  'search-missing',
  'benchmark',
  'race-demo',
  'contact',
  'volunteer',
  'note-dance',
] as const;
export type RedirectReason = (typeof REDIRECT_REASONS)[number];

export interface Redirect {
  url: string;
  reason: RedirectReason;
}

export type AnswerKind = 'answer' | 'redirect' | 'none';

/**
 * The offline assistant's reply. `text` is plain text that may contain `**bold**`, `*italic*` and newlines,
 * nothing else; the passages it quotes are numbered `[n]`, `n` being the position in `citations` (from 1).
 */
export interface Answer {
  text: string;
  citations: Citation[];
  kind: AnswerKind;
}
