import { describe, expect, it } from 'vitest';
import { CONTACT_URL, MAX_QUOTED, QUOTE_MAX_CHARS, answerQuestion, composeAnswer } from './answer.js';
import { ANSWER_PHRASES } from './lexicon/phrases.js';
import { ASSISTANT_LANGUAGES, type Language } from './languages.js';
import { detectRedirect } from './redirect.js';
import { createIndex, search } from './search.js';
import { CORPUS } from './test/corpus.js';
import type { Answer, Passage, SearchHit } from './types.js';

const index = createIndex(CORPUS);

/**
 * What is left of an answer's text once every connective phrase, passage title and quoted passage text is taken
 * out, with the formatting the composer adds (citation numbers, bold and italic markers, separators): an answer
 * that invents nothing leaves only spaces.
 */
function unexplained(answer: Answer, passages: readonly Passage[]): string {
  const known = [
    ...ASSISTANT_LANGUAGES.flatMap((language) => {
      const p = ANSWER_PHRASES[language];
      return [p.intro, p.introFallback, p.seeAlso, p.none, ...Object.values(p.redirects).map((r) => r.text)];
    }),
    ...passages.map((passage) => passage.title),
  ].sort((a, b) => b.length - a.length);
  let rest = answer.text;
  for (const phrase of known) rest = rest.split(phrase).join(' ');
  // Quoted text: each piece between the composer's separators must be part of a passage.
  rest = rest.replace(/\[\d+\]|\*\*|\*|…|: |, |\n/g, '\n');
  return rest
    .split('\n')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && !passages.some((passage) => passage.text.includes(piece)))
    .join(' | ');
}

function answerTo(query: string, language: Language, context?: 'home' | 'reunion' | 'language-test') {
  const hits = search(index, query, {
    language,
    ...(context ? { context } : {}),
  });
  const redirect = detectRedirect(query, language);
  return { hits, answer: composeAnswer(query, hits, { language, redirect }) };
}

