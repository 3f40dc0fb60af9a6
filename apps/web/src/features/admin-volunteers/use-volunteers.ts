import { useMutation } from '@tanstack/react-query';
import {
  adminVolunteerKeys,
  fetchVolunteers,
  recordPoints,
  updateVolunteer,
  type AdminPointsBody,
  type AdminVolunteerUpdateBody,
} from '../../api/admin-volunteers';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import { volunteerListQuery, type VolunteerListParams } from './volunteer-list-params';

/** One page of volunteers for the list's filters; the previous page stays while the next loads. */
export function useVolunteerList(params: VolunteerListParams) {
  const query = volunteerListQuery(params);
  return usePagedList(adminVolunteerKeys.list(query), (signal) => fetchVolunteers(query, signal));
}

/** Suspend or restore, appoint or remove from the team, record points: each refreshes the volunteers. */
export function useVolunteerActions() {
  const refresh = useInvalidate([adminVolunteerKeys.all]);
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminVolunteerUpdateBody }) => updateVolunteer(id, body),
    onSuccess: refresh,
  });
  const points = useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminPointsBody }) => recordPoints(id, body),
    onSuccess: refresh,
  });
  return { update, points };
}
