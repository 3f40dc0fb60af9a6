import { ANSWER_PHRASES } from './lexicon/phrases.js';
import { REDIRECT_URLS } from './lexicon/redirects.js';
import type { Language } from './languages.js';
import { sanitizeUserText } from './guard.js';
import { splitSentences } from './passages.js';
import { detectRedirect } from './redirect.js';
import { search, type PassageIndex, type SearchOptions } from './search.js';
import { tokenize } from './tokenize.js';
import type { Answer, Citation, Redirect, SearchHit } from './types.js';

/** At most this many passages are quoted… */
export const MAX_QUOTED = 3;
/** …each scoring at least this share of the best hit's score; further hits become "See also" links. */
export const QUOTE_RELATIVE_SCORE = 0.5;
/** At most this many "See also" links. */
export const MAX_SEE_ALSO = 2;
/** A quoted passage longer than this keeps only its sentences that match the question best, up to this length. */
export const QUOTE_MAX_CHARS = 360;
/** Where the contact form is: the "nothing found" answer's link. */
export const CONTACT_URL = REDIRECT_URLS.contact;

export interface ComposeOptions {
  language: Language;
  /** A page that does the job better (`detectRedirect`): the answer sends there. */
  redirect?: Redirect | null;
}

const length = (text: string) => [...text].length;

/**
 * The part of a passage's text to quote: all of it when short enough; otherwise its sentences that share most
 * terms with the question, kept in their order up to `QUOTE_MAX_CHARS`, with `…` where text was left out. A
 * sentence alone too long is cut at a word boundary, with `…`.
 */
function excerpt(text: string, query: string, language: Language): string {
  if (length(text) <= QUOTE_MAX_CHARS) return text;
  const wanted = new Set(tokenize(query, language));
  const sentences = splitSentences(text, language).map((sentence, position) => ({
    sentence,
    position,
    score: tokenize(sentence, language).filter((term) => wanted.has(term)).length,
  }));
  const chosen: typeof sentences = [];
  let used = 0;
  for (const candidate of [...sentences].sort((a, b) => b.score - a.score || a.position - b.position)) {
    const size = length(candidate.sentence) + 2;
    if (chosen.length > 0 && used + size > QUOTE_MAX_CHARS) continue;
    chosen.push(candidate);
    used += size;
  }
  chosen.sort((a, b) => a.position - b.position);
  const joiner = language === 'zh' || language === 'ja' ? '' : ' ';
  let out = '';
  let next = 0;
  for (const { sentence, position } of chosen) {
    out += position > next ? `${out ? joiner : ''}…${joiner}` : out ? joiner : '';
    out += sentence;
    next = position + 1;
  }
  if (next < sentences.length) out += `${joiner}…`;
  if (length(out) > QUOTE_MAX_CHARS + 2) {
    const head = [...out].slice(0, QUOTE_MAX_CHARS).join('');
    const space = head.lastIndexOf(' ');
    out = `${space > QUOTE_MAX_CHARS / 2 ? head.slice(0, space) : head}…`;
  }
  return out;
}

/** The citation list, one entry per page and title, and the number (from 1) of a hit's entry. */
function citationsOf(hits: SearchHit[]): {
  citations: Citation[];
  numberOf: (hit: SearchHit) => number;
} {
  const citations: Citation[] = [];
  const keys: string[] = [];
  const key = (hit: SearchHit) => `${hit.passage.url}\n${hit.passage.title}`;
  for (const hit of hits) {
    if (!keys.includes(key(hit))) {
      keys.push(key(hit));
      citations.push({ title: hit.passage.title, url: hit.passage.url });
    }
  }
  return { citations, numberOf: (hit) => keys.indexOf(key(hit)) + 1 };
}