describe('composeAnswer', () => {
  it('is checked by a test that notices invented text', () => {
    const passages = CORPUS.slice(0, 1);
    const honest: Answer = {
      kind: 'answer',
      text: `${ANSWER_PHRASES.en.intro}\n[1] **${passages[0]!.title}**: ${passages[0]!.text}`,
      citations: [],
    };
    expect(unexplained(honest, passages)).toBe('');
    expect(unexplained({ ...honest, text: `${honest.text} He also built rockets.` }, passages)).not.toBe('');
  });

  it('answers from the best passages, with one citation per page', () => {
    const { hits, answer } = answerTo('payment gateway', 'en');
    expect(answer.kind).toBe('answer');
    expect(answer.text.startsWith(ANSWER_PHRASES.en.intro)).toBe(true);
    expect(answer.text).toContain('[1] **HarborPay payment gateway**: A payment gateway that routes card');
    expect(answer.citations[0]).toEqual({
      title: 'HarborPay payment gateway',
      url: '/#projects',
    });
    const urls = answer.citations.map((c) => `${c.url} ${c.title}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(
      unexplained(
        answer,
        hits.map((hit) => hit.passage),
      ),
    ).toBe('');
  });

  it('quotes at most three passages and lists further pages as "See also"', () => {
    const hits: SearchHit[] = CORPUS.filter((p) => p.language === 'en').map((passage, i) => ({
      passage,
      score: 10 - i * 0.1,
      coverage: 1,
    }));
    const answer = composeAnswer('anything', hits, { language: 'en' });
    const quotedLines = answer.text.split('\n').filter((line) => /^\[\d+\] \*\*/.test(line));
    expect(quotedLines.length).toBeLessThanOrEqual(MAX_QUOTED);
    expect(answer.text).toContain(`*${ANSWER_PHRASES.en.seeAlso}*`);
    expect(unexplained(answer, CORPUS)).toBe('');
    // Every [n] in the text names a citation.
    for (const [, n] of answer.text.matchAll(/\[(\d+)\]/g))
      expect(Number(n)).toBeLessThanOrEqual(answer.citations.length);
  });

  it('answers in the asked language from its passages', () => {
    const { hits, answer } = answerTo('thanh toán', 'vi');
    expect(answer.kind).toBe('answer');
    expect(answer.text.startsWith(ANSWER_PHRASES.vi.intro)).toBe(true);
    expect(answer.text).toContain('Cổng thanh toán HarborPay');
    expect(
      unexplained(
        answer,
        hits.map((hit) => hit.passage),
      ),
    ).toBe('');
  });

  it('says so when the passages are the English fallback', () => {
    const { hits, answer } = answerTo('dementia', 'ja');
    expect(answer.kind).toBe('answer');
    expect(answer.text.startsWith(ANSWER_PHRASES.ja.introFallback)).toBe(true);
    expect(
      unexplained(
        answer,
        hits.map((hit) => hit.passage),
      ),
    ).toBe('');
  });

  it('sends to the page that does the job, citing it, with the best passage as "See also"', () => {
    const { answer } = answerTo('I want to report a missing person', 'en', 'reunion');
    expect(answer.kind).toBe('redirect');
    expect(answer.text.startsWith(ANSWER_PHRASES.en.redirects['report-missing'].text)).toBe(true);
    expect(answer.citations[0]).toEqual({
      title: 'Family reunion platform',
      url: '/reunion',
    });
    expect(answer.citations.length).toBeLessThanOrEqual(2);
    expect(unexplained(answer, CORPUS)).toBe('');

    const vi = composeAnswer('báo người mất tích', [], {
      language: 'vi',
      redirect: detectRedirect('báo người mất tích', 'vi'),
    });
    expect(vi).toEqual({
      kind: 'redirect',
      text: ANSWER_PHRASES.vi.redirects['report-missing'].text,
      citations: [
        {
          title: ANSWER_PHRASES.vi.redirects['report-missing'].title,
          url: '/reunion',
        },
      ],
    });
  });

  it('says nothing was found and suggests the contact form, in every language', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      const answer = composeAnswer('What is the weather in Paris?', [], {
        language,
      });
      expect(answer).toEqual({
        kind: 'none',
        text: ANSWER_PHRASES[language].none,
        citations: [{ title: ANSWER_PHRASES[language].contactTitle, url: CONTACT_URL }],
      });
    }
    expect(CONTACT_URL).toBe('/#contact');
  });

  it('never repeats the question, so nothing typed comes back as markup', () => {
    const hostile = '<img src=x onerror=alert(1)> payment gateway **bold** [9]';
    const hits = search(index, 'payment gateway', { language: 'en' });
    expect(hits.length).toBeGreaterThan(0);
    const answer = composeAnswer(hostile, hits, { language: 'en' });
    expect(answer.text).not.toContain('<');
    expect(answer.text).not.toContain('onerror');
    expect(answer.text).not.toContain('[9]');
    expect(composeAnswer(hostile, [], { language: 'en' }).text).not.toContain('<');
  });

  it('trims a long passage to the sentences that match the question, marking the cuts', () => {
    const sentences = Array.from({ length: 12 }, (_, i) => `Sentence ${i} talks about nothing in particular here.`);
    sentences[7] = 'The payment gateway handles refunds within one day.';
    const passage: Passage = {
      id: 'long:0',
      language: 'en',
      url: '/#projects',
      title: 'Long',
      text: sentences.join(' '),
      kind: 'project',
    };
    const answer = composeAnswer('refunds', [{ passage, score: 1, coverage: 1 }], { language: 'en' });
    expect(answer.text).toContain('The payment gateway handles refunds within one day.');
    expect(answer.text).toContain('…');
    const quote = answer.text.split('\n')[1]!;
    expect([...quote].length).toBeLessThan(QUOTE_MAX_CHARS + 40);
    expect(unexplained(answer, [passage])).toBe('');
  });
});

describe('answerQuestion', () => {
  it('sanitises, looks for a redirect, searches and composes in one call', () => {
    const reply = answerQuestion(index, '  payment\u200b   gateway\u0000 ', {
      language: 'en',
      context: 'home',
    });
    expect(reply.question).toBe('payment gateway');
    expect(reply.redirect).toBeNull();
    expect(reply.hits[0]?.passage.id).toBe('project:harbor-pay:en:0');
    expect(reply.answer).toEqual(
      composeAnswer('payment gateway', reply.hits, {
        language: 'en',
        redirect: null,
      }),
    );

    const redirected = answerQuestion(index, 'Tôi muốn báo người mất tích', {
      language: 'vi',
      context: 'reunion',
    });
    expect(redirected.redirect).toEqual({
      url: '/reunion',
      reason: 'report-missing',
    });
    expect(redirected.answer.kind).toBe('redirect');
  });
});
