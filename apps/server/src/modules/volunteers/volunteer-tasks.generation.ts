import {
  TASK_RULES,
  type CaseStatus,
  type TaskDifficulty,
  type TaskKind,
  type TaskMode,
  type TaskType,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { onReportSubmitted } from '../missing-reports/missing-reports.service.js';
import { onCaseCreated, onCaseStatusChange } from '../reunion/reunion.service.js';
import { provinceIdOfName } from './provinces.js';
import { VolunteerTaskSubjectsRepository } from './volunteer-task-subjects.repository.js';
import { VolunteerTasksRepository } from './volunteer-tasks.repository.js';
import { VolunteerTasksService, type TaskWrite } from './volunteer-tasks.service.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Field searches are made for cases missing less than this long. */
const SEARCH_AREA_DAYS = 30;
/** Search coordination is made for cases missing less than this long. */
const COORDINATE_HOURS = 72;

/** The instant a Vietnamese calendar date (`YYYY-MM-DD`, optionally with `HH:MM`) starts, in Vietnam time. */
export function vietnamInstant(date: string, time?: string | null): number {
  return Date.parse(`${date}T${time && /^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00+07:00`);
}

/** Urgency of a subject missing since `since`: within its golden hours, the bonus and a deadline at their end. */
function urgency(since: number, at: Date): Pick<TaskWrite, 'urgent' | 'bonus' | 'deadline'> {
  const goldenEnd = since + TASK_RULES.goldenHours * HOUR_MS;
  if (!(goldenEnd > at.getTime())) return { urgent: false, bonus: 0, deadline: null };
  return { urgent: true, bonus: TASK_RULES.urgentBonus, deadline: new Date(goldenEnd).toISOString() };
}

interface Platform {
  kind: TaskKind;
  type: TaskType;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  key: string;
  language?: string;
  firstResponderOnly?: boolean;
  needsContact?: boolean;
}

/**
 * Makes the platform's tasks from its own work, each once (`source_key` is unique): a report to verify, and
 * for a public case a share in its region, a field search (missing, less than 30 days), an English translation
 * (when it has no English text) and a search to coordinate (missing less than 72 hours). The tasks of a subject
 * within its golden 24 hours are urgent, with a bonus and a deadline at their end, and the volunteers of its
 * province are told (first responders only for first-responder tasks). Each method works in the transaction
 * (`db`) of the change that asked for the tasks.
 */
export class TaskGenerator {
  constructor(private readonly now: () => Date = () => new Date()) {}

  private async make(
    db: Db,
    subject: { case_id: number | null; report_id: number | null; province_id: string | null },
    urgent: Pick<TaskWrite, 'urgent' | 'bonus' | 'deadline'>,
    platform: Platform,
    notice: Record<string, string | number | null>,
    at: Date,
  ): Promise<void> {
    const id = await new VolunteerTasksService(db, this.now).insert(
      {
        ...subject,
        ...urgent,
        kind: platform.kind,
        type: platform.type,
        mode: platform.mode,
        difficulty: platform.difficulty,
        title: null,
        description: null,
        language: platform.language ?? null,
        first_responder_only: platform.firstResponderOnly ?? false,
        needs_contact: platform.needsContact ?? false,
        created_by: 'system',
        source_key: platform.key,
      },
      at,
    );
    if (id === null || !urgent.urgent || subject.province_id === null) return;
    const subjects = new VolunteerTaskSubjectsRepository(db);
    const ids = await subjects.volunteersOf(subject.province_id, platform.firstResponderOnly ?? false);
    await new VolunteerTasksRepository(db).notify(
      ids,
      'urgent_nearby',
      { task_id: id, kind: platform.kind, province_id: subject.province_id, ...notice },
      at,
    );
  }

  /** The tasks of a public case (none are made twice). */
  async forCase(db: Db, caseId: number): Promise<void> {
    const at = this.now();
    const found = await new VolunteerTaskSubjectsRepository(db).caseForTasks(caseId);
    if (!found || found.status === 'found') return;
    const since = vietnamInstant(found.missing_since);
    const missingFor = at.getTime() - since;
    const subject = { case_id: found.id, report_id: null, province_id: provinceIdOfName(found.province) };
    const urgent = urgency(since, at);
    const notice = { case_number: found.case_number };
    await this.make(
      db,
      subject,
      urgent,
      { kind: 'share_case', type: 'social_media', mode: 'online', difficulty: 'easy', key: `share_case:${found.id}` },
      notice,
      at,
    );
    if (found.status === 'missing' && missingFor < SEARCH_AREA_DAYS * DAY_MS) {
      await this.make(
        db,
        subject,
        urgent,
        {
          kind: 'search_area',
          type: 'field_search',
          mode: 'offline',
          difficulty: 'hard',
          key: `search_area:${found.id}`,
        },
        notice,
        at,
      );
    }
    if (!found.has_english) {
      await this.make(
        db,
        subject,
        urgent,
        {
          kind: 'translate_case',
          type: 'translation',
          mode: 'online',
          difficulty: 'medium',
          key: `translate_case:${found.id}:en`,
          language: 'en',
        },
        notice,
        at,
      );
    }
    if (found.status === 'missing' && missingFor < COORDINATE_HOURS * HOUR_MS) {
      await this.make(
        db,
        subject,
        urgent,
        {
          kind: 'coordinate_search',
          type: 'coordination',
          mode: 'offline',
          difficulty: 'hard',
          key: `coordinate_search:${found.id}`,
          firstResponderOnly: true,
        },
        notice,
        at,
      );
    }
  }

  /** The verification task of a new report: first responders only, who may read the reporter's contact. */
  async forReport(db: Db, reportId: number): Promise<void> {
    const at = this.now();
    const found = await new VolunteerTaskSubjectsRepository(db).reportForTasks(reportId);
    if (!found) return;
    await this.make(
      db,
      { case_id: null, report_id: found.id, province_id: found.province_id },
      urgency(vietnamInstant(found.missing_date, found.missing_time), at),
      {
        kind: 'verify_report',
        type: 'verification',
        mode: 'online',
        difficulty: 'medium',
        key: `verify_report:${found.id}`,
        firstResponderOnly: true,
        needsContact: true,
      },
      { report_ref: found.case_number },
      at,
    );
  }

  /** A case found: its tasks not yet submitted are cancelled. */
  async caseStatusChanged(db: Db, caseId: number, status: CaseStatus): Promise<void> {
    if (status !== 'found') return;
    await new VolunteerTasksRepository(db).cancelOpenOfCase(caseId, this.now().toISOString());
  }
}

/** Hooks the generator into the reports and cases modules, in the transactions of their changes. */
export function registerTaskGeneration(app: FastifyInstance, now: () => Date): void {
  const generator = new TaskGenerator(now);
  onReportSubmitted(app, (trx, reportId) => generator.forReport(trx, reportId));
  onCaseCreated(app, (trx, caseId) => generator.forCase(trx, caseId));
  onCaseStatusChange(app, (trx, change) => generator.caseStatusChanged(trx, change.caseId, change.status));
}
