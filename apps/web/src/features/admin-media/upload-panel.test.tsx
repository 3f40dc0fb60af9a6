import { adminMediaApi, MEDIA_LIMITS } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { testItem } from './test-item';
import { UploadPanel } from './upload-panel';
import { useUploadQueue } from './use-upload-queue';

// The real transport is replaced: upload() is played by the test, request() answers the polls.
type Pending = {
  file: Blob;
  onProgress?: (percent: number) => void;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
const uploads = vi.hoisted(() => [] as Pending[]);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload', () => ({
  uploadTo: (_route: unknown, _input: unknown, options: { file: Blob; onProgress?: (p: number) => void }) =>
    new Promise((resolve, reject) =>
      uploads.push({ file: options.file, onProgress: options.onProgress, resolve, reject }),
    ),
}));
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  call: callMock,
}));

function Harness() {
  const { queue, entries } = useUploadQueue();
  return <UploadPanel queue={queue} entries={entries} locale="en-US" onEdit={() => undefined} />;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

function png(name: string, size = 100): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const rows = () => within(screen.getByRole('list', { name: 'upload.listLabel' })).getAllByRole('listitem');

describe('UploadPanel', () => {
  beforeEach(() => {
    uploads.length = 0;
    callMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends three files at once with a progress bar each, and refuses a too large one before sending', async () => {
    renderPanel();
    const picker = screen.getByLabelText('upload.choose');
    fireEvent.change(picker, {
      target: {
        files: [png('a.png'), png('b.png'), png('huge.png', MEDIA_LIMITS.imageBytes + 1), png('c.png'), png('d.png')],
      },
    });
    expect(uploads.map((u) => (u.file as File).name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(rows()).toHaveLength(5);
    const huge = rows()[2]!;
    expect(within(huge).getByText('upload.status.refused')).toBeTruthy();
    expect(within(huge).getByText('upload.problem.size.image')).toBeTruthy();

    act(() => uploads[0]!.onProgress?.(40));
    const bar = within(rows()[0]!).getByRole('progressbar') as HTMLProgressElement;
    expect(bar.value).toBe(40);

    await act(async () => {
      uploads[1]!.reject(new ApiError('http', 415, 'This file type is not supported.'));
    });
    expect(within(rows()[1]!).getByText('This file type is not supported.')).toBeTruthy();
    // A place freed: the fourth file goes.
    expect(uploads.map((u) => (u.file as File).name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
  });

  it('polls an accepted file until it is processed', async () => {
    vi.useFakeTimers();
    callMock.mockResolvedValue({ data: testItem({ id: 5, processing_status: 'completed' }) });
    renderPanel();
    fireEvent.change(screen.getByLabelText('upload.choose'), { target: { files: [png('a.png')] } });
    await act(async () => {
      uploads[0]!.resolve({ success: true, message: 'Uploaded.', data: testItem({ id: 5 }) });
    });
    expect(within(rows()[0]!).getByText('upload.status.processing')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(callMock).toHaveBeenCalledWith(adminMediaApi.get, { params: { id: 5 } }, expect.anything());
    expect(within(rows()[0]!).getByText('upload.status.done')).toBeTruthy();
  });
});
