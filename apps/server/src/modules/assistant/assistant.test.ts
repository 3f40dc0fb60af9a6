import { ASSISTANT_LANGUAGES, SUGGESTIONS } from '@site/assistant';
import {
  ASSISTANT_CODES,
  ASSISTANT_LIMITS,
  assistantHealthSchema,
  CHAT_CONTEXTS,
  chatContextsResponseSchema,
  chatResponseSchema,
  chatSuggestionsResponseSchema,
  conversationResponseSchema,
  errorResponseSchema,
  matchSiteRoute,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { AssistantRepository } from './assistant.repository.js';
import { AssistantService, assistantService, publishedContent } from './assistant.service.js';

const chat = (message: unknown, extra: Record<string, unknown> = {}) => ({
  method: 'POST' as const,
  url: '/ai/api/chat',
  payload: { message, language: 'en', context: 'home', ...extra },
});

describe(`the chat box's reads (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('names the three pages in every language', async () => {
    const names = new Map<string, string>();
    for (const language of ASSISTANT_LANGUAGES) {
      const res = await t.app.inject({ url: `/ai/api/contexts?language=${language}` });
      expect(res.statusCode).toBe(200);
      const { contexts } = chatContextsResponseSchema.parse(res.json());
      expect(Object.keys(contexts).sort()).toEqual([...CHAT_CONTEXTS].sort());
      for (const info of Object.values(contexts)) expect(info.name.length * info.description.length).toBeGreaterThan(0);
      names.set(language, contexts.reunion.description);
    }
    // Translated, not English ten times.
    expect(new Set(names.values()).size).toBe(ASSISTANT_LANGUAGES.length);
  });

  it('lists every suggestion of a page in the language asked, regional forms included', async () => {
    for (const context of CHAT_CONTEXTS) {
      for (const language of ASSISTANT_LANGUAGES) {
        const res = await t.app.inject({ url: `/ai/api/suggestions?context=${context}&language=${language}` });
        const body = chatSuggestionsResponseSchema.parse(res.json());
        expect(body.suggestions).toEqual(SUGGESTIONS[context][language]);
        expect(body.suggestions.length).toBeGreaterThanOrEqual(ASSISTANT_LIMITS.suggestionsShown);
      }
    }
    const regional = chatSuggestionsResponseSchema.parse(
      (await t.app.inject({ url: '/ai/api/suggestions?context=reunion&language=vi-VN' })).json(),
    );
    expect(regional).toMatchObject({ language: 'vi', suggestions: SUGGESTIONS.reunion.vi });
    const fallback = chatSuggestionsResponseSchema.parse(
      (await t.app.inject({ url: '/ai/api/suggestions?language=xx' })).json(),
    );
    expect(fallback).toMatchObject({ context: 'home', language: 'en' });
  });

  it('refuses an unknown page with its message code', async () => {
    const res = await t.app.inject({ url: '/ai/api/suggestions?context=admin&language=en' });
    expect(res.statusCode).toBe(422);
    const body = errorResponseSchema.parse(res.json());
    expect(body.codes?.context).toEqual([ASSISTANT_CODES.contextInvalid]);
  });

  it('answers health with the provider and the index size, never the configuration', async () => {
    const res = await t.app.inject({ url: '/ai/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const health = assistantHealthSchema.parse(res.json());
    expect(health).toMatchObject({ status: 'ok', provider: 'offline', translate_provider: null });
    expect(health.index.passages).toBeGreaterThan(500);
    for (const language of ASSISTANT_LANGUAGES) expect(health.index.languages[language]).toBeGreaterThan(50);
    expect(res.body).not.toMatch(/AI_|TRANSLATE_|https?:/);
  });
});

describe(`chat answers (${TEST_DIALECT})`, () => {
  const t = suiteApp({ AI_CHAT_RATE_LIMIT_MAX: '1000' });

  it('answers in English and in Vietnamese with pages of the site as citations', async () => {
    const en = await t.app.inject(chat('Has he built payment systems?'));
    expect(en.statusCode).toBe(200);
    const answer = chatResponseSchema.parse(en.json());
    expect(answer).toMatchObject({ success: true, provider: 'offline', cached: false, is_redirect: false });
    expect(answer.kind).toBe('answer');
    expect(answer.citations.map((c) => c.url)).toContain('/#projects');
    expect(answer.message).toContain('HarborPay');
    expect(answer.processing_time_ms).toBeGreaterThanOrEqual(0);

    const vi = chatResponseSchema.parse(
      (
        await t.app.inject(chat('Tôi nên làm gì trong 24 giờ đầu tiên?', { language: 'vi', context: 'reunion' }))
      ).json(),
    );
    expect(vi.language).toBe('vi');
    expect(vi.citations[0]?.url).toBe('/stories/first-24-hours');
    expect(vi.message).toMatch(/\*\*.+\*\*/);
    for (const citation of [...answer.citations, ...vi.citations]) {
      expect(matchSiteRoute(citation.url), citation.url).toBeDefined();
    }
  });

  it('points to the page that does the job, with is_redirect and redirect_url', async () => {
    const res = chatResponseSchema.parse(
      (await t.app.inject(chat('I want to report a missing person', { context: 'reunion' }))).json(),
    );
    expect(res).toMatchObject({ is_redirect: true, redirect_url: '/reunion', kind: 'redirect' });
    expect(res.citations[0]?.url).toBe('/reunion');
    const benchmark = chatResponseSchema.parse(
      (await t.app.inject(chat('Tôi muốn chạy bài đo hiệu năng', { language: 'vi', context: 'language-test' }))).json(),
    );
    expect(benchmark.redirect_url).toBe('/language-test');
  });

  it('says so and suggests the contact form when nothing matches', async () => {
    const res = chatResponseSchema.parse((await t.app.inject(chat('xylophone quasar zeppelin'))).json());
    expect(res).toMatchObject({ kind: 'none', is_redirect: false, redirect_url: null });
    expect(res.citations).toEqual([{ title: expect.any(String), url: '/#contact' }]);
  });

  it('answers an identical question (spacing and case aside) from the cache', async () => {
    const first = chatResponseSchema.parse((await t.app.inject(chat('Which databases does he work with?'))).json());
    const again = chatResponseSchema.parse((await t.app.inject(chat('  which   DATABASES does he work with?'))).json());
    expect(first.cached).toBe(false);
    expect(again.cached).toBe(true);
    expect(again.message).toBe(first.message);
    // Another page or language is another question.
    const other = chatResponseSchema.parse(
      (await t.app.inject(chat('Which databases does he work with?', { context: 'language-test' }))).json(),
    );
    expect(other.cached).toBe(false);
  });

  it('refuses a message over the limit, and one that is empty once cleaned, with their codes', async () => {
    const exact = await t.app.inject(chat('é'.repeat(ASSISTANT_LIMITS.messageMaxChars)));
    expect(exact.statusCode).toBe(200);
    for (const long of ['a'.repeat(ASSISTANT_LIMITS.messageMaxChars + 1), 'a'.repeat(100_000)]) {
      const res = await t.app.inject(chat(long));
      expect(res.statusCode).toBe(422);
      const body = errorResponseSchema.parse(res.json());
      expect(body.codes?.message).toEqual([ASSISTANT_CODES.messageTooLong]);
      expect(body.errors?.message?.[0]).toContain('1,000');
    }
    for (const empty of ['', '   ', '\u200b\u200d\u0000\u202e  \n']) {
      const res = await t.app.inject(chat(empty));
      expect(res.statusCode, JSON.stringify(empty)).toBe(422);
      expect(errorResponseSchema.parse(res.json()).codes?.message).toEqual([ASSISTANT_CODES.messageRequired]);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/ai/api/chat', payload: { language: 'en' } });
    expect(missing.statusCode).toBe(422);
    expect(errorResponseSchema.parse(missing.json()).codes?.message).toEqual([ASSISTANT_CODES.messageRequired]);
    const badContext = await t.app.inject(chat('hello', { context: 'admin' }));
    expect(errorResponseSchema.parse(badContext.json()).codes?.context).toEqual([ASSISTANT_CODES.contextInvalid]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/ai/api/chat',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('keeps a conversation under a random id, with its last 20 messages', async () => {
    const first = chatResponseSchema.parse((await t.app.inject(chat('What certifications does he have?'))).json());
    expect(first.conversation_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = chatResponseSchema.parse(
      (await t.app.inject(chat('Does he know Kubernetes?', { conversation_id: first.conversation_id }))).json(),
    );
    expect(second.conversation_id).toBe(first.conversation_id);

    const history = conversationResponseSchema.parse(
      (await t.app.inject({ url: `/ai/api/conversations/${first.conversation_id}` })).json(),
    );
    expect(history.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(history.messages[0]).toMatchObject({ text: 'What certifications does he have?', provider: null });
    expect(history.messages[3]).toMatchObject({
      text: second.message,
      citations: second.citations,
      provider: 'offline',
    });
    expect(history).toMatchObject({ context: 'home', language: 'en' });

    for (let i = 0; i < 11; i++) {
      await t.app.inject(
        chat(`What did he do at Harbor Fintech, part ${i}?`, { conversation_id: first.conversation_id }),
      );
    }
    const bounded = conversationResponseSchema.parse(
      (await t.app.inject({ url: `/ai/api/conversations/${first.conversation_id}` })).json(),
    );
    expect(bounded.messages).toHaveLength(ASSISTANT_LIMITS.historyMessages);
    expect(bounded.messages.at(-2)?.text).toBe('What did he do at Harbor Fintech, part 10?');
  });

  it('replaces a conversation id it did not issue, and answers 404 for its history', async () => {
    for (const foreign of ['abc', 'A'.repeat(43), '../../etc/passwd', "' or 1=1 --"]) {
      const res = chatResponseSchema.parse(
        (await t.app.inject(chat('What certifications does he have?', { conversation_id: foreign }))).json(),
      );
      expect(res.conversation_id).not.toBe(foreign);
      expect(res.conversation_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const history = await t.app.inject({ url: `/ai/api/conversations/${encodeURIComponent(foreign)}` });
      expect(history.statusCode).toBe(404);
      expect(errorResponseSchema.parse(history.json()).code).toBe(ASSISTANT_CODES.conversationNotFound);
    }
  });

  it('forgets a conversation 24 hours after its last message', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const service = assistantService(t.app, { model: null, translateServer: null, now: () => clock });
    const first = await service.chat({
      message: 'Which databases does he work with?',
      context: 'home',
      language: 'en',
    });
    clock += 23 * 3_600_000;
    expect(await service.conversation(first.conversation_id)).toBeDefined();
    const kept = await service.chat({
      message: 'Does he know Kubernetes?',
      context: 'home',
      language: 'en',
      conversation_id: first.conversation_id,
    });
    expect(kept.conversation_id).toBe(first.conversation_id);
    clock += 24 * 3_600_000 + 1;
    expect(await service.conversation(first.conversation_id)).toBeUndefined();
    const replaced = await service.chat({
      message: 'Does he know Kubernetes?',
      context: 'home',
      language: 'en',
      conversation_id: first.conversation_id,
    });
    expect(replaced.conversation_id).not.toBe(first.conversation_id);
  });
});

describe(`a content read that fails (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  it('leaves the index it had answering', async () => {
    /** A fingerprint that moves on every check, so that every question reads the content again. */
    class Moving extends AssistantRepository {
      private n = 0;
      override async contentFingerprint(): Promise<string> {
        return String(this.n++);
      }
    }
    const real = publishedContent(t.app);
    let failing = false;
    const content = {
      ...real,
      projects: (language: Parameters<typeof real.projects>[0]) =>
        failing ? Promise.reject(new Error('database away')) : real.projects(language),
    };
    const service = new AssistantService(
      t.app.db,
      new Moving(t.app.db),
      content,
      { model: null, translateServer: null, checkMs: 0 },
      t.app.log,
    );
    const question = { message: 'Has he built payment systems?', context: 'home' as const, language: 'en' as const };
    const before = await service.chat(question);
    failing = true;
    const during = await service.chat({ ...question, message: 'Tell me about the HarborPay payment gateway' });
    expect(during.citations.map((c) => c.url)).toContain('/#projects');
    expect(before.citations.map((c) => c.url)).toContain('/#projects');
  });
});

describe(`the index follows content edits without a restart (${TEST_DIALECT})`, () => {
  const t = suiteApp({ AI_CHAT_RATE_LIMIT_MAX: '1000' });
  const headers = suiteAdminHeaders(t);

  it("answers a project's new title after an admin renames it, and empties the cache", async () => {
    const question = chat('Tell me about the HarborPay payment gateway');
    const before = chatResponseSchema.parse((await t.app.inject(question)).json());
    expect(before.message).toContain('HarborPay payment gateway');
    expect(chatResponseSchema.parse((await t.app.inject(question)).json()).cached).toBe(true);

    const list = await t.app.inject({ url: '/api/admin/projects?search=HarborPay', headers });
    const id = (list.json() as { data: { id: number }[] }).data[0]!.id;
    const project = (await t.app.inject({ url: `/api/admin/projects/${id}`, headers })).json().data;
    const renamed = 'HarborPay Quokka settlement gateway';
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/projects/${id}`,
      headers,
      payload: {
        category_id: project.category_id,
        translations: { ...project.translations, en: { ...project.translations.en, title: renamed } },
        image_url: project.image_url,
        technologies: project.technologies,
        liveUrl: project.liveUrl,
        githubUrl: project.githubUrl,
        size: project.size,
        badgeColor: project.badgeColor,
        is_published: project.is_published,
        is_featured: project.is_featured,
        sort_order: project.sort_order,
      },
    });
    expect(update.statusCode).toBe(200);

    const after = chatResponseSchema.parse((await t.app.inject(question)).json());
    expect(after.cached).toBe(false);
    expect(after.message).toContain(renamed);
    expect(after.citations.map((c) => c.title)).toContain(renamed);
    const quokka = chatResponseSchema.parse(
      (await t.app.inject(chat('Has he built a Quokka settlement system?'))).json(),
    );
    expect(quokka.citations[0]).toEqual({ title: renamed, url: '/#projects' });
  });
});

describe(`rate limits (${TEST_DIALECT})`, () => {
  const t = suiteApp({ AI_CHAT_RATE_LIMIT_MAX: '2', AI_TRANSLATE_RATE_LIMIT_MAX: '1' });

  it('limits chat messages per address with the assistant message and Retry-After', async () => {
    const ask = (ip: string) => t.app.inject({ ...chat('What certifications does he have?'), remoteAddress: ip });
    expect((await ask('10.9.0.1')).statusCode).toBe(200);
    expect((await ask('10.9.0.1')).statusCode).toBe(200);
    const limited = await ask('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorResponseSchema.parse(limited.json()).code).toBe(ASSISTANT_CODES.rateLimited);
    // Another address is not held back.
    expect((await ask('10.9.0.2')).statusCode).toBe(200);
  });

  it('limits translation requests per address', async () => {
    const translate = () =>
      t.app.inject({
        method: 'POST',
        url: '/ai/api/translate',
        remoteAddress: '10.9.1.1',
        payload: { texts: ['Hello'], from: 'en', to: 'vi' },
      });
    expect((await translate()).statusCode).toBe(503);
    const limited = await translate();
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json()).code).toBe(ASSISTANT_CODES.rateLimited);
  });
});

describe(`translation without a provider (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  it('answers 503 saying how to configure one, on both addresses', async () => {
    const body = { texts: ['Hello'], from: 'en', to: 'vi' };
    for (const [url, extra] of [
      ['/ai/api/translate', {}],
      ['/api/admin/translate', { headers }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload: body, ...extra });
      expect(res.statusCode, url).toBe(503);
      const error = errorResponseSchema.parse(res.json());
      expect(error.code).toBe(ASSISTANT_CODES.translateUnavailable);
      expect(error.message).toContain('AI_BASE_URL');
      expect(error.message).toContain('TRANSLATE_URL');
    }
  });

  it('keeps the admin address to the signed-in owner, and checks what it is given', async () => {
    const body = { texts: ['Hello'], from: 'en', to: 'vi' };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/translate', payload: body })).statusCode).toBe(401);
    const invalid = [
      { texts: [], from: 'en', to: 'vi' },
      { texts: Array.from({ length: ASSISTANT_LIMITS.translateTexts + 1 }, () => 'a'), from: 'en', to: 'vi' },
      { texts: ['a'.repeat(ASSISTANT_LIMITS.translateTextMaxChars + 1)], from: 'en', to: 'vi' },
      { texts: ['Hello'], from: 'en', to: 'en' },
      { texts: ['Hello'], from: 'en', to: 'xx' },
      { texts: 'Hello', from: 'en', to: 'vi' },
    ];
    for (const payload of invalid) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/translate', payload, headers });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
    }
  });
});
