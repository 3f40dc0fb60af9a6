import { describe, expect, it } from 'vitest';
import { reformatReport } from './index.js';

const today = '2025-11-20';

describe('reformatReport', () => {
  const sms =
    'e tim con trai ten tran minh khoa 15t,di hoc ko ve tu toi qua , o q1 tphcm.lh chi ngoc 0903.111.222 ,cam on moi ng';

  it('expands SMS abbreviations, normalises spacing, phones and dates, capitalises and punctuates', () => {
    const result = reformatReport(sms, { today });
    expect(result.text).toContain('không ve');
    expect(result.text).toContain('Tran Minh Khoa');
    expect(result.text).toContain('. Liên hệ');
    expect(result.text).toContain('15 tuổi');
    expect(result.text).toContain('quận 1');
    expect(result.text).toContain('0903 111 222');
    expect(result.text).toContain('moi người');
    expect(result.text).toContain('toi qua (19/11/2025)');
    expect(result.text).not.toMatch(/ ,/);
    expect(result.text.startsWith('Em tim')).toBe(true);
    expect(result.summary).toContain('Họ và tên: Tran Minh Khoa');
    const codes = result.improvements.map((i) => i.code);
    for (const code of [
      'expandedAbbreviations',
      'normalisedSpacing',
      'normalisedPhone',
      'normalisedDates',
      'capitalised',
      'punctuated',
      'addedSummary',
    ])
      expect(codes, code).toContain(code);
    for (const improvement of result.improvements) expect(improvement.count).toBeGreaterThan(0);
  });

  it('adds a labelled Vietnamese summary built from the extraction', () => {
    const result = reformatReport(
      'Con trai tôi là Nguyễn Văn An, 7 tuổi, bị lạc ở chợ Bến Thành, TP.HCM lúc 3h chiều hôm qua. Tôi là Trần Thị Mai, 0912 345 678.',
      { today },
    );
    expect(result.summary).toContain('Họ và tên: Nguyễn Văn An');
    expect(result.summary).toContain('Tuổi: 7');
    expect(result.summary).toContain('Ngày mất tích: 15:00 19/11/2025');
    expect(result.summary).toContain('Nơi nhìn thấy lần cuối: chợ Bến Thành, TP.HCM');
    expect(result.summary).toContain('Liên hệ: Trần Thị Mai – 0912 345 678');
    expect(result.text.endsWith(result.summary)).toBe(true);
  });

  it('gives place names their diacritics back only where the data knows them', () => {
    const result = reformatReport('ong toi di lac o ha noi, nha o gan cho', { today });
    expect(result.text).toContain('Hà Nội');
    expect(result.improvements.find((i) => i.code === 'restoredDiacritics')?.count).toBe(1);
  });

  it('leaves a clean text as it is, apart from the summary', () => {
    const clean = 'Bé Lan, 5 tuổi, bị lạc ở Đà Nẵng.';
    const result = reformatReport(clean, { today });
    expect(result.text.startsWith(clean)).toBe(true);
    expect(result.improvements.map((i) => i.code)).toEqual(['addedSummary']);
  });

  it('invents nothing: every word of the text part comes from the input or its expansions', () => {
    const result = reformatReport('xin giup voi', { today });
    expect(result.text).toBe('Xin giup voi.');
    expect(result.summary).toBe('');
  });

  it('handles empty and hostile input', () => {
    expect(reformatReport('', { today })).toEqual({ text: '', summary: '', improvements: [] });
    expect(reformatReport('   \n\n  ', { today }).text).toBe('');
    expect(() => reformatReport('<script>alert(1)</script> '.repeat(500), { today })).not.toThrow();
  });
});
