import { adminApi, authApi, type BodyOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

export type LoginBody = BodyOf<typeof authApi.login>;
export type PasswordChangeBody = BodyOf<typeof authApi.changePassword>;

/** Query keys of the admin's session and its frame: the signed-in user, the bell, the dashboard. */
export const sessionKeys = {
  me: ['admin', 'me'] as const,
};
export const notificationKeys = {
  all: ['admin', 'notifications'] as const,
};
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

/** The signed-in admin, checked against the server. */
export const meQuery = () =>
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => call(authApi.me, {}, { signal }).then((answer) => answer.user),
  });

/** Unread contact messages and feedback, and comments awaiting review, for the header bell. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => call(adminApi.notifications, {}, { signal }),
  });

/** Counts, recent activity and system status. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => call(adminApi.dashboard, {}, { signal }).then((answer) => answer.data),
  });

export function logIn(body: LoginBody) {
  return call(authApi.login, { body });
}

export function logOut() {
  return call(authApi.logout);
}

export function changePassword(body: PasswordChangeBody) {
  return call(authApi.changePassword, { body });
}
