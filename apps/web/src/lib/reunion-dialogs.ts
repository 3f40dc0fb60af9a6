import { createContext, useContext, type ComponentType } from 'react';

/** What a share asks for: the absolute link, the text suggested to go with it and the dialog's title. */
export interface ShareRequest {
  url: string;
  text: string;
  title: string;
}

/**
 * The reunion section's dialogs, opened from any reunion page (a share button on a card, a map popup, the
 * hero's download button). The reunion frame provides them and loads their code on first use; outside it
 * there is no provider and the buttons that would open them are not shown (absent, never dead).
 */
export interface ReunionDialogs {
  share: (request: ShareRequest) => void;
  downloadApp: () => void;
  /** Opens the missing-person report dialog. */
  reportMissing: () => void;
  /** Starts loading the report dialog's code (a button's pointerenter or focus), so that it opens at once. */
  preloadReportMissing: () => void;
  /** Opens the volunteer's sign-in or registration dialog (absent where the frame gives no volunteer entry). */
  volunteerAuth?: (mode: VolunteerAuthMode) => void;
  /** Starts loading the volunteer dialog's code (a button's pointerenter or focus). */
  preloadVolunteerAuth?: () => void;
  /** The sign-in/registration form itself, lazily loaded, for a page that shows it inline (/profile to a guest). */
  VolunteerAuthForm?: ComponentType<VolunteerAuthFormProps>;
}

export type VolunteerAuthMode = 'login' | 'register';

export interface VolunteerAuthFormProps {
  /** The form shown first; a link switches to the other. */
  mode: VolunteerAuthMode;
  /** After the session is saved; the default goes to the volunteer dashboard. */
  onDone?: () => void;
  /** The heading level of the form's title inside the page. */
  heading?: 'h2' | 'h3';
}

/** The volunteer's sign-in dialog and inline form as the app gives them to the reunion frame (lazily loaded). */
export interface VolunteerAuthEntry {
  Dialog: ComponentType<{ mode: VolunteerAuthMode; onClose: () => void }>;
  Form: ComponentType<VolunteerAuthFormProps>;
  preload: () => void;
}

/**
 * The report dialog as the app gives it to the reunion frame: its lazily loaded component, a preload, and
 * the sender of reports queued offline (called on every reunion page; it loads nothing when none is queued).
 */
export interface ReportDialogEntry {
  Dialog: ComponentType<{ onClose: () => void }>;
  preload: () => void;
  resumeQueued: () => (() => void) | void;
}

export const ReunionDialogsContext = createContext<ReunionDialogs | null>(null);

export function useReunionDialogs(): ReunionDialogs | null {
  return useContext(ReunionDialogsContext);
}

/** A site path as an absolute link on this origin, as a shared link must be. Read on use, never in render. */
export function absoluteLink(path: string): string {
  return new URL(path, window.location.origin).href;
}
