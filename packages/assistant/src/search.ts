import MiniSearch from 'minisearch';
import { ASSISTANT_LANGUAGES, FALLBACK_LANGUAGE, type Language } from './languages.js';
import { analyseQuery, splitTerms, wordForms } from './tokenize.js';
import type { AssistantContext, Passage, SearchHit } from './types.js';

/** A match in a passage's title counts this many times a match in its text. */
export const TITLE_BOOST = 2;
/** A passage that belongs to the chat box's page (its `contexts`) scores this many times more there. */
export const CONTEXT_BOOST = 1.5;
/** A passage must cover at least this share of the question's weight to be a hit at all. */
export const MIN_COVERAGE = 0.25;
/** Under this confidence in the asked language, the English passages are tried (see `search`). */
export const FALLBACK_COVERAGE = 0.5;
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;

const LATIN_TERM = /^[\p{Script=Latin}\p{Nd}.'’-]*\p{Script=Latin}[\p{Script=Latin}\p{Nd}.'’-]*$/u;

/** The passages of one language. */
class LanguageIndex {
  readonly mini: MiniSearch<Passage>;

  constructor(readonly language: Language) {
    this.mini = new MiniSearch<Passage>({
      idField: 'id',
      fields: ['title', 'text'],
      storeFields: [],
      tokenize: (text) => splitTerms(text, language),
      processTerm: (term) => wordForms(term, language) as string[],
    });
  }

  /**
   * Rarity of a term here (BM25's idf); 0 for a term no passage has. Counted when a question asks (a lookup of
   * the exact term in the index), so that building the index keeps no count of its own.
   */
  idf(term: string): number {
    const df = this.mini.search(term, EXACT_TERM).length;
    if (df === 0) return 0;
    const n = this.mini.documentCount;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }
}

/** Search options that look up one term as it is. */
const EXACT_TERM = {
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
  prefix: false,
  fuzzy: false,
} as const;

/**
 * The search index over every published passage, one full-text index per language. Build it with
 * `createIndex`, follow content edits with `updateIndex`, query it with `search`.
 */
export class PassageIndex {
  /** @internal */
  readonly byLanguage = new Map<Language, LanguageIndex>(
    ASSISTANT_LANGUAGES.map((language) => [language, new LanguageIndex(language)]),
  );
  /** @internal */
  readonly passages = new Map<string, Passage>();

  /** Number of passages, every language together. */
  get size(): number {
    return this.passages.size;
  }

  /** The passage with this id, if indexed. */
  get(id: string): Passage | undefined {
    return this.passages.get(id);
  }

  /** @internal */
  of(language: Language): LanguageIndex {
    return this.byLanguage.get(language)!;
  }

  /** @internal */
  put(passage: Passage): void {
    this.delete(passage.id);
    // A copy: the index removes a passage by re-reading the text it was added with.
    const copy: Passage = { ...passage, ...(passage.contexts ? { contexts: [...passage.contexts] } : {}) };
    this.of(copy.language).mini.add(copy);
    this.passages.set(copy.id, copy);
  }

  /** @internal */
  delete(id: string): boolean {
    const passage = this.passages.get(id);
    if (!passage) return false;
    this.of(passage.language).mini.remove(passage);
    this.passages.delete(id);
    return true;
  }
}

/** A new index of these passages; a passage whose id repeats an earlier one replaces it. */
export function createIndex(passages: Iterable<Passage>): PassageIndex {
  const index = new PassageIndex();
  for (const passage of passages) index.put(passage);
  return index;
}

/**
 * Follows content edits in place, without a rebuild: passages of the ids in `remove` leave the index, then the
 * passages of `add` enter it (one whose id is already indexed replaces it, so an edited item is re-added under
 * the same ids). Ids that are not indexed are ignored. Answers how many passages left and entered.
 */
export function updateIndex(
  index: PassageIndex,
  change: { add?: Iterable<Passage>; remove?: Iterable<string> },
): { removed: number; added: number } {
  let removed = 0;
  let added = 0;
  for (const id of change.remove ?? []) if (index.delete(id)) removed++;
  for (const passage of change.add ?? []) {
    index.put(passage);
    added++;
  }
  return { removed, added };
}

export interface SearchOptions {
  /** The language of the question and of the answer. */
  language: Language;
  /** The page the chat box is on: its passages rank higher. */
  context?: AssistantContext;
  /** At most this many hits (default 5, at most 20). */
  limit?: number;
}

