import type { CaseContact, CaseGender, CaseStatus, CaseTranslation, LanguageCode, LastSeen } from '@site/contracts';
import type { Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import type { ReunionCaseContactsTable, ReunionCasesTable } from '../../db/schema.js';
import { containsJsonText, containsText } from '../../db/search.js';

export type CaseTranslations = Partial<Record<LanguageCode, CaseTranslation>>;
export type StatusNote = Partial<Record<LanguageCode, string>>;

/** What a case's public profile is written with. */
export interface CaseWrite {
  is_sample: boolean;
  full_name: string;
  gender: CaseGender;
  birth_year: number | null;
  age_at_missing: number | null;
  height_cm: number | null;
  photo_url: string | null;
  missing_since: string;
  last_seen: LastSeen;
  translations: CaseTranslations;
}

/** A case as the services read it: its public profile, without the contact. */
export interface CaseRecord extends CaseWrite {
  id: number;
  case_number: string;
  status: CaseStatus;
  created_at: string;
  updated_at: string;
}

export interface StatusChangeRecord {
  status: CaseStatus;
  note: StatusNote;
  changed_at: string;
}

/** How a new case starts: its number, its first status (the first line of its history) and when. */
export interface CaseOpening {
  case_number: string;
  status: CaseStatus;
  note?: StatusNote;
  /** Defaults to now; the seed gives the demo cases their own dates. */
  at?: string;
}

export interface CaseFilter {
  status?: CaseStatus | undefined;
  /** Name, case number, province or commune; diacritics-insensitive. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

export interface CaseCounts {
  total: number;
  missing: number;
  investigating: number;
  found: number;
  samples: number;
}

/**
 * The next free case number of `year`: `VN-<year>-<five digits>`, one more than the highest given that year to
 * a case or to a missing-person report (a report keeps its number when it is published as a case, so both
 * draw from one sequence).
 */
export async function nextCaseNumber(db: Db, year: number): Promise<string> {
  const prefix = `VN-${year}-%`;
  const [cases, reports] = await Promise.all([
    db
      .selectFrom('reunion_cases')
      .select((eb) => eb.fn.max('case_number').as('last'))
      .where('case_number', 'like', prefix)
      .executeTakeFirst(),
    db
      .selectFrom('missing_person_reports')
      .select((eb) => eb.fn.max('case_number').as('last'))
      .where('case_number', 'like', prefix)
      .executeTakeFirst(),
  ]);
  const sequence = (last: unknown) => {
    const value = typeof last === 'string' ? Number(last.slice(-5)) : 0;
    return Number.isFinite(value) ? value : 0;
  };
  const next = Math.max(sequence(cases?.last), sequence(reports?.last)) + 1;
  return `VN-${year}-${String(next).padStart(5, '0')}`;
}

/** A unique index refused the row, in each driver's words. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY';
}

/** The public columns of a case; the contact lives in its own table, which only `findContact` reads. */
const CASE_COLUMNS = [
  'id',
  'case_number',
  'is_sample',
  'full_name',
  'gender',
  'birth_year',
  'age_at_missing',
  'height_cm',
  'photo_url',
  'status',
  'missing_since',
  'province',
  'commune',
  'latitude',
  'longitude',
  'translations',
  'created_at',
  'updated_at',
] as const;

type CaseRow = Selectable<ReunionCasesTable>;

/** All SQL on the reunion cases, their status history and their private contacts. */
export class ReunionRepository {
  constructor(private readonly db: Db) {}

  private toCase(row: CaseRow): CaseRecord {
    return {
      id: Number(row.id),
      case_number: row.case_number,
      is_sample: flag(row.is_sample),
      full_name: row.full_name,
      gender: row.gender as CaseGender,
      birth_year: row.birth_year === null ? null : Number(row.birth_year),
      age_at_missing: row.age_at_missing === null ? null : Number(row.age_at_missing),
      height_cm: row.height_cm === null ? null : Number(row.height_cm),
      photo_url: row.photo_url,
      status: row.status as CaseStatus,
      missing_since: row.missing_since,
      last_seen: {
        province: row.province,
        commune: row.commune,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
      },
      translations: parseJson<CaseTranslations>(row.translations, {}),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private columns(input: CaseWrite) {
    return {
      is_sample: bit(input.is_sample),
      full_name: input.full_name,
      gender: input.gender,
      birth_year: input.birth_year,
      age_at_missing: input.age_at_missing,
      height_cm: input.height_cm,
      photo_url: input.photo_url,
      missing_since: input.missing_since,
      province: input.last_seen.province,
      commune: input.last_seen.commune,
      latitude: input.last_seen.latitude,
      longitude: input.last_seen.longitude,
      translations: JSON.stringify(input.translations),
    };
  }

  /** Cases, newest-updated first, with the total the filter finds. */
  async list(filter: CaseFilter): Promise<{ rows: CaseRecord[]; total: number }> {
    let query = this.db.selectFrom('reunion_cases').select(CASE_COLUMNS);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('full_name'), text),
          containsText(eb.ref('case_number'), text),
          containsText(eb.ref('province'), text),
          containsText(eb.ref('commune'), text),
        ]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map((row) => this.toCase(row)), total };
  }

  /**
   * The cases whose public fields hold every one of `words` (each in any field: name, case number, commune,
   * province or a text in any language), newest-updated first, at most `limit`. The contacts are in their own
   * table, so a search can never find a case by its reporter.
   */
  async searchPublic(words: readonly string[], limit: number): Promise<CaseRecord[]> {
    if (words.length === 0) return [];
    let query = this.db.selectFrom('reunion_cases').select(CASE_COLUMNS);
    for (const word of words) {
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('full_name'), word),
          containsText(eb.ref('case_number'), word),
          containsText(eb.ref('province'), word),
          containsText(eb.ref('commune'), word),
          containsJsonText(this.db, eb.ref('translations'), word),
        ]),
      );
    }
    const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => this.toCase(row));
  }

  async findById(id: number): Promise<CaseRecord | undefined> {
    const row = await this.db.selectFrom('reunion_cases').select(CASE_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? this.toCase(row) : undefined;
  }

  async findByNumber(caseNumber: string): Promise<CaseRecord | undefined> {
    const row = await this.db
      .selectFrom('reunion_cases')
      .select(CASE_COLUMNS)
      .where('case_number', '=', caseNumber)
      .executeTakeFirst();
    return row ? this.toCase(row) : undefined;
  }

  /** A case's status changes, oldest first. */
  async history(caseId: number): Promise<StatusChangeRecord[]> {
    return (await this.histories([caseId])).get(caseId) ?? [];
  }

  /** The status changes of several cases, oldest first, by case id (one query for a page of cases). */
  async histories(caseIds: readonly number[]): Promise<Map<number, StatusChangeRecord[]>> {
    const byCase = new Map<number, StatusChangeRecord[]>();
    if (caseIds.length === 0) return byCase;
    const rows = await this.db
      .selectFrom('reunion_case_status_history')
      .select(['case_id', 'status', 'note', 'changed_at'])
      .where('case_id', 'in', [...caseIds])
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = byCase.get(Number(row.case_id)) ?? [];
      list.push({
        status: row.status as CaseStatus,
        note: parseJson<StatusNote>(row.note, {}),
        changed_at: row.changed_at,
      });
      byCase.set(Number(row.case_id), list);
    }
    return byCase;
  }

  /** Who reported the case: for the admin only. */
  async findContact(caseId: number): Promise<CaseContact | null> {
    return (await this.contacts([caseId])).get(caseId) ?? null;
  }

  /** Who reported each of several cases, by case id: for the admin only. */
  async contacts(caseIds: readonly number[]): Promise<Map<number, CaseContact>> {
    const byCase = new Map<number, CaseContact>();
    if (caseIds.length === 0) return byCase;
    const rows = await this.db
      .selectFrom('reunion_case_contacts')
      .select(['case_id', 'reporter_name', 'phone', 'email', 'relationship'])
      .where('case_id', 'in', [...caseIds])
      .execute();
    for (const { case_id, ...contact } of rows) {
      byCase.set(Number(case_id), { ...contact, relationship: contact.relationship as CaseContact['relationship'] });
    }
    return byCase;
  }

  /**
   * Creates a case with its first status and its contact, all or nothing. Without a case number in
   * `opening`, the next free one of the current year is given; two admins creating at once both get one
   * (the unique index refuses the second, which takes the next).
   */
  async create(
    input: CaseWrite,
    contact: CaseContact | null,
    opening: Omit<CaseOpening, 'case_number'> & { case_number?: string },
    also?: (trx: Db, id: number) => Promise<void>,
  ): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const id = await this.insertCase(trx, input, contact, opening);
          if (also) await also(trx, id);
          return id;
        });
      } catch (error) {
        if (opening.case_number !== undefined || attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * Writes a new case, its first status and its contact with `db`, which is the caller's transaction: a
   * report published as a case does it in the same transaction as the report's own change.
   */
  async insertCase(
    db: Db,
    input: CaseWrite,
    contact: CaseContact | null,
    opening: Omit<CaseOpening, 'case_number'> & { case_number?: string },
  ): Promise<number> {
    const at = opening.at ?? now();
    const caseNumber = opening.case_number ?? (await nextCaseNumber(db, Number(at.slice(0, 4))));
    const id = await insertId(
      db,
      db.insertInto('reunion_cases').values({
        ...this.columns(input),
        case_number: caseNumber,
        status: opening.status,
        created_at: at,
        updated_at: at,
      }),
    );
    await db
      .insertInto('reunion_case_status_history')
      .values({ case_id: id, status: opening.status, note: JSON.stringify(opening.note ?? {}), changed_at: at })
      .execute();
    if (contact) await this.writeContact(db, id, contact, at);
    return id;
  }

  private async writeContact(db: Db, caseId: number, contact: CaseContact, at: string): Promise<void> {
    const values = {
      reporter_name: contact.reporter_name,
      phone: contact.phone,
      email: contact.email,
      relationship: contact.relationship,
      updated_at: at,
    };
    const result = await db
      .updateTable('reunion_case_contacts')
      .set(values)
      .where('case_id', '=', caseId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      await db
        .insertInto('reunion_case_contacts')
        .values({ ...values, case_id: caseId, created_at: at } satisfies Omit<
          Selectable<ReunionCaseContactsTable>,
          'id'
        >)
        .execute();
    }
  }

  /** Rewrites a case's profile and its contact (none removes it), all or nothing. */
  async update(id: number, input: CaseWrite, contact: CaseContact | null): Promise<void> {
    const at = now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reunion_cases')
        .set({ ...this.columns(input), updated_at: at })
        .where('id', '=', id)
        .execute();
      if (contact) await this.writeContact(trx, id, contact, at);
      else await trx.deleteFrom('reunion_case_contacts').where('case_id', '=', id).execute();
    });
  }

  /**
   * Sets a case's status and appends the change to its history, all or nothing; `also` writes what belongs
   * to the change (a mail to the family that reported it) in the same transaction.
   */
  async changeStatus(
    id: number,
    status: CaseStatus,
    note: StatusNote,
    at: string = now(),
    also?: (trx: Db) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('reunion_cases').set({ status, updated_at: at }).where('id', '=', id).execute();
      await trx
        .insertInto('reunion_case_status_history')
        .values({ case_id: id, status, note: JSON.stringify(note), changed_at: at })
        .execute();
      if (also) await also(trx);
    });
  }

  /** Deletes a case; its history and contact go with it (the foreign keys cascade, and are deleted here too). */
  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('reunion_case_contacts').where('case_id', '=', id).execute();
      await trx.deleteFrom('reunion_case_status_history').where('case_id', '=', id).execute();
      await trx.deleteFrom('reunion_cases').where('id', '=', id).execute();
    });
  }

  /** Cases by status, and how many are demo cases. */
  async counts(): Promise<CaseCounts> {
    const rows = await this.db
      .selectFrom('reunion_cases')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('is_sample').as('samples')])
      .groupBy('status')
      .execute();
    const counts: CaseCounts = { total: 0, missing: 0, investigating: 0, found: 0, samples: 0 };
    for (const row of rows) {
      const n = Number(row.n);
      counts.total += n;
      counts.samples += Number(row.samples ?? 0);
      if (row.status === 'missing' || row.status === 'investigating' || row.status === 'found') {
        counts[row.status] += n;
      }
    }
    return counts;
  }

  /** The case numbers that exist among `numbers` (the seed inserts each demo case once). */
  async existingNumbers(numbers: readonly string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('reunion_cases')
      .select('case_number')
      .where('case_number', 'in', [...numbers])
      .execute();
    return new Set(rows.map((row) => row.case_number));
  }
}
