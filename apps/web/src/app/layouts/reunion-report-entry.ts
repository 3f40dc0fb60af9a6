import { lazy } from 'react';
import type { ReportDialogEntry } from '../../lib/reunion-dialogs';
import { storage, STORAGE_KEYS } from '../../lib/storage';

const loadDialog = () => import('../../features/reunion-report/report-dialog');

/**
 * The missing-person report dialog for the reunion frame. Its code loads on first use (or when a button that
 * opens it is pointed at or focused); the frame itself only checks, in a few lines, whether a report waits in
 * this browser's queue, and loads the sender only then.
 */
export const reportDialogEntry: ReportDialogEntry = {
  Dialog: lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog }))),
  preload: () => void loadDialog(),
  resumeQueued: () => {
    if (!storage.get(STORAGE_KEYS.reunionReportQueue)) return;
    const send = () => {
      if (!navigator.onLine) return;
      void import('../../features/reunion-report/lib/send-queue').then((module) => module.sendQueuedReports());
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  },
};
