import type { AdminTask } from '@site/contracts';

/** For tests: a task as the admin list answers it (a submitted verification by default). */
export function testTask(changes: Partial<AdminTask> = {}): AdminTask {
  return {
    id: 5,
    kind: 'verify_report',
    type: 'verification',
    mode: 'online',
    difficulty: 'medium',
    title: null,
    description: null,
    subject: {
      case_number: null,
      report_ref: 'RP-2026-0042',
      province_id: '01',
      province_name: 'Thành phố Hà Nội',
      language: null,
    },
    points: 25,
    bonus: 0,
    urgent: false,
    first_responder_only: true,
    deadline: null,
    status: 'submitted',
    mine: false,
    lock_expires_at: null,
    review_note: null,
    created_at: '2026-11-20T08:00:00Z',
    holder: { id: 7, name: 'Trần Thị Lan', avatar_url: null, level: 2 },
    submitted_at: '2026-11-26T09:30:00Z',
    submission_note: 'Called the family; the report is genuine.',
    hours: 1.5,
    reviewed_by: null,
    created_by: 'platform',
    ...changes,
  };
}

/** A paged answer of the admin lists. */
export const pageOf = <T>(data: T[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 20 });
