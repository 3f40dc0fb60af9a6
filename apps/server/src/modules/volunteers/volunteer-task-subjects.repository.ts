import type { CaseStatus } from '@site/contracts';
import { sql } from 'kysely';
import { parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';

/** A case as a task's reader sees it (the case's English text, or its first one). */
export interface TaskCaseFacts {
  case_number: string;
  full_name: string;
  missing_since: string;
  province: string;
  commune: string;
  description: string;
}

/** A report as a task's reader sees it, with the reporter's contact (which the service gives out or not). */
export interface TaskReportFacts {
  report_ref: string;
  missing_person_name: string;
  age: number | null;
  missing_date: string;
  last_seen_location: string;
  circumstances: string | null;
  contact: { name: string; phone: string; email: string | null };
}

/** A case as task generation reads it. */
export interface CaseForTasks {
  id: number;
  case_number: string;
  status: CaseStatus;
  missing_since: string;
  province: string;
  has_english: boolean;
}

/** A report as task generation reads it. */
export interface ReportForTasks {
  id: number;
  case_number: string;
  missing_date: string;
  missing_time: string | null;
  province_id: string | null;
}

/** A reading of a reporter's contact, as the owner's log lists it. */
export interface ContactAccessRecord {
  id: number;
  volunteer_id: number;
  task_id: number;
  report_ref: string;
  accessed_at: string;
}

/**
 * All SQL on what volunteer tasks are about: the cases and reports they are made from and read with, the
 * volunteers of a province to tell of an urgent task, and the log of every reading of a reporter's contact.
 */
export class VolunteerTaskSubjectsRepository {
  constructor(private readonly db: Db) {}
  /** The id of the case with this public number. */
  async caseIdOf(caseNumber: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('reunion_cases')
      .select('id')
      .where('case_number', '=', caseNumber)
      .executeTakeFirst();
    return row?.id;
  }

  async caseFacts(caseId: number): Promise<TaskCaseFacts | undefined> {
    const found = await this.db
      .selectFrom('reunion_cases')
      .select(['case_number', 'full_name', 'missing_since', 'province', 'commune', 'translations'])
      .where('id', '=', caseId)
      .executeTakeFirst();
    if (!found) return undefined;
    const translations = parseJson<Record<string, { description?: string }>>(found.translations, {});
    return {
      case_number: found.case_number,
      full_name: found.full_name,
      missing_since: found.missing_since,
      province: found.province,
      commune: found.commune,
      description: translations.en?.description ?? Object.values(translations)[0]?.description ?? '',
    };
  }

  async reportFacts(reportId: number): Promise<TaskReportFacts | undefined> {
    const found = await this.db
      .selectFrom('missing_person_reports')
      .select([
        'case_number',
        'missing_person_name',
        'age',
        'missing_date',
        'details',
        'reporter_name',
        'reporter_phone',
        'reporter_email',
      ])
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!found) return undefined;
    const details = parseJson<{ last_seen_location?: string; circumstances?: string | null }>(found.details, {});
    return {
      report_ref: found.case_number,
      missing_person_name: found.missing_person_name,
      age: found.age,
      missing_date: found.missing_date,
      last_seen_location: details.last_seen_location ?? '',
      circumstances: details.circumstances ?? null,
      contact: { name: found.reporter_name, phone: found.reporter_phone, email: found.reporter_email },
    };
  }

  /** Logs that a volunteer read a reporter's contact through a task. */
  async recordContactAccess(access: { volunteerId: number; taskId: number; reportId: number }, now: string) {
    await this.db
      .insertInto('volunteer_contact_access')
      .values({
        volunteer_id: access.volunteerId,
        task_id: access.taskId,
        report_id: access.reportId,
        accessed_at: now,
      })
      .execute();
  }

  async caseForTasks(caseId: number): Promise<CaseForTasks | undefined> {
    const found = await this.db
      .selectFrom('reunion_cases')
      .select(['id', 'case_number', 'status', 'missing_since', 'province', 'translations'])
      .where('id', '=', caseId)
      .executeTakeFirst();
    if (!found) return undefined;
    const translations = parseJson<Record<string, { description?: string } | undefined>>(found.translations, {});
    return {
      id: found.id,
      case_number: found.case_number,
      status: found.status as CaseStatus,
      missing_since: found.missing_since,
      province: found.province,
      has_english: Boolean(translations.en?.description?.trim()),
    };
  }

  async reportForTasks(reportId: number): Promise<ReportForTasks | undefined> {
    const found = await this.db
      .selectFrom('missing_person_reports')
      .select(['id', 'case_number', 'missing_date', 'place', 'details'])
      .where('id', '=', reportId)
      .executeTakeFirst();
    if (!found) return undefined;
    const place = parseJson<{ province_id?: string }>(found.place, {});
    const details = parseJson<{ missing_time?: string | null }>(found.details, {});
    return {
      id: found.id,
      case_number: found.case_number,
      missing_date: found.missing_date,
      missing_time: details.missing_time ?? null,
      province_id: place.province_id ?? null,
    };
  }

  /** Active volunteers of a province (only its first responders when `firstResponders`). */
  async volunteersOf(provinceId: string, firstResponders: boolean): Promise<number[]> {
    let query = this.db
      .selectFrom('volunteers')
      .select('id')
      .where('status', '=', 'active')
      .where('province_id', '=', provinceId);
    if (firstResponders) query = query.where('first_responder', '=', 1);
    return (await query.execute()).map((row) => row.id);
  }

  /** Every reading of a reporter's contact, newest first, and how many there are. */
  async contactAccessPage(window: {
    limit: number;
    offset: number;
  }): Promise<{ rows: ContactAccessRecord[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('volunteer_contact_access as a')
        .innerJoin('missing_person_reports as r', 'r.id', 'a.report_id')
        .select(['a.id', 'a.volunteer_id', 'a.task_id', 'r.case_number as report_ref', 'a.accessed_at'])
        .orderBy('a.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      this.db
        .selectFrom('volunteer_contact_access')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
