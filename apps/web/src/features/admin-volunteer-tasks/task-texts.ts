import type { VolunteerTask } from '@site/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A task's title as the owner reads it: a custom task's own title, a platform task worded from its kind and
 * what it is about (case number, report reference, province, language).
 */
export function taskTitle(task: Pick<VolunteerTask, 'kind' | 'title' | 'subject'>, t: Translate): string {
  if (task.title) return task.title;
  const { case_number, report_ref, province_name, language } = task.subject;
  return t(`kinds.${task.kind}`, {
    case: case_number ?? '–',
    report: report_ref ?? '–',
    province: province_name ?? '–',
    language: language ?? '–',
  });
}
