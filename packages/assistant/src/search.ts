import MiniSearch from 'minisearch';
import { ASSISTANT_LANGUAGES, FALLBACK_LANGUAGE, type Language } from './languages.js';
import { analyseQuestion, isLightGroup, PAIR_JOINER, splitTerms, wordForms } from './tokenize.js';
import type { AssistantContext, Passage, SearchHit } from './types.js';

/** A match in a passage's title counts this many times a match in its text. */
export const TITLE_BOOST = 2;
/** A passage that belongs to the chat box's page (its `contexts`) scores this many times more there. */
export const CONTEXT_BOOST = 1.5;
/** A passage must cover at least this share of the question's weight to be a hit at all. */
export const MIN_COVERAGE = 0.5;
/** A word a passage has only by prefix or with a typo covers this share of the word's weight. */
export const LOOSE_SHARE = 0.5;
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

  /** The rarity of a term only one passage has: the most a known word can weigh here. */
  rarest(): number {
    const n = this.mini.documentCount;
    return Math.log(1 + (n - 0.5) / 1.5);
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
  const asked = analyseQuestion(query, language);
  // The light words (LIGHT_WORDS: "built", "know", "systems") are left out of a question that has other words:
  // in "Has he built payment systems?" they would rank a passage about building anything above the one about
  // payments. A question of light words only keeps them all.
  const telling = asked.filter((word) => !isLightGroup(word.forms, language));
  const words = telling.length > 0 ? telling : asked;
  const groups = words.map((word) => word.forms);
  const terms = [...new Set(groups.flat())];
  if (terms.length === 0 || languageIndex.mini.documentCount === 0) return none;
  const results = languageIndex.mini.search(terms.join(' '), {
    // The terms are already the index's own forms.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: { title: TITLE_BOOST },
    combineWith: 'OR',
    prefix: (term) => LATIN_TERM.test(term) && term.length >= 4,
    // One edit in five letters (two from 8 letters: a swapped pair; "weather" is not "whether"). Not in
    // Vietnamese, where one changed mark is another word ("tuyến" route, "tuyển" recruit).
    fuzzy: (term) => (language !== 'vi' && LATIN_TERM.test(term) && term.length >= 5 ? 0.2 : false),
    boostDocument: (id: string) => (context && index.get(id)?.contexts?.includes(context) ? CONTEXT_BOOST : 1),
  });
  if (results.length === 0) return none;
  // A word weighs its rarity: BM25's idf of its commonest known form (a word is found by any of its forms, so
  // it is as common as its stem). A word no passage of the language has as it is weighs like the rarest word:
  // the question asks about something the site does not say, and a passage that has only its other words
  // ("today" of "the weather today") does not answer it; a passage that has it by prefix or typo covers half.
  const matchedAnywhere = new Set(results.flatMap((result) => result.queryTerms));
  const idf = new Map(terms.map((term) => [term, languageIndex.idf(term)]));
  const rarest = languageIndex.rarest();
  const weights = groups.map((forms) => {
    const rarities = forms.map((form) => idf.get(form)!).filter((value) => value > 0);
    return rarities.length > 0 ? Math.min(...rarities) : rarest;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const known = groups.filter((forms) => forms.some((form) => matchedAnywhere.has(form))).length / groups.length;
  const hits = results.map((result) => {
    // The passage's own terms: a form among them is found as it is; a form only among the question's terms that
    // matched was found by prefix or typo, and covers LOOSE_SHARE of its word. A word covers all its weight when
    // the passage has the whole word; a Chinese, Japanese or Korean word found only by the bigrams inside it
    // covers the share of its bigrams found ("コールド" is not the "コー" of "コード"); a Vietnamese syllable
    // covers its word only with a syllable beside it in the question ("thanh toán", not the "thanh" of "thanh
    // niên"), LOOSE_SHARE otherwise.
    const exact = new Set(result.terms);
    const loose = new Set(result.queryTerms);
    const covered = words.reduce((sum, word, i) => {
      const weight = weights[i]!;
      const parts = word.forms.filter((form) => !word.whole.includes(form));
      const pairs = parts.filter((form) => form.includes(PAIR_JOINER));
      if (word.whole.some((form) => exact.has(form))) {
        if (pairs.length === 0 || pairs.some((form) => exact.has(form))) return sum + weight;
        return sum + weight * LOOSE_SHARE;
      }
      const found = parts.filter((form) => exact.has(form)).length;
      if (found > 0) return sum + (weight * found) / parts.length;
      if (word.forms.some((form) => loose.has(form))) return sum + weight * LOOSE_SHARE;
      return sum;
    }, 0);
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
 * Words: the question's words without stopwords, and without its light words (LIGHT_WORDS: general verbs,
 * pronouns, "system", "software") when it has others: "Has he built payment systems?" is a question about
 * payments.
 *
 * Coverage: a hit's share of the question's words it contains, each word weighed by its rarity among the
 * language's passages. A word no passage has weighs like the rarest word, so "What is the weather today?" is
 * not answered by a passage that says "today". A word found by prefix or typo covers half its weight; a CJK or
 * Korean word found only by the bigrams inside it, the share of them found; a Vietnamese syllable found without
 * its neighbour in the question (another word), half. Hits under `MIN_COVERAGE` are dropped: a question of
 * which the site says less than half gets no answer (the assistant says so and suggests the contact form).
 *
 * Ranking: BM25 over title (×`TITLE_BOOST`) and text, on the tokenizer's forms of the question's words; Latin
 * words also match by prefix (4 letters or more) and with a typo (one edit from 5 letters, two from 8; not in
 * Vietnamese); a passage of the chat box's page scores ×`CONTEXT_BOOST`; the score is then multiplied by the
 * coverage squared, so a passage that answers the whole question beats one that repeats part of it.
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
