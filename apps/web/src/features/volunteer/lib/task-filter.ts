import { TASK_FILTERS, type TaskFilter, type VolunteerTask } from '@site/contracts';
import type { TaskListQuery } from '../../../api/volunteer-tasks';

/** Tasks per page of the public list. */
export const TASKS_PER_PAGE = 12;

/** The filter and page of the address (`?filter=online&page=2`): anything unknown is the whole list, page 1. */
export function readTaskAddress(search: string): { filter: TaskFilter; page: number } {
  const params = new URLSearchParams(search);
  const raw = params.get('filter');
  const filter = TASK_FILTERS.find((known) => known === raw) ?? 'all';
  const page = Number(params.get('page'));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a filtered page of the list, shareable as it is; the whole list's first page is bare. */
export function taskListHref(filter: TaskFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/volunteer/tasks?${search}` : '/volunteer/tasks';
}

/**
 * The list's query: filter, page, per page, and no filter for the whole list, so that one address serves each
 * list (and a server render's answer, once the page's hint carries it, is the one the browser asks for).
 */
export function taskListQueryOf(filter: TaskFilter, page: number): TaskListQuery {
  return filter === 'all' ? { page, per_page: TASKS_PER_PAGE } : { filter, page, per_page: TASKS_PER_PAGE };
}

/** Whether a task is in a filter, the way the server's list filters (for the dashboard's own list). */
export function matchesFilter(task: VolunteerTask, filter: TaskFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'online':
    case 'offline':
      return task.mode === filter;
    case 'verification':
      return task.type === 'verification';
    case 'social':
      return task.type === 'social_media';
    case 'first_responder':
      return task.first_responder_only;
  }
}
