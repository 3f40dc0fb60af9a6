import { useMutation, useQuery } from '@tanstack/react-query';
import {
  TASK_DECISION_REFRESHES,
  adminVolunteerTaskKeys,
  cancelTask,
  createChallenge,
  createTask,
  fetchChallenges,
  fetchContactAccess,
  fetchTasks,
  reviewTask,
  type AdminTaskCreateBody,
  type AdminTaskReviewBody,
  type ChallengeCreateBody,
} from '../../api/admin-volunteers';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import { TASKS_PER_PAGE, taskListQuery, type TaskListParams } from './task-list-params';

/** One page of tasks for the tab and its filters; the previous page stays while the next loads. */
export function useTaskList(params: TaskListParams) {
  const query = taskListQuery(params);
  return usePagedList(adminVolunteerTaskKeys.list(query), (signal) => fetchTasks(query, signal));
}

/** The special challenges, newest first. */
export function useChallenges() {
  return useQuery({ queryKey: adminVolunteerTaskKeys.challenges(), queryFn: ({ signal }) => fetchChallenges(signal) });
}

/** One page of the log of reporters' contacts read by first responders. */
export function useContactAccess(page: number) {
  const query = { page, per_page: TASKS_PER_PAGE };
  return usePagedList(adminVolunteerTaskKeys.contactAccess(query), (signal) => fetchContactAccess(query, signal));
}

/** Approve or return a submission, cancel a task: each refreshes the tasks and the volunteers' points. */
export function useTaskDecisions() {
  const refresh = useInvalidate(TASK_DECISION_REFRESHES);
  const review = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminTaskReviewBody }) => reviewTask(id, body),
    onSuccess: refresh,
  });
  const cancel = useMutation({ mutationFn: (id: number) => cancelTask(id), onSuccess: refresh });
  return { review, cancel };
}

/** A new task (refreshes the task lists). */
export function useCreateTask() {
  const refresh = useInvalidate([adminVolunteerTaskKeys.all]);
  return useMutation({ mutationFn: (body: AdminTaskCreateBody) => createTask(body), onSuccess: refresh });
}

/** A new special challenge (refreshes the challenges). */
export function useCreateChallenge() {
  const refresh = useInvalidate([adminVolunteerTaskKeys.challenges()]);
  return useMutation({ mutationFn: (body: ChallengeCreateBody) => createChallenge(body), onSuccess: refresh });
}
