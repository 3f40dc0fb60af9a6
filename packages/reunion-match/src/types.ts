import type { CaseGender, ReporterRelationship } from '@site/contracts';

/** A person as the matcher reads them. */
export interface MatchPerson {
  /** Full Vietnamese name, any case, with or without diacritics. */
  name: string;
  birth_year?: number | null;
  /** Age on `age_on`. */
  age?: number | null;
  /** YYYY-MM-DD the age refers to (the missing date when absent). */
  age_on?: string | null;
  gender?: CaseGender | null;
}

/** A case or a report: its missing person, where and when they went missing, and who reported it. */
export interface MatchRecord {
  kind: 'case' | 'report';
  id: number;
  missing: MatchPerson & {
    /** YYYY-MM-DD. */
    missing_date: string;
    /** CURRENT province id (@site/vn-places) when known. */
    province_id?: string | null;
    /** CURRENT commune ids when known (an old ward split by the 2025 reform gives several). */
    commune_ids?: readonly string[];
    /** Names, used when ids are absent (cases store names). */
    province?: string | null;
    commune?: string | null;
  };
  /** Who reported it, when known (reports; cases created by the owner may have none). */
  reporter?: { name: string; relationship: ReporterRelationship } | null;
}

export type MatchReasonCode =
  | 'same_name'
  | 'similar_name'
  | 'same_given_name'
  | 'birth_year'
  | 'age'
  | 'gender'
  | 'same_commune'
  | 'same_province'
  | 'near_date'
  | 'reverse_search';

export interface MatchReason {
  code: MatchReasonCode;
  /** Short English detail, e.g. "1990 vs 1991". Never a reporter's name. */
  detail: string;
}

export interface Match {
  kind: 'case' | 'report';
  id: number;
  /** 0..1. */
  score: number;
  direction: 'same_person' | 'reverse';
  reasons: MatchReason[];
}

export interface RankOptions {
  /** How many matches at most (default 10). */
  limit?: number;
  /** The lowest score kept (default 0.35). */
  minScore?: number;
}
