import { describe, expect, it } from 'vitest';
import { CONTEXT_BOOST, MIN_COVERAGE, createIndex, search, updateIndex } from './search.js';
import { CORPUS } from './test/corpus.js';
import type { Passage } from './types.js';

const index = createIndex(CORPUS);
const ids = (query: string, options: Parameters<typeof search>[2]) =>
  search(index, query, options).map((hit) => hit.passage.id);

describe('search', () => {
  it('finds the exact words, titles ranking first', () => {
    const hits = search(index, 'payment gateway', { language: 'en' });
    expect(hits[0]?.passage.id).toBe('project:harbor-pay:en:0');
    expect(hits.map((hit) => hit.passage.id)).toContain('experience:harbor:en:0');
    for (const hit of hits) expect(hit.passage.language).toBe('en');
  });

  it('finds Vietnamese typed without accents, and with them', () => {
    expect(ids('thanh toan', { language: 'vi' })[0]).toBe('project:harbor-pay:vi:0');
    expect(ids('thanh toán', { language: 'vi' })[0]).toBe('project:harbor-pay:vi:0');
    expect(ids('nguoi mat tich', { language: 'vi' })[0]).toBe('guide:first-24-hours:vi:0');
  });

  it('finds a Chinese word inside a sentence', () => {
    expect(ids('支付网关', { language: 'zh' })[0]).toBe('project:harbor-pay:zh:0');
    expect(ids('他优化过数据库吗？', { language: 'zh' })[0]).toBe('experience:harbor:zh:0');
  });

  it('finds Japanese, Korean compounds, Arabic without hamza and Russian inflections', () => {
    expect(ids('決済', { language: 'ja' })[0]).toBe('project:harbor-pay:ja:0');
    // "시스템" is part of the compound "결제시스템입니다".
    expect(ids('시스템', { language: 'ko' })[0]).toBe('project:harbor-pay:ko:0');
    expect(ids('انظمة مكافحة الاحتيال', { language: 'ar' })[0]).toBe('project:harbor-pay:ar:0');
    expect(ids('гонка', { language: 'ru' })[0]).toBe('race:explained:ru:0');
    expect(ids('Zahlungssystem Strasse', { language: 'de' })[0]).toBe('project:lotus:de:0');
    expect(ids('commerce electronique', { language: 'fr' })[0]).toBe('project:lotus:fr:0');
  });

  it('matches Latin words by prefix and with a typo', () => {
    expect(ids('optimis', { language: 'en' })[0]).toBe('project:route-optimizer:en:0');
    // A letter missing, a letter wrong.
    expect(ids('paymnt gatewey', { language: 'en' })[0]).toBe('project:harbor-pay:en:0');
    expect(ids('payment gatway', { language: 'en' })[0]).toBe('project:harbor-pay:en:0');
    // Two letters swapped (two edits) in a word of 8 letters or more.
    expect(ids('optimsier', { language: 'en' })[0]).toBe('project:route-optimizer:en:0');
  });

  it('falls back to English when the language has no passage that fits', () => {
    // The dementia guide exists only in English.
    const hits = search(index, 'dementia', { language: 'vi' });
    expect(hits[0]?.passage.id).toBe('guide:dementia:en:0');
    // A question typed in English on a Vietnamese page.
    expect(ids('payment gateway', { language: 'vi' })[0]).toBe('project:harbor-pay:en:0');
    // French has no passage about payments at all.
    expect(ids('payment gateway', { language: 'fr' })[0]).toBe('project:harbor-pay:en:0');
  });

  it('does not fall back to English for a question English knows only one word of', () => {
    const live = createIndex([
      { ...CORPUS[0]!, id: 'a', language: 'vi', text: 'Cổng thanh toán chuyển tiền tới ngân hàng.' },
      { ...CORPUS[0]!, id: 'b', language: 'vi', text: 'Hướng dẫn tìm người mất tích.' },
      { ...CORPUS[0]!, id: 'c', language: 'vi', text: 'Tình nguyện viên giúp các gia đình.' },
      { ...CORPUS[0]!, id: 'd', language: 'en', title: 'Dementia', text: 'Dementia care.' },
    ]);
    // No Vietnamese passage covers half the question, and the English one has only "dementia": nothing is
    // answered (rather than an English passage about one word of eight).
    expect(search(live, 'thanh toán người mất tích tình nguyện dementia', { language: 'vi' })).toEqual([]);
    // Half of it is answered in Vietnamese.
    const hits = search(live, 'người mất tích dementia', { language: 'vi' });
    expect(hits[0]?.passage.id).toBe('b');
    for (const hit of hits) expect(hit.passage.language).toBe('vi');
  });

  it('searches the subject of a question, not its general verbs and nouns', () => {
    const live = createIndex([
      { ...CORPUS[0]!, id: 'build', title: 'Building systems', text: 'He has built many systems for businesses.' },
      { ...CORPUS[0]!, id: 'pay', title: 'HarborPay', text: 'A payment gateway that routes card payments.' },
      { ...CORPUS[0]!, id: 'other', title: 'Weather', text: 'Nothing here.' },
    ]);
    const hits = search(live, 'Has he built payment systems?', { language: 'en' });
    expect(hits.map((hit) => hit.passage.id)).toEqual(['pay']);
    // A question of light words only is searched with them.
    expect(search(live, 'What has he built?', { language: 'en' })[0]?.passage.id).toBe('build');
  });

  it('answers nothing when the site says less than half of the question', () => {
    const live = createIndex([
      { ...CORPUS[0]!, id: 'a', title: 'Releases', text: 'Today a release takes fifteen minutes.' },
      { ...CORPUS[0]!, id: 'b', title: 'Payments', text: 'A payment gateway.' },
      { ...CORPUS[0]!, id: 'c', title: 'Volunteers', text: 'Volunteers help families today.' },
      { ...CORPUS[0]!, id: 'd', title: 'Guides', text: 'Read the guides.' },
    ]);
    // "weather" is in no passage, so it weighs like the rarest word, more than "today" (in two passages): the
    // passages about "today" cover less than half of the question and do not answer it.
    expect(search(live, 'What is the weather today?', { language: 'en' })).toEqual([]);
    expect(search(live, 'How do releases work today?', { language: 'en' })[0]?.passage.id).toBe('a');
    for (const hit of search(live, 'payment gateway', { language: 'en' }))
      expect(hit.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('does not take the bigrams inside a Japanese word, or a Vietnamese syllable of another word, for the word', () => {
    const ja = createIndex([
      { ...CORPUS[0]!, id: 'code', language: 'ja', title: 'コード', text: 'ソースコードの公開。' },
      { ...CORPUS[0]!, id: 'cold', language: 'ja', title: '数値', text: 'コールドは初回の実行です。' },
    ]);
    expect(search(ja, 'コールドとは', { language: 'ja' }).map((hit) => hit.passage.id)).toEqual(['cold']);
    const vi = createIndex([
      { ...CORPUS[0]!, id: 'apart', language: 'vi', title: 'Thanh niên', text: 'Thanh niên học toán.' },
      { ...CORPUS[0]!, id: 'word', language: 'vi', title: 'Cổng', text: 'Cổng thanh toán cho ngân hàng.' },
    ]);
    const hits = search(vi, 'thanh toán', { language: 'vi' });
    expect(hits[0]?.passage.id).toBe('word');
    expect(hits[0]!.coverage).toBe(1);
    expect(hits.find((hit) => hit.passage.id === 'apart')?.coverage ?? 0).toBeLessThan(1);
  });

  it('stays in the asked language when it has a good hit', () => {
    const hits = search(index, 'thanh toán', { language: 'vi' });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.passage.language).toBe('vi');
  });

  it('ranks the passages of the chat box’s page higher', () => {
    const onReunion = search(index, 'volunteers verify reports', { language: 'en', context: 'reunion' });
    const onHome = search(index, 'volunteers verify reports', { language: 'en', context: 'home' });
    expect(onReunion[0]?.passage.id).toBe('page:volunteer-reunion:en:0');
    expect(onHome[0]?.passage.id).toBe('page:volunteer-home:en:0');
    expect(onReunion[0]!.score / onReunion[1]!.score).toBeCloseTo(CONTEXT_BOOST, 5);
  });

  it('answers nothing for a question the site does not cover', () => {
    expect(search(index, 'What is the weather in Paris?', { language: 'en' })).toEqual([]);
    expect(search(index, '', { language: 'en' })).toEqual([]);
    expect(search(index, 'the of and what', { language: 'en' })).toEqual([]);
  });

  it('reports coverage and never returns a hit under the minimum', () => {
    const hits = search(index, 'payment gateway throughput', { language: 'en', limit: 20 });
    expect(hits[0]?.passage.id).toBe('experience:harbor:en:0');
    expect(hits[0]?.coverage).toBe(1);
    for (const hit of hits) expect(hit.coverage).toBeGreaterThanOrEqual(MIN_COVERAGE);
  });

  it('returns at most `limit` hits, 5 by default', () => {
    const live = createIndex(
      Array.from({ length: 30 }, (_, i) => ({ ...CORPUS[0]!, id: `invoice:${i}`, text: `Invoice number ${i}.` })),
    );
    expect(search(live, 'invoice', { language: 'en', limit: 2 })).toHaveLength(2);
    expect(search(live, 'invoice', { language: 'en' })).toHaveLength(5);
    expect(search(live, 'invoice', { language: 'en', limit: Number.NaN })).toHaveLength(5);
    expect(search(live, 'invoice', { language: 'en', limit: 0 })).toHaveLength(1);
    expect(search(live, 'invoice', { language: 'en', limit: 1000 })).toHaveLength(20);
  });
});

describe('createIndex and updateIndex', () => {
  const extra: Passage = {
    id: 'project:ledger:en:0',
    language: 'en',
    url: '/#projects',
    title: 'LedgerLite accounting',
    text: 'A subscription accounting service for small businesses: invoices, expenses and tax reports.',
    kind: 'project',
  };

  it('follows additions, edits and removals without a rebuild', () => {
    const live = createIndex(CORPUS);
    expect(search(live, 'invoices', { language: 'en' })).toEqual([]);

    expect(updateIndex(live, { add: [extra] })).toEqual({ removed: 0, added: 1 });
    expect(search(live, 'invoices', { language: 'en' })[0]?.passage.id).toBe(extra.id);
    expect(live.size).toBe(CORPUS.length + 1);

    // An edit is the same id added again: the old text is no longer found.
    updateIndex(live, { add: [{ ...extra, text: 'Payroll for small businesses.' }] });
    expect(search(live, 'invoices', { language: 'en' })).toEqual([]);
    expect(search(live, 'payroll', { language: 'en' })[0]?.passage.id).toBe(extra.id);
    expect(live.size).toBe(CORPUS.length + 1);

    expect(updateIndex(live, { remove: [extra.id, 'no-such-id'] })).toEqual({ removed: 1, added: 0 });
    expect(search(live, 'payroll', { language: 'en' })).toEqual([]);
    expect(live.size).toBe(CORPUS.length);
  });

  it('is not changed by later changes to the passages it was given', () => {
    const mine = { ...extra, contexts: ['home' as const] };
    const live = createIndex([mine]);
    mine.text = 'Something else entirely.';
    mine.contexts.push('reunion');
    expect(search(live, 'invoices', { language: 'en' })[0]?.passage.text).toContain('invoices');
    expect(() => updateIndex(live, { remove: [mine.id] })).not.toThrow();
    expect(live.size).toBe(0);
  });

  it('keeps the last of two passages with the same id', () => {
    const live = createIndex([extra, { ...extra, text: 'Payroll.' }]);
    expect(live.size).toBe(1);
    expect(live.get(extra.id)?.text).toBe('Payroll.');
  });
});
