import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../lib/test-render';
import { ReportDialog, TAB_SWITCH_MS } from './report-dialog';
import type { Recognition, RecognitionEvent } from './use-speech';

// The phone layout (two tabs, the short form) and dictation. Texts render as their keys.
vi.setConfig({ testTimeout: 20_000 });
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));

const FORM_DATA = {
  genders: [{ id: 'male', name: 'Nam' }],
  educationLevels: [],
  maritalStatuses: [],
  occupations: [],
  riskLevels: [],
  reportStatuses: [],
  foundStatuses: [],
  reporterRelationships: [{ id: 'parent', name: 'Bố/mẹ' }],
  missingReasons: [],
  locationTypes: [],
  missingContexts: [],
  medicalConditions: [],
  provinces: [{ id: '79', name: 'TP. Hồ Chí Minh' }],
  old_provinces: [],
  reform_date: '2025-07-01',
};

const ANALYSIS = {
  success: true,
  message: 'ok',
  data: {
    analysis: { people: [], provider: 'offline', processing_time_ms: 1 },
    confidence_score: 0.9,
    extracted_fields: { missing_person_name: { value: 'An', confidence: 0.9 } },
    extra_fields: [],
  },
};

function setPhone(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  setPhone(true);
  notify.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      const body = path.endsWith('form-data') ? { success: true, data: FORM_DATA } : ANALYSIS;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'webkitSpeechRecognition');
});

describe('ReportDialog on a phone', () => {
  it('shows two tabs, quick entry first, with arrow keys moving between them; the form is the short one', async () => {
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    const quick = screen.getByRole('tab', { name: 'tabs.quick' });
    expect(quick.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('quick.textLabel') as HTMLTextAreaElement).rows).toBe(8);
    fireEvent.keyDown(quick, { key: 'ArrowRight' });
    const detailed = screen.getByRole('tab', { name: 'tabs.detailed' });
    expect(detailed.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(detailed);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(detailed.id);
    // Short form: no date of birth, occupation, email or circumstances.
    expect(screen.getByLabelText(/^fields\.missing_person_name/)).toBeTruthy();
    expect(screen.queryByLabelText(/^fields\.date_of_birth/)).toBeNull();
    expect(screen.queryByLabelText(/^fields\.reporter_email/)).toBeNull();
    expect(screen.queryByLabelText(/^fields\.circumstances/)).toBeNull();
  });

  it('moves to the detailed tab 500 ms after an analysis with suggestions', async () => {
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('quick.textLabel'), { target: { value: 'Con tôi là An' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'quick.analyze' })));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'toast.analyzed'));
    expect(screen.getByRole('tab', { name: 'tabs.quick' }).getAttribute('aria-selected')).toBe('true');
    act(() => vi.advanceTimersByTime(TAB_SWITCH_MS + 10));
    expect(screen.getByRole('tab', { name: 'tabs.detailed' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows side-by-side columns and no tabs on a desktop', () => {
    setPhone(false);
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect((screen.getByLabelText('quick.textLabel') as HTMLTextAreaElement).rows).toBe(12);
    expect(screen.getByLabelText(/^fields\.date_of_birth/)).toBeTruthy();
  });
});

describe('dictation', () => {
  it('is disabled, with the reason, where the browser has no speech recognition', () => {
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: /voice\.start/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('voice.unsupported')).toBeTruthy();
  });

  it('listens in Vietnamese, shows the interim words and appends the final ones', () => {
    const instances: Recognition[] = [];
    class FakeRecognition implements Recognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Recognition['onresult'] = null;
      onerror: Recognition['onerror'] = null;
      onend: Recognition['onend'] = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      constructor() {
        instances.push(this);
      }
    }
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    const text = screen.getByLabelText('quick.textLabel') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Con tôi' } });
    fireEvent.click(screen.getByRole('button', { name: /voice\.start/ }));
    const recognition = instances[0]!;
    expect(recognition).toMatchObject({ lang: 'vi-VN', continuous: true, interimResults: true });
    expect(notify).toHaveBeenCalledWith('success', 'voice.started', { autoClose: 3000 });

    const event = (results: { transcript: string; isFinal: boolean }[]): RecognitionEvent => ({
      resultIndex: 0,
      results: results.map((result) => ({ isFinal: result.isFinal, 0: { transcript: result.transcript } })),
    });
    act(() => recognition.onresult?.(event([{ transcript: 'đi lạc', isFinal: false }])));
    expect(screen.getByText('đi lạc')).toBeTruthy();
    act(() => recognition.onresult?.(event([{ transcript: 'đi lạc ở chợ', isFinal: true }])));
    expect(text.value).toBe('Con tôi đi lạc ở chợ');

    fireEvent.click(screen.getByRole('button', { name: /voice\.stop/ }));
    expect(recognition.stop).toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('info', 'voice.stopped', { autoClose: 2000 });
    expect(screen.getByRole('button', { name: /voice\.start/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the browser refuses to start', () => {
    class Refusing {
      start() {
        throw new Error('not-allowed');
      }
    }
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: Refusing, configurable: true });
    renderWithQueryClient(<ReportDialog onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /voice\.start/ }));
    expect(notify).toHaveBeenCalledWith('error', 'voice.startFailed');
  });
});
