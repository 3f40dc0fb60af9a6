import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  analyzeResponseSchema,
  REPORT_ERRORS,
  REPORT_LIMITS,
  reformatResponseSchema,
  SUGGESTIBLE_FIELDS,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { freshIp } from '../../test/missing-reports.js';

const ANALYZE = '/api/missing-person/analyze-input';
const REFORMAT = '/api/missing-person/reformat-input';

/** Real reports as families write them: with diacritics, and the same without, SMS style. */
const WITH_MARKS =
  'Con trai tôi tên là Nguyễn Văn An, 8 tuổi, mất tích chiều ngày 14/09/2025 ở chợ Bến Thành, Quận 1, TP.HCM. ' +
  'Cháu cao 1m20, mặc áo xanh. Ai thấy xin gọi 0912 345 678 (chị Bình).';
const WITHOUT_MARKS =
  'con trai toi ten la Nguyen Van An, 8 tuoi, mat tich chieu ngay 14/09/2025 o cho Ben Thanh quan 1 tp hcm. ' +
  'chau cao 1m20 mac ao xanh. ai thay xin goi 0912.345.678';

function post(app: FastifyInstance, url: string, body: unknown, ip = freshIp()) {
  return app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
}

describe(`analysing a family's text offline (${TEST_DIALECT})`, () => {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const t = suiteApp({}, { logger: { level: 'trace', stream } });
  const headers = suiteAdminHeaders(t);

  it('reads a text with diacritics and the same text without into suggested fields', async () => {
    for (const text of [WITH_MARKS, WITHOUT_MARKS]) {
      const res = await post(t.app, ANALYZE, { input_text: text, today: '2025-09-15' });
      expect(res.statusCode).toBe(200);
      const { data } = analyzeResponseSchema.parse(res.json());
      expect(data.analysis.provider).toBe('offline');
      const fields = data.extracted_fields;
      expect(Object.keys(fields).every((key) => (SUGGESTIBLE_FIELDS as readonly string[]).includes(key))).toBe(true);
      expect(String(fields.missing_person_name?.value).normalize('NFD').replace(/\p{M}/gu, '')).toBe('Nguyen Van An');
      expect(fields.age?.value).toBe(8);
      expect(String(fields.reporter_phone?.value).replace(/\D/g, '')).toBe('0912345678');
      expect(data.analysis.people[0]).toBe(fields.missing_person_name?.value);
      for (const suggestion of Object.values(fields)) {
        expect(suggestion.confidence).toBeGreaterThanOrEqual(0);
        expect(suggestion.confidence).toBeLessThanOrEqual(1);
      }
      expect(data.extra_fields.every((extra) => extra.source === 'ai')).toBe(true);
    }
  });

  it('suggests the old units for a disappearance before the reform, and today’s after it', async () => {
    const old = 'Bố tôi là Trần Văn Hùng, mất tích ngày 02/03/2019 tại phường Bến Thành, quận 1, TP Hồ Chí Minh.';
    const before = analyzeResponseSchema.parse((await post(t.app, ANALYZE, { input_text: old })).json()).data;
    expect(before.extracted_fields.address_period?.value).toBe('before_reform');
    expect(before.extracted_fields.last_seen_province_id?.value).toBe('12');
    expect(before.extracted_fields.last_seen_district_id?.value).toBe('268');
    const recent = old.replace('02/03/2019', '02/09/2025');
    const after = analyzeResponseSchema.parse(
      (await post(t.app, ANALYZE, { input_text: recent, today: '2025-09-10' })).json(),
    ).data;
    expect(after.extracted_fields.address_period?.value ?? 'current').toBe('current');
    expect(after.extracted_fields.last_seen_district_id).toBeUndefined();
  });

  it('refuses empty, blank and too long texts; takes the longest allowed one', async () => {
    for (const [body, message] of [
      [{}, REPORT_ERRORS.inputRequired],
      [{ input_text: '' }, REPORT_ERRORS.inputRequired],
      [{ input_text: ' \n\t ' }, REPORT_ERRORS.inputRequired],
      [{ input_text: 'x'.repeat(REPORT_LIMITS.inputMax + 1) }, REPORT_ERRORS.textTooLong],
      [{ input_text: 42 }, REPORT_ERRORS.inputRequired],
    ] as const) {
      for (const url of [ANALYZE, REFORMAT]) {
        const res = await post(t.app, url, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
        expect(res.json().errors.input_text).toEqual([message]);
      }
    }
    expect((await post(t.app, ANALYZE, { input_text: 'An', today: '2025-02-30' })).statusCode).toBe(422);
    expect((await post(t.app, REFORMAT, { input_text: 'An', language: 'en' })).statusCode).toBe(422);
    const longest = `${WITHOUT_MARKS} `.repeat(60).slice(0, REPORT_LIMITS.inputMax);
    const started = performance.now();
    const res = await post(t.app, ANALYZE, { input_text: longest });
    expect(res.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('treats markup, scripts and emoji as text', async () => {
    for (const text of [
      '<script>alert("x")</script><img src=x onerror=alert(1)> Nguyễn Văn An 7 tuổi',
      '🙏🙏 Xin giúp đỡ 😭 con tôi Lê Thị Hoa 😭 mất tích 🙏',
      '\u0000\u202e\ufeff zalgo t̷̢e̴x̵t',
    ]) {
      for (const url of [ANALYZE, REFORMAT]) {
        const res = await post(t.app, url, { input_text: text });
        expect(res.statusCode, text).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
  });

  it('reformats a text into a clean version with a summary and what it changed', async () => {
    const res = await post(t.app, REFORMAT, { input_text: WITHOUT_MARKS, today: '2025-09-15' });
    expect(res.statusCode).toBe(200);
    const { data } = reformatResponseSchema.parse(res.json());
    expect(data.provider).toBe('offline');
    expect(data.reformatted_text.length).toBeGreaterThan(20);
    expect(data.reformatted_text).not.toBe(WITHOUT_MARKS);
    expect(data.improvements.length).toBeGreaterThan(0);
  });

  it('takes 30 texts a minute from one address on each endpoint', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await post(t.app, ANALYZE, { input_text: 'Nguyễn Văn An' }, ip)).statusCode).toBe(200);
    }
    expect((await post(t.app, ANALYZE, { input_text: 'Nguyễn Văn An' }, ip)).statusCode).toBe(429);
    expect((await post(t.app, ANALYZE, { input_text: 'Nguyễn Văn An' })).statusCode).toBe(200);
  });

  it('tells the owner texts stay on this server', async () => {
    const res = await t.app.inject({ url: '/api/admin/reunion/reports/overview', headers });
    expect(res.json().data.analysis).toEqual({ provider: 'offline', model_host: null });
  });

  it('never writes the texts to the log', () => {
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of [
      'Nguyễn Văn An',
      'Nguyen Van An',
      '0912 345 678',
      '0912.345.678',
      'Trần Văn Hùng',
      'Lê Thị Hoa',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

type Mode = 'ok' | 'garbage' | 'not-json' | 'slow' | 'error';

describe(`analysing with a configured model, falling back to offline (${TEST_DIALECT})`, () => {
  let mode: Mode = 'ok';
  const received: { auth: string | undefined; body: { model: string; messages: { content: string }[] } }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      const reply = (content: unknown) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      const isReformat = raw.includes('reformatted_text');
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (mode === 'error') return void res.writeHead(500).end('{"error":"overloaded"}');
      if (mode === 'slow') return void setTimeout(() => reply('{}'), 1500);
      if (mode === 'not-json') return reply('Sorry, I cannot help with that.');
      if (mode === 'garbage') {
        return reply(JSON.stringify({ extracted_fields: { age: 'eight' }, extra_fields: 'none', reformatted_text: 7 }));
      }
      if (isReformat) return reply(JSON.stringify({ reformatted_text: 'Văn bản đã sửa.', summary: 'Họ và tên: An' }));
      return reply(
        '```json\n' +
          JSON.stringify({
            extracted_fields: {
              missing_person_name: { value: 'Nguyễn Văn An', confidence: 0.95 },
              age: { value: 9, confidence: 0.9 },
              gender_id: { value: 'robot', confidence: 0.9 },
              last_seen_province_id: { value: '99999', confidence: 0.9 },
              not_a_field: { value: 'x', confidence: 1 },
            },
            extra_fields: [{ key: 'clothing', label: 'Quần áo', value: 'áo xanh', confidence: 0.8 }],
            people: ['Nguyễn Văn An', 'Bình'],
          }) +
          '\n```',
      );
    });
  });
  const env: Record<string, string> = {
    REPORT_MODEL_API_KEY: 'test-key-123',
    REPORT_MODEL_NAME: 'tiny-model',
    REPORT_MODEL_TIMEOUT_MS: '400',
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.REPORT_MODEL_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const t = suiteApp(env);
  const headers = suiteAdminHeaders(t);

  it('merges the model’s valid suggestions over the offline ones', async () => {
    mode = 'ok';
    const res = await post(t.app, ANALYZE, { input_text: WITH_MARKS, today: '2025-09-15' });
    expect(res.statusCode).toBe(200);
    const { data } = analyzeResponseSchema.parse(res.json());
    expect(data.analysis.provider).toBe('model');
    expect(data.extracted_fields.age).toEqual({ value: 9, confidence: 0.9 });
    // An id that is not one and a value outside its list are dropped; unknown fields are never passed on.
    expect(data.extracted_fields.gender_id?.value).not.toBe('robot');
    expect(data.extracted_fields.last_seen_province_id?.value).not.toBe('99999');
    expect(data.extracted_fields).not.toHaveProperty('not_a_field');
    expect(data.extra_fields).toContainEqual({
      key: 'clothing',
      label: 'Quần áo',
      value: 'áo xanh',
      confidence: 0.8,
      source: 'ai',
    });
    expect(data.analysis.people).toEqual(['Nguyễn Văn An', 'Bình']);
    const call = received.at(-1)!;
    expect(call.auth).toBe('Bearer test-key-123');
    expect(call.body.model).toBe('tiny-model');
    expect(call.body.messages.at(-1)!.content).toContain('Nguyễn Văn An');

    const reformatted = reformatResponseSchema.parse(
      (await post(t.app, REFORMAT, { input_text: WITHOUT_MARKS })).json(),
    );
    expect(reformatted.data).toMatchObject({
      provider: 'model',
      reformatted_text: 'Văn bản đã sửa.',
      summary: 'Họ và tên: An',
    });
  });

  it('answers the offline result when the model fails, answers garbage or is too slow', async () => {
    const offline = (text: string) => ({ input_text: text, today: '2025-09-15' });
    for (const failing of ['garbage', 'not-json', 'error', 'slow'] as const) {
      mode = failing;
      const started = performance.now();
      const res = await post(t.app, ANALYZE, offline(WITH_MARKS));
      expect(res.statusCode, failing).toBe(200);
      const { data } = analyzeResponseSchema.parse(res.json());
      expect(data.analysis.provider, failing).toBe('offline');
      expect(data.extracted_fields.age?.value, failing).toBe(8);
      const reformatted = reformatResponseSchema.parse((await post(t.app, REFORMAT, offline(WITHOUT_MARKS))).json());
      expect(reformatted.data.provider, failing).toBe('offline');
      // The timeout holds: a slow model does not hold the family back longer than it.
      expect(performance.now() - started, failing).toBeLessThan(2 * 1500);
    }
  });

  it('tells the owner where texts are sent', async () => {
    const res = await t.app.inject({ url: '/api/admin/reunion/reports/overview', headers });
    expect(res.json().data.analysis).toEqual({
      provider: 'model',
      model_host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
  });
});
