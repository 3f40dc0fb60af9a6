import { MEDIA_LIMITS, MEDIA_MIME_TYPES, type AdminMediaItem, type MediaType } from '@site/contracts';
import { ApiError, isNotFound } from '../../lib/api-client';

// ── Client-side checks ─────────────────────────────────────────────────────────────────────────

/** Why a file is refused before it is sent (the server checks again, by the file's content). */
export type FileProblem =
  { kind: 'empty' } | { kind: 'type' } | { kind: 'size'; mediaType: MediaType | null; limitBytes: number };

const SIZE_LIMITS: Record<MediaType, number> = {
  image: MEDIA_LIMITS.imageBytes,
  video: MEDIA_LIMITS.videoBytes,
  audio: MEDIA_LIMITS.audioBytes,
};

/** Browser types that may hold media whatever they say (the server reads the first bytes). */
const NEUTRAL_TYPES = new Set(['', 'application/octet-stream', 'application/ogg']);
/** Non-standard names some systems give JPEG files. */
const IMAGE_ALIASES = new Set(['image/jpg', 'image/pjpeg']);

/** The media type a file claims by its browser type; null when the browser does not say. */
export function claimedMediaType(file: { type: string }): MediaType | null {
  const top = file.type.split('/')[0];
  return top === 'image' || top === 'video' || top === 'audio' ? top : null;
}

/**
 * Why a file cannot be uploaded, judged from what the browser knows (type and size), or null. Only
 * clear cases are refused here: images of an unsupported kind and non-media types. Video and audio
 * type names vary between systems, so those are left to the server, as are files without a type;
 * a file of unknown type is held to the largest limit.
 */
export function fileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  if (file.size === 0) return { kind: 'empty' };
  const type = file.type.toLowerCase();
  const mediaType = claimedMediaType(file);
  if (mediaType === null && !NEUTRAL_TYPES.has(type)) return { kind: 'type' };
  if (
    mediaType === 'image' &&
    !(MEDIA_MIME_TYPES.image as readonly string[]).includes(type) &&
    !IMAGE_ALIASES.has(type)
  )
    return { kind: 'type' };
  const limitBytes = mediaType ? SIZE_LIMITS[mediaType] : Math.max(...Object.values(SIZE_LIMITS));
  if (file.size > limitBytes) return { kind: 'size', mediaType, limitBytes };
  return null;
}

// ── One file's state machine ───────────────────────────────────────────────────────────────────

/**
 * refused (client check) · queued → uploading → processing → done | failed; queued or uploading → cancelled.
 * An item the server answers as already completed (YouTube, tiny files) goes straight to done.
 */
export type UploadStatus = 'refused' | 'queued' | 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';

/** Why an upload failed: the server refused it (its message says why), the connection, or processing. */
export type UploadFailure = 'server' | 'network' | 'timeout' | 'invalid' | 'processing' | 'gone';

export interface UploadEntry {
  readonly key: string;
  readonly file: File;
  readonly status: UploadStatus;
  /** Percent of the file sent, 0–100. */
  readonly percent: number;
  readonly problem: FileProblem | null;
  readonly failure: UploadFailure | null;
  /** The server's message (refusal or processing error), shown as it comes. */
  readonly message: string | null;
  /** Sending again may work (the connection, a busy or failing server), unlike a refused file. */
  readonly retryable: boolean;
  /** The created item, once the server accepted the file. */
  readonly item: AdminMediaItem | null;
}

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; percent: number }
  /** The server's copy of the item: the upload's answer, or a later poll. */
  | { type: 'item'; item: AdminMediaItem }
  | { type: 'error'; failure: UploadFailure; message: string | null; retryable?: boolean }
  | { type: 'cancel' }
  /** Send again a cancelled upload, or one that failed for a passing reason (never a refused file). */
  | { type: 'retry' };

const FINISHED: ReadonlySet<UploadStatus> = new Set(['refused', 'done', 'failed', 'cancelled']);

/** True for the states that will not change any more. */
export function isFinished(status: UploadStatus): boolean {
  return FINISHED.has(status);
}

