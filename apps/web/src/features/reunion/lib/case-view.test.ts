import { describe, expect, it } from 'vitest';
import { ageOf, placeOf } from './case-view';

describe('a case as the public reads it', () => {
  it('gives the age when missing, else the years from the birth year to the year they went missing', () => {
    expect(ageOf({ age_at_missing: 7, birth_year: 2000, missing_since: '2026-03-01' })).toBe(7);
    expect(ageOf({ age_at_missing: null, birth_year: 1950, missing_since: '2026-03-01' })).toBe(76);
    expect(ageOf({ age_at_missing: null, birth_year: null, missing_since: '2026-03-01' })).toBeNull();
    expect(ageOf({ age_at_missing: null, birth_year: 2030, missing_since: '2026-03-01' })).toBeNull();
  });

  it('writes the place smallest unit first, leaving out what is unknown', () => {
    expect(
      placeOf({ last_seen: { commune: 'Phường Hải Châu', province: 'Đà Nẵng', latitude: 16, longitude: 108 } }),
    ).toBe('Phường Hải Châu, Đà Nẵng');
    expect(placeOf({ last_seen: { commune: '', province: 'Đà Nẵng', latitude: 16, longitude: 108 } })).toBe('Đà Nẵng');
  });
});
