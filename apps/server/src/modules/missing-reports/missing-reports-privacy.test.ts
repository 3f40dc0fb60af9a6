import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { freshIp, report, submit } from '../../test/missing-reports.js';

/** Every log line the app writes, at the most detailed level. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

/** A reporter no public answer may ever show, in every spelling a leak could take. */
const REPORTER = {
  reporter_name: 'Quách Thị Xuyến',
  reporter_phone: '0977 246 813',
  reporter_email: 'xuyen.quach.private@example.net',
  reporter_address: '17 ngõ Trúc Lạc, Ba Đình',
};
const SECRETS: [string, RegExp][] = [
  ['name', /Quách Thị Xuyến/i],
  ['name folded', /Quach Thi Xuyen/i],
  ['phone', /0977 246 813/],
  ['phone digits', /(?<![\d.])0?977246813(?!\d)/],
  ['email', /xuyen\.quach\.private@example\.net/i],
  ['address', /Trúc Lạc/i],
  ['address folded', /Truc Lac/i],
];
const PRIVATE_KEYS = ['reporter_name', 'reporter_phone', 'reporter_email', 'reporter_address', 'contact'];

function assertPrivate(where: string, text: string): void {
  const decoded = text.startsWith('{') || text.startsWith('[') ? JSON.stringify(JSON.parse(text)) : text;
  for (const [label, pattern] of SECRETS) {
    expect(pattern.test(text), `${where}: ${label}`).toBe(false);
    expect(pattern.test(decoded), `${where} (decoded): ${label}`).toBe(false);
  }
}

describe(`missing-person reports stay private (${TEST_DIALECT})`, () => {
  const t = suiteApp({}, { logger: { level: 'trace', stream: logStream } });
  const headers = suiteAdminHeaders(t);

  /** Every public GET of the site, with any path parameter filled with the case number. */
  async function readEverythingPublic(caseNumber: string): Promise<[string, string][]> {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const bodies: [string, string][] = [['openapi', JSON.stringify(publicResponses(spec))]];
    const urls: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      const get = operations.get;
      if (!get || get.security) continue;
      const filled = path.replace(/\{[^}]+\}/g, encodeURIComponent(caseNumber));
      for (const query of ['', '?lang=vi&per_page=100', '?lang=en&page=1']) urls.push(`${filled}${query}`);
    }
    // Searches by everything the family wrote: none finds the report or its reporter.
    for (const term of [
      'Quách Thị Xuyến',
      'Quach Thi Xuyen',
      '0977246813',
      '0977 246 813',
      'Trúc Lạc',
      'Tô Hoài Nam',
      caseNumber,
    ]) {
      urls.push(`/api/reunion/search?q=${encodeURIComponent(term)}&lang=vi`);
    }
    urls.push(`/api/reunion/cases/${caseNumber}?lang=vi`, '/api/reunion/markers?lang=vi', '/api/reunion/figures');
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      bodies.push([url, res.body]);
    }
    return bodies;
  }

  /** The public operations' response schemas: none has a field for a reporter. */
  function publicResponses(spec: { paths: Record<string, Record<string, { security?: unknown[] }>> }) {
    const out: Record<string, unknown> = {};
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) out[`${method} ${path}`] = (operation as { responses?: unknown }).responses;
      }
    }
    return out;
  }

  // Reads every public endpoint twice: allow for a slow database.
  it(
    'shows nothing of a report or its reporter in any public answer or log line, before and after publishing',
    { timeout: 90_000 },
    async () => {
      const first = logLines.length;
      const sent = await submit(
        t.app,
        report({
          ...REPORTER,
          missing_person_name: 'Tô Hoài Nam',
          original_report_text: `Tôi là ${REPORTER.reporter_name}, ở ${REPORTER.reporter_address}, số ${REPORTER.reporter_phone}. Con tôi Tô Hoài Nam mất tích.`,
          circumstances: `Gọi ${REPORTER.reporter_phone} hoặc ${REPORTER.reporter_email}.`,
        }),
        freshIp(),
      );
      expect(sent.statusCode).toBe(201);
      // The family's answer: the case number and the status, nothing else.
      assertPrivate('submit answer', sent.body);
      expect(sent.body).not.toContain('Tô Hoài Nam');
      const caseNumber = sent.json().data.case_number as string;
      // Analysing the same text shows the family their own text back; it is not stored or logged.
      const analysed = await t.app.inject({
        method: 'POST',
        url: '/api/missing-person/analyze-input',
        payload: { input_text: `Tôi là ${REPORTER.reporter_name}, số ${REPORTER.reporter_phone}.` },
        remoteAddress: freshIp(),
      });
      expect(analysed.statusCode).toBe(200);

      const before = await readEverythingPublic(caseNumber);
      for (const [url, body] of before) assertPrivate(url, body);
      // Before it is published, a report is not a case: its number finds nothing.
      expect((await t.app.inject({ url: `/api/reunion/cases/${caseNumber}?lang=vi` })).statusCode).toBe(404);
      const search = await t.app.inject({ url: `/api/reunion/search?q=${encodeURIComponent('Tô Hoài Nam')}&lang=vi` });
      expect(search.body).not.toContain(caseNumber);

      // The moderator sees it all (the secrets really are stored) and publishes it.
      const list = await t.app.inject({ url: `/api/admin/reunion/reports?search=${caseNumber}`, headers });
      expect(list.body).toContain(REPORTER.reporter_phone);
      const id = list.json().data[0].id as number;
      const verified = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reunion/reports/${id}/verify`,
        headers,
        payload: {
          case: {
            full_name: 'Tô Hoài Nam',
            gender: 'male',
            age_at_missing: 8,
            missing_since: '2025-09-14',
            last_seen: {
              province: 'Thành Phố Hồ Chí Minh',
              commune: 'Phường Bến Thành',
              latitude: 10.77,
              longitude: 106.69,
            },
            translations: { en: { clothing: '', distinguishing_features: '', description: 'Lost near the market.' } },
            contact: null,
          },
        },
      });
      expect(verified.statusCode).toBe(200);

      const after = await readEverythingPublic(caseNumber);
      for (const [url, body] of after) assertPrivate(url, body);
      for (const [url, body] of after) {
        if (!body.startsWith('{')) continue;
        const decoded = JSON.stringify(JSON.parse(body));
        for (const key of PRIVATE_KEYS) expect(decoded.includes(`"${key}"`), `${url}: key ${key}`).toBe(false);
      }
      // Published, the case is public under the family's number.
      const page = await t.app.inject({ url: `/api/reunion/cases/${caseNumber}?lang=vi` });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.full_name).toBe('Tô Hoài Nam');

      const written = logLines.slice(first);
      expect(written.length).toBeGreaterThan(50);
      for (const line of written) assertPrivate('log', line);
      // A moderator's search is not logged either.
      expect(written.some((line) => line.includes('/api/admin/reunion/reports?search=%5Bredacted%5D'))).toBe(true);
    },
  );
});
