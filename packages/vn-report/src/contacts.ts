// Phones and e-mail addresses.

export interface PhoneMatch {
  /** 0XXXXXXXXX: a mobile has 10 digits, a landline 11 (02X area code). */
  value: string;
  start: number;
  end: number;
  span: string;
}

/**
 * A Vietnamese phone as families type it: +84 / 84 / 0, then digits grouped by spaces, dots or dashes
 * (+84 912 345 678, (+84) 912 345 678, 84912345678, 0912.345.678, 0912-345-678, 0238 3842 123). Normalised to
 * a leading 0.
 */
const PHONE = /(?<![\p{L}\p{N}+])(\(?\+\s?84\)?|\(84\)|84|0)((?:[\s.-]?\d){8,11})(?![\p{N}])/gu;

export function findPhones(text: string): PhoneMatch[] {
  const phones: PhoneMatch[] = [];
  for (const match of text.matchAll(PHONE)) {
    const prefix = match[1]!;
    let digits = match[2]!.replace(/\D/g, '');
    if (prefix === '0' && digits.startsWith('0')) continue;
    // "84" is a country code only when a full national number follows it (84 912 345 678 has 9 digits after it).
    if (prefix !== '0' && digits.startsWith('0')) digits = digits.slice(1);
    const value = `0${digits}`;
    const valid = (value.length === 10 && /^0[35789]/.test(value)) || (value.length === 11 && /^02/.test(value));
    if (!valid) continue;
    phones.push({ value, start: match.index, end: match.index + match[0].length, span: match[0] });
  }
  return phones;
}

/** The phone written in groups a reader can check (0912 345 678, 0238 3842 123). */
export function formatPhone(value: string): string {
  if (value.length === 10) return `${value.slice(0, 4)} ${value.slice(4, 7)} ${value.slice(7)}`;
  return `${value.slice(0, 4)} ${value.slice(4, 8)} ${value.slice(8)}`;
}

export interface EmailMatch {
  value: string;
  start: number;
  end: number;
}

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}/g;

/** E-mail addresses, in lower case (the domain is case-insensitive, and families type the local part at random). */
export function findEmails(text: string): EmailMatch[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    value: match[0].toLowerCase().replace(/^[._%+-]+/, ''),
    start: match.index,
    end: match.index + match[0].length,
  }));
}
