import { LIGHT_WORDS } from './lexicon/light-words.js';
import { STOPWORDS } from './lexicon/stopwords.js';
import type { Language } from './languages.js';
import { stemArabic, stemLatin, stemRussian } from './stem.js';

const HAN = /\p{Script=Han}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const HANGUL = /\p{Script=Hangul}/u;
const HANGUL_SYLLABLE = /^[\uac00-\ud7a3]$/u;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const ARABIC = /\p{Script=Arabic}/u;
/** Characters that make CJK bigrams: Han, katakana and the long-vowel mark (hiragana is grammar, not words). */
const BIGRAM_CHAR = /[\p{Script=Han}\p{Script=Katakana}\u30fc]/u;

/** Arabic short vowels and other marks (tashkeel, U+064B–U+065F, U+0670, Quranic marks) and the tatweel. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

/** Only 7-bit characters. */
// eslint-disable-next-line no-control-regex -- the whole 7-bit range, control characters included
const ASCII = /^[\u0000-\u007f]*$/;

/** Technical names the word splitter would cut to one letter: indexed as words of their own. */
const TECH_NAMES: [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])c\+\+/gu, ' cpp '],
  [/(?<![\p{L}\p{N}])c#/gu, ' csharp '],
  [/(?<![\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, ' dotnet '],
];

/**
 * The text every comparison starts from: compatibility forms unified (full-width letters, Arabic presentation
 * forms), lower case, Russian ё→е, Arabic without tashkeel and tatweel and with one alef (أ إ آ ٱ→ا), ى→ي and
 * ة→ه, and C++, C# and .NET spelled as words (cpp, csharp, dotnet). Accents are kept: folding is per word.
 */
export function normalizeText(text: string): string {
  let out = text.toLowerCase();
  // ASCII text has nothing to unify.
  if (!ASCII.test(out)) {
    out = out
      .normalize('NFKC')
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(ARABIC_MARKS, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه');
  }
  if (out.includes('+') || out.includes('#') || out.includes('.net')) {
    for (const [pattern, word] of TECH_NAMES) out = out.replace(pattern, word);
  }
  return out;
}

/**
 * A Latin-script word without its accents: Vietnamese tones and hats removed and đ→d, French/Spanish/German
 * accents removed, ß→ss, æ→ae, œ→oe, ø→o, ł→l. Other scripts are answered as they are.
 */
export function foldLatin(word: string): string {
  if (!LATIN.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFC');
}

interface StopSets {
  exact: Set<string>;
  folded: Set<string>;
  /** Single Han characters of the list: a CJK bigram across words that contains one is not made. */
  chars: Set<string>;
}
const stopSets = new Map<Language, StopSets>();
function stopwordsOf(language: Language): StopSets {
  let sets = stopSets.get(language);
  if (!sets) {
    const exact = new Set(STOPWORDS[language].map((word) => normalizeText(word)));
    sets = {
      exact,
      folded: new Set([...exact].map(foldLatin)),
      chars: new Set([...exact].filter((word) => [...word].length === 1 && HAN.test(word))),
    };
    stopSets.set(language, sets);
  }
  return sets;
}

/** A word of the stopword list; a word typed without accents also when it is the folded form of one. */
export function isStopword(word: string, language: Language): boolean {
  const sets = stopwordsOf(language);
  return sets.exact.has(word) || (foldLatin(word) === word && sets.folded.has(word));
}

const segmenters = new Map<Language, Intl.Segmenter>();
function wordSegmenter(language: Language): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

type ScriptClass = 'cjk' | 'hangul' | 'other';
function classOf(char: string): ScriptClass {
  if (HAN.test(char) || KANA.test(char) || char === '\u30fc') return 'cjk';
  if (HANGUL.test(char)) return 'hangul';
  return 'other';
}

interface Unit {
  text: string;
  index: number;
}

/** A word of a script written with spaces: letters and digits, joined by ' ’ . or, before a digit, a comma. */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’.][\p{L}\p{M}\p{N}]|,\p{N})[\p{L}\p{M}\p{N}]*)*/gu;
const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u;
const HAS_OTHER = /[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\p{Script=Hangul}]/u;

/** A word split where it passes between CJK, Hangul and other scripts ("cpp로" → "cpp", "로"). */
function splitScripts(unit: Unit): Unit[] {
  // Most words are of one class: answered as they are without looking at each character.
  const classes =
    (HAS_CJK.test(unit.text) ? 1 : 0) + (HANGUL.test(unit.text) ? 1 : 0) + (HAS_OTHER.test(unit.text) ? 1 : 0);
  if (classes <= 1) return [unit];
  const parts: Unit[] = [];
  let start = 0;
  let current: ScriptClass | null = null;
  let offset = 0;
  for (const char of unit.text) {
    const cls = classOf(char);
    if (current !== null && cls !== current) {
      parts.push({ text: unit.text.slice(start, offset), index: unit.index + start });
      start = offset;
    }
    current = cls;
    offset += char.length;
  }
  parts.push({ text: unit.text.slice(start), index: unit.index + start });
  return parts;
}

/** A CJK bigram across two adjacent words: its text and the positions of the two words. */
interface CrossBigram {
  text: string;
  before: number;
  after: number;
}

/**
 * The words of a normalised text, and the CJK bigrams that cross two adjacent words, so that a word cut
 * differently in a passage and in a question still matches. A text with Chinese or Japanese characters is cut by
 * Intl.Segmenter in the language (its dictionary finds the words); any other by the runs of letters and digits.
 */
function splitWords(text: string, language: Language): { words: string[]; crossBigrams: CrossBigram[] } {
  const crossBigrams: CrossBigram[] = [];
  if (!HAS_CJK.test(text)) {
    // Scripts written with spaces: the words are runs of letters and digits, joined by an apostrophe or a dot
    // ("don't", "node.js") or, between digits, a comma ("2,500"), as the word segmenter does, several times
    // faster. Hangul words are split from Latin ones ("cpp로").
    const words: string[] = [];
    // Vietnamese is written a syllable at a time and most of its words are two syllables ("thanh toán",
    // payment): two syllables side by side, with only spaces between them and neither a stopword, also make a
    // term of their own, so that a passage with the whole word ranks above one with its syllables apart.
    let previousEnd = -1;
    for (const match of text.matchAll(SPACED_WORD)) {
      const word = match[0];
      if (HANGUL.test(word) && HAS_OTHER.test(word)) {
        for (const part of splitScripts({ text: word, index: 0 })) words.push(part.text);
        previousEnd = -1;
        continue;
      }
      if (
        language === 'vi' &&
        previousEnd >= 0 &&
        LATIN.test(word) &&
        /^ +$/.test(text.slice(previousEnd, match.index)) &&
        // A stopword has no forms (`wordForms` remembers them, so this costs a lookup).
        wordForms(word, language).length > 0 &&
        wordForms(words.at(-1)!, language).length > 0
      ) {
        const before = words.length - 1;
        crossBigrams.push({ text: `${words[before]!}${PAIR_JOINER}${word}`, before, after: before + 1 });
      }
      words.push(word);
      previousEnd = LATIN.test(word) ? match.index + word.length : -1;
    }
    return { words, crossBigrams };
  }
  const units: Unit[] = [];
  for (const segment of wordSegmenter(language).segment(text)) {
    if (segment.isWordLike) units.push(...splitScripts({ text: segment.segment, index: segment.index }));
  }
  const stopChars = stopwordsOf(language).chars;
  for (let i = 1; i < units.length; i++) {
    const before = units[i - 1]!;
    const after = units[i]!;
    if (before.index + before.text.length !== after.index) continue;
    const last = lastChar(before.text);
    const first = String.fromCodePoint(after.text.codePointAt(0)!);
    if (BIGRAM_CHAR.test(last) && BIGRAM_CHAR.test(first) && !stopChars.has(last) && !stopChars.has(first)) {
      crossBigrams.push({ text: last + first, before: i - 1, after: i });
    }
  }
  return { words: units.map((unit) => unit.text), crossBigrams };
}

/** The last character of a text (both halves of a surrogate pair). */
function lastChar(text: string): string {
  const low = text.charCodeAt(text.length - 1);
  return low >= 0xdc00 && low <= 0xdfff && text.length > 1 ? text.slice(-2) : text.slice(-1);
}

/** The bigrams of the runs of bigram characters in a word (katakana, Han). */
function bigramsOf(word: string, isChar: (char: string) => boolean): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (isChar(chars[i - 1]!) && isChar(chars[i]!)) out.push(chars[i - 1]! + chars[i]!);
  }
  return out;
}

