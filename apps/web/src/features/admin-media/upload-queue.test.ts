import { MEDIA_LIMITS, type AdminMediaItem } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { testItem } from './test-item';
import {
  errorEvent,
  fileProblem,
  newEntry,
  summarize,
  transition,
  UploadQueue,
  type UploadEntry,
} from './upload-queue';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

const MB = 1024 * 1024;

/** A file of a given size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('fileProblem (client-side checks)', () => {
  it('accepts supported files within their limits', () => {
    expect(fileProblem(fakeFile('a.png', 'image/png', 3 * MB))).toBeNull();
    expect(fileProblem(fakeFile('a.jpg', 'image/jpg', 3 * MB))).toBeNull();
    expect(fileProblem(fakeFile('a.mp4', 'video/mp4', 150 * MB))).toBeNull();
    expect(fileProblem(fakeFile('a.mp3', 'audio/mpeg', 40 * MB))).toBeNull();
  });

  it('refuses a file over the limit of its type', () => {
    expect(fileProblem(fakeFile('a.png', 'image/png', MEDIA_LIMITS.imageBytes + 1))).toEqual({
      kind: 'size',
      mediaType: 'image',
      limitBytes: MEDIA_LIMITS.imageBytes,
    });
    expect(fileProblem(fakeFile('a.png', 'image/png', MEDIA_LIMITS.imageBytes))).toBeNull();
    expect(fileProblem(fakeFile('a.wav', 'audio/wav', 60 * MB))).toMatchObject({ kind: 'size', mediaType: 'audio' });
    expect(fileProblem(fakeFile('a.mov', 'video/quicktime', 201 * MB))).toMatchObject({
      kind: 'size',
      mediaType: 'video',
    });
  });

  it('holds a file without a type to the largest limit and leaves the rest to the server', () => {
    expect(fileProblem(fakeFile('clip.mkv', '', 150 * MB))).toBeNull();
    expect(fileProblem(fakeFile('clip.mkv', '', MEDIA_LIMITS.videoBytes + 1))).toMatchObject({
      kind: 'size',
      mediaType: null,
    });
    expect(fileProblem(fakeFile('a.ogg', 'application/ogg', MB))).toBeNull();
  });

  it('refuses empty files, non-media types and unsupported image kinds', () => {
    expect(fileProblem(fakeFile('a.png', 'image/png', 0))).toEqual({ kind: 'empty' });
    expect(fileProblem(fakeFile('notes.txt', 'text/plain', 10))).toEqual({ kind: 'type' });
    expect(fileProblem(fakeFile('doc.pdf', 'application/pdf', 10))).toEqual({ kind: 'type' });
    expect(fileProblem(fakeFile('logo.svg', 'image/svg+xml', 10))).toEqual({ kind: 'type' });
    // Odd audio and video type names are the server's to judge.
    expect(fileProblem(fakeFile('a.mp3', 'audio/mp3', 10))).toBeNull();
  });
});

describe('transition (one file)', () => {
  const queued = () => newEntry('k', fakeFile('a.png', 'image/png', 10));

  it('goes queued → uploading → processing → done', () => {
    let entry = queued();
    expect(entry.status).toBe('queued');
    entry = transition(entry, { type: 'start' });
    expect(entry).toMatchObject({ status: 'uploading', percent: 0 });
    entry = transition(entry, { type: 'progress', percent: 42.4 });
    expect(entry.percent).toBe(42);
    // Progress never goes back.
    expect(transition(entry, { type: 'progress', percent: 10 }).percent).toBe(42);
    entry = transition(entry, { type: 'item', item: testItem({ processing_status: 'pending' }) });
    expect(entry).toMatchObject({ status: 'processing', percent: 100 });
    entry = transition(entry, { type: 'item', item: testItem({ processing_status: 'processing' }) });
    expect(entry.status).toBe('processing');
    entry = transition(entry, { type: 'item', item: testItem({ processing_status: 'completed' }) });
    expect(entry.status).toBe('done');
  });

  it('fails with the server message, or the processing error', () => {
    const uploading = transition(queued(), { type: 'start' });
    expect(transition(uploading, { type: 'error', failure: 'server', message: 'Too big' })).toMatchObject({
      status: 'failed',
      failure: 'server',
      message: 'Too big',
    });
    const processing = transition(uploading, { type: 'item', item: testItem() });
    expect(
      transition(processing, {
        type: 'item',
        item: testItem({ processing_status: 'failed', processing_error: 'Damaged file' }),
      }),
    ).toMatchObject({ status: 'failed', failure: 'processing', message: 'Damaged file' });
  });

  it('ignores events that do not apply', () => {
    const refused = newEntry('r', fakeFile('a.txt', 'text/plain', 3));
    expect(refused.status).toBe('refused');
    expect(transition(refused, { type: 'start' })).toBe(refused);
    const entry = queued();
    expect(transition(entry, { type: 'progress', percent: 50 })).toBe(entry);
    expect(transition(entry, { type: 'item', item: testItem() })).toBe(entry);
    const done = transition(
      transition(transition(entry, { type: 'start' }), {
        type: 'item',
        item: testItem({ processing_status: 'completed' }),
      }),
      {
        type: 'cancel',
      },
    );
    expect(done.status).toBe('done');
  });

  it('retries only uploads that failed for a passing reason', () => {
    const uploading = transition(newEntry('k', fakeFile('a.png', 'image/png', 10)), { type: 'start' });
    const failed = transition(uploading, errorEvent(new ApiError('network', 0, 'offline')));
    expect(transition(failed, { type: 'retry' }).status).toBe('queued');
    const busy = transition(uploading, errorEvent(new ApiError('http', 503, 'Busy')));
    expect(transition(busy, { type: 'retry' }).status).toBe('queued');
    const refused = transition(uploading, errorEvent(new ApiError('http', 415, 'Unsupported')));
    expect(refused).toMatchObject({ status: 'failed', failure: 'server', message: 'Unsupported', retryable: false });
    expect(transition(refused, { type: 'retry' })).toBe(refused);
    const processingFailed = transition(uploading, {
      type: 'item',
      item: testItem({ processing_status: 'failed' }),
    });
    expect(transition(processingFailed, { type: 'retry' })).toBe(processingFailed);
  });

  it('counts the states', () => {
    const a = newEntry('a', fakeFile('a.png', 'image/png', 10));
    const b = newEntry('b', fakeFile('b.txt', 'text/plain', 10));
    expect(summarize([a, b])).toMatchObject({ queued: 1, refused: 1, uploading: 0 });
  });
});

/** A send() whose uploads the test finishes one by one. */
function controllableSend() {
  const calls: {
    file: File;
    onProgress: (percent: number) => void;
    signal: AbortSignal;
    resolve: (item: AdminMediaItem) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const send = vi.fn(
    (file: File, onProgress: (percent: number) => void, signal: AbortSignal) =>
      new Promise<AdminMediaItem>((resolve, reject) => {
        calls.push({ file, onProgress, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { send, calls };
}

const statuses = (queue: UploadQueue) => queue.getSnapshot().map((e: UploadEntry) => e.status);
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('UploadQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most three files at a time, then the next in line', async () => {
    const { send, calls } = controllableSend();
    const fetchItem = vi.fn();
    const queue = new UploadQueue({ send, fetchItem });
    const files = Array.from({ length: 5 }, (_, i) => fakeFile(`f${i}.png`, 'image/png', 100));
    queue.add(files);
    expect(send).toHaveBeenCalledTimes(3);
    expect(statuses(queue)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);

    calls[0]!.onProgress(50);
    expect(queue.getSnapshot()[0]!.percent).toBe(50);

    calls[1]!.resolve(testItem({ id: 11, processing_status: 'completed' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(4);
    expect(calls[3]!.file.name).toBe('f3.png');
    expect(statuses(queue)).toEqual(['uploading', 'done', 'uploading', 'uploading', 'queued']);

    calls[0]!.reject(new ApiError('http', 415, 'This file type is not supported.'));
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({
      status: 'failed',
      failure: 'server',
      message: 'This file type is not supported.',
    });
    expect(send).toHaveBeenCalledTimes(5);
    expect(statuses(queue).filter((s) => s === 'uploading')).toHaveLength(3);
  });

  it('never sends refused files and reports files over the per-drop limit', () => {
    const { send } = controllableSend();
    const queue = new UploadQueue({ send, fetchItem: vi.fn(), maxFiles: 2 });
    const result = queue.add([
      fakeFile('big.png', 'image/png', MEDIA_LIMITS.imageBytes + 1),
      fakeFile('ok.png', 'image/png', 10),
      fakeFile('extra.png', 'image/png', 10),
    ]);
    expect(result).toEqual({ added: 2, skipped: 1 });
    expect(statuses(queue)).toEqual(['refused', 'uploading']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('polls processing items every 2 s until they settle, and reports them', async () => {
    const { send, calls } = controllableSend();
    const answers = [
      testItem({ id: 7, processing_status: 'processing' }),
      testItem({ id: 7, processing_status: 'completed' }),
    ];
    const fetchItem = vi.fn(
      async (_id: number) => answers.shift() ?? testItem({ id: 7, processing_status: 'completed' }),
    );
    const onItemChange = vi.fn();
    const queue = new UploadQueue({ send, fetchItem, onItemChange, pollMs: 2000 });
    queue.add([fakeFile('a.png', 'image/png', 10)]);
    calls[0]!.resolve(testItem({ id: 7, processing_status: 'pending' }));
    await flush();
    expect(statuses(queue)).toEqual(['processing']);
    expect(onItemChange).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchItem).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchItem).toHaveBeenCalledTimes(1);
    expect(fetchItem.mock.calls[0]![0]).toBe(7);
    expect(statuses(queue)).toEqual(['processing']);

    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchItem).toHaveBeenCalledTimes(2);
    expect(statuses(queue)).toEqual(['done']);
    expect(onItemChange).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchItem).toHaveBeenCalledTimes(2);
  });

  it('shows a processing failure with its error, and a deleted item as gone', async () => {
    const { send, calls } = controllableSend();
    const fetchItem = vi.fn(async (id: number) => {
      if (id === 2) throw new ApiError('http', 404, 'Not found.');
      return testItem({ id, processing_status: 'failed', processing_error: 'The image could not be read.' });
    });
    const queue = new UploadQueue({ send, fetchItem });
    queue.add([fakeFile('a.png', 'image/png', 10), fakeFile('b.png', 'image/png', 10)]);
    calls[0]!.resolve(testItem({ id: 1 }));
    calls[1]!.resolve(testItem({ id: 2 }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(queue.getSnapshot().map((e) => [e.status, e.failure, e.message])).toEqual([
      ['failed', 'processing', 'The image could not be read.'],
      ['failed', 'gone', null],
    ]);
  });

  it('keeps polling after a passing network failure', async () => {
    const { send, calls } = controllableSend();
    const fetchItem = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network', 0, 'offline'))
      .mockResolvedValueOnce(testItem({ id: 3, processing_status: 'completed' }));
    const queue = new UploadQueue({ send, fetchItem });
    queue.add([fakeFile('a.png', 'image/png', 10)]);
    calls[0]!.resolve(testItem({ id: 3 }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses(queue)).toEqual(['processing']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses(queue)).toEqual(['done']);
  });

  it('cancels, retries, dismisses and clears', async () => {
    const { send, calls } = controllableSend();
    const queue = new UploadQueue({ send, fetchItem: vi.fn(), concurrency: 1 });
    queue.add([fakeFile('a.png', 'image/png', 10), fakeFile('b.png', 'image/png', 10)]);
    const [first, second] = queue.getSnapshot();
    queue.cancel(second!.key);
    expect(statuses(queue)).toEqual(['uploading', 'cancelled']);
    queue.cancel(first!.key);
    expect(calls[0]!.signal.aborted).toBe(true);
    await flush();
    expect(statuses(queue)).toEqual(['cancelled', 'cancelled']);
    expect(send).toHaveBeenCalledTimes(1);

    queue.retry(first!.key);
    expect(statuses(queue)).toEqual(['uploading', 'cancelled']);
    calls[1]!.reject(new ApiError('network', 0, 'offline'));
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'failed', failure: 'network', message: null });

    queue.dismiss(second!.key);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.clearFinished();
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('tells subscribers about every change and stops everything on dispose', async () => {
    const { send, calls } = controllableSend();
    const queue = new UploadQueue({ send, fetchItem: vi.fn() });
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([fakeFile('a.png', 'image/png', 10)]);
    expect(listener).toHaveBeenCalled();
    queue.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    await flush();
    expect(statuses(queue)).toEqual(['cancelled']);
    unsubscribe();
  });
});