export function newEntry(key: string, file: File): UploadEntry {
  const problem = fileProblem(file);
  return {
    key,
    file,
    status: problem ? 'refused' : 'queued',
    percent: 0,
    problem,
    failure: null,
    message: null,
    retryable: false,
    item: null,
  };
}

function withItem(entry: UploadEntry, item: AdminMediaItem): UploadEntry {
  const base = { ...entry, item, percent: 100 };
  switch (item.processing_status) {
    case 'completed':
      return { ...base, status: 'done', failure: null, message: null };
    case 'failed':
      return { ...base, status: 'failed', failure: 'processing', message: item.processing_error };
    default:
      return { ...base, status: 'processing' };
  }
}

/** The next state of one file after an event; an event that does not apply leaves it as it is. */
export function transition(entry: UploadEntry, event: UploadEvent): UploadEntry {
  switch (event.type) {
    case 'start':
      return entry.status === 'queued' ? { ...entry, status: 'uploading', percent: 0 } : entry;
    case 'progress': {
      if (entry.status !== 'uploading') return entry;
      const percent = Math.max(entry.percent, Math.min(100, Math.max(0, Math.round(event.percent))));
      return percent === entry.percent ? entry : { ...entry, percent };
    }
    case 'item':
      return entry.status === 'uploading' || entry.status === 'processing' ? withItem(entry, event.item) : entry;
    case 'error':
      return entry.status === 'uploading' || entry.status === 'processing'
        ? {
            ...entry,
            status: 'failed',
            failure: event.failure,
            message: event.message,
            retryable: entry.status === 'uploading' && (event.retryable ?? false),
          }
        : entry;
    case 'cancel':
      return entry.status === 'queued' || entry.status === 'uploading' ? { ...entry, status: 'cancelled' } : entry;
    case 'retry':
      return (entry.status === 'failed' && entry.retryable) || entry.status === 'cancelled'
        ? { ...entry, status: 'queued', percent: 0, failure: null, message: null, retryable: false }
        : entry;
  }
}

/** How a failed request is told to the owner: the server's own message, or the kind of failure. */
export function errorEvent(error: unknown): UploadEvent {
  if (error instanceof ApiError) {
    if (error.kind === 'http') {
      const retryable = error.status >= 500 || error.status === 429 || error.status === 408;
      return { type: 'error', failure: 'server', message: error.fieldError('file') ?? error.message, retryable };
    }
    return { type: 'error', failure: error.kind, message: null, retryable: true };
  }
  return { type: 'error', failure: 'network', message: null, retryable: true };
}