/**
 * The hits of one language's passages, each with its coverage of the question, and the share of the question's
 * words that the language's passages know at all (to tell a language that cannot read the question).
 */
function searchIn(
  index: PassageIndex,
  language: Language,
  query: string,
  context: AssistantContext | undefined,
): { hits: SearchHit[]; known: number } {
  const none = { hits: [], known: 0 };
  const languageIndex = index.of(language);
  const groups = analyseQuery(query, language);
  const terms = [...new Set(groups.flat())];
  if (terms.length === 0 || languageIndex.mini.documentCount === 0) return none;
  const results = languageIndex.mini.search(terms.join(' '), {
    // The terms are already the index's own forms.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: { title: TITLE_BOOST },
    combineWith: 'OR',
    prefix: (term) => LATIN_TERM.test(term) && term.length >= 4,
    // Not in Vietnamese, where one changed mark is another word ("tuyến" route, "tuyển" recruit).
    fuzzy: (term) => (language !== 'vi' && LATIN_TERM.test(term) && term.length >= 5 ? 0.2 : false),
    boostDocument: (id: string) => (context && index.get(id)?.contexts?.includes(context) ? CONTEXT_BOOST : 1),
  });
  if (results.length === 0) return none;
  // A word weighs its rarity; a word found only by prefix or fuzzy match weighs 1.
  const matchedAnywhere = new Set(results.flatMap((result) => result.queryTerms));
  const idf = new Map(terms.map((term) => [term, languageIndex.idf(term)]));
  const weights = groups.map((forms) => {
    const rarity = Math.max(...forms.map((form) => idf.get(form)!));
    return rarity > 0 ? rarity : forms.some((form) => matchedAnywhere.has(form)) ? 1 : 0;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return none;
  const known = weights.filter((weight) => weight > 0).length / groups.length;
  const hits = results.map((result) => {
    const matched = new Set(result.queryTerms);
    const covered = groups.reduce(
      (sum, forms, i) => sum + (forms.some((form) => matched.has(form)) ? weights[i]! : 0),
      0,
    );
    const coverage = covered / total;
    return { passage: index.get(result.id as string)!, score: result.score * coverage * coverage, coverage };
  });
  return { hits, known };
}

/**
 * How well a language's passages answer a question: the best coverage, times the share of the question's words
 * they know (coverage alone ignores unknown words, so English passages would look complete for a Vietnamese
 * question of which they know one word).
 */
const confidence = ({ hits, known }: { hits: SearchHit[]; known: number }) =>
  known * hits.reduce((best, hit) => Math.max(best, hit.coverage), 0);

/**
 * The passages that answer a question best, in the asked language.
 *
 * Coverage: a hit's share of the question's words it contains, each word weighed by its rarity among the
 * language's passages (words no passage has weigh nothing: "weather" does not count against a question the site
 * can answer in part). Hits under `MIN_COVERAGE` are dropped.
 *
 * Ranking: BM25 over title (×`TITLE_BOOST`) and text, on the tokenizer's forms of the question's words; Latin
 * words also match by prefix (4 letters or more) and with one typo in five letters (not in Vietnamese); a
 * passage of the chat box's page scores ×`CONTEXT_BOOST`; the score is then multiplied by the coverage squared,
 * so a passage that answers the whole question beats one that repeats part of it (in its title and text).
 *
 * Fallback to English: a language's confidence is its best hit's coverage times the share of the question's
 * words its passages know at all. When the asked language's confidence is under `FALLBACK_COVERAGE` (no
 * passage in that language on the subject, or a question typed in English on a Vietnamese page), the English
 * passages are searched too, and their hits answer instead when their confidence is higher. Hits are never
 * mixed across languages.
 */
export function search(index: PassageIndex, query: string, options: SearchOptions): SearchHit[] {
  const asked = Number.isFinite(options.limit) ? Math.floor(options.limit!) : DEFAULT_LIMIT;
  const limit = Math.max(1, Math.min(MAX_LIMIT, asked));
  let found = searchIn(index, options.language, query, options.context);
  if (options.language !== FALLBACK_LANGUAGE && confidence(found) < FALLBACK_COVERAGE) {
    const english = searchIn(index, FALLBACK_LANGUAGE, query, options.context);
    if (confidence(english) > confidence(found)) found = english;
  }
  return found.hits
    .filter((hit) => hit.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
