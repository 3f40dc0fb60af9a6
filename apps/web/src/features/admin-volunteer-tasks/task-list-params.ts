import { TASK_STATUSES, TASK_TYPES, type TaskStatus, type TaskType } from '@site/contracts';
import type { AdminTaskListQuery } from '../../api/admin-volunteers';
import { BASE_LIST_DEFAULTS, listState, type BaseListParams } from '../../components/admin/list-params';

/** How many tasks, submissions or contact readings one page shows. */
export const TASKS_PER_PAGE = 20;

/**
 * The screen's tabs: the review queue (submitted tasks) first, then every task, the special challenges and the
 * log of readings of reporters' contacts.
 */
export const TASK_VIEWS = ['review', 'all', 'challenges', 'contact'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

/** The tasks screen's state as the page keeps it (in the address bar); '' is any. */
export interface TaskListParams extends BaseListParams {
  view: TaskView;
  status: '' | TaskStatus;
  type: '' | TaskType;
  sort: 'newest';
}

export const DEFAULT_TASK_LIST_PARAMS: TaskListParams = {
  ...BASE_LIST_DEFAULTS,
  view: 'review',
  status: '',
  type: '',
  sort: 'newest',
};

export const {
  read: readTaskListParams,
  write: writeTaskListParams,
  isFiltered: isTaskListNarrowed,
  query: taskListQueryWithCategory,
} = listState(
  DEFAULT_TASK_LIST_PARAMS,
  { view: TASK_VIEWS, status: TASK_STATUSES, type: TASK_TYPES, sort: ['newest'] },
  {
    perPage: TASKS_PER_PAGE,
    query: (params): Partial<AdminTaskListQuery> => ({
      // The review queue is the submitted tasks, whatever the other filters say.
      status: params.view === 'review' ? 'submitted' : params.status || undefined,
      type: params.view === 'review' ? undefined : params.type || undefined,
    }),
  },
);

/** Whether the list of the current tab is narrowed (switching tabs alone narrows nothing). */
export function isTaskListFiltered(params: TaskListParams): boolean {
  return isTaskListNarrowed({ ...params, view: DEFAULT_TASK_LIST_PARAMS.view });
}

/** The tasks endpoint's query for a tab: page, search, and status and type (the review queue: submitted). */
export function taskListQuery(params: TaskListParams): AdminTaskListQuery {
  const { page, per_page, search, status, type } = taskListQueryWithCategory(params);
  return { page, per_page, search, status, type };
}
