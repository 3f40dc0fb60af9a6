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
