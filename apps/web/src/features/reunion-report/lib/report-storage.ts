import { ADDRESS_PERIODS, type ReportInput } from '@site/contracts';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { ExtraField } from './extra-fields';
import { EMPTY_FORM, type ReportForm } from './report-form';

/** Everything the dialog holds of a report being written: kept on this device so that nothing is lost. */
export interface ReportDraft {
  text: string;
  form: ReportForm;
  extras: ExtraField[];
  /** Made when the draft starts; the server answers the same case number to a repeated send. */
  submissionId: string;
}

/** A report waiting for a connection, with the draft it came from (it goes back there if refused). */
export interface QueuedReport {
  submissionId: string;
  body: ReportInput;
  draft: ReportDraft;
  queuedAt: string;
  /** Refused by the server (a 4xx): not sent again; it waits to go back into the dialog to be fixed. */
  refused?: boolean;
}

/** A report sent from this device: only its case number and when (nothing personal). */
export interface SentReport {
  caseNumber: string;
  sentAt: string;
}

const SENT_KEPT = 20;

function readJson(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): unknown {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored draft read back defensively (it may come from an older version of the dialog or be tampered with):
 * only known fields of the right type are kept, the rest take their empty value.
 */
export function readDraft(value: unknown): ReportDraft | null {
  if (!isRecord(value) || typeof value.submissionId !== 'string' || !value.submissionId) return null;
  const form: ReportForm = { ...EMPTY_FORM, medical_condition_ids: [] };
  const stored = isRecord(value.form) ? value.form : {};
  for (const key of Object.keys(EMPTY_FORM) as (keyof ReportForm)[]) {
    const field = stored[key];
    if (key === 'medical_condition_ids') {
      if (Array.isArray(field)) form.medical_condition_ids = field.filter((id): id is string => typeof id === 'string');
    } else if (key === 'period_chosen') form.period_chosen = field === true;
    else if (key === 'address_period') {
      if (ADDRESS_PERIODS.includes(field as never)) form.address_period = field as ReportForm['address_period'];
    } else if (typeof field === 'string') form[key] = field;
  }
  const extras = Array.isArray(value.extras)
    ? value.extras.filter(
        (extra): extra is ExtraField =>
          isRecord(extra) &&
          typeof extra.id === 'string' &&
          typeof extra.name === 'string' &&
          typeof extra.value === 'string',
      )
    : [];
  return { text: typeof value.text === 'string' ? value.text : '', form, extras, submissionId: value.submissionId };
}

/** Whether a draft holds anything the family wrote. */
export function draftHasContent(draft: ReportDraft): boolean {
  const { period_chosen: _chosen, address_period: _period, medical_condition_ids, ...fields } = draft.form;
  return (
    draft.text.trim() !== '' ||
    draft.extras.length > 0 ||
    medical_condition_ids.length > 0 ||
    Object.values(fields).some((value) => value.trim() !== '')
  );
}

export function loadDraft(): ReportDraft | null {
  return readDraft(readJson(STORAGE_KEYS.reunionReportDraft));
}

export function saveDraft(draft: ReportDraft): void {
  if (draftHasContent(draft)) storage.set(STORAGE_KEYS.reunionReportDraft, JSON.stringify(draft));
  else storage.remove(STORAGE_KEYS.reunionReportDraft);
}

export function clearDraft(): void {
  storage.remove(STORAGE_KEYS.reunionReportDraft);
}

export function loadQueue(): QueuedReport[] {
  const value = readJson(STORAGE_KEYS.reunionReportQueue);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): QueuedReport[] => {
    if (!isRecord(item) || !isRecord(item.body) || typeof item.submissionId !== 'string') return [];
    const draft = readDraft(item.draft);
    if (!draft) return [];
    return [
      {
        submissionId: item.submissionId,
        body: item.body as unknown as ReportInput,
        draft,
        queuedAt: typeof item.queuedAt === 'string' ? item.queuedAt : new Date(0).toISOString(),
        ...(item.refused === true ? { refused: true } : {}),
      },
    ];
  });
}

function saveQueue(queue: readonly QueuedReport[]): void {
  if (queue.length) storage.set(STORAGE_KEYS.reunionReportQueue, JSON.stringify(queue));
  else storage.remove(STORAGE_KEYS.reunionReportQueue);
}

/** Queues a report (a second queueing of the same submission replaces the first). */
export function enqueueReport(report: QueuedReport): void {
  saveQueue([...loadQueue().filter((item) => item.submissionId !== report.submissionId), report]);
}

export function dequeueReport(submissionId: string): void {
  saveQueue(loadQueue().filter((item) => item.submissionId !== submissionId));
}

export function markRefused(submissionId: string): void {
  saveQueue(loadQueue().map((item) => (item.submissionId === submissionId ? { ...item, refused: true } : item)));
}

/**
 * A refused queued report, to go back into the dialog to be fixed (read only: `restoreRefused` moves it).
 * Only when there is no draft, so that nothing the family is writing is overwritten.
 */
export function peekRefusedReport(): ReportDraft | null {
  return loadQueue().find((item) => item.refused)?.draft ?? null;
}

/** Moves a refused queued report into the draft (saved first, then out of the queue: never lost between). */
export function restoreRefused(draft: ReportDraft): void {
  storage.set(STORAGE_KEYS.reunionReportDraft, JSON.stringify(draft));
  dequeueReport(draft.submissionId);
}

export function loadSent(): SentReport[] {
  const value = readJson(STORAGE_KEYS.reunionReportSent);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is SentReport =>
      isRecord(item) && typeof item.caseNumber === 'string' && typeof item.sentAt === 'string',
  );
}

/** Remembers a case number sent from this device (the latest first, a few kept). */
export function rememberSent(caseNumber: string, at = new Date()): void {
  const rest = loadSent().filter((item) => item.caseNumber !== caseNumber);
  storage.set(
    STORAGE_KEYS.reunionReportSent,
    JSON.stringify([{ caseNumber, sentAt: at.toISOString() }, ...rest].slice(0, SENT_KEPT)),
  );
}