/**
 * Korean endings cut from a word to reach its stem ("결제시스템을" → "결제시스템", "개발했습니다" → "개발"):
 * case particles and the commonest verb endings, longest first.
 */
const KOREAN_ENDINGS = [
  ...'했습니다 했었나요 했나요 합니다 습니다 입니다 했어요 했다고 하였다 했던 했다 해요 하는 하고 하기 하면 해서 하나요 인가요 있나요 에서는 에서 에게 으로 까지 부터 처럼 보다 이나 이라 이고 과 와 을 를 이 가 은 는 의 에 로 도 만 요'.split(
    ' ',
  ),
].sort((a, b) => b.length - a.length);

const KOREAN_ENDING_SET = new Set(KOREAN_ENDINGS);

function stripKorean(word: string): string {
  const ending = KOREAN_ENDINGS.find((e) => word.endsWith(e) && word.length > e.length);
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * The forms under which one word is indexed and searched; none for a stopword or a lone letter.
 * - CJK: the word, and for words of three characters or more their Han/katakana bigrams (partial words match);
 *   a word of one to three hiragana only is grammar (particles, endings) and is dropped.
 * - Korean: the word, its stem without particle or verb ending, and the stem's syllable bigrams when it has
 *   three syllables or more (so "시스템" finds the compound "결제시스템").
 * - Latin: the word, its accent-folded form, the light stem of that; a word joined by `.`, `'` or `-` also gives
 *   its parts ("node.js" → node, js; "l'équipe" → équipe).
 * - Cyrillic: the word and its stem; Arabic: the word and its forms without article and suffix.
 */
export function wordForms(word: string, language: Language): readonly string[] {
  let cache = formsCache.get(language);
  if (!cache) {
    cache = new Map();
    formsCache.set(language, cache);
  }
  let forms = cache.get(word);
  if (!forms) {
    // Words repeat across passages and questions: each is worked out once (the cache starts over past its size).
    if (cache.size >= FORMS_CACHE_SIZE) cache.clear();
    forms = Object.freeze(computeForms(word, language));
    cache.set(word, forms);
  }
  return forms;
}

/** Words remembered per language by `wordForms`. */
const FORMS_CACHE_SIZE = 50_000;
const formsCache = new Map<Language, Map<string, readonly string[]>>();

function computeForms(word: string, language: Language): string[] {
  // A Vietnamese pair term: only without accents ("thanh_toan"), which is precise enough for two syllables
  // together and keeps the index small; its syllables are no stopwords.
  if (word.includes(PAIR_JOINER)) return [foldLatin(word)];
  if (isStopword(word, language)) return [];
  if (HAN.test(word) || KANA.test(word)) {
    // The word segmenter cuts hiragana (grammar: particles, endings) into short pieces ("ありま", "すか").
    if (HIRAGANA_ONLY.test(word) && [...word].length <= 3) return [];
    const forms = new Set([word]);
    if ([...word].length >= 3) for (const bigram of bigramsOf(word, (c) => BIGRAM_CHAR.test(c))) forms.add(bigram);
    return [...forms];
  }
  if (HANGUL.test(word)) {
    if (KOREAN_ENDING_SET.has(word)) return [];
    const stem = stripKorean(word);
    // A stopword with an ending ("무엇인가요": 무엇 + 인가요) is a stopword.
    if (isStopword(stem, language)) return [];
    const forms = new Set([word, stem]);
    if ([...stem].length >= 3) for (const bigram of bigramsOf(stem, (c) => HANGUL_SYLLABLE.test(c))) forms.add(bigram);
    return [...forms];
  }
  const forms = new Set<string>();
  const pieces = [word];
  if (/[.'’-]/.test(word)) {
    for (const part of word.split(/[.'’-]+/)) if (part.length >= 2 && !isStopword(part, language)) pieces.push(part);
  }
  for (const piece of pieces) {
    if ([...piece].length < 2) continue;
    forms.add(piece);
    if (LATIN.test(piece)) {
      const folded = foldLatin(piece);
      forms.add(folded);
      if (/^\p{L}+$/u.test(folded)) forms.add(stemLatin(folded, language));
    } else if (CYRILLIC.test(piece)) {
      forms.add(stemRussian(piece));
    } else if (ARABIC.test(piece)) {
      for (const form of stemArabic(piece)) forms.add(form);
    }
  }
  return [...forms];
}

/** The words and cross-word bigrams of a text, before `wordForms` (what the index's `tokenize` answers). */
export function splitTerms(text: string, language: Language): string[] {
  const { words, crossBigrams } = splitWords(normalizeText(text), language);
  return [...words, ...crossBigrams.map((bigram) => bigram.text)];
}

/**
 * Every term a text is indexed under in the given language, each once, in order of first appearance: the
 * forms of its words (`wordForms`) and the CJK bigrams across words. The same function reads passages and
 * questions, so both sides always agree.
 */
export function tokenize(text: string, language: Language): string[] {
  const terms = new Set<string>();
  for (const term of splitTerms(text, language)) for (const form of wordForms(term, language)) terms.add(form);
  return [...terms];
}

/** One word of a question: every form it is searched under, and those that stand for the whole word. */
export interface QueryWord {
  /** The word's forms (`wordForms`), then the bigrams it shares with its neighbours (CJK across words, and the
   * Vietnamese pair terms). */
  forms: string[];
  /** The forms that are the whole word: the word, its folded form and stem, a Korean word's stem; not the CJK
   * bigrams inside it nor the terms it makes with a neighbour. */
  whole: string[];
}

/**
 * A question as the search reads it: one entry per distinct word (stopwords left out). A CJK bigram across two
 * words belongs to both, so a word cut into single characters still counts as found when the passage has the
 * two characters together; a Vietnamese pair term ("thanh_toán") belongs to both its syllables.
 */
export function analyseQuestion(query: string, language: Language): QueryWord[] {
  const { words, crossBigrams } = splitWords(normalizeText(query), language);
  const perWord = words.map((word) => new Set(wordForms(word, language)));
  for (const bigram of crossBigrams) {
    const forms = wordForms(bigram.text, language);
    for (const at of [bigram.before, bigram.after]) {
      const group = perWord[at]!;
      if (group.size > 0) for (const form of forms) group.add(form);
    }
  }
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  perWord.forEach((group, i) => {
    const key = [...group].sort().join(' ');
    if (group.size === 0 || seen.has(key)) return;
    seen.add(key);
    out.push({ forms: [...group], whole: wholeForms(words[i]!, language) });
  });
  return out;
}

/**
 * A question as the search reads it: one group of forms per distinct word (stopwords left out), as
 * `analyseQuestion` finds them.
 */
export function analyseQuery(query: string, language: Language): string[][] {
  return analyseQuestion(query, language).map((word) => word.forms);
}

/** The forms of a word that stand for all of it (`QueryWord.whole`). */
function wholeForms(word: string, language: Language): string[] {
  const forms = wordForms(word, language);
  if (forms.length === 0) return [];
  if (HAN.test(word) || KANA.test(word)) return [forms[0]!];
  if (HANGUL.test(word)) return forms.filter((form) => form === word || form === stripKorean(word));
  return [...forms];
}

/** Joins the two syllables of a Vietnamese pair term ("thanh_toán"): no word of a text has it. */
export const PAIR_JOINER = '_';

const lightSets = new Map<Language, Set<string>>();

/**
 * A question's word group (from `analyseQuery`) that is one of the language's light words (LIGHT_WORDS): a
 * general verb or pronoun the question leans on, not its subject. Chinese and Japanese groups are compared by
 * the word itself (their bigrams belong to other words too); other scripts by any of the word's forms.
 */
export function isLightGroup(group: readonly string[], language: Language): boolean {
  let light = lightSets.get(language);
  if (!light) {
    light = new Set<string>();
    for (const word of LIGHT_WORDS[language]) {
      const normalized = normalizeText(word);
      light.add(normalized);
      for (const form of wordForms(normalized, language)) light.add(form);
    }
    lightSets.set(language, light);
  }
  const first = group[0];
  if (first === undefined) return false;
  if (HAN.test(first) || KANA.test(first)) return light.has(first);
  return group.some((form) => light.has(form));
}
