import type { AdminVolunteer } from '@site/contracts';
import type { AdminVolunteerUpdateBody } from '../../api/admin-volunteers';

/** What the owner may change of a volunteer from the list, each confirmed first. */
export const VOLUNTEER_CHANGES = ['suspend', 'restore', 'appoint', 'dismiss'] as const;
export type VolunteerChange = (typeof VOLUNTEER_CHANGES)[number];

/** The changes a volunteer's row offers: suspend or restore by status, appoint or dismiss by team. */
export function changesFor(volunteer: AdminVolunteer): VolunteerChange[] {
  return [volunteer.status === 'suspended' ? 'restore' : 'suspend', volunteer.first_responder ? 'dismiss' : 'appoint'];
}

/** The update body of a change. */
export function changeBody(change: VolunteerChange): AdminVolunteerUpdateBody {
  switch (change) {
    case 'suspend':
      return { status: 'suspended' };
    case 'restore':
      return { status: 'active' };
    case 'appoint':
      return { first_responder: true };
    case 'dismiss':
      return { first_responder: false };
  }
}
