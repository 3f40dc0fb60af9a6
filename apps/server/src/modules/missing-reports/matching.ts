import { REPORT_LIMITS, type ReportMatch } from '@site/contracts';
import type { Match, MatchRecord, RankOptions } from '@site/reunion-match';
import type { CaseCandidate, ReportRecord } from './missing-reports.repository.js';

/** The matcher: `@site/reunion-match`'s `rankMatches`, taken as a dependency of the service. */
export type RankMatches = (subject: MatchRecord, candidates: readonly MatchRecord[], options?: RankOptions) => Match[];

/** The year of a `YYYY-MM-DD` date. */
const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

/** A report as the matcher reads it: today's place ids, its missing person and its reporter. */
export function reportAsMatchRecord(record: ReportRecord): MatchRecord {
  return {
    kind: 'report',
    id: record.id,
    missing: {
      name: record.missing_person_name,
      birth_year: yearOf(record.details.date_of_birth),
      age: record.age,
      age_on: record.missing_date,
      gender: record.gender_id,
      missing_date: record.missing_date,
      province_id: record.place.province_id,
      commune_ids: record.place.commune_ids,
      // Names too: a case stores only names, and a reason reads better with a name than an id.
      province: record.place.province,
      commune: record.place.communes.length === 1 ? record.place.communes[0] : null,
    },
    reporter: { name: record.reporter_name, relationship: record.reporter_relationship_id },
  };
}

/** A case as the matcher reads it: place names (what cases store), and its reporter when a contact is kept. */
export function caseAsMatchRecord(candidate: CaseCandidate): MatchRecord {
  return {
    kind: 'case',
    id: candidate.id,
    missing: {
      name: candidate.full_name,
      birth_year: candidate.birth_year,
      age: candidate.age_at_missing,
      age_on: candidate.missing_since,
      gender: candidate.gender,
      missing_date: candidate.missing_since,
      province: candidate.province,
      commune: candidate.commune,
    },
    reporter: candidate.reporter,
  };
}

/**
 * The cases and other reports that may be about the same person as `record`, or about the family its missing
 * person is looking for, best first (at most REPORT_LIMITS.matchesMax), with what the moderator needs to open
 * each: its case number, name and status.
 */
export function rankReportMatches(
  rank: RankMatches,
  record: ReportRecord,
  cases: readonly CaseCandidate[],
  reports: readonly ReportRecord[],
): ReportMatch[] {
  const byKey = new Map<string, { case_number: string; full_name: string; status: string }>();
  for (const item of cases) {
    byKey.set(`case:${item.id}`, { case_number: item.case_number, full_name: item.full_name, status: item.status });
  }
  for (const item of reports) {
    byKey.set(`report:${item.id}`, {
      case_number: item.case_number,
      full_name: item.missing_person_name,
      status: item.status,
    });
  }
  // A published report is its case: the case stands for it, and the subject's own case is not a candidate.
  const candidates = [
    ...cases.filter((item) => item.id !== record.published_case_id).map(caseAsMatchRecord),
    ...reports.filter((item) => item.published_case_id === null).map(reportAsMatchRecord),
  ];
  return rank(reportAsMatchRecord(record), candidates, { limit: REPORT_LIMITS.matchesMax }).flatMap((match) => {
    const shown = byKey.get(`${match.kind}:${match.id}`);
    return shown
      ? [
          {
            kind: match.kind,
            id: match.id,
            ...shown,
            score: match.score,
            direction: match.direction,
            reasons: match.reasons,
          },
        ]
      : [];
  });
}
