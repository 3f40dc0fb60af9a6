import type {
  AdminReport,
  AdminReportSummary,
  CaseData,
  ReportData,
  ReportMatch,
  ReportOverview,
  ReportReviewInput,
  ReportStatus,
} from '@site/contracts';
import { REPORT_CODES, reportReviewInputSchema } from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import type { JobQueue } from '../../plugins/queue.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { MailSender } from '../contact/contact.service.js';
import { isUniqueViolation } from '../reunion/reunion.repository.js';
import { reunionAdminService, type CaseStatusListener, type ReunionAdminService } from '../reunion/reunion.service.js';
import { SiteRepository } from '../site/site.repository.js';
import { localise } from '../site/site.service.js';
import { todayInVietnam, type Analyser } from './analyser.js';
import { rankReportMatches, type RankMatches } from './matching.js';
import { MissingReportsRepository, type ReportRecord } from './missing-reports.repository.js';
import { resolvePlace } from './places.js';
import { reportEmail, type ReportMail } from './report-emails.js';

export const REPORT_MAIL_JOB = 'mail.missing-report';
export const REPORT_RECEIVED = 'Thank you. Your report has been received; keep its case number.';
const NOT_FOUND = 'Not found.';
export const CASE_NUMBER_TAKEN = 'A case with this number already exists; the report was not published.';

/** How the module mails families: off when SMTP is not configured (reports are still stored). */
export interface ReportMailer {
  send: MailSender;
  /** The site's address, for the public case link (`/reunion/cases/<n>` alone when it is not configured). */
  publicUrl: string | undefined;
}

/** A new report as another module hears of it, inside the transaction that stored it (`trx`). */
export type ReportSubmittedListener = (trx: Db, reportId: number) => Promise<void>;

const submittedListeners = new WeakMap<Db, ReportSubmittedListener[]>();

function submittedListenersOf(db: Db): ReportSubmittedListener[] {
  let listeners = submittedListeners.get(db);
  if (!listeners) submittedListeners.set(db, (listeners = []));
  return listeners;
}

/**
 * Lets another module write what belongs to a new report in the same transaction (the volunteer network makes
 * its verification task). Keyed by the app's database, which every plugin of one app shares.
 */
export function onReportSubmitted(app: FastifyInstance, listener: ReportSubmittedListener): void {
  submittedListenersOf(app.db).push(listener);
}

interface MailJob {
  reportId: number;
  mail: ReportMail;
}

