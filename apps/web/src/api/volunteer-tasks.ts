import { volunteersApi, type BodyOf, type QueryOf } from '@site/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { volunteerKeys } from './volunteer-account';

export type TaskListQuery = QueryOf<typeof volunteersApi.tasks>;
export type PageQuery = QueryOf<typeof volunteersApi.points>;
export type LeaderboardQuery = QueryOf<typeof volunteersApi.leaderboard>;

/**
 * Query keys of the volunteer's work: the volunteer's own data under `volunteerKeys.all`, so that signing in
 * or out drops it in one go. The public task list is the same for everyone (it is asked without a token) and
 * stays outside: the session hook drops `volunteerKeys.all` whenever nobody is signed in, which would orphan a
 * guest's list while it loads. A claim or a release still invalidates it.
 */
export const volunteerTaskKeys = {
  dashboard: [...volunteerKeys.all, 'dashboard'] as const,
  tasks: ['volunteer-tasks'] as const,
  taskList: (query: TaskListQuery) => ['volunteer-tasks', query] as const,
  myTasks: [...volunteerKeys.all, 'my-tasks'] as const,
  task: (id: number) => [...volunteerKeys.all, 'task', id] as const,
  reviews: [...volunteerKeys.all, 'reviews'] as const,
  reviewPage: (query: PageQuery) => [...volunteerKeys.all, 'reviews', query] as const,
  points: [...volunteerKeys.all, 'points'] as const,
  pointsPage: (query: PageQuery) => [...volunteerKeys.all, 'points', query] as const,
  leaderboard: [...volunteerKeys.all, 'leaderboard'] as const,
  leaderboardOf: (query: LeaderboardQuery) => [...volunteerKeys.all, 'leaderboard', query] as const,
};

/** Profile, level, points, badges, missions, tasks, leaderboards, community and spotlight, in one answer. */
export const volunteerDashboardQuery = () =>
  queryOptions({
    queryKey: volunteerTaskKeys.dashboard,
    queryFn: ({ signal }) => call(volunteersApi.dashboard, {}, { signal }).then((answer) => answer.data),
  });

/** A page of open tasks (public: no token is sent, so `mine` is always false here). */
export const taskListQuery = (query: TaskListQuery) =>
  queryOptions({
    queryKey: volunteerTaskKeys.taskList(query),
    queryFn: ({ signal }) => call(volunteersApi.tasks, { query }, { signal }),
  });

/** The tasks the signed-in volunteer holds or has submitted. */
export const myTasksQuery = () =>
  queryOptions({
    queryKey: volunteerTaskKeys.myTasks,
    queryFn: ({ signal }) => call(volunteersApi.myTasks, {}, { signal }).then((answer) => answer.data),
  });

/** One task with what its holder may read to do it (a reporter's contact reading is logged by the server). */
export const taskDetailQuery = (id: number) =>
  queryOptions({
    queryKey: volunteerTaskKeys.task(id),
    queryFn: ({ signal }) => call(volunteersApi.task, { params: { id } }, { signal }).then((answer) => answer.data),
    // Every reading of a reporter's contact is logged: do not read it again behind the volunteer's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Other volunteers' submissions a trusted volunteer may review. */
export const reviewsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: volunteerTaskKeys.reviewPage(query),
    queryFn: ({ signal }) => call(volunteersApi.reviews, { query }, { signal }),
  });

/** A page of the points ledger, newest first, with the usable and lifetime totals. */
export const pointsQuery = (query: PageQuery) =>
  queryOptions({
    queryKey: volunteerTaskKeys.pointsPage(query),
    queryFn: ({ signal }) => call(volunteersApi.points, { query }, { signal }),
  });

/** The weekly or all-time leaderboard with the volunteer's own place. */
export const leaderboardQuery = (query: LeaderboardQuery) =>
  queryOptions({
    queryKey: volunteerTaskKeys.leaderboardOf(query),
    queryFn: ({ signal }) => call(volunteersApi.leaderboard, { query }, { signal }),
  });

/** What a change of a task's state makes stale: the lists it was or is in, the dashboard, and the task. */
function invalidateTaskViews(client: QueryClient, id?: number) {
  void client.invalidateQueries({ queryKey: volunteerTaskKeys.tasks });
  void client.invalidateQueries({ queryKey: volunteerTaskKeys.myTasks });
  void client.invalidateQueries({ queryKey: volunteerTaskKeys.dashboard });
  if (id !== undefined) void client.invalidateQueries({ queryKey: volunteerTaskKeys.task(id) });
}

/** Claims an open task (locks it to the volunteer). */
export function useClaimTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(volunteersApi.claim, { params: { id } }),
    onSettled: (_answer, _error, id) => invalidateTaskViews(client, id),
  });
}

/** Gives a claimed task back. */
export function useReleaseTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(volunteersApi.release, { params: { id } }),
    onSettled: (_answer, _error, id) => invalidateTaskViews(client, id),
  });
}

/** Submits a claimed task with a note and the hours it took. */
export function useSubmitTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof volunteersApi.submit> }) =>
      call(volunteersApi.submit, { params: { id }, body }),
    onSettled: (_answer, _error, { id }) => invalidateTaskViews(client, id),
  });
}

/** A trusted volunteer approves or returns a submission; an approval moves points and leaderboards. */
export function useReviewTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BodyOf<typeof volunteersApi.review> }) =>
      call(volunteersApi.review, { params: { id }, body }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: volunteerTaskKeys.reviews });
      void client.invalidateQueries({ queryKey: volunteerTaskKeys.leaderboard });
      void client.invalidateQueries({ queryKey: volunteerTaskKeys.dashboard });
    },
  });
}

/** A trusted volunteer creates a verification task; it joins the open list. */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof volunteersApi.createTask>) => call(volunteersApi.createTask, { body }),
    onSuccess: () => invalidateTaskViews(client),
  });
}
