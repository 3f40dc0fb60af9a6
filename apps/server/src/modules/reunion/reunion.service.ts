import {
  CASE_LIMITS,
  COORDINATE_DECIMALS,
  LANGUAGE_CODES,
  pickLanguage,
  type AdminReunionCase,
  type AuditAction,
  type CaseContact,
  type CaseData,
  type CaseStatus,
  type LanguageCode,
  type LastSeen,
  type MapMarker,
  type MapMarkers,
  type ReunionCase,
  type ReunionCaseDetail,
  type ReunionFigures,
  type StatusChange,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import {
  ReunionRepository,
  type CaseRecord,
  type CaseWrite,
  type StatusChangeRecord,
  type StatusNote,
} from './reunion.repository.js';

/**
 * Missing-person cases of the reunion platform.
 *
 * A case is known by its case number, `VN-<year opened>-<five-digit sequence in that year>` (`VN-2026-00012`),
 * given by the server when the case is created and never changed. Its public profile is what the map, the
 * cards and the case page show; who reported it (name, phone, email, relationship) is kept in a table of its
 * own that only the admin's answers read, so no public answer can carry it. The last-seen place is coarse by
 * rule: a province, a commune and a position rounded to two decimals (about a kilometre), never a street.
 */

const NOT_FOUND = 'Not found.';

/** A position rounded to what a public marker may show: a commune's centre, not a house. */
export function coarse(place: LastSeen): LastSeen {
  const factor = 10 ** COORDINATE_DECIMALS;
  return {
    province: place.province,
    commune: place.commune,
    latitude: Math.round(place.latitude * factor) / factor,
    longitude: Math.round(place.longitude * factor) / factor,
  };
}

/** A status note in the reader's language, else English, else Vietnamese (the platform's first language). */
function noteIn(note: StatusNote, lang: LanguageCode): string | null {
  return pickLanguage(note, lang) ?? note.vi ?? null;
}

function toStatusChange(change: StatusChangeRecord, lang: LanguageCode): StatusChange {
  return { status: change.status, changed_at: change.changed_at, note: noteIn(change.note, lang) };
}

/** The facts of a case that are the same in every language, for the public and the admin alike. */
function profileOf(record: CaseRecord) {
  return {
    case_number: record.case_number,
    is_sample: record.is_sample,
    full_name: record.full_name,
    gender: record.gender,
    birth_year: record.birth_year,
    age_at_missing: record.age_at_missing,
    height_cm: record.height_cm,
    photo_url: record.photo_url,
    status: record.status,
    missing_since: record.missing_since,
    last_seen: record.last_seen,
  };
}

/** A case as visitors read it in `lang`; a text missing in that language shows the English one. */
export function toPublicCase(record: CaseRecord, lang: LanguageCode): ReunionCase {
  const en = record.translations.en;
  const text = pickLanguage(record.translations, lang);
  return {
    ...profileOf(record),
    clothing: text?.clothing || en?.clothing || '',
    distinguishing_features: text?.distinguishing_features || en?.distinguishing_features || '',
    description: text?.description || en?.description || '',
    reward: text?.reward ?? en?.reward ?? null,
    lang,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Text cut to at most `max` characters at a word's end, with an ellipsis when it was cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A case as the map draws it: its marker and its popup. */
export function toMarker(record: CaseRecord, lang: LanguageCode): MapMarker {
  const item = toPublicCase(record, lang);
  return {
    case_number: item.case_number,
    is_sample: item.is_sample,
    full_name: item.full_name,
    status: item.status,
    birth_year: item.birth_year,
    age_at_missing: item.age_at_missing,
    missing_since: item.missing_since,
    last_seen: item.last_seen,
    summary: shorten(item.description, CASE_LIMITS.markerSummaryMax),
  };
}

/** What visitors read: the public cases and the live figures. */
export class ReunionService {
  constructor(private readonly repo: ReunionRepository) {}

  async list(query: PageQuery & { lang: LanguageCode; status?: CaseStatus | undefined }): Promise<Page<ReunionCase>> {
    const { rows, total } = await this.repo.list({ status: query.status, ...pageWindow(query) });
    return paged(
      rows.map((row) => toPublicCase(row, query.lang)),
      total,
      query,
    );
  }

  /**
   * Every public case's marker, newest change first, in one answer: the map draws them all and clusters them
   * itself, so it never shows only the newest page of a country's cases.
   */
  async markers(lang: LanguageCode): Promise<MapMarkers> {
    const { rows, total } = await this.repo.list({ offset: 0, limit: CASE_LIMITS.mapMarkersMax });
    return { data: rows.map((row) => toMarker(row, lang)), total, truncated: total > rows.length };
  }

  /** The public cases that hold every one of `words` in their public fields, in `lang`, at most `limit`. */
  async search(words: readonly string[], lang: LanguageCode, limit: number): Promise<ReunionCase[]> {
    const records = await this.repo.searchPublic(words, limit);
    return records.map((record) => toPublicCase(record, lang));
  }

  /** One case with its history; undefined for an unknown number. */
  async get(caseNumber: string, lang: LanguageCode): Promise<ReunionCaseDetail | undefined> {
    const record = await this.repo.findByNumber(caseNumber);
    if (!record) return undefined;
    const history = await this.repo.history(record.id);
    return { ...toPublicCase(record, lang), status_history: history.map((change) => toStatusChange(change, lang)) };
  }

  figures(): Promise<ReunionFigures> {
    return this.repo.counts();
  }
}

/** The case as stored, from what the admin sent. */
export function toWrite(input: CaseData, isSample = false): CaseWrite {
  // Only the languages that were given are stored; the others fall back to English when read.
  const translations = Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => (input.translations[code] ? [[code, input.translations[code]]] : [])),
  );
  return {
    is_sample: isSample,
    full_name: input.full_name,
    gender: input.gender,
    birth_year: input.birth_year,
    age_at_missing: input.age_at_missing,
    height_cm: input.height_cm,
    photo_url: input.photo_url,
    missing_since: input.missing_since,
    last_seen: coarse(input.last_seen),
    translations,
  };
}

/** A case's status change as another module hears of it, inside the change's transaction (`trx`). */
export type CaseStatusListener = (
  trx: Db,
  change: { caseId: number; caseNumber: string; status: CaseStatus },
) => Promise<void>;

const statusListeners = new WeakMap<Db, CaseStatusListener[]>();

function statusListenersOf(db: Db): CaseStatusListener[] {
  let listeners = statusListeners.get(db);
  if (!listeners) statusListeners.set(db, (listeners = []));
  return listeners;
}

/**
 * Lets another module write what belongs to a case's status change in the same transaction (the reports
 * module queues a mail to the family that reported the case). Keyed by the app's database, which every
 * plugin of one app shares.
 */
export function onCaseStatusChange(app: FastifyInstance, listener: CaseStatusListener): void {
  statusListenersOf(app.db).push(listener);
}

/** A new case as another module hears of it, inside the transaction that wrote it (`trx`). */
export type CaseCreatedListener = (trx: Db, caseId: number) => Promise<void>;

const createdListeners = new WeakMap<Db, CaseCreatedListener[]>();

function createdListenersOf(db: Db): CaseCreatedListener[] {
  let listeners = createdListeners.get(db);
  if (!listeners) createdListeners.set(db, (listeners = []));
  return listeners;
}

/**
 * Lets another module write what belongs to a new case in the same transaction (the volunteer network makes
 * the case's tasks). Keyed by the app's database, like `onCaseStatusChange`.
 */
export function onCaseCreated(app: FastifyInstance, listener: CaseCreatedListener): void {
  createdListenersOf(app.db).push(listener);
}

/** The owner's cases: create, edit, change status, delete; every change audited. */
export class ReunionAdminService {
  constructor(
    private readonly repo: ReunionRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
    private readonly listeners: readonly CaseStatusListener[] = [],
    private readonly createdListeners: readonly CaseCreatedListener[] = [],
  ) {}

  private async created(trx: Db, id: number): Promise<void> {
    for (const listener of this.createdListeners) await listener(trx, id);
  }

  private changed(actor: string, action: AuditAction, subject: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  /** Cases as the admin reads them, with their contacts and histories read in one query each. */
  private async toAdmin(records: CaseRecord[]): Promise<AdminReunionCase[]> {
    const ids = records.map((record) => record.id);
    const [contacts, histories] = await Promise.all([this.repo.contacts(ids), this.repo.histories(ids)]);
    return records.map((record) => ({
      id: record.id,
      ...profileOf(record),
      translations: record.translations,
      contact: contacts.get(record.id) ?? null,
      status_history: histories.get(record.id) ?? [],
      created_at: record.created_at,
      updated_at: record.updated_at,
    }));
  }

  private async record(id: number): Promise<CaseRecord> {
    const record = await this.repo.findById(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  }

  async list(
    query: PageQuery & { search?: string | undefined; status?: CaseStatus | undefined },
  ): Promise<Page<AdminReunionCase>> {
    const { rows, total } = await this.repo.list({
      search: query.search,
      status: query.status,
      ...pageWindow(query),
    });
    return paged(await this.toAdmin(rows), total, query);
  }

  async get(id: number): Promise<AdminReunionCase> {
    const [item] = await this.toAdmin([await this.record(id)]);
    return item!;
  }

  /** A new case starts as missing; its number is the next free one of the year. */
  async create(actor: string, input: CaseData): Promise<AdminReunionCase> {
    const id = await this.repo.create(toWrite(input), input.contact, { status: 'missing' }, (trx, caseId) =>
      this.created(trx, caseId),
    );
    const created = await this.get(id);
    await this.changed(actor, 'reunion-case.created', created.case_number);
    return created;
  }

  /**
   * A case published from a family's report, written in the caller's transaction (`trx`) with the report's
   * number and its reporter as the private contact. The caller records the audit entry once it has committed
   * (`recordCreated`).
   */
  async createFromReport(trx: Db, input: CaseData, contact: CaseContact, caseNumber: string): Promise<number> {
    const id = await new ReunionRepository(trx).insertCase(trx, toWrite(input), contact, {
      status: 'missing',
      case_number: caseNumber,
    });
    await this.created(trx, id);
    return id;
  }

  /** The audit entry of a new case (which also moves the public caches on). */
  recordCreated(actor: string, caseNumber: string): Promise<void> {
    return this.changed(actor, 'reunion-case.created', caseNumber);
  }

  /** Rewrites the profile and the contact; a demo case stays marked as a sample. */
  async update(actor: string, id: number, input: CaseData): Promise<AdminReunionCase> {
    const current = await this.record(id);
    await this.repo.update(id, toWrite(input, current.is_sample), input.contact);
    await this.changed(actor, 'reunion-case.updated', current.case_number);
    return this.get(id);
  }

  /** Sets the status and appends the change (with its note) to the history, even when the status is the same. */
  async changeStatus(
    actor: string,
    id: number,
    change: { status: CaseStatus; note: StatusNote },
  ): Promise<AdminReunionCase> {
    const current = await this.record(id);
    await this.repo.changeStatus(id, change.status, change.note, undefined, async (trx) => {
      for (const listener of this.listeners) {
        await listener(trx, { caseId: id, caseNumber: current.case_number, status: change.status });
      }
    });
    await this.changed(
      actor,
      'reunion-case.status_changed',
      `${current.case_number}: ${current.status} → ${change.status}`,
    );
    return this.get(id);
  }

  async remove(actor: string, id: number): Promise<void> {
    const current = await this.record(id);
    await this.repo.delete(id);
    await this.changed(actor, 'reunion-case.deleted', current.case_number);
  }
}

/** The public service on the app's database. */
export function reunionService(app: FastifyInstance): ReunionService {
  return new ReunionService(new ReunionRepository(app.db));
}

/** The admin service on the app's database. */
export function reunionAdminService(app: FastifyInstance): ReunionAdminService {
  return new ReunionAdminService(
    new ReunionRepository(app.db),
    new AuditRepository(app.db),
    app.db,
    statusListenersOf(app.db),
    createdListenersOf(app.db),
  );
}