/** Counts per state, for the queue's summary line. */
export function summarize(entries: readonly UploadEntry[]): Record<UploadStatus, number> {
  const counts: Record<UploadStatus, number> = {
    refused: 0,
    queued: 0,
    uploading: 0,
    processing: 0,
    done: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

// ── The queue ──────────────────────────────────────────────────────────────────────────────────

export interface UploadQueueOptions {
  /** Sends one file; resolves with the created item. */
  send: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<AdminMediaItem>;
  /** Asks for an item again while it is processed. */
  fetchItem: (id: number, signal: AbortSignal) => Promise<AdminMediaItem>;
  /** Files sent at the same time. */
  concurrency?: number;
  pollMs?: number;
  /** Files taken from one drop or selection; the rest are skipped. */
  maxFiles?: number;
  /** An item was created or its processing settled (lists and counts need a refresh). */
  onItemChange?: (entry: UploadEntry) => void;
}

/**
 * Multi-upload: every file gets its own state; at most `concurrency` files are sent at once, the rest
 * wait their turn; accepted files are polled every `pollMs` until processing settles. Framework-free,
 * so that React reads it through `subscribe`/`getSnapshot` and tests drive it with fakes.
 */
export class UploadQueue {
  private entries: readonly UploadEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private polling: AbortController | null = null;
  private seq = 0;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly maxFiles: number;

  constructor(private readonly options: UploadQueueOptions) {
    this.concurrency = options.concurrency ?? 3;
    this.pollMs = options.pollMs ?? 2000;
    this.maxFiles = options.maxFiles ?? MEDIA_LIMITS.filesPerUpload;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly UploadEntry[] => this.entries;

  /** Adds the files of one drop or selection (at most `maxFiles`); answers how many were left out. */
  add(files: Iterable<File>): { added: number; skipped: number } {
    const all = [...files];
    const taken = all.slice(0, this.maxFiles).map((file) => newEntry(`upload-${++this.seq}`, file));
    if (taken.length > 0) this.set([...this.entries, ...taken]);
    this.pump();
    return { added: taken.length, skipped: all.length - taken.length };
  }

  /** Stops a waiting or running upload. */
  cancel(key: string): void {
    this.controllers.get(key)?.abort();
    this.apply(key, { type: 'cancel' });
    this.pump();
  }

  /** Queues again a cancelled upload, or one that failed for a passing reason. */
  retry(key: string): void {
    this.apply(key, { type: 'retry' });
    this.pump();
  }

  /** Removes a finished row. */
  dismiss(key: string): void {
    const entry = this.entries.find((e) => e.key === key);
    if (entry && isFinished(entry.status)) this.set(this.entries.filter((e) => e.key !== key));
  }

  /** Removes every finished row. */
  clearFinished(): void {
    const kept = this.entries.filter((e) => !isFinished(e.status));
    if (kept.length !== this.entries.length) this.set(kept);
  }

  /** Starts again after `dispose` (a remount): waiting files are sent and processing ones polled. */
  resume(): void {
    this.pump();
    this.schedulePoll();
  }

  /** Aborts running uploads and stops polling (the page is left); the queue stays usable. */
  dispose(): void {
    for (const [key, controller] of this.controllers) {
      controller.abort();
      this.apply(key, { type: 'cancel' });
    }
    this.controllers.clear();
    this.stopPolling();
  }

  private set(next: readonly UploadEntry[]): void {
    this.entries = next;
    this.listeners.forEach((listener) => listener());
  }

  private apply(key: string, event: UploadEvent): UploadEntry | undefined {
    let changed: UploadEntry | undefined;
    const next = this.entries.map((entry) => {
      if (entry.key !== key) return entry;
      const updated = transition(entry, event);
      if (updated !== entry) changed = updated;
      return updated;
    });
    if (changed) this.set(next);
    return changed;
  }

  private pump(): void {
    let running = this.entries.filter((e) => e.status === 'uploading').length;
    for (const entry of this.entries) {
      if (running >= this.concurrency) break;
      if (entry.status !== 'queued') continue;
      running += 1;
      this.start(entry);
    }
  }

  private start(entry: UploadEntry): void {
    const { key, file } = entry;
    this.apply(key, { type: 'start' });
    const controller = new AbortController();
    this.controllers.set(key, controller);
    this.options
      .send(file, (percent) => this.apply(key, { type: 'progress', percent }), controller.signal)
      .then(
        (item) => {
          if (controller.signal.aborted) return;
          const updated = this.apply(key, { type: 'item', item });
          if (updated) this.options.onItemChange?.(updated);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          this.apply(key, errorEvent(error));
        },
      )
      .finally(() => {
        if (this.controllers.get(key) === controller) this.controllers.delete(key);
        this.pump();
        this.schedulePoll();
      });
  }

  private schedulePoll(): void {
    if (this.pollTimer !== null || this.polling !== null) return;
    if (!this.entries.some((e) => e.status === 'processing')) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.poll();
    }, this.pollMs);
  }

  private async poll(): Promise<void> {
    const waiting = this.entries.flatMap((e) =>
      e.status === 'processing' && e.item ? [{ key: e.key, id: e.item.id }] : [],
    );
    const controller = new AbortController();
    this.polling = controller;
    await Promise.all(
      waiting.map(async (entry) => {
        try {
          const item = await this.options.fetchItem(entry.id, controller.signal);
          if (controller.signal.aborted) return;
          const updated = this.apply(entry.key, { type: 'item', item });
          if (updated && isFinished(updated.status)) this.options.onItemChange?.(updated);
        } catch (error) {
          if (controller.signal.aborted) return;
          // Deleted meanwhile; other failures (a restart, the network) are asked again next round.
          if (isNotFound(error)) {
            this.apply(entry.key, { type: 'error', failure: 'gone', message: null });
          }
        }
      }),
    );
    if (this.polling !== controller) return;
    this.polling = null;
    this.schedulePoll();
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.polling?.abort();
    this.polling = null;
  }
}
