import type { Language } from './languages.js';
import type { AssistantContext, Passage, PassageKind } from './types.js';

/** The size of a passage cut from a long text: up to this many sentences… */
export const PASSAGE_MAX_SENTENCES = 3;
/** …and this many characters, unless one sentence alone is longer (it is then cut at a word boundary). */
export const PASSAGE_MAX_CHARS = 360;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
};

/**
 * Plain text of a piece of published HTML (story bodies, case descriptions): inline tags removed, block tags
 * and `<br>` turned into line ends (so sentences of list items stay apart), script and style contents dropped, common and
 * numeric entities decoded, spaces collapsed. Text without markup is answered with its spaces collapsed.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|header|footer)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

const sentenceSegmenters = new Map<Language, Intl.Segmenter>();

/**
 * The sentences of a plain text, by Intl.Segmenter's sentence boundaries in the language (。！？ in Chinese and
 * Japanese, ؟ in Arabic…), each trimmed; a line end always ends a sentence (list items and headings have no
 * full stop).
 */
export function splitSentences(text: string, language: Language): string[] {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    sentenceSegmenters.set(language, segmenter);
  }
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    for (const { segment } of segmenter.segment(line)) {
      const sentence = segment.trim();
      if (sentence) out.push(sentence);
    }
  }
  return out;
}

/** A sentence longer than the limit, in pieces cut at the last space (or anywhere, for scripts without spaces). */
function cutLong(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while ([...rest].length > max) {
    const head = [...rest].slice(0, max).join('');
    const space = head.lastIndexOf(' ');
    const cut = space > max / 2 ? space : head.length;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** What the server knows of one published item, before it is cut into passages. */
export interface PassageSource {
  /** Stable id of the item in one language (`project:harbor-pay:vi`); passages get `${id}:${n}`. */
  id: string;
  language: Language;
  url: string;
  title: string;
  /** Plain text or HTML (read through `plainText`). */
  text: string;
  kind: PassageKind;
  contexts?: AssistantContext[];
}

/**
 * Passages of a published item: its text cut into chunks of whole sentences (at most `PASSAGE_MAX_SENTENCES`
 * sentences and `PASSAGE_MAX_CHARS` characters each, a longer sentence cut at a word boundary), each carrying
 * the item's page, title, kind and contexts. An item with no text gives one passage of its title, so that a
 * project or page is still found by its name.
 */
export function splitPassages(
  source: PassageSource,
  limits: { maxSentences?: number; maxChars?: number } = {},
): Passage[] {
  const maxSentences = limits.maxSentences ?? PASSAGE_MAX_SENTENCES;
  const maxChars = limits.maxChars ?? PASSAGE_MAX_CHARS;
  const sentences = splitSentences(plainText(source.text), source.language).flatMap((s) => cutLong(s, maxChars));
  // Chinese and Japanese write sentences without a space between them.
  const joiner = source.language === 'zh' || source.language === 'ja' ? '' : ' ';
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    const size = [...sentence].length;
    if (current.length > 0 && (current.length >= maxSentences || length + 1 + size > maxChars)) {
      chunks.push(current.join(joiner));
      current = [];
      length = 0;
    }
    current.push(sentence);
    length += (length > 0 ? 1 : 0) + size;
  }
  if (current.length > 0) chunks.push(current.join(joiner));
  const title = plainText(source.title);
  if (chunks.length === 0) chunks.push(title);
  return chunks.map((text, n) => ({
    id: `${source.id}:${n}`,
    language: source.language,
    url: source.url,
    title,
    text,
    kind: source.kind,
    ...(source.contexts ? { contexts: [...source.contexts] } : {}),
  }));
}
