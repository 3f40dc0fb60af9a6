import {
  ERROR_CODES,
  ERROR_MESSAGES,
  FEEDBACK_ERRORS,
  feedbackItemSchema,
  feedbackListResponseSchema,
  type FeedbackRequest,
} from '@site/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { FEEDBACK_RATE_LIMITED, FEEDBACK_SUCCESS } from './feedback.service.js';

const valid = {
  name: 'Lan Tran',
  email: 'lan@example.com',
  role: 'devops',
  category: 'performance',
  message: 'The p95 figure is a nice touch; how is it computed?',
  subscribe: true,
} satisfies FeedbackRequest;

describe(`feedback API (${TEST_DIALECT})`, () => {
  const t = suiteApp({ FEEDBACK_RATE_LIMIT_MAX: '1000' }, { worker: false });
  const headers = suiteAdminHeaders(t);

  const post = (payload: unknown, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, remoteAddress: ip });
  const rows = () => t.app.db.selectFrom('feedback').selectAll().orderBy('id').execute();
  const clear = () => t.app.db.deleteFrom('feedback').execute();

  describe('POST /api/feedback', () => {
    it('validates every field with the contract messages, and stores nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: undefined }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ name: null }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ name: '' }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ name: '  \t ' }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ name: ' A ' }, 'name', FEEDBACK_ERRORS.nameMinLength],
        [{ name: 'x'.repeat(101) }, 'name', FEEDBACK_ERRORS.nameTooLong],
        [{ name: 42 }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ name: ['Lan', 'Tran'] }, 'name', FEEDBACK_ERRORS.nameRequired],
        [{ email: undefined }, 'email', FEEDBACK_ERRORS.emailRequired],
        [{ email: '   ' }, 'email', FEEDBACK_ERRORS.emailRequired],
        [{ email: 'lan@example' }, 'email', FEEDBACK_ERRORS.emailInvalid],
        [{ email: 'lan @example.com' }, 'email', FEEDBACK_ERRORS.emailInvalid],
        [{ email: 'lan.example.com' }, 'email', FEEDBACK_ERRORS.emailInvalid],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'email', FEEDBACK_ERRORS.emailTooLong],
        [{ message: undefined }, 'message', FEEDBACK_ERRORS.messageRequired],
        [{ message: '' }, 'message', FEEDBACK_ERRORS.messageRequired],
        [{ message: '  too short  ' }, 'message', FEEDBACK_ERRORS.messageMinLength],
        [{ message: 'x'.repeat(5001) }, 'message', FEEDBACK_ERRORS.messageTooLong],
        [{ message: { text: 'an object, not a string' } }, 'message', FEEDBACK_ERRORS.messageRequired],
      ];
      for (const [override, field, message] of cases) {
        const res = await post({ ...valid, ...override });
        expect(res.statusCode, JSON.stringify(override).slice(0, 80)).toBe(422);
        expect(res.json().message).toBe(ERROR_MESSAGES.validation);
        expect(res.json().errors[field]?.[0], JSON.stringify(override).slice(0, 80)).toBe(message);
      }
      // Optional fields take one of their listed values only; the checkbox is a boolean.
      for (const [override, field] of [
        [{ role: 'hacker' }, 'role'],
        [{ role: 'DevOps' }, 'role'],
        [{ category: 'gossip' }, 'category'],
        [{ category: 3 }, 'category'],
        [{ subscribe: 'yes' }, 'subscribe'],
        [{ subscribe: 1 }, 'subscribe'],
        [{ website: 'x'.repeat(501) }, 'website'],
      ] as const) {
        const res = await post({ ...valid, ...override });
        expect(res.statusCode, JSON.stringify(override)).toBe(422);
        expect(Object.keys(res.json().errors), JSON.stringify(override)).toEqual([field]);
      }
      expect(await rows()).toHaveLength(0);
    });

    it('refuses bodies that are not one JSON object, and stores nothing', async () => {
      const raw = (payload: string, type = 'application/json') =>
        t.app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': type }, payload });
      expect((await raw('{"name": "Lan",')).statusCode).toBe(400);
      expect((await raw('{"name": "Lan",')).json()).toEqual({
        success: false,
        message: ERROR_MESSAGES.invalidJson,
        code: ERROR_CODES.invalidJson,
      });
      expect((await raw('')).statusCode).toBe(400);
      expect((await raw('[]')).statusCode).toBe(422);
      expect((await raw('null')).statusCode).toBe(422);
      expect((await raw('"just a string"')).statusCode).toBe(422);
      expect((await raw(JSON.stringify(valid), 'text/plain')).statusCode).toBe(422);
      expect((await raw('<name>Lan</name>', 'application/xml')).statusCode).toBe(415);
      const noBody = await t.app.inject({ method: 'POST', url: '/api/feedback' });
      expect(noBody.statusCode).toBe(422);
      const huge = await raw(JSON.stringify({ ...valid, message: 'x'.repeat(t.config.bodyLimit) }));
      expect(huge.statusCode).toBe(413);
      expect(await rows()).toHaveLength(0);
    });

    it('stores trimmed feedback with its sender address and answers without any personal data', async () => {
      const res = await post({
        ...valid,
        name: '  Lan Tran  ',
        email: ' lan@example.com ',
        message: ` ${valid.message}\n`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: FEEDBACK_SUCCESS });
      expect(res.body).not.toContain('lan@example.com');
      expect(res.body).not.toContain('10.9.0.1');
      const [stored] = await rows();
      expect(stored).toMatchObject({
        name: 'Lan Tran',
        email: 'lan@example.com',
        role: 'devops',
        category: 'performance',
        message: valid.message,
        subscribe: 1,
        is_read: 0,
        ip: '10.9.0.1',
      });
      expect(Date.now() - Date.parse(stored!.created_at)).toBeLessThan(60_000);
    });

    it('accepts role, category and the checkbox left out or null, and ignores fields it does not know', async () => {
      await clear();
      const minimal = { name: valid.name, email: valid.email, message: valid.message };
      expect((await post(minimal)).statusCode).toBe(201);
      expect((await post({ ...minimal, role: null, category: null, subscribe: false })).statusCode).toBe(201);
      expect(
        (await post({ ...minimal, is_read: 1, ip: '1.2.3.4', id: 999, created_at: '2000-01-01' })).statusCode,
      ).toBe(201);
      for (const row of await rows()) {
        expect(row).toMatchObject({ role: null, category: null, subscribe: 0, is_read: 0, ip: '10.9.0.1' });
        expect(row.id).not.toBe(999);
        expect(row.created_at.startsWith('2000')).toBe(false);
      }
    });

    it('keeps hostile and non-Latin text exactly as sent, as plain data', async () => {
      await clear();
      const hostile = `<script>alert(1)</script> Robert'); DROP TABLE feedback;-- %_\\ 👩‍💻 \u202e`;
      const res = await post({ ...valid, name: 'ليلى <b>', message: hostile });
      expect(res.statusCode).toBe(201);
      const [stored] = await rows();
      expect(stored).toMatchObject({ name: 'ليلى <b>', message: hostile });
    });

    it('drops NUL characters, which no database text column should hold, before the rules apply', async () => {
      await clear();
      expect((await post({ ...valid, name: 'Lan\u0000 Tran', message: `${valid.message}\u0000` })).statusCode).toBe(
        201,
      );
      expect(await rows()).toMatchObject([{ name: 'Lan Tran', message: valid.message }]);
      const onlyNul = await post({ ...valid, message: '\u0000'.repeat(20) });
      expect(onlyNul.statusCode).toBe(422);
      expect(onlyNul.json().errors.message[0]).toBe(FEEDBACK_ERRORS.messageRequired);
    });

    it('answers a honeypot submission like any other but stores nothing', async () => {
      await clear();
      const res = await post({ ...valid, website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: FEEDBACK_SUCCESS });
      expect(await rows()).toHaveLength(0);
      // An empty honeypot is a person.
      expect((await post({ ...valid, website: '' })).statusCode).toBe(201);
      expect(await rows()).toHaveLength(1);
    });
  });

  describe('admin', () => {
    const list = async (query = '') => {
      const res = await t.app.inject({ url: `/api/admin/feedback${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return feedbackListResponseSchema.parse(res.json());
    };
    let ids: number[] = [];

    beforeAll(async () => {
      await clear();
      const entries = [
        { name: 'Ana Silva', email: 'ana@example.org', category: 'security', message: 'CSP looks strict, good.' },
        { name: 'Bao Le', email: 'bao@example.net', category: 'performance', message: 'Latency is 100% fine here.' },
        { name: 'Chen Wu', email: 'chen@example.com', category: null, message: 'Which queue does the site use?' },
      ];
      for (const entry of entries) expect((await post({ ...valid, ...entry })).statusCode).toBe(201);
      ids = (await rows()).map((row) => row.id);
    });

    it('lists newest first, paged, without the sender address', async () => {
      const all = await list();
      expect(all).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 10 });
      expect(all.data.map((item) => item.name)).toEqual(['Chen Wu', 'Bao Le', 'Ana Silva']);
      expect(all.data[0]).toEqual({
        id: ids[2],
        name: 'Chen Wu',
        email: 'chen@example.com',
        role: 'devops',
        category: null,
        message: 'Which queue does the site use?',
        subscribe: true,
        is_read: false,
        created_at: expect.any(String) as string,
      });
      const raw = await t.app.inject({ url: '/api/admin/feedback', headers });
      expect(raw.body).not.toContain('10.9.0.1');
      expect(raw.body).not.toContain('"ip"');
      const second = await list('?per_page=2&page=2');
      expect(second).toMatchObject({ total: 3, current_page: 2, last_page: 2, per_page: 2 });
      expect(second.data.map((item) => item.name)).toEqual(['Ana Silva']);
      expect((await t.app.inject({ url: '/api/admin/feedback?per_page=0', headers })).statusCode).toBe(422);
    });

    it('searches name, email and message, case-insensitively and literally', async () => {
      expect((await list('?search=ANA')).data.map((item) => item.name)).toEqual(['Ana Silva']);
      expect((await list('?search=example.net')).data.map((item) => item.name)).toEqual(['Bao Le']);
      expect((await list('?search=queue')).data.map((item) => item.name)).toEqual(['Chen Wu']);
      // % and _ are characters to find, not wildcards.
      expect((await list(`?search=${encodeURIComponent('100%')}`)).total).toBe(1);
      expect((await list(`?search=${encodeURIComponent('%')}`)).total).toBe(1);
      expect((await list('?search=_')).total).toBe(0);
      expect((await list('?search=%20%20')).total).toBe(3);
      expect((await list('?search=nobody')).total).toBe(0);
      // Accents typed or not, the same entries: "Chén" finds "Chen", "ANA" finds "Ana".
      expect((await list(`?search=${encodeURIComponent('Chén Wú')}`)).data.map((item) => item.name)).toEqual([
        'Chen Wu',
      ]);
    });

    it('filters by category and read status; a bad filter is refused', async () => {
      expect((await list('?category=security')).data.map((item) => item.name)).toEqual(['Ana Silva']);
      expect((await list('?category=documentation')).total).toBe(0);
      expect((await list('?status=unread')).total).toBe(3);
      expect((await list('?status=read')).total).toBe(0);
      expect((await t.app.inject({ url: '/api/admin/feedback?category=gossip', headers })).statusCode).toBe(422);
      expect((await t.app.inject({ url: '/api/admin/feedback?status=maybe', headers })).statusCode).toBe(422);
    });

    it('counts unread feedback on the admin bell', async () => {
      const bell = async () => (await t.app.inject({ url: '/api/admin/notifications', headers })).json();
      const before = await bell();
      expect(before.unread_feedback).toBe(3);
      expect(before.total).toBe(before.unread_messages + before.pending_comments + 3);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${ids[1]}`,
        headers,
        payload: { is_read: true },
      });
      expect((await bell()).unread_feedback).toBe(2);
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${ids[1]}`,
        headers,
        payload: { is_read: false },
      });
    });

    it('shows one entry, marks it read and unread', async () => {
      const one = await t.app.inject({ url: `/api/admin/feedback/${ids[0]}`, headers });
      expect(one.statusCode).toBe(200);
      expect(feedbackItemSchema.parse(one.json().data)).toMatchObject({ id: ids[0], name: 'Ana Silva' });
      const read = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${ids[0]}`,
        headers,
        payload: { is_read: true },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ success: true, message: 'Feedback updated.', data: { is_read: true } });
      expect((await list('?status=read')).data.map((item) => item.id)).toEqual([ids[0]]);
      const unread = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${ids[0]}`,
        headers,
        payload: { is_read: false },
      });
      expect(unread.json().data.is_read).toBe(false);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/feedback/${ids[0]}`,
        headers,
        payload: { is_read: 'yes' },
      });
      expect(bad.statusCode).toBe(422);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const missing = await t.app.inject({
          method,
          url: '/api/admin/feedback/999999',
          headers,
          ...(method === 'PATCH' ? { payload: { is_read: true } } : {}),
        });
        expect(missing.statusCode, method).toBe(404);
      }
      expect((await t.app.inject({ url: '/api/admin/feedback/abc', headers })).statusCode).toBe(422);
    });

    it('applies bulk actions, ignoring unknown ids, and logs deletions', async () => {
      const bulk = (payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/feedback/bulk-action',
          headers,
          payload: payload as object,
        });
      const read = await bulk({ action: 'read', ids: [ids[0], ids[1], ids[1], 999999] });
      expect(read.json()).toMatchObject({ success: true, affected: 2 });
      expect((await list('?status=read')).total).toBe(2);
      expect((await bulk({ action: 'unread', ids: [ids[1]] })).json().affected).toBe(1);
      expect((await list('?status=unread')).total).toBe(2);
      expect((await bulk({ action: 'archive', ids: [ids[0]] })).statusCode).toBe(422);
      expect((await bulk({ action: 'delete', ids: [] })).statusCode).toBe(422);
      expect((await bulk({ action: 'delete', ids: [-1] })).statusCode).toBe(422);

      expect((await bulk({ action: 'delete', ids: [ids[0], ids[1]] })).json().affected).toBe(2);
      const single = await t.app.inject({ method: 'DELETE', url: `/api/admin/feedback/${ids[2]}`, headers });
      expect(single.json()).toEqual({ success: true, message: 'Feedback deleted.' });
      expect((await list()).total).toBe(0);
      const audit = await t.app.db
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject'])
        .where('action', 'like', 'feedback.%')
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'owner@example.com', action: 'feedback.bulk.delete', subject: '2' },
        { actor: 'owner@example.com', action: 'feedback.deleted', subject: 'Chen Wu' },
      ]);
    });

    it('answers 401 on every feedback admin route without a valid token', async () => {
      const routes = t.app.routeList.filter((route) => route.url.startsWith('/api/admin/feedback'));
      expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        'DELETE /api/admin/feedback/:id',
        'GET /api/admin/feedback',
        'GET /api/admin/feedback/:id',
        'PATCH /api/admin/feedback/:id',
        'POST /api/admin/feedback/bulk-action',
      ]);
      for (const route of routes) {
        const url = route.url.replace(':id', '1');
        const method = route.method as 'GET';
        for (const auth of [{}, { authorization: 'Bearer forged' }]) {
          const res = await t.app.inject({ method, url, headers: auth, payload: method === 'GET' ? undefined : {} });
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        }
      }
    });
  });
});

describe(`feedback rate limit (${TEST_DIALECT})`, () => {
  it('takes 5 entries per address in 10 minutes, counted in the database, then answers 429', async () => {
    const t = await createTestApp({}, { worker: false });
    try {
      const post = (ip: string, payload: object = valid) =>
        t.app.inject({ method: 'POST', url: '/api/feedback', payload, remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await post('10.8.0.1')).statusCode).toBe(201);
      // Dropped honeypot entries are not stored, so they neither count nor get a different answer.
      expect((await post('10.8.0.1', { ...valid, website: 'x' })).statusCode).toBe(201);
      const limited = await post('10.8.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: FEEDBACK_RATE_LIMITED });
      expect(limited.headers['retry-after']).toBe('600');
      expect((await post('10.8.0.2')).statusCode).toBe(201);
      const stored = await t.app.db.selectFrom('feedback').select('ip').execute();
      expect(stored.filter((row) => row.ip === '10.8.0.1')).toHaveLength(5);

      // Entries older than the window no longer count.
      await t.app.db
        .updateTable('feedback')
        .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .where('ip', '=', '10.8.0.1')
        .execute();
      expect((await post('10.8.0.1')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
