import type {
  CaseGender,
  CaseStatus,
  LanguageCode,
  ReportAnalysis,
  ReportPlace,
  ReporterRelationship,
  ReportStatus,
  RiskLevel,
} from '@site/contracts';
import type { Selectable } from 'kysely';
import { now, parseJson } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import type { MissingPersonReportsTable } from '../../db/schema.js';
import { containsText } from '../../db/search.js';
import { isUniqueViolation, nextCaseNumber } from '../reunion/reunion.repository.js';

/** The fields of the form kept as one JSON document: read whole, never searched. */
export interface ReportDetails {
  date_of_birth: string | null;
  education_level_id: string | null;
  marital_status_id: string | null;
  occupation_id: string | null;
  missing_time: string | null;
  discovered_missing_date: string | null;
  last_seen_location: string;
  last_seen_latitude: number | null;
  last_seen_longitude: number | null;
  missing_reason_id: string | null;
  location_type_id: string | null;
  missing_context_id: string | null;
  medical_condition_ids: string[];
  reporter_address: string | null;
  circumstances: string | null;
  additional_notes: string | null;
}

/** A report as it is written when it arrives. */
export interface ReportWrite {
  submission_id: string | null;
  missing_person_name: string;
  age: number | null;
  gender_id: CaseGender | null;
  missing_date: string;
  risk_level_id: RiskLevel | null;
  reporter_name: string;
  reporter_phone: string;
  reporter_email: string | null;
  reporter_relationship_id: ReporterRelationship;
  place: ReportPlace;
  details: ReportDetails;
  original_report_text: string | null;
  analysis: ReportAnalysis | null;
  additional_info: Record<string, string>;
  language: LanguageCode;
}

