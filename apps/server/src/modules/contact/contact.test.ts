import { CONTACT_CODES, CONTACT_ERRORS, ERROR_CODES, keyOfCode } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  postJsonText,
  stallPendingJobs,
  TEST_DIALECT,
  type TestApp,
} from '../../test/helpers.js';
import { CONTACT_RATE_LIMITED } from './contact.routes.js';
import { CONTACT_SUCCESS } from './contact.service.js';

const valid = {
  name: 'Lan Tran',
  email: 'lan@example.com',
  phone: '+84 90 000 0000',
  message: 'I would like to talk about a project.',
};

describe(`contact API (${TEST_DIALECT})`, () => {
  let t: TestApp;
  const sent: { to: string; replyTo: string; subject: string; text: string }[] = [];
  let smtpDown = true;
  beforeAll(async () => {
    t = await createTestApp(
      { CONTACT_RATE_LIMIT_MAX: '1000' },
      {
        worker: false,
        sendMail: async (mail) => {
          if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          sent.push(mail);
        },
      },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  const post = (payload: unknown, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
  const messages = () => t.app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
  /** Makes every pending job due now and runs the queue once. */
  const runJobsNow = async () => {
    await t.app.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await t.app.queue.drain();
  };

  it('validates each rule with its message, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', CONTACT_ERRORS.nameRequired],
      [{ name: '   ' }, 'name', CONTACT_ERRORS.nameRequired],
      [{ name: ' A ' }, 'name', CONTACT_ERRORS.nameMinLength],
      [{ name: 'x'.repeat(101) }, 'name', CONTACT_ERRORS.nameTooLong],
      [{ email: '' }, 'email', CONTACT_ERRORS.emailRequired],
      [{ email: 'lan@example' }, 'email', CONTACT_ERRORS.emailInvalid],
      [{ email: 'lan @example.com' }, 'email', CONTACT_ERRORS.emailInvalid],
      [{ message: undefined }, 'message', CONTACT_ERRORS.messageRequired],
      [{ message: '  short   ' }, 'message', CONTACT_ERRORS.messageMinLength],
      [{ message: 'x'.repeat(5001) }, 'message', CONTACT_ERRORS.messageTooLong],
      [{ phone: '1'.repeat(31) }, 'phone', CONTACT_ERRORS.phoneTooLong],
      [{ name: 42 }, 'name', CONTACT_ERRORS.nameRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await post({ ...valid, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(override)).toBe(message);
      // The same message as a code, for the web to translate; English stays for other clients.
      const code = res.json().codes[field]?.[0] as string;
      expect(CONTACT_ERRORS[keyOfCode(CONTACT_CODES, code)!], code).toBe(message);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    }
    const malformed = await postJsonText(t.app, '/api/contact', '{"name": "Lan",');
    expect(malformed.statusCode).toBe(400);
    expect(await messages()).toHaveLength(0);
  });

  it('stores a message before answering, even while SMTP is down, and keeps retrying the mail', async () => {
    const res = await post({ ...valid, name: '  Lan Tran  ', phone: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS });
    const [stored] = await messages();
    expect(stored).toMatchObject({ name: 'Lan Tran', phone: null, mail_status: 'pending', is_read: 0 });

    await runJobsNow();
    const job = await t.app.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.last_error).toContain('ECONNREFUSED');
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());

    smtpDown = false;
    await runJobsNow();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'minh.nguyen@example.com', replyTo: valid.email });
    expect(sent[0]!.text).toContain(valid.message);
    expect((await messages())[0]!.mail_status).toBe('sent');
    expect((await t.app.db.selectFrom('jobs').select('status').executeTakeFirstOrThrow()).status).toBe('completed');
  });

  it('marks the mail failed after the last attempt; the message stays', async () => {
    smtpDown = true;
    await post({ ...valid, email: 'second@example.com' });
    for (let i = 0; i < 6; i++) await runJobsNow();
    const stored = (await messages()).find((m) => m.email === 'second@example.com')!;
    expect(stored.mail_status).toBe('failed');
    const job = await t.app.db.selectFrom('jobs').selectAll().where('status', '=', 'failed').executeTakeFirstOrThrow();
    expect(job.attempts).toBe(6);
  });

  it('picks up a job left in flight by a worker that died', async () => {
    smtpDown = false;
    await post({ ...valid, email: 'third@example.com' });
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await stallPendingJobs(t.app, stale);
    await t.app.queue.drain();
    expect((await messages()).find((m) => m.email === 'third@example.com')!.mail_status).toBe('sent');
  });

  it('accepts a honeypot submission like any other but stores nothing', async () => {
    const before = (await messages()).length;
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_SUCCESS });
    expect(await messages()).toHaveLength(before);
  });

  it('keeps a hostile message as plain text', async () => {
    const hostile = '<script>alert(1)</script> Robert"); DROP TABLE contact_messages;--';
    expect((await post({ ...valid, message: hostile })).statusCode).toBe(201);
    expect((await messages()).at(-1)!.message).toBe(hostile);
  });

  it('shows messages in the admin inbox: read, unread, search, delete, bulk', async () => {
    const headers = await adminHeaders(t.app);
    const notifications = (await t.app.inject({ url: '/api/admin/notifications', headers })).json();
    const unread = (await messages()).length;
    // The demo gallery brings one comment waiting for approval; the bell counts both kinds.
    const pending = await t.app.db.selectFrom('media_comments').select('id').where('status', '=', 'pending').execute();
    expect(notifications).toMatchObject({
      unread_messages: unread,
      pending_comments: pending.length,
      total: unread + pending.length,
    });
    const list = (await t.app.inject({ url: '/api/admin/messages?per_page=2', headers })).json();
    expect(list).toMatchObject({ total: unread, per_page: 2, current_page: 1 });
    expect(list.data[0].id).toBeGreaterThan(list.data[1].id);
    const id = list.data[0].id as number;
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${id}`,
      headers,
      payload: { is_read: true },
    });
    expect(read.json().data.is_read).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/messages?status=read', headers })).json().total).toBe(1);
    expect((await t.app.inject({ url: '/api/admin/messages?search=THIRD@', headers })).json().total).toBe(1);
    expect((await t.app.inject({ url: '/api/admin/notifications', headers })).json().unread_messages).toBe(unread - 1);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/messages/bulk-action',
      headers,
      payload: { action: 'delete', ids: [id, 999999] },
    });
    expect(bulk.json().affected).toBe(1);
    expect((await t.app.inject({ url: `/api/admin/messages/${id}`, headers })).statusCode).toBe(404);
  });

  it('finds people in the inbox by name as they type it, without Vietnamese marks or đ', async () => {
    const headers = await adminHeaders(t.app);
    expect((await post({ ...valid, name: 'Nguyễn Thị Đào' }, '10.9.7.1')).statusCode).toBe(201);
    for (const search of ['nguyen thi dao', 'NGUYỄN', 'Đào']) {
      const found = (
        await t.app.inject({ url: `/api/admin/messages?search=${encodeURIComponent(search)}`, headers })
      ).json();
      expect(
        found.data.map((m: { name: string }) => m.name),
        search,
      ).toEqual(['Nguyễn Thị Đào']);
    }
  });
});

describe('contact rate limit', () => {
  it('allows 5 messages per IP in 10 minutes, then answers 429 with a clear message', async () => {
    const t = await createTestApp({}, { worker: false });
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await send('10.8.0.1');
        expect(res.statusCode).toBe(201);
      }
      const limited = await send('10.8.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: CONTACT_RATE_LIMITED });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const other = await send('10.8.0.2');
      expect(other.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
