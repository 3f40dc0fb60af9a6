import { volunteersApi, type BodyOf, type Volunteer } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * Query keys of the volunteer's own data. Everything a volunteer sees of themselves hangs under `all`, so that
 * signing in or out drops it in one invalidation. The public overview is no one's own data: it has its own key.
 */
export const volunteerKeys = {
  all: ['volunteer'] as const,
  me: ['volunteer', 'me'] as const,
  notifications: (page: number) => ['volunteer', 'notifications', page] as const,
  notificationsAll: ['volunteer', 'notifications'] as const,
  unread: ['volunteer', 'unread'] as const,
};

export const volunteerOverviewKey = ['volunteer-overview'] as const;

/** The signed-in volunteer, checked against the server (a stored token alone is not a session). */
export const volunteerMeQuery = () =>
  queryOptions({
    queryKey: volunteerKeys.me,
    queryFn: ({ signal }): Promise<Volunteer> =>
      call(volunteersApi.me, {}, { signal }).then((answer) => answer.volunteer),
    staleTime: 60_000,
  });

/** The public figures of the volunteer network (the /volunteer page, the auth dialog's demo button). */
export const volunteerOverviewQuery = () =>
  queryOptions({
    queryKey: volunteerOverviewKey,
    queryFn: ({ signal }) => call(volunteersApi.overview, {}, { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

export const registerVolunteer = (body: BodyOf<typeof volunteersApi.register>) =>
  call(volunteersApi.register, { body });
export const loginVolunteer = (body: BodyOf<typeof volunteersApi.login>) => call(volunteersApi.login, { body });
export const demoLoginVolunteer = () => call(volunteersApi.demoLogin);
export const logoutVolunteer = () => call(volunteersApi.logout);

/** The volunteer's notifications, newest first, one page at a time. */
export const volunteerNotificationsQuery = (page: number) =>
  queryOptions({
    queryKey: volunteerKeys.notifications(page),
    queryFn: ({ signal }) => call(volunteersApi.notifications, { query: { page, per_page: 20 } }, { signal }),
  });

/** How many notifications are unread: the header's bell, asked again every minute while the tab is visible. */
export const volunteerUnreadQuery = () =>
  queryOptions({
    queryKey: volunteerKeys.unread,
    queryFn: ({ signal }) => call(volunteersApi.unreadCount, {}, { signal }).then((answer) => answer.unread),
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });

/** Marks the given notifications read, or all of them when `ids` is absent; answers the new unread count. */
export const markNotificationsRead = (ids?: number[]) =>
  call(volunteersApi.markRead, { body: ids ? { ids } : {} }).then((answer) => answer.unread);
