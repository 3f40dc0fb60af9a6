import { VOLUNTEER_STATUSES } from '@site/contracts';
import type { AdminVolunteerListQuery } from '../../api/admin-volunteers';
import {
  BASE_LIST_DEFAULTS,
  FEATURED_VALUES,
  listState,
  type BaseListParams,
} from '../../components/admin/list-params';

/** How many volunteers one page shows. */
export const VOLUNTEERS_PER_PAGE = 20;

/** The volunteers list's filters as the page keeps them (in the address bar); '' is any. */
export interface VolunteerListParams extends BaseListParams {
  status: '' | (typeof VOLUNTEER_STATUSES)[number];
  /** On the first-responder team ('true'), not on it ('false'), or either (''). */
  responder: '' | (typeof FEATURED_VALUES)[number];
  sort: 'newest';
}

export const DEFAULT_VOLUNTEER_LIST_PARAMS: VolunteerListParams = {
  ...BASE_LIST_DEFAULTS,
  status: '',
  responder: '',
  sort: 'newest',
};

export const volunteerListState = listState(
  DEFAULT_VOLUNTEER_LIST_PARAMS,
  { status: VOLUNTEER_STATUSES, responder: FEATURED_VALUES, sort: ['newest'] },
  {
    perPage: VOLUNTEERS_PER_PAGE,
    query: (params): Partial<AdminVolunteerListQuery> => ({
      status: params.status || undefined,
      first_responder: params.responder === '' ? undefined : params.responder === 'true',
    }),
  },
);

/** The list endpoint's query: page, search (name or email), status and team (volunteers have no categories). */
export function volunteerListQuery(params: VolunteerListParams): AdminVolunteerListQuery {
  const { page, per_page, search, status, first_responder } = volunteerListState.query(params);
  return { page, per_page, search, status, first_responder };
}
