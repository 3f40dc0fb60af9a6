import { describe, expect, it } from 'vitest';
import { findDates, findTimes } from './dates.js';
import { extractReport } from './index.js';
import { foldAligned } from './text.js';

const today = '2025-11-20';
const date = (text: string, on = today) => extractReport(text, { today: on }).fields.missing_date?.value;
const time = (text: string) => extractReport(text, { today }).fields.missing_time?.value;

describe('dates', () => {
  it('reads every usual written form', () => {
    expect(date('mất tích ngày 15/03/2025')).toBe('2025-03-15');
    expect(date('mất tích ngày 2-11-2024')).toBe('2024-11-02');
    expect(date('mất tích ngày 2.11.2024')).toBe('2024-11-02');
    expect(date('mất tích ngày 2024-11-02')).toBe('2024-11-02');
    expect(date('mất tích ngày 2 tháng 11 năm 2024')).toBe('2024-11-02');
    expect(date('mat tich ngay 2 thang 11')).toBe('2025-11-02');
    expect(date('đi lạc từ mùng 2 tháng 11')).toBe('2025-11-02');
    expect(date('lạc ở cầu Long Biên sáng 18-11')).toBe('2025-11-18');
    expect(date('đi lạc từ 30/11', '2025-12-05')).toBe('2025-11-30');
  });

  it('puts a day without a year in the last year when this year it is still to come', () => {
    expect(date('mất tích từ 25/12', '2025-11-20')).toBe('2024-12-25');
  });

  it('resolves relative words against the given day', () => {
    expect(date('lạc từ hôm qua')).toBe('2025-11-19');
    expect(date('lạc từ hôm kia')).toBe('2025-11-18');
    expect(date('lạc từ sáng nay')).toBe('2025-11-20');
    expect(date('tối qua không về')).toBe('2025-11-19');
    expect(date('mất liên lạc 3 ngày trước')).toBe('2025-11-17');
    // 2025-11-20 is a Thursday; the Saturday of the week before is the 15th.
    expect(date('thứ bảy tuần trước đi lạc')).toBe('2025-11-15');
  });

  it('does not take a date of birth, an impossible date or a date to come for the disappearance', () => {
    expect(date('Ngày sinh: 12/08/2011. Mất tích ngày 15/11/2025')).toBe('2025-11-15');
    expect(extractReport('sinh ngày 05/06/2009', { today }).fields.date_of_birth?.value).toBe('2009-06-05');
    expect(date('mất tích ngày 31/02/2025')).toBeUndefined();
    expect(date('hẹn gặp ngày 30/12/2025')).toBeUndefined();
    expect(date('đi từ tháng 3/2019')).toBeUndefined();
  });

  it('prefers the date of the disappearance to a number that looks like one in a place name', () => {
    expect(date('Mất tích ngày 15/11/2025 tại công viên 23/9')).toBe('2025-11-15');
  });

  it('keeps dates inside phones and plates out', () => {
    expect(findDates(foldAligned('0912.345.678 biển số 60B1-234.56'), today)).toEqual([]);
  });

  it('reads times with their part of the day, in 24 h', () => {
    expect(time('lúc 3h chiều hôm qua')).toBe('15:00');
    expect(time('từ 8 gio toi qua')).toBe('20:00');
    expect(time('khoảng 17h30 ngày 19/11/2025')).toBe('17:30');
    expect(time('Tối qua khoảng 9 giờ')).toBe('21:00');
    expect(time('lúc 6h30 sáng')).toBe('06:30');
    expect(time('lúc 14:30')).toBe('14:30');
    expect(time('11h trưa nay')).toBe('11:00');
    expect(findTimes(foldAligned('quan 3 hcm, 0912 345 678, cao 1m65'))).toEqual([]);
  });
});
