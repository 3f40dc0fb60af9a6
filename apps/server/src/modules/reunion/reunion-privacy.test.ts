import { Writable } from 'node:stream';
import { caseListResponseSchema, REPORTER_RELATIONSHIPS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_CASE_FACTS, SEED_CASE_KEYS } from '../../db/seed-content/reunion/index.js';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

/** Every log line the app writes, at the most detailed level, kept for the test to read. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

const CONTACTS = SEED_CASE_KEYS.map((key) => SEED_CASE_FACTS[key].contact);

/**
 * The reporter's details of every seeded case, in the spellings a leak could take: as written, the phone
 * as bare digits (standing alone: a timing like 5.2260900000007 in a log line is not a phone), the email
 * in any case.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECRETS: { label: string; pattern: RegExp }[] = CONTACTS.flatMap((contact) => [
  { label: contact.reporter_name, pattern: new RegExp(escapeRegExp(contact.reporter_name), 'i') },
  { label: contact.phone, pattern: new RegExp(escapeRegExp(contact.phone)) },
  { label: contact.phone, pattern: new RegExp(`(?<![\\d.])${contact.phone.replace(/\D/g, '')}(?!\\d)`) },
  ...(contact.email ? [{ label: contact.email, pattern: new RegExp(escapeRegExp(contact.email), 'i') }] : []),
]);

/** Field names that only the private contact has. */
const PRIVATE_KEYS = ['reporter_name', 'phone', 'email', 'relationship', 'contact'];

function assertNoContact(where: string, text: string): void {
  for (const secret of SECRETS) expect(secret.pattern.test(text), `${where}: ${secret.label} in ${text}`).toBe(false);
  // Names can also travel escaped in JSON (\u1ec5…): compare the parsed text too.
  if (text.startsWith('{')) {
    const decoded = JSON.stringify(JSON.parse(text));
    for (const secret of SECRETS)
      expect(secret.pattern.test(decoded), `${where} (decoded): ${secret.label}`).toBe(false);
    for (const key of PRIVATE_KEYS) expect(decoded.includes(`"${key}"`), `${where}: key ${key}`).toBe(false);
  }
}

describe(`reunion cases keep the reporters private (${TEST_DIALECT})`, () => {
  const t = suiteApp({}, { logger: { level: 'trace', stream: logStream } });
  const headers = suiteAdminHeaders(t);

  it('has sample contacts to look for', () => {
    expect(CONTACTS).toHaveLength(12);
    expect(CONTACTS.every((contact) => REPORTER_RELATIONSHIPS.includes(contact.relationship))).toBe(true);
    expect(SECRETS.length).toBeGreaterThan(30);
  });

  it('never shows a reporter in any public answer or in the log lines written while answering', async () => {
    // The admin sees the contacts: the secrets are really stored.
    const admin = await t.app.inject({ url: '/api/admin/reunion/cases?per_page=100', headers });
    expect(admin.body).toContain(CONTACTS[0]!.phone);

    const before = logLines.length;
    const bodies: [string, string][] = [];
    const get = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      bodies.push([url, res.body]);
      return res;
    };
    const languages = ['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar'];
    const numbers = new Set<string>();
    for (const lang of languages) {
      for (const status of ['', '&status=missing', '&status=investigating', '&status=found']) {
        const res = await get(`/api/reunion/cases?lang=${lang}&per_page=100${status}`);
        for (const item of caseListResponseSchema.parse(res.json()).data) numbers.add(item.case_number);
      }
      await get(`/api/reunion/cases?lang=${lang}&per_page=1&page=3`);
      await get(`/api/reunion/markers?lang=${lang}`);
    }
    expect(numbers.size).toBe(12);
    for (const number of numbers) {
      for (const lang of languages) await get(`/api/reunion/cases/${number}?lang=${lang}`);
    }
    // The search reads public fields only: a reporter's name or phone finds nothing of theirs.
    for (const contact of CONTACTS) {
      await get(`/api/reunion/search?q=${encodeURIComponent(contact.reporter_name)}&lang=vi`);
      const byPhone = await get(`/api/reunion/search?q=${encodeURIComponent(contact.phone)}`);
      expect((byPhone.json() as { total: number }).total, contact.phone).toBe(0);
    }
    await get('/api/reunion/figures');
    await get('/api/reunion/map');
    // The OpenAPI description of the public endpoints names no private field either.
    const docs = await t.app.inject({ url: '/api/docs/json' });
    const spec = docs.json() as { paths: Record<string, unknown> };
    // The landing module's forms (under /api/reunion/landing) take a sender's email by design; its own tests
    // check that no answer gives it back.
    const publicPaths = Object.entries(spec.paths).filter(
      ([path]) => path.startsWith('/api/reunion/') && !path.startsWith('/api/reunion/landing'),
    );
    // The cases' own, the markers, the search and the stories' three; each is read above or in its module's test.
    expect(publicPaths.length).toBe(9);
    bodies.push(['openapi', JSON.stringify(Object.fromEntries(publicPaths))]);

    for (const [url, body] of bodies) assertNoContact(url, body);
    const written = logLines.slice(before);
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) assertNoContact('log', line);
    // What was searched for is not in the log at all (a family's search often holds a name or a phone).
    expect(written.some((line) => line.includes('/api/reunion/search?q=%5Bredacted%5D'))).toBe(true);
    for (const contact of CONTACTS) expect(written.join('\n')).not.toContain(contact.phone);
  });

  it('keeps the contact out of 404s and validation errors that echo input', async () => {
    const contact = CONTACTS[1]!;
    for (const url of [
      `/api/reunion/cases/${encodeURIComponent(contact.phone)}`,
      `/api/reunion/cases?status=${encodeURIComponent(contact.reporter_name)}`,
      '/api/reunion/cases/VN-1999-00001',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      // The request named the phone itself; the answer must not add any other reporter's details.
      const others = SECRETS.filter(
        (secret) => secret.label !== contact.phone && secret.label !== contact.reporter_name,
      );
      for (const secret of others) expect(secret.pattern.test(res.body), `${url}: ${secret.label}`).toBe(false);
    }
  });
});