/**
 * The offline assistant's reply in the asked language, from the search's hits (best first).
 *
 * - With a redirect: `kind: 'redirect'`, the redirect's sentence (ANSWER_PHRASES) citing the page; when the
 *   search also found passages, the best one's page follows as "See also".
 * - With no hit: `kind: 'none'`, a sentence saying nothing was found and suggesting the contact form, cited.
 * - Otherwise `kind: 'answer'`: a lead-in ("Here is what the site says:", or "I found this only in English:"
 *   when the hits are English passages for another language), then up to `MAX_QUOTED` passages, one line per
 *   page, `[n] **Title**: quoted text`, and up to `MAX_SEE_ALSO` further pages as "See also: Title [n]".
 *
 * Every word of the text is either one of the connective phrases of ANSWER_PHRASES, a passage's title, or
 * quoted from a passage's text; the question itself is never repeated, so nothing typed by the visitor comes
 * back in the answer.
 */
export function composeAnswer(query: string, hits: readonly SearchHit[], options: ComposeOptions): Answer {
  const phrases = ANSWER_PHRASES[options.language];
  if (options.redirect) {
    const target = phrases.redirects[options.redirect.reason];
    const citations: Citation[] = [{ title: target.title, url: options.redirect.url }];
    let text = target.text;
    const best = hits[0];
    if (best && best.passage.url !== options.redirect.url) {
      citations.push({ title: best.passage.title, url: best.passage.url });
      text += `\n*${phrases.seeAlso}* ${best.passage.title} [2]`;
    }
    return { kind: 'redirect', text, citations };
  }
  if (hits.length === 0) {
    return {
      kind: 'none',
      text: phrases.none,
      citations: [{ title: phrases.contactTitle, url: CONTACT_URL }],
    };
  }
  const top = hits[0]!.score;
  const quoted: SearchHit[] = [];
  const rest: SearchHit[] = [];
  for (const hit of hits) {
    const fits = quoted.length < MAX_QUOTED && hit.score >= QUOTE_RELATIVE_SCORE * top;
    if (fits && !quoted.some((q) => q.passage.text === hit.passage.text)) quoted.push(hit);
    else rest.push(hit);
  }
  const { citations: quotedCitations, numberOf } = citationsOf(quoted);
  const lines = [quoted[0]!.passage.language === options.language ? phrases.intro : phrases.introFallback];
  for (let n = 1; n <= quotedCitations.length; n++) {
    const ofPage = quoted.filter((hit) => numberOf(hit) === n);
    const texts = ofPage.map((hit) => excerpt(hit.passage.text, query, hit.passage.language));
    const joiner = ofPage[0]!.passage.language === 'zh' || ofPage[0]!.passage.language === 'ja' ? '' : ' ';
    lines.push(`[${n}] **${ofPage[0]!.passage.title}**: ${texts.join(`${joiner}…${joiner}`)}`);
  }
  const citations = [...quotedCitations];
  const seeAlso: string[] = [];
  for (const hit of rest) {
    if (seeAlso.length >= MAX_SEE_ALSO) break;
    if (citations.some((c) => c.url === hit.passage.url && c.title === hit.passage.title)) continue;
    citations.push({ title: hit.passage.title, url: hit.passage.url });
    seeAlso.push(`${hit.passage.title} [${citations.length}]`);
  }
  if (seeAlso.length > 0) lines.push(`*${phrases.seeAlso}* ${seeAlso.join(', ')}`);
  return { kind: 'answer', text: lines.join('\n'), citations };
}

/** What `answerQuestion` found on the way, for the server's logs, cache and generative provider. */
export interface OfflineReply {
  answer: Answer;
  hits: SearchHit[];
  redirect: Redirect | null;
  /** The question as searched (`sanitizeUserText`). */
  question: string;
}

/**
 * The whole offline provider in one call: the visitor's text sanitised, a redirect looked for, the passages
 * searched (in the language, English fallback, the page's passages first) and the answer composed. The hits are
 * returned too, for a generative provider's prompt (`promptFor`).
 */
export function answerQuestion(index: PassageIndex, text: string, options: SearchOptions): OfflineReply {
  const question = sanitizeUserText(text);
  const redirect = detectRedirect(question, options.language);
  const hits = search(index, question, options);
  return {
    answer: composeAnswer(question, hits, {
      language: options.language,
      redirect,
    }),
    hits,
    redirect,
    question,
  };
}
