import { lazy } from 'react';
import type { VolunteerAuthEntry } from '../../lib/reunion-dialogs';

const loadAuth = () => import('../../features/volunteer-auth/auth-dialog');
const loadForms = () => import('../../features/volunteer-auth/auth-forms');

/**
 * The volunteer's sign-in dialog and inline form for the reunion frame: their code loads on first use (or when
 * a button that opens the dialog is pointed at or focused), never with the page.
 */
export const volunteerAuthEntry: VolunteerAuthEntry = {
  Dialog: lazy(() => loadAuth().then((module) => ({ default: module.VolunteerAuthDialog }))),
  Form: lazy(() => loadForms().then((module) => ({ default: module.VolunteerAuthForms }))),
  preload: () => void loadAuth(),
};
