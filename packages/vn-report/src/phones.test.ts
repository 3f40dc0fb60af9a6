import { describe, expect, it } from 'vitest';
import { findEmails, findPhones, formatPhone } from './contacts.js';
import { extractReport } from './index.js';

describe('phones and e-mail', () => {
  it('normalises every usual way of writing a phone to 0XXXXXXXXX', () => {
    for (const typed of [
      '+84 912 345 678',
      '+84912345678',
      '84912345678',
      '84 912 345 678',
      '0912.345.678',
      '0912 345 678',
      '0912-345-678',
      '0912345678',
    ])
      expect(findPhones(`gọi ${typed} nhé`).map((p) => p.value)).toEqual(['0912345678']);
  });

  it('reads landlines (11 digits with an 02x area code)', () => {
    expect(findPhones('số 0238 3842 123').map((p) => p.value)).toEqual(['02383842123']);
    expect(findPhones('+84 203 3825 111').map((p) => p.value)).toEqual(['02033825111']);
  });

  it('refuses what is not a phone: short numbers, years, dates, wrong prefixes, too many digits', () => {
    expect(findPhones('gọi 0123 chị Thủy, năm 1990, ngày 12/11/2025, 0112345678, 09123456789012')).toEqual([]);
  });

  it('takes the reporter’s phone, the one after their name', () => {
    const f = extractReport('Con tôi Lê Văn A gọi được số 0987 111 222. Tôi là Lê Văn Bình, 0912 345 678.', {
      today: '2025-11-20',
    }).fields;
    expect(f.reporter_phone?.value).toBe('0912345678');
  });

  it('formats a phone for reading', () => {
    expect(formatPhone('0912345678')).toBe('0912 345 678');
    expect(formatPhone('02383842123')).toBe('0238 3842 123');
  });

  it('reads e-mail addresses in lower case', () => {
    expect(findEmails('Email: LieuDam@Gmail.com, hoặc hai.nguyen85@yahoo.com.').map((e) => e.value)).toEqual([
      'lieudam@gmail.com',
      'hai.nguyen85@yahoo.com',
    ]);
    expect(findEmails('không có @ email ở đây, a@b, @gmail.com')).toEqual([]);
  });
});
