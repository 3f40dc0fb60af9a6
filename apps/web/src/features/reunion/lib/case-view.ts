import type { MapMarker, ReunionCase } from '@site/contracts';
import type { MapCase } from './map-view';

/**
 * The person's age as the public reads it: the age when they went missing when the case gives it, else
 * the years since their birth year at the date they went missing; null when neither is known.
 */
export function ageOf(item: Pick<ReunionCase, 'age_at_missing' | 'birth_year' | 'missing_since'>): number | null {
  if (item.age_at_missing !== null) return item.age_at_missing;
  if (item.birth_year === null) return null;
  const year = Number(item.missing_since.slice(0, 4));
  return Number.isFinite(year) && year >= item.birth_year ? year - item.birth_year : null;
}

/** Commune and province, the way an address is written in Vietnam (smallest unit first). */
export function placeOf(item: Pick<ReunionCase, 'last_seen'>): string {
  const { commune, province } = item.last_seen;
  return [commune, province].filter(Boolean).join(', ');
}

/** The address of a case's own page. */
export function caseHref(caseNumber: string): string {
  return `/reunion/cases/${encodeURIComponent(caseNumber)}`;
}

/** A marker of the map's answer as the map view draws it. */
export function toMapCase(item: MapMarker): MapCase {
  return {
    caseNumber: item.case_number,
    name: item.full_name,
    status: item.status,
    age: ageOf(item),
    missingSince: item.missing_since,
    place: placeOf(item),
    lat: item.last_seen.latitude,
    lng: item.last_seen.longitude,
    description: item.summary,
  };
}