/** A report as the services read it. */
export interface ReportRecord extends Omit<ReportWrite, 'submission_id'> {
  id: number;
  case_number: string;
  status: ReportStatus;
  published_case_id: number | null;
  published_case_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportHistoryRecord {
  status: ReportStatus;
  note: string | null;
  changed_at: string;
  actor: string | null;
}

export interface ReportFilter {
  status?: ReportStatus | undefined;
  /** Missing person's name, case number, reporter's name or phone; diacritics-insensitive. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** A case as the matcher reads it: its public facts and who reported it (when a contact is kept). */
export interface CaseCandidate {
  id: number;
  case_number: string;
  full_name: string;
  gender: CaseGender;
  birth_year: number | null;
  age_at_missing: number | null;
  missing_since: string;
  province: string;
  commune: string;
  status: CaseStatus;
  reporter: { name: string; relationship: ReporterRelationship } | null;
}

/** Something else a write does in its transaction (queue a mail, create the public case). */
export type InTransaction = (trx: Db) => Promise<void>;

type ReportRow = Selectable<MissingPersonReportsTable> & { published_case_number: string | null };

const COLUMNS = [
  'r.id',
  'r.case_number',
  'r.status',
  'r.missing_person_name',
  'r.age',
  'r.gender_id',
  'r.missing_date',
  'r.risk_level_id',
  'r.reporter_name',
  'r.reporter_phone',
  'r.reporter_email',
  'r.reporter_relationship_id',
  'r.place',
  'r.details',
  'r.original_report_text',
  'r.analysis',
  'r.additional_info',
  'r.language',
  'r.published_case_id',
  'r.submission_id',
  'r.created_at',
  'r.updated_at',
  'c.case_number as published_case_number',
] as const;

function toRecord(row: ReportRow): ReportRecord {
  return {
    id: Number(row.id),
    case_number: row.case_number,
    status: row.status as ReportStatus,
    missing_person_name: row.missing_person_name,
    age: row.age === null ? null : Number(row.age),
    gender_id: row.gender_id as CaseGender | null,
    missing_date: row.missing_date,
    risk_level_id: row.risk_level_id as RiskLevel | null,
    reporter_name: row.reporter_name,
    reporter_phone: row.reporter_phone,
    reporter_email: row.reporter_email,
    reporter_relationship_id: row.reporter_relationship_id as ReporterRelationship,
    place: parseJson<ReportPlace>(row.place, {
      period: 'current',
      province_id: '',
      province: '',
      commune_ids: [],
      communes: [],
      old: null,
    }),
    details: parseJson<ReportDetails>(row.details, {} as ReportDetails),
    original_report_text: row.original_report_text,
    analysis: parseJson<ReportAnalysis | null>(row.analysis, null),
    additional_info: parseJson<Record<string, string>>(row.additional_info, {}),
    language: row.language as LanguageCode,
    published_case_id: row.published_case_id === null ? null : Number(row.published_case_id),
    published_case_number: row.published_case_number,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** All SQL on missing-person reports and their history. No public answer reads these tables. */
export class MissingReportsRepository {
  constructor(private readonly db: Db) {}

  private select(db: Db = this.db) {
    return db
      .selectFrom('missing_person_reports as r')
      .leftJoin('reunion_cases as c', 'c.id', 'r.published_case_id')
      .select(COLUMNS);
  }

  async findById(id: number, db: Db = this.db): Promise<ReportRecord | undefined> {
    const row = await this.select(db).where('r.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The number and status of the report a send with this id made, if one did. */
  async findBySubmission(submissionId: string): Promise<{ case_number: string; status: ReportStatus } | undefined> {
    const row = await this.db
      .selectFrom('missing_person_reports')
      .select(['case_number', 'status'])
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
    return row ? { case_number: row.case_number, status: row.status as ReportStatus } : undefined;
  }

  /**
   * Stores a new report as pending with the first line of its history, all or nothing, and `also` in the same
   * transaction. Its number is the next free one of the year across reports and cases; a report written at the
   * same moment that took the number makes this one take the next.
   */
  async create(input: ReportWrite, also?: (trx: Db, id: number) => Promise<void>): Promise<ReportRecord> {
    const at = now();
    for (let attempt = 0; ; attempt++) {
      try {
        const id = await this.db.transaction().execute(async (trx) => {
          const caseNumber = await nextCaseNumber(trx, Number(at.slice(0, 4)));
          const id = await insertId(
            trx,
            trx.insertInto('missing_person_reports').values({
              case_number: caseNumber,
              submission_id: input.submission_id,
              status: 'pending',
              missing_person_name: input.missing_person_name,
              age: input.age,
              gender_id: input.gender_id,
              missing_date: input.missing_date,
              risk_level_id: input.risk_level_id,
              reporter_name: input.reporter_name,
              reporter_phone: input.reporter_phone,
              reporter_email: input.reporter_email,
              reporter_relationship_id: input.reporter_relationship_id,
              place: JSON.stringify(input.place),
              details: JSON.stringify(input.details),
              original_report_text: input.original_report_text,
              analysis: input.analysis ? JSON.stringify(input.analysis) : null,
              additional_info: JSON.stringify(input.additional_info),
              language: input.language,
              published_case_id: null,
              created_at: at,
              updated_at: at,
            }),
          );
          await trx
            .insertInto('missing_person_report_history')
            .values({ report_id: id, status: 'pending', note: null, actor: null, changed_at: at })
            .execute();
          if (also) await also(trx, id);
          return id;
        });
        return (await this.findById(id))!;
      } catch (error) {
        // A second send of the same submission id is answered by the caller; another number clash retries.
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
        if (input.submission_id && (await this.findBySubmission(input.submission_id))) throw error;
      }
    }
  }

  /** The number the next report would be given, without taking it (what a dropped honeypot send is told). */
  peekNextNumber(): Promise<string> {
    return nextCaseNumber(this.db, Number(now().slice(0, 4)));
  }

  /** Reports, newest first, with the total the filter finds. */
  async list(filter: ReportFilter): Promise<{ rows: ReportRecord[]; total: number }> {
    let query = this.select();
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('r.missing_person_name'), text),
          containsText(eb.ref('r.case_number'), text),
          containsText(eb.ref('r.reporter_name'), text),
          containsText(eb.ref('r.reporter_phone'), text),
        ]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toRecord), total };
  }

  /** Every report but `exceptId`, for the matcher. */
  async allExcept(exceptId: number): Promise<ReportRecord[]> {
    const rows = await this.select().where('r.id', '<>', exceptId).orderBy('r.id').execute();
    return rows.map(toRecord);
  }

  /** Every case with its reporter's name and relationship (never shown: the matcher compares them). */
  async caseCandidates(): Promise<CaseCandidate[]> {
    const rows = await this.db
      .selectFrom('reunion_cases as c')
      .leftJoin('reunion_case_contacts as k', 'k.case_id', 'c.id')
      .select([
        'c.id',
        'c.case_number',
        'c.full_name',
        'c.gender',
        'c.birth_year',
        'c.age_at_missing',
        'c.missing_since',
        'c.province',
        'c.commune',
        'c.status',
        'k.reporter_name',
        'k.relationship',
      ])
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      case_number: row.case_number,
      full_name: row.full_name,
      gender: row.gender as CaseGender,
      birth_year: row.birth_year === null ? null : Number(row.birth_year),
      age_at_missing: row.age_at_missing === null ? null : Number(row.age_at_missing),
      missing_since: row.missing_since,
      province: row.province,
      commune: row.commune,
      status: row.status as CaseStatus,
      reporter:
        row.reporter_name && row.relationship
          ? { name: row.reporter_name, relationship: row.relationship as ReporterRelationship }
          : null,
    }));
  }

  /** A report's status changes, oldest first. */
  async history(reportId: number): Promise<ReportHistoryRecord[]> {
    const rows = await this.db
      .selectFrom('missing_person_report_history')
      .select(['status', 'note', 'actor', 'changed_at'])
      .where('report_id', '=', reportId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, status: row.status as ReportStatus }));
  }

  /**
   * Sets a report's status (and, when it is published, its case) and appends the change to its history, with
   * `also` in the same transaction, all or nothing. `also` runs first: publishing creates the case there.
   */
  async changeStatus(
    id: number,
    change: { status: ReportStatus; note: string | null; actor: string },
    also?: (trx: Db) => Promise<{ published_case_id?: number } | void>,
  ): Promise<void> {
    const at = now();
    await this.db.transaction().execute(async (trx) => {
      const extra = (also ? await also(trx) : undefined) ?? {};
      await trx
        .updateTable('missing_person_reports')
        .set({
          status: change.status,
          updated_at: at,
          ...(extra.published_case_id !== undefined ? { published_case_id: extra.published_case_id } : {}),
        })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('missing_person_report_history')
        .values({ report_id: id, status: change.status, note: change.note, actor: change.actor, changed_at: at })
        .execute();
    });
  }

  /** Reports by status. */
  async counts(): Promise<Record<ReportStatus, number>> {
    const rows = await this.db
      .selectFrom('missing_person_reports')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts: Record<ReportStatus, number> = { pending: 0, verified: 0, needs_info: 0, rejected: 0 };
    for (const row of rows) {
      if (row.status in counts) counts[row.status as ReportStatus] = Number(row.n);
    }
    return counts;
  }

  /** The reports published as case `caseId` (one, normally), for the mails that follow the case. */
  async publishedAs(caseId: number, db: Db = this.db): Promise<{ id: number; reporter_email: string | null }[]> {
    const rows = await db
      .selectFrom('missing_person_reports')
      .select(['id', 'reporter_email'])
      .where('published_case_id', '=', caseId)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), reporter_email: row.reporter_email }));
  }
}