/** A report as the moderation list shows it. */
function toSummary(record: ReportRecord): AdminReportSummary {
  return {
    id: record.id,
    case_number: record.case_number,
    status: record.status,
    missing_person_name: record.missing_person_name,
    age: record.age,
    gender_id: record.gender_id,
    missing_date: record.missing_date,
    place: record.place,
    risk_level_id: record.risk_level_id,
    reporter_name: record.reporter_name,
    reporter_phone: record.reporter_phone,
    reporter_relationship_id: record.reporter_relationship_id,
    published_case_id: record.published_case_id,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/**
 * Missing-person reports: a family sends one from the report dialog, the server checks its places, stores it
 * privately with its own analysis of the original text and answers the case number; moderators review it and
 * publish it as a public case, which keeps the family's number. The family is mailed at each step when SMTP
 * is configured and they gave an address. Nothing of a report is in any public answer or log line.
 */
export class MissingReportsService {
  constructor(
    private readonly repo: MissingReportsRepository,
    private readonly cases: ReunionAdminService,
    private readonly audit: AuditRepository,
    private readonly settings: SiteRepository,
    private readonly queue: JobQueue,
    private readonly analyser: Analyser,
    private readonly rank: RankMatches,
    private readonly mailer: ReportMailer | null,
    private readonly log: FastifyBaseLogger,
    private readonly submittedListeners: readonly ReportSubmittedListener[] = [],
  ) {}

  /** Queues a mail to the report's family in the caller's transaction, when mail is on and they gave an address. */
  private async queueMail(trx: Db, reportId: number, email: string | null, mail: ReportMail): Promise<void> {
    if (!this.mailer || !email) return;
    await this.queue.enqueue(REPORT_MAIL_JOB, { reportId, mail } satisfies MailJob, { in: trx, maxAttempts: 6 });
  }

  /**
   * Stores a report and answers its case number. A filled honeypot answers like a success and stores nothing;
   * a submission id already used answers the first report's number and stores nothing new.
   */
  async submit(input: ReportData): Promise<{ case_number: string; status: ReportStatus; stored: boolean }> {
    if (input.website && input.website.trim() !== '') {
      this.log.info('missing-person report honeypot filled: dropped');
      return { case_number: await this.repo.peekNextNumber(), status: 'pending', stored: false };
    }
    if (input.submission_id) {
      const earlier = await this.repo.findBySubmission(input.submission_id);
      if (earlier) return { ...earlier, stored: false };
    }
    const place = resolvePlace(input);
    const analysis = input.original_report_text ? this.analyse(input.original_report_text) : null;
    try {
      const created = await this.repo.create(
        {
          submission_id: input.submission_id ?? null,
          missing_person_name: input.missing_person_name,
          age: input.age,
          gender_id: input.gender_id,
          missing_date: input.missing_date,
          risk_level_id: input.risk_level_id,
          reporter_name: input.reporter_name,
          reporter_phone: input.reporter_phone,
          reporter_email: input.reporter_email,
          reporter_relationship_id: input.reporter_relationship_id,
          place,
          details: {
            date_of_birth: input.date_of_birth,
            education_level_id: input.education_level_id,
            marital_status_id: input.marital_status_id,
            occupation_id: input.occupation_id,
            missing_time: input.missing_time,
            discovered_missing_date: input.discovered_missing_date,
            last_seen_location: input.last_seen_location,
            last_seen_latitude: input.last_seen_latitude,
            last_seen_longitude: input.last_seen_longitude,
            missing_reason_id: input.missing_reason_id,
            location_type_id: input.location_type_id,
            missing_context_id: input.missing_context_id,
            medical_condition_ids: input.medical_condition_ids,
            reporter_address: input.reporter_address,
            circumstances: input.circumstances,
            additional_notes: input.additional_notes,
          },
          original_report_text: input.original_report_text,
          analysis,
          additional_info: input.additional_info,
          language: input.language,
        },
        async (trx, id) => {
          await this.queueMail(trx, id, input.reporter_email, { kind: 'received' });
          for (const listener of this.submittedListeners) await listener(trx, id);
        },
      );
      return { case_number: created.case_number, status: created.status, stored: true };
    } catch (error) {
      // The same submission sent twice at once: the second answers the first's number.
      const earlier = input.submission_id ? await this.repo.findBySubmission(input.submission_id) : undefined;
      if (earlier) return { ...earlier, stored: false };
      throw error;
    }
  }

  /** The server's own analysis of the original text (the client's is never trusted); none if it fails. */
  private analyse(text: string) {
    try {
      return this.analyser.offline(text, todayInVietnam());
    } catch (error) {
      this.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'report analysis failed');
      return null;
    }
  }

  async list(
    query: PageQuery & { search?: string | undefined; status?: ReportStatus | undefined },
  ): Promise<Page<AdminReportSummary>> {
    const { rows, total } = await this.repo.list({ status: query.status, search: query.search, ...pageWindow(query) });
    return paged(rows.map(toSummary), total, query);
  }

  async overview(): Promise<ReportOverview> {
    return { counts: await this.repo.counts(), analysis: this.analyser.overview };
  }

  private async record(id: number): Promise<ReportRecord> {
    const record = await this.repo.findById(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  }

  /** One report whole, with its history and the cases and other reports that may be about the same person. */
  async get(id: number): Promise<AdminReport> {
    const record = await this.record(id);
    const [history, matches] = await Promise.all([this.repo.history(id), this.matches(record)]);
    return {
      ...toSummary(record),
      ...record.details,
      reporter_email: record.reporter_email,
      original_report_text: record.original_report_text,
      analysis: record.analysis,
      additional_info: record.additional_info,
      language: record.language,
      published_case_number: record.published_case_number,
      history,
      matches,
    };
  }

  private async matches(record: ReportRecord): Promise<ReportMatch[]> {
    const [cases, reports] = await Promise.all([this.repo.caseCandidates(), this.repo.allExcept(record.id)]);
    return rankReportMatches(this.rank, record, cases, reports);
  }

  /** Back to pending, needs information or rejected, with a note; a published report stays published. */
  async review(actor: string, id: number, input: ReportReviewInput): Promise<AdminReport> {
    const change = reportReviewInputSchema.parse(input);
    const record = await this.record(id);
    if (record.status === 'verified') throw new HttpError(409, REPORT_CODES.reportNotPending);
    await this.repo.changeStatus(id, { ...change, actor }, async (trx) => {
      if (change.status === 'needs_info' || change.status === 'rejected') {
        await this.queueMail(trx, id, record.reporter_email, { kind: change.status, note: change.note });
      }
    });
    await this.audit.record(
      actor,
      'missing-report.reviewed',
      `${record.case_number}: ${record.status} → ${change.status}`,
    );
    return this.get(id);
  }

  /**
   * Publishes a report as a public case, in one transaction: the case (what the moderator chose to show, with
   * the report's case number and its reporter as the private contact), the report's status and its history.
   */
  async verify(actor: string, id: number, input: { case: CaseData; note: string | null }): Promise<AdminReport> {
    const record = await this.record(id);
    if (record.status === 'verified') throw new HttpError(409, REPORT_CODES.reportNotPending);
    const contact = {
      reporter_name: record.reporter_name,
      phone: record.reporter_phone,
      email: record.reporter_email,
      relationship: record.reporter_relationship_id,
    };
    try {
      await this.repo.changeStatus(id, { status: 'verified', note: input.note, actor }, async (trx) => {
        // Checked again inside the transaction: two moderators publishing at once make one case.
        const current = await this.repo.findById(id, trx);
        if (current?.status === 'verified') throw new HttpError(409, REPORT_CODES.reportNotPending);
        const caseId = await this.cases.createFromReport(trx, input.case, contact, record.case_number);
        await this.queueMail(trx, id, record.reporter_email, { kind: 'published' });
        return { published_case_id: caseId };
      });
    } catch (error) {
      // A case already holds the number (made at the same instant as the report): nothing was written.
      if (isUniqueViolation(error)) throw new HttpError(409, CASE_NUMBER_TAKEN);
      throw error;
    }
    await this.cases.recordCreated(actor, record.case_number);
    await this.audit.record(actor, 'missing-report.verified', record.case_number);
    return this.get(id);
  }

  /** Hears a published case's status change and queues a mail to the family that reported it. */
  readonly caseStatusChanged: CaseStatusListener = async (trx, change) => {
    for (const report of await this.repo.publishedAs(change.caseId, trx)) {
      await this.queueMail(trx, report.id, report.reporter_email, { kind: 'case_status', status: change.status });
    }
  };

  /** The queued job: writes one mail to a report's family in the report's language and sends it. */
  async deliver(job: MailJob): Promise<void> {
    if (!this.mailer) return;
    const record = await this.repo.findById(job.reportId);
    if (!record?.reporter_email) return;
    const caseNumber = record.published_case_number ?? record.case_number;
    const base = (this.mailer.publicUrl ?? '').replace(/\/+$/, '');
    const { subject, text } = reportEmail(record.language, job.mail, {
      caseNumber,
      caseUrl: `${base}/reunion/cases/${encodeURIComponent(caseNumber)}`,
    });
    const owner = localise((await this.settings.getMany(['owner.email'])).get('owner.email'), 'en');
    await this.mailer.send({ to: record.reporter_email, replyTo: owner, subject, text });
  }
}

/** The service on the app's database, queue and analyser; mail only with a mailer. */
export function missingReportsService(
  app: FastifyInstance,
  analyser: Analyser,
  rank: RankMatches,
  mailer: ReportMailer | null,
): MissingReportsService {
  return new MissingReportsService(
    new MissingReportsRepository(app.db),
    reunionAdminService(app),
    new AuditRepository(app.db),
    new SiteRepository(app.db),
    app.queue,
    analyser,
    rank,
    mailer,
    app.log,
    submittedListenersOf(app.db),
  );
}
