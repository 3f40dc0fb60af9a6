import { volunteersApi, type Volunteer } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * Query keys of the volunteer's own data. Everything a volunteer sees of themselves hangs under `all`, so that
 * signing in or out drops it in one invalidation.
 */
export const volunteerKeys = {
  all: ['volunteer'] as const,
  me: ['volunteer', 'me'] as const,
};

/** The signed-in volunteer, checked against the server (a stored token alone is not a session). */
export const volunteerMeQuery = () =>
  queryOptions({
    queryKey: volunteerKeys.me,
    queryFn: ({ signal }): Promise<Volunteer> =>
      call(volunteersApi.me, {}, { signal }).then((answer) => answer.volunteer),
    staleTime: 60_000,
  });
