import { ASSISTANT_LANGUAGES } from '@site/assistant';
import { CHAT_CONTEXTS, chatResponseSchema, matchSiteRoute } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ASSISTANT_QUESTIONS, HELD_OUT_QUESTIONS, OFF_TOPIC_QUESTIONS, rankOfExpected } from './questions.js';

describe(`the assistant finds the page that answers (${TEST_DIALECT})`, () => {
  const t = suiteApp({ AI_CHAT_RATE_LIMIT_MAX: '100000' });

  it('has a question set across the ten languages and the three pages', () => {
    expect(ASSISTANT_QUESTIONS.length).toBeGreaterThanOrEqual(50);
    for (const language of ASSISTANT_LANGUAGES) {
      expect(
        ASSISTANT_QUESTIONS.some((q) => q.language === language),
        language,
      ).toBe(true);
    }
    for (const context of CHAT_CONTEXTS) {
      expect(ASSISTANT_QUESTIONS.filter((q) => q.context === context).length, context).toBeGreaterThanOrEqual(10);
    }
  });

  it('cites the expected page among its first three citations for at least 90% of the questions', async () => {
    let hit1 = 0;
    let hit3 = 0;
    const misses: string[] = [];
    for (const q of [...ASSISTANT_QUESTIONS, ...HELD_OUT_QUESTIONS]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ai/api/chat',
        payload: { message: q.question, language: q.language, context: q.context },
      });
      expect(res.statusCode, q.question).toBe(200);
      const answer = chatResponseSchema.parse(res.json());
      // Every page an answer cites is a real page of the site.
      for (const citation of answer.citations) expect(matchSiteRoute(citation.url), citation.url).toBeDefined();
      const rank = rankOfExpected(
        q,
        answer.citations.map((c) => c.url),
      );
      if (rank === 1) hit1++;
      if (rank !== null && rank <= 3) hit3++;
      else misses.push(`${q.language} ${q.question} → ${answer.citations.map((c) => c.url).join(' ') || '(none)'}`);
    }
    const n = ASSISTANT_QUESTIONS.length + HELD_OUT_QUESTIONS.length;
    expect(hit3 / n, `hit@3 ${hit3}/${n}, hit@1 ${hit1}/${n}; missed:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      0.9,
    );
  });

  it('says it found nothing, with the contact form, for at least 80% of the questions the site cannot answer', async () => {
    const answered: string[] = [];
    for (const q of OFF_TOPIC_QUESTIONS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ai/api/chat',
        payload: { message: q.question, language: q.language, context: q.context },
      });
      const answer = chatResponseSchema.parse(res.json());
      if (answer.kind === 'none') expect(answer.citations.map((c) => c.url)).toEqual(['/#contact']);
      else answered.push(`${q.language} ${q.question} → ${answer.citations.map((c) => c.url).join(' ')}`);
    }
    const none = OFF_TOPIC_QUESTIONS.length - answered.length;
    expect(none / OFF_TOPIC_QUESTIONS.length, `answered anyway:\n${answered.join('\n')}`).toBeGreaterThanOrEqual(0.8);
  });
});
