import { Writable } from 'node:stream';
import {
  ERROR_CODES,
  keyOfCode,
  LANDING_CODES,
  LANDING_ERRORS,
  LANGUAGE_CODES,
  reunionLandingResponseSchema,
  SPONSOR_CATEGORIES,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { LANDING_SEED } from '../../db/seed-content/reunion-landing/index.js';
import { postJsonText, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { ENQUIRY_SUCCESS, LANDING_RATE_LIMITED, STORY_SUCCESS } from './reunion-landing.routes.js';

const enquiry = {
  organisation: 'Quỹ Thử Nghiệm',
  contact_name: 'Zephyrine Quockleberry',
  email: 'zephyrine.private@example.com',
  message: 'We would like to sponsor the volunteer network in our province.',
  lang: 'vi',
};
const story = {
  name: 'Bartholomew Xylander',
  email: 'bartholomew.secret@example.com',
  story: 'My cousin found her way home after three days thanks to a poster a neighbour shared.',
  consent: true,
  lang: 'fr',
};
const SECRETS = [enquiry.contact_name, enquiry.email, story.name, story.email, 'Xylander', 'Quockleberry'];

/** Every log line the app writes, kept for the privacy test to read. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

describe(`reunion landing, public (${TEST_DIALECT})`, () => {
  const t = suiteApp({ CONTACT_RATE_LIMIT_MAX: '1000' }, { logger: { level: 'trace', stream: logStream } });
  const headers = suiteAdminHeaders(t);

  const landing = async (lang: string) => {
    const res = await t.app.inject({ url: `/api/reunion/landing?lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return reunionLandingResponseSchema.parse(res.json()).data;
  };
  const post = (path: string, payload: unknown, ip = '10.8.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/reunion/landing/${path}`,
      payload: payload as object,
      remoteAddress: ip,
    });

  it('answers the seeded content in one go, in display order, in every language', async () => {
    const en = await landing('en');
    expect(en.stats.map((stat) => [stat.key, stat.value])).toEqual([
      ['missing_people', '5000+'],
      ['golden_time', '24h'],
      ['unsolved', '70%'],
      ['awareness', '45%'],
    ]);
    // Every figure says where it comes from; none claims a source it does not have.
    for (const stat of en.stats) expect(stat.source.length).toBeGreaterThan(20);
    expect(en.stats.find((stat) => stat.key === 'missing_people')!.source).toMatch(/illustrative/i);
    expect(en.sponsors).toHaveLength(9);
    for (const category of SPONSOR_CATEGORIES) {
      expect(en.sponsors.filter((sponsor) => sponsor.category === category)).toHaveLength(3);
    }
    expect(en.sponsors.every((sponsor) => sponsor.is_sample && /sample/i.test(sponsor.name))).toBe(true);
    expect(en.testimonials).toHaveLength(5);
    expect(en.testimonials.every((item) => item.is_sample && item.avatar_url?.endsWith('.webp'))).toBe(true);
    expect(en.slogans.map((slogan) => slogan.hashtag)).toEqual([
      '#KhôngBỏLại',
      '#CùngNhauMạnhHơn',
      '#HyVọngSáng',
      '#YêuThươngVôHạn',
      '#CôngNghệVìNgười',
    ]);
    for (const lang of LANGUAGE_CODES) {
      const answer = await landing(lang);
      expect(answer.lang).toBe(lang);
      expect(answer.slogans[0]!.title).toBe(LANDING_SEED[lang].slogans.noOneLeft.title);
      expect(answer.testimonials[0]!.location).toBe(LANDING_SEED[lang].testimonials.family.location);
    }
    expect((await landing('vi')).testimonials.map((item) => item.location)).toEqual([
      'Hà Nội',
      'TP.HCM',
      'Đà Nẵng',
      'Hải Phòng',
      'Cần Thơ',
    ]);
    // Unknown and regional languages resolve as everywhere else.
    expect((await landing('vi-VN')).lang).toBe('vi');
    expect((await landing('xx')).lang).toBe('en');
  });

  it('takes a partnership enquiry, stores it for the owner, and says so', async () => {
    const res = await post('enquiries', enquiry);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: ENQUIRY_SUCCESS });
    const stored = await t.app.db.selectFrom('reunion_landing_enquiries').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ organisation: 'Quỹ Thử Nghiệm', email: enquiry.email, lang: 'vi', is_read: 0 });
  });

  it('validates each rule of the enquiry with its code, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, keyof typeof LANDING_ERRORS][] = [
      [{ organisation: undefined }, 'organisation', 'organisationRequired'],
      [{ organisation: '   ' }, 'organisation', 'organisationRequired'],
      [{ organisation: 'x'.repeat(151) }, 'organisation', 'organisationTooLong'],
      [{ contact_name: 42 }, 'contact_name', 'nameRequired'],
      [{ email: 'not-an-email' }, 'email', 'emailInvalid'],
      [{ email: '' }, 'email', 'emailRequired'],
      [{ message: 'short' }, 'message', 'messageTooShort'],
      [{ message: 'x'.repeat(3001) }, 'message', 'messageTooLong'],
    ];
    const before = (await t.app.db.selectFrom('reunion_landing_enquiries').selectAll().execute()).length;
    for (const [override, field, key] of cases) {
      const res = await post('enquiries', { ...enquiry, ...override });
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(override)).toBe(LANDING_ERRORS[key]);
      expect(keyOfCode(LANDING_CODES, res.json().codes[field]?.[0] as string)).toBe(key);
      expect(res.json().code).toBe(ERROR_CODES.validation);
    }
    expect((await postJsonText(t.app, '/api/reunion/landing/enquiries', '{"organisation": ')).statusCode).toBe(400);
    const after = (await t.app.db.selectFrom('reunion_landing_enquiries').selectAll().execute()).length;
    expect(after).toBe(before);
  });

  it('stores hostile text as text, without NUL, and drops a filled honeypot with the same answer', async () => {
    const hostile = {
      ...enquiry,
      organisation: "<script>alert(1)</script>'; drop table reunion_landing_items; --",
      message: 'Hello\u0000 there, this is a message with a NUL inside.',
    };
    expect((await post('enquiries', hostile)).statusCode).toBe(201);
    const rows = await t.app.db
      .selectFrom('reunion_landing_enquiries')
      .select(['organisation', 'message'])
      .orderBy('id', 'desc')
      .execute();
    expect(rows[0]!.organisation).toBe(hostile.organisation);
    expect(rows[0]!.message).toBe('Hello there, this is a message with a NUL inside.');
    expect((await landing('en')).sponsors).toHaveLength(9);

    const count = rows.length;
    const bot = await post('enquiries', { ...enquiry, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json().message).toBe(ENQUIRY_SUCCESS);
    expect(await t.app.db.selectFrom('reunion_landing_enquiries').selectAll().execute()).toHaveLength(count);
  });

  it('holds a story for moderation; the consent is required, the email optional', async () => {
    const res = await post('stories', story);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(STORY_SUCCESS);
    const noEmail = await post('stories', { ...story, email: '' });
    expect(noEmail.statusCode).toBe(201);
    const noConsent = await post('stories', { ...story, consent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.consent[0]).toBe(LANDING_ERRORS.consentRequired);
    const short = await post('stories', { ...story, story: 'Too short.' });
    expect(short.json().errors.story[0]).toBe(LANDING_ERRORS.storyTooShort);
    const huge = await post('stories', { ...story, story: 'x'.repeat(5001) });
    expect(huge.json().errors.story[0]).toBe(LANDING_ERRORS.storyTooLong);
    const bot = await post('stories', { ...story, website: 'x' });
    expect(bot.statusCode).toBe(201);
    const rows = await t.app.db.selectFrom('reunion_landing_stories').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.status, row.email])).toEqual([
      ['pending', story.email],
      ['pending', null],
    ]);
  });

  it('never shows who sent an enquiry or a story, even after a story became a published testimonial', async () => {
    const stories = await t.app.inject({ url: '/api/admin/reunion/landing/stories?status=pending', headers });
    const id = stories.json().data.find((row: { email: string | null }) => row.email === story.email).id as number;
    const moderated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reunion/landing/stories/${id}/moderate`,
      headers,
      payload: { decision: 'draft_testimonial' },
    });
    expect(moderated.statusCode, moderated.body).toBe(200);
    const draftId = moderated.json().data.testimonial_id as number;
    const testimonials = await t.app.inject({ url: '/api/admin/reunion/landing/testimonials', headers });
    const draft = testimonials.json().data.find((item: { id: number }) => item.id === draftId);
    expect(draft).toMatchObject({ name: 'B. X.', is_published: false, is_sample: false });
    expect(draft.translations.fr.content).toBe(story.story);
    // The draft is not public until the owner publishes it; published, it carries the initials only.
    expect((await landing('fr')).testimonials.some((item) => item.content === story.story)).toBe(false);
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reunion/landing/testimonials/${draftId}`,
      headers,
      payload: { name: draft.name, avatar_url: null, is_published: true, translations: draft.translations },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await landing('fr')).testimonials.some((item) => item.content === story.story)).toBe(true);

    const before = logLines.length;
    for (const lang of LANGUAGE_CODES) {
      const res = await t.app.inject({ url: `/api/reunion/landing?lang=${lang}` });
      const decoded = JSON.stringify(res.json());
      for (const secret of SECRETS) {
        expect(res.body.includes(secret), `${lang}: ${secret}`).toBe(false);
        expect(decoded.includes(secret), `${lang} (decoded): ${secret}`).toBe(false);
      }
      for (const key of ['email', 'contact_name', 'organisation']) expect(decoded.includes(`"${key}"`)).toBe(false);
    }
    // The forms' answers carry nothing of what was sent, and nothing of it is logged.
    const sent = await post('stories', story);
    expect(SECRETS.some((secret) => sent.body.includes(secret))).toBe(false);
    const logged = logLines.slice(before).join('\n');
    for (const secret of SECRETS) expect(logged.includes(secret), `log: ${secret}`).toBe(false);
  });
});

describe(`reunion landing rate limit (${TEST_DIALECT})`, () => {
  const t = suiteApp({ CONTACT_RATE_LIMIT_MAX: '2', CONTACT_RATE_LIMIT_WINDOW_MS: '60000' });

  it('allows a few messages per address, then answers 429 with a clear message; each form counts apart', async () => {
    const send = (path: string, payload: object, ip: string) =>
      t.app.inject({ method: 'POST', url: `/api/reunion/landing/${path}`, payload, remoteAddress: ip });
    expect((await send('enquiries', enquiry, '10.7.0.1')).statusCode).toBe(201);
    expect((await send('enquiries', enquiry, '10.7.0.1')).statusCode).toBe(201);
    const limited = await send('enquiries', enquiry, '10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(LANDING_RATE_LIMITED);
    // Another address, and the other form, still get through.
    expect((await send('enquiries', enquiry, '10.7.0.2')).statusCode).toBe(201);
    expect((await send('stories', story, '10.7.0.1')).statusCode).toBe(201);
    // Refused requests store nothing.
    expect(await t.app.db.selectFrom('reunion_landing_enquiries').selectAll().execute()).toHaveLength(3);
  });
});
