import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReunionDialogsProvider } from '../../features/reunion-share/reunion-dialogs-provider';
import { useReunionDialogs, type ReportDialogEntry } from '../../lib/reunion-dialogs';
import { STORAGE_KEYS } from '../../lib/storage';
import { reportDialogEntry } from './reunion-report-entry';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

function Opener() {
  const dialogs = useReunionDialogs();
  return (
    <button type="button" onClick={dialogs?.reportMissing} onFocus={dialogs?.preloadReportMissing}>
      open report
    </button>
  );
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/missing-person/reports') {
      return new Response(
        JSON.stringify({ success: true, message: 'ok', data: { case_number: 'MP-2026-0007', status: 'pending' } }),
        { status: 201 },
      );
    }
    return new Response(JSON.stringify({ success: false, message: 'down' }), { status: 503 });
  });
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the report dialog in the reunion frame', () => {
  it('opens the dialog from the context, preloads on focus, and checks the queue once on mount', () => {
    const entry: ReportDialogEntry = {
      Dialog: ({ onClose }) => (
        <div role="dialog" aria-label="report">
          <button type="button" onClick={onClose}>
            done
          </button>
        </div>
      ),
      preload: vi.fn(),
      resumeQueued: vi.fn(),
    };
    render(
      <ReunionDialogsProvider report={entry}>
        <Opener />
      </ReunionDialogsProvider>,
    );
    expect(entry.resumeQueued).toHaveBeenCalledTimes(1);
    const opener = screen.getByRole('button', { name: 'open report' });
    fireEvent.focus(opener);
    expect(entry.preload).toHaveBeenCalled();
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('loads the real dialog lazily, with its own query scope (the frame has none)', async () => {
    render(
      <ReunionDialogsProvider report={reportDialogEntry}>
        <Opener />
      </ReunionDialogsProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open report' })));
    await waitFor(() => expect(document.querySelector('[data-report-dialog]')).not.toBeNull(), { timeout: 20_000 });
    // The form data failed (503): the dialog says so and offers a retry.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('toast.formDataFailed'), {
      timeout: 5000,
    });
  });

  it('loads nothing when no report is queued, and sends a queued one when online', async () => {
    expect(reportDialogEntry.resumeQueued()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    window.localStorage.setItem(
      STORAGE_KEYS.reunionReportQueue,
      JSON.stringify([
        {
          submissionId: '5b2f1c7e-8f7a-4a51-9d3e-0c1f2a3b4c5d',
          body: { missing_person_name: 'An' },
          draft: { submissionId: '5b2f1c7e-8f7a-4a51-9d3e-0c1f2a3b4c5d', text: '', form: {}, extras: [] },
          queuedAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    );
    const stop = reportDialogEntry.resumeQueued();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportQueue)).toBeNull(), {
      timeout: 10_000,
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      submission_id: '5b2f1c7e-8f7a-4a51-9d3e-0c1f2a3b4c5d',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportSent)).toContain('MP-2026-0007');
    if (typeof stop === 'function') stop();
  });
});
