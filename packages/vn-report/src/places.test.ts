import { describe, expect, it } from 'vitest';
import { extractReport } from './index.js';

const fields = (text: string) => extractReport(text, { today: '2025-11-20' }).fields;

describe('places', () => {
  it('reads the names of Hồ Chí Minh City and Hà Nội in every usual form', () => {
    for (const typed of ['TP.HCM', 'TPHCM', 'TP HCM', 'tp hcm', 'HCM', 'Sài Gòn', 'sai gon', 'SG', 'TP Hồ Chí Minh'])
      expect(fields(`con tôi đi lạc ở ${typed}`).last_seen_province_id?.value, typed).toBe('12');
    for (const typed of ['Hà Nội', 'ha noi', 'HN', 'hn'])
      expect(fields(`con tôi đi lạc ở ${typed}`).last_seen_province_id?.value, typed).toBe('11');
  });

  it('reads a current ward with its prefix, written or abbreviated, with and without diacritics', () => {
    for (const typed of ['phường Bến Thành', 'P. Bến Thành', 'phuong Ben Thanh', 'P Bến Thành']) {
      const f = fields(`lạc ở chợ, ${typed}, TP.HCM`);
      expect(f.last_seen_ward_id?.value, typed).toBe('7948');
      expect(f.last_seen_province_id?.value, typed).toBe('12');
    }
  });

  it('reads pre-2025 districts (quận 1, Q1, Q.1, q binh thanh) and reports them as old ids', () => {
    for (const typed of ['quận 1', 'Q1', 'Q.1', 'q 1']) {
      const f = fields(`mất tích ở ${typed}, TP.HCM`);
      expect(f.last_seen_old_district_id?.value, typed).toBe('268');
      expect(f.last_seen_old_province_id?.value, typed).toBe('12');
      expect(f.last_seen_province_id?.value, typed).toBe('12');
    }
    expect(fields('mat tich o q binh thanh sg').last_seen_old_district_id?.value).toBe('3596');
  });

  it('maps a province merged away in 2025 to its successor and keeps the old id', () => {
    const f = fields('mất tích ở TP Thủ Dầu Một, tỉnh Bình Dương ngày 2/3/2025');
    expect(f.last_seen_province_id?.value).toBe('12');
    expect(f.last_seen_old_province_id?.value).toBe('23');
    expect(f.last_seen_old_district_id?.value).toBe('279');
    expect(fields('lạc ở Quảng Nam').last_seen_province_id?.value).toBe('13');
  });

  it('gives a pre-2025 ward under its district when both are named', () => {
    const f = fields('mất tích ngày 2-11-2024 tại phường Bến Thành, quận 1, TP Hồ Chí Minh');
    expect(f.last_seen_ward_id?.value).toBe('7948');
    expect(f.last_seen_old_ward_id?.value).toBe('393484');
  });

  it('chooses the commune of the province named, when several provinces have one of that name', () => {
    expect(fields('nhà ở xã Ba Vì, Hà Nội').last_seen_ward_id?.value).toBe('3851');
  });

  it('prefers where the person was lost to a hometown', () => {
    const f = fields('Anh ấy quê ở Nam Định. Năm 1975 gia đình thất lạc nhau ở bến xe Vũng Tàu.');
    expect(f.last_seen_old_province_id?.value).toBe('17');
    expect(f.last_seen_location?.value).toBe('bến xe Vũng Tàu');
  });

  it('keeps the landmark and the address together as the readable place', () => {
    expect(fields('bị lạc ở chợ Bến Thành, phường Bến Thành, TP.HCM lúc 3h').last_seen_location?.value).toBe(
      'chợ Bến Thành, phường Bến Thành, TP.HCM',
    );
  });

  it('finds nothing in a text without a place', () => {
    const f = fields('con tôi chưa về');
    expect(f.last_seen_province_id).toBeUndefined();
    expect(f.last_seen_location).toBeUndefined();
  });
});
