import i18n from 'i18next';
import { submitReport } from '../../../api/missing-reports';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { dequeueReport, loadQueue, markRefused, rememberSent, type QueuedReport } from './report-storage';

/** Whether a failed send may succeed later as it is: no connection, a timeout, or the server's own trouble. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status >= 500 || error.status === 429 || error.status === 408);
}

export type SendOutcome =
  { kind: 'sent'; caseNumber: string } | { kind: 'refused'; message: string } | { kind: 'waiting' };

/** Sends one queued report; a sent one leaves the queue and its number is kept, a refused one waits to be fixed. */
export async function sendQueued(report: QueuedReport, submit = submitReport): Promise<SendOutcome> {
  try {
    const answer = await submit({ ...report.body, submission_id: report.submissionId });
    dequeueReport(report.submissionId);
    rememberSent(answer.data.case_number);
    return { kind: 'sent', caseNumber: answer.data.case_number };
  } catch (error) {
    if (isRetryable(error)) return { kind: 'waiting' };
    markRefused(report.submissionId);
    return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
  }
}

let sending = false;

/**
 * Sends the reports queued on this device, one after the other, when the browser says it is online; tells the
 * family each case number (or that a report must be fixed in the dialog). One run at a time; a report still
 * waiting stays queued for the next `online` event or page.
 */
export async function sendQueuedReports(submit = submitReport): Promise<SendOutcome[]> {
  if (sending || !navigator.onLine) return [];
  sending = true;
  const outcomes: SendOutcome[] = [];
  try {
    const queue = loadQueue().filter((item) => !item.refused);
    if (!queue.length) return outcomes;
    if (i18n.isInitialized) await i18n.loadNamespaces('reunionReport');
    // Before the site's translations start (tests), a text is its key.
    const t = (key: string, values: Record<string, string>) =>
      i18n.isInitialized ? i18n.t(key, { ns: 'reunionReport', ...values }) : key;
    for (const report of queue) {
      const outcome = await sendQueued(report, submit);
      outcomes.push(outcome);
      if (outcome.kind === 'sent') {
        notify('success', t('toast.queuedSent', { caseNumber: outcome.caseNumber }), { autoClose: false });
      } else if (outcome.kind === 'refused') {
        notify('error', t('toast.queuedRefused', { message: outcome.message }), { autoClose: false });
      } else break;
    }
    return outcomes;
  } finally {
    sending = false;
  }
}

let watching = false;

/** Sends the queue whenever the connection comes back, for the rest of this page's life. */
export function watchOnline(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('online', () => void sendQueuedReports());
}
