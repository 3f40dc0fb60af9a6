import type { TaskDifficulty, TaskKind, TaskMode, TaskType } from '@site/contracts';
import type { Db } from './database.js';
import { todayInVietnam } from '../modules/missing-reports/analyser.js';
import { MissingReportsRepository, type ReportWrite } from '../modules/missing-reports/missing-reports.repository.js';
import { resolvePlace } from '../modules/missing-reports/places.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import { provinceIdOfName } from '../modules/volunteers/provinces.js';
import { TaskGenerator } from '../modules/volunteers/volunteer-tasks.generation.js';
import { VolunteerTasksService } from '../modules/volunteers/volunteer-tasks.service.js';

const DAY_MS = 86_400_000;

/** Marks that the demo report was stored, so that the owner's deletion of it sticks. */
const REPORT_SEEDED = 'seed.volunteer-report';

/** The demo report's submission id: a second start finds the report by it and stores no other. */
export const DEMO_REPORT_SUBMISSION = '00000000-0000-4000-8000-00000000de01';

/**
 * A missing-person report as a family would send it, waiting for verification: fictional people (marked demo),
 * a phone number in the reserved 0900 000 0xx pattern of the demo cases and an example.org address. It went
 * missing days before the seed ran, so that its verification task is not urgent and has no deadline to pass.
 */
function demoReport(at: Date): ReportWrite {
  const missingDate = todayInVietnam(at.getTime() - 4 * DAY_MS);
  return {
    submission_id: DEMO_REPORT_SUBMISSION,
    missing_person_name: 'Lê Văn Mẫu (demo)',
    age: 71,
    gender_id: 'male',
    missing_date: missingDate,
    risk_level_id: 'high',
    reporter_name: 'Lê Thị Ví Dụ (demo)',
    reporter_phone: '0900 000 090',
    reporter_email: 'demo.reporter@example.org',
    reporter_relationship_id: 'child',
    // Hà Nội's Hoàn Kiếm ward, where the demo volunteer lives: the report is in their province's list first.
    place: resolvePlace({
      address_period: 'current',
      last_seen_province_id: '11',
      last_seen_district_id: null,
      last_seen_ward_id: '31755',
      missing_date: missingDate,
    }),
    details: {
      date_of_birth: null,
      education_level_id: null,
      marital_status_id: null,
      occupation_id: null,
      missing_time: '07:30',
      discovered_missing_date: missingDate,
      last_seen_location: 'Demo: the bus stop by Hoàn Kiếm Lake',
      last_seen_latitude: null,
      last_seen_longitude: null,
      missing_reason_id: null,
      location_type_id: null,
      missing_context_id: null,
      medical_condition_ids: [],
      reporter_address: null,
      circumstances: 'Demo report: he went out for his morning walk and did not come home.',
      additional_notes: null,
    },
    original_report_text: null,
    analysis: null,
    additional_info: {},
    language: 'en',
  };
}

interface DemoCaseTask {
  case_number: string;
  kind: TaskKind;
  type: TaskType;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  language?: string;
  firstResponderOnly?: boolean;
}

/**
 * The tasks the generator makes only for recent cases or cases without a translation, which the demo cases (months
 * old, in all ten languages) never get: a field search and its coordination (first responders) for a case in Hà
 * Nội, and a translation into Khmer, spoken in the Mekong delta, for a case in Cần Thơ. Each has the key the
 * generator would give it, so neither makes it twice.
 */
const DEMO_CASE_TASKS: readonly DemoCaseTask[] = [
  { case_number: 'VN-2025-00018', kind: 'search_area', type: 'field_search', mode: 'offline', difficulty: 'hard' },
  {
    case_number: 'VN-2025-00018',
    kind: 'coordinate_search',
    type: 'coordination',
    mode: 'offline',
    difficulty: 'hard',
    firstResponderOnly: true,
  },
  {
    case_number: 'VN-2026-00033',
    kind: 'translate_case',
    type: 'translation',
    mode: 'online',
    difficulty: 'medium',
    language: 'km',
  },
];

function sourceKey(task: DemoCaseTask, caseId: number): string {
  return task.language ? `${task.kind}:${caseId}:${task.language}` : `${task.kind}:${caseId}`;
}

/**
 * The demo's open tasks of every type: the platform's tasks for the demo cases (as the cases module made them on
 * creation), a demo report waiting for verification (stored as the reports module stores a submitted one, its
 * first-responder verification task made in the same transaction), and the field search, coordination and
 * translation tasks above (for cases not found yet). Safe to run on every start: each task's `source_key` is
 * unique and the report is stored once per database, so nothing is made twice and the owner's deletions stick.
 */
export async function seedVolunteerTasks(db: Db, now: () => Date = () => new Date()): Promise<void> {
  const generator = new TaskGenerator(now);
  const cases = await db
    .selectFrom('reunion_cases')
    .select(['id', 'case_number', 'province', 'status'])
    .orderBy('id')
    .execute();
  for (const { id } of cases) await generator.forCase(db, id);

  const settings = new SiteRepository(db);
  if (!(await settings.getMany([REPORT_SEEDED])).has(REPORT_SEEDED)) {
    const reports = new MissingReportsRepository(db);
    if (!(await reports.findBySubmission(DEMO_REPORT_SUBMISSION)))
      await reports.create(demoReport(now()), (trx, reportId) => generator.forReport(trx, reportId));
    await settings.setMany({ [REPORT_SEEDED]: now().toISOString() });
  }

  const tasks = new VolunteerTasksService(db, now);
  const byNumber = new Map(cases.map((row) => [row.case_number, row]));
  for (const task of DEMO_CASE_TASKS) {
    const found = byNumber.get(task.case_number);
    if (!found || found.status === 'found') continue;
    await tasks.insert({
      kind: task.kind,
      type: task.type,
      mode: task.mode,
      difficulty: task.difficulty,
      title: null,
      description: null,
      case_id: found.id,
      report_id: null,
      province_id: provinceIdOfName(found.province),
      language: task.language ?? null,
      bonus: 0,
      urgent: false,
      first_responder_only: task.firstResponderOnly ?? false,
      needs_contact: false,
      deadline: null,
      created_by: 'system',
      source_key: sourceKey(task, found.id),
    });
  }
}
