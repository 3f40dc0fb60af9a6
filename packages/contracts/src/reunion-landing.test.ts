import { describe, expect, it } from 'vitest';
import { enquiryRequestSchema, sloganInputSchema, statInputSchema, storyRequestSchema } from './reunion-landing.js';
import { counterParts, initialsOf, LANDING_CODES } from './reunion-landing.values.js';

describe('counterParts', () => {
  it('finds the number a counter counts up to and what stands around it', () => {
    expect(counterParts('5000+')).toEqual({ prefix: '', number: 5000, suffix: '+' });
    expect(counterParts('24h')).toEqual({ prefix: '', number: 24, suffix: 'h' });
    expect(counterParts(' 70% ')).toEqual({ prefix: '', number: 70, suffix: '%' });
    expect(counterParts('5.000+')).toEqual({ prefix: '', number: 5000, suffix: '+' });
    expect(counterParts('~1,200,000 người')).toEqual({ prefix: '~', number: 1_200_000, suffix: ' người' });
  });

  it('answers null when there is no number to count', () => {
    expect(counterParts('')).toBeNull();
    expect(counterParts('many')).toBeNull();
    expect(counterParts('9'.repeat(30))).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of up to three words, skipping small words', () => {
    expect(initialsOf('Quỹ Kết Nối Yêu Thương')).toBe('QKN');
    expect(initialsOf('Bureau of Sample Services', 2)).toBe('BS');
    expect(initialsOf('ánh sáng')).toBe('ÁS');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('123 Tech')).toBe('T');
  });
});

describe('landing schemas', () => {
  const translations = { en: { value: '5000+', label: 'Missing people', source: 'Illustrative figure' } };

  it('accepts a statistic and refuses a malformed key or source address', () => {
    expect(statInputSchema.parse({ key: 'missing_people', translations }).source_url).toBeNull();
    const bad = statInputSchema.safeParse({ key: 'Missing People', source_url: 'javascript:alert(1)', translations });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(LANDING_CODES.keyInvalid);
    expect(messages).toContain(LANDING_CODES.urlInvalid);
  });

  it('requires the English texts and a hashtag without spaces', () => {
    const slogan = { hashtag: '#KhôngBỏLại', icon: 'heart', translations: { en: { title: 'T', content: 'C' } } };
    expect(sloganInputSchema.safeParse(slogan).success).toBe(true);
    expect(sloganInputSchema.safeParse({ ...slogan, hashtag: '#Không Bỏ Lại' }).success).toBe(false);
    expect(sloganInputSchema.safeParse({ ...slogan, translations: { vi: { title: 'T', content: 'C' } } }).success).toBe(
      false,
    );
  });

  it('trims the public forms and reports each rule by its code', () => {
    const enquiry = enquiryRequestSchema.safeParse({
      organisation: '  ',
      contact_name: 'An',
      email: 'an@example',
      message: 'short',
    });
    expect(enquiry.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['organisation', LANDING_CODES.organisationRequired],
      ['email', LANDING_CODES.emailInvalid],
      ['message', LANDING_CODES.messageTooShort],
    ]);
    const story = storyRequestSchema.parse({
      name: ' Hoa ',
      email: '',
      story: 'x'.repeat(30),
      consent: true,
      lang: 'klingon',
    });
    expect(story).toMatchObject({ name: 'Hoa', email: null, lang: 'en' });
    const noConsent = storyRequestSchema.safeParse({ name: 'Hoa', story: 'x'.repeat(30), consent: false });
    expect(noConsent.error?.issues[0]?.message).toBe(LANDING_CODES.consentRequired);
  });
});
