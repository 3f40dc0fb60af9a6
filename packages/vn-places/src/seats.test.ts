import { describe, expect, it } from 'vitest';
import { findProvince, PROVINCE_SEATS, PROVINCES, provinceSeat } from './index.js';

describe('PROVINCE_SEATS', () => {
  it('has one seat for each of the 34 current provinces', () => {
    expect(PROVINCE_SEATS).toHaveLength(34);
    expect(new Set(PROVINCE_SEATS.map((seat) => seat.provinceId)).size).toBe(34);
    for (const seat of PROVINCE_SEATS) expect(findProvince(seat.provinceId)).toBeDefined();
    for (const province of PROVINCES) expect(provinceSeat(province.id)?.provinceId).toBe(province.id);
  });

  it('places every seat inside Vietnam’s bounding box (lat 8.1–23.4, lng 102.1–109.5)', () => {
    for (const seat of PROVINCE_SEATS) {
      expect(seat.lat, seat.seat).toBeGreaterThanOrEqual(8.1);
      expect(seat.lat, seat.seat).toBeLessThanOrEqual(23.4);
      expect(seat.lng, seat.seat).toBeGreaterThanOrEqual(102.1);
      expect(seat.lng, seat.seat).toBeLessThanOrEqual(109.5);
    }
  });

  it('orders seats north to south as the map has them: Hà Nội above Huế above Hồ Chí Minh City', () => {
    const lat = (id: string) => provinceSeat(id)?.lat ?? Number.NaN;
    expect(lat('11')).toBeGreaterThan(lat('16'));
    expect(lat('16')).toBeGreaterThan(lat('12'));
    expect(lat('12')).toBeGreaterThan(lat('19')); // Cà Mau, the southernmost
  });

  it('answers nothing for an unknown province', () => {
    expect(provinceSeat('99')).toBeUndefined();
    expect(provinceSeat('')).toBeUndefined();
  });
});
