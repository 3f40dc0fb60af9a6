import { CASE_STATUSES, LANGUAGE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_MAIL_LANGUAGES, reportEmail, type ReportMail } from './report-emails.js';

const MAILS: ReportMail[] = [
  { kind: 'received' },
  { kind: 'needs_info', note: 'Please send a recent photo.' },
  { kind: 'rejected', note: 'A duplicate of VN-2025-00001.' },
  { kind: 'published' },
  ...CASE_STATUSES.map((status) => ({ kind: 'case_status' as const, status })),
];
const facts = { caseNumber: 'VN-2026-00042', caseUrl: 'https://example.org/reunion/cases/VN-2026-00042' };

describe('report emails', () => {
  it('are written in every language of the site', () => {
    expect([...REPORT_MAIL_LANGUAGES].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('name the case number, carry the note and the link where they belong, in plain text', () => {
    for (const lang of LANGUAGE_CODES) {
      const subjects = new Set<string>();
      for (const mail of MAILS) {
        const { subject, text } = reportEmail(lang, mail, facts);
        const where = `${lang} ${mail.kind}`;
        expect(subject, where).toContain(facts.caseNumber);
        expect(text, where).toContain(facts.caseNumber);
        expect(`${subject}${text}`, where).not.toMatch(/\{\w+\}|<[a-z]/i);
        expect(text.includes(facts.caseUrl), where).toBe(mail.kind === 'published' || mail.kind === 'case_status');
        if (mail.kind === 'needs_info' || mail.kind === 'rejected') expect(text, where).toContain(mail.note);
        subjects.add(subject);
      }
      // Each mail says something of its own (each case status too).
      expect(subjects.size, lang).toBe(MAILS.length);
    }
  });

  it('are not in English for another language', () => {
    const en = reportEmail('en', { kind: 'received' }, facts);
    for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const mail = reportEmail(lang, { kind: 'received' }, facts);
      expect(mail.subject, lang).not.toBe(en.subject);
      expect(mail.text, lang).not.toBe(en.text);
    }
    expect(reportEmail('vi', { kind: 'case_status', status: 'found' }, facts).subject).toBe(
      'Hồ sơ VN-2026-00042: đã tìm thấy',
    );
  });

  it('leave the note out when there is none', () => {
    const { text } = reportEmail('en', { kind: 'rejected', note: null }, facts);
    expect(text).not.toContain("The moderator's note:");
  });
});
