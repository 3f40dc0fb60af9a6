import { CONTACT_CODES, CONTACT_ERRORS, contactRequestSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/home.json';
import { contactMessageText } from './contact-errors';

const translate = (key: string) => {
  const [, , name] = key.split('.');
  return (en.contact.errors as Record<string, string>)[name ?? ''] ?? `missing:${key}`;
};

function firstErrors(input: Record<string, unknown>): Record<string, string> {
  const result = contactRequestSchema.safeParse(input);
  const out: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      out[field] ??= issue.message;
    }
  }
  return out;
}

describe('contact form messages', () => {
  it('has an English text for every contract message', () => {
    for (const key of Object.keys(CONTACT_ERRORS)) {
      expect((en.contact.errors as Record<string, string>)[key], key).toBeTruthy();
    }
  });

  it('translates the contract messages by code and shows server messages as they are', () => {
    expect(contactMessageText(CONTACT_CODES.nameRequired, (key) => key)).toBe('contact.errors.nameRequired');
    // English prose is never matched: a text that reads like a known message is shown as it is.
    expect(contactMessageText(CONTACT_ERRORS.nameRequired, (key) => key)).toBe(CONTACT_ERRORS.nameRequired);
    expect(contactMessageText('The email domain does not accept mail.', (key) => key)).toBe(
      'The email domain does not accept mail.',
    );
    expect(contactMessageText(undefined, (key) => key)).toBeUndefined();
  });

  it('gives the spec messages for empty, short and invalid input', () => {
    const empty = firstErrors({ name: '', email: '', phone: '', message: '' });
    expect(Object.fromEntries(Object.entries(empty).map(([f, m]) => [f, contactMessageText(m, translate)]))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    const short = firstErrors({ name: ' A ', email: 'a@b', message: 'too short' });
    expect(Object.fromEntries(Object.entries(short).map(([f, m]) => [f, contactMessageText(m, translate)]))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(firstErrors({ name: 'Ann', email: 'ann@example.com', phone: '', message: 'Hello there, Minh!' })).toEqual(
      {},
    );
  });
});
