import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderWithQueryClient } from '../../lib/test-render';
import { loadQueue, loadSent } from './lib/report-storage';
import { sendQueuedReports } from './lib/send-queue';
import { ReportDialog } from './report-dialog';

// The dialog is large and jsdom slow: each test may take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));

const FORM_DATA = {
  genders: [
    { id: 'male', name: 'Nam' },
    { id: 'female', name: 'Nữ' },
  ],
  educationLevels: [],
  maritalStatuses: [],
  occupations: [{ id: 'other', name: 'Khác', occupations: [{ id: 'retired', name: 'Nghỉ hưu' }] }],
  riskLevels: [{ id: 'high', name: 'Cao', color_code: '#c2410c' }],
  reportStatuses: [],
  foundStatuses: [],
  reporterRelationships: [
    { id: 'parent', name: 'Bố/mẹ' },
    { id: 'friend', name: 'Bạn' },
  ],
  missingReasons: [],
  locationTypes: [],
  missingContexts: [],
  medicalConditions: [{ id: 'dementia', name: 'Sa sút trí tuệ' }],
  provinces: [
    { id: '79', name: 'TP. Hồ Chí Minh' },
    { id: '01', name: 'Hà Nội' },
  ],
  old_provinces: [{ id: 'old-79', name: 'TP. Hồ Chí Minh (cũ)' }],
  reform_date: '2025-07-01',
};

const COMMUNES: Record<string, { id: string; name: string; province_id: string }[]> = {
  '79': [{ id: '26734', name: 'Phường Bến Thành', province_id: '79' }],
  '01': [{ id: '00004', name: 'Phường Ba Đình', province_id: '01' }],
};

const ANALYSIS = {
  success: true,
  message: 'ok',
  data: {
    analysis: { people: ['Nguyễn Văn An'], provider: 'offline', processing_time_ms: 4 },
    confidence_score: 0.8,
    extracted_fields: {
      missing_person_name: { value: 'Nguyễn Văn An', confidence: 0.9 },
      age: { value: 8, confidence: 0.6 },
      gender_id: { value: 'male', confidence: 0.4 },
      missing_date: { value: '2026-01-10', confidence: 0.9 },
      last_seen_location: { value: 'Chợ Bến Thành', confidence: 0.7 },
      last_seen_province_id: { value: '79', confidence: 0.9 },
      reporter_phone: { value: '0912345678', confidence: 0.95 },
      reporter_relationship_id: { value: 'parent', confidence: 0.8 },
    },
    extra_fields: [
      { key: 'clothing', label: 'Quần áo', value: 'áo xanh', confidence: 0.7, source: 'ai' },
      { key: 'school', label: 'Trường học', value: 'Tiểu học Lê Lợi', confidence: 0.5, source: 'ai' },
    ],
  },
};

type Handler = (url: URL, init: RequestInit | undefined) => { status: number; body: unknown } | Promise<never>;
let routes: Record<string, Handler>;
const calls: { path: string; body: unknown }[] = [];

const json = (body: unknown, status = 200) => ({ status, body });

beforeEach(() => {
  calls.length = 0;
  routes = {
    'GET /api/missing-person/form-data': () => json({ success: true, data: FORM_DATA }),
    'GET /api/missing-person/communes': (url) =>
      json({ success: true, data: COMMUNES[url.searchParams.get('province_id') ?? ''] ?? [] }),
    'POST /api/missing-person/analyze-input': () => json(ANALYSIS),
    'POST /api/missing-person/reports': () =>
      json({ success: true, message: 'ok', data: { case_number: 'MP-2026-0042', status: 'pending' } }, 201),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ path: key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[key];
      if (!handler) return new Response('{}', { status: 404 });
      const answer = await handler(url, init);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  notify.mockReset();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

const text = () => screen.getByLabelText('quick.textLabel') as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: 'form.submit' }) as HTMLButtonElement;
const select = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace('.', '\\.')}`)) as HTMLSelectElement;

async function openDialog(onClose = vi.fn()) {
  renderWithQueryClient(<ReportDialog onClose={onClose} />);
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Nam' }).length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return onClose;
}

function fill(label: string, value: string) {
  const control = screen.getByLabelText(new RegExp(`^${label.replace('.', '\\.')}`));
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
}

describe('ReportDialog: quick entry', () => {
  it('fills the text from a template, hides the picker, and brings it back', async () => {
    await openDialog();
    fireEvent.click(screen.getByText('templates.parent_child.name'));
    expect(text().value).toContain('[Họ tên con]');
    expect(screen.queryByText('templates.child_parent.name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'quick.otherTemplate' }));
    expect(screen.getByText('templates.child_parent.name')).toBeTruthy();
  });

  it('replaces a placeholder from its popup: Enter replaces, Escape cancels, leaving replaces', async () => {
    await openDialog();
    fireEvent.click(screen.getByText('templates.parent_child.name'));
    const open = (label: string) => {
      fireEvent.click(document.querySelector(`[data-placeholder="${label}"]`)!);
      return within(screen.getByRole('dialog', { name: 'quick.replaceLabel' })).getByRole('textbox');
    };

    let input = open('Họ tên con');
    fireEvent.change(input, { target: { value: 'Nguyễn Văn An' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(text().value).toContain('cháu Nguyễn Văn An,');
    expect(text().value).not.toContain('[Họ tên con]');

    input = open('Số tuổi');
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(text().value).toContain('[Số tuổi]');
    expect(document.querySelector('[data-placeholder-popup]')).toBeNull();

    input = open('Số tuổi');
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(text().value).toContain(', 8 tuổi');

    input = open('Quần áo');
    fireEvent.change(input, { target: { value: 'áo xanh' } });
    fireEvent.click(screen.getByRole('button', { name: 'quick.replace' }));
    expect(text().value).toContain('mặc áo xanh');
  });

  it('disables Reformat and Analyze while the text is blank', async () => {
    await openDialog();
    expect((screen.getByRole('button', { name: 'quick.analyze' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(text(), { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: 'quick.reformat' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(text(), { target: { value: 'Con tôi đi lạc' } });
    expect((screen.getByRole('button', { name: 'quick.analyze' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reformats, with one undo, and names the first three improvements and how many more', async () => {
    routes['POST /api/missing-person/reformat-input'] = () =>
      json({
        success: true,
        message: 'ok',
        data: {
          reformatted_text: 'Con tôi đi lạc.',
          summary: '',
          provider: 'offline',
          improvements: [
            { code: 'capitalised', count: 1 },
            { code: 'punctuated', count: 1 },
            { code: 'restoredDiacritics', count: 3 },
            { code: 'normalisedPhone', count: 1 },
            { code: 'normalisedSpacing', count: 2 },
          ],
        },
      });
    await openDialog();
    fireEvent.change(text(), { target: { value: 'con toi di lac' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'quick.reformat' })));
    await waitFor(() => expect(text().value).toBe('Con tôi đi lạc.'));
    expect(notify).toHaveBeenCalledWith(
      'success',
      'toast.reformatted improvements.capitalised, improvements.punctuated, improvements.restoredDiacritics, toast.moreImprovements',
    );
    expect(calls.find((call) => call.path.startsWith('POST /api/missing-person/reformat'))?.body).toMatchObject({
      input_text: 'con toi di lac',
    });
    fireEvent.click(screen.getByRole('button', { name: 'quick.undo' }));
    expect(text().value).toBe('con toi di lac');
    expect(screen.queryByRole('button', { name: 'quick.undo' })).toBeNull();
  });

  it('tells the family when the analysis fails', async () => {
    routes['POST /api/missing-person/analyze-input'] = () => json({ success: false, message: 'boom' }, 500);
    await openDialog();
    fireEvent.change(text(), { target: { value: 'Con tôi đi lạc' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'quick.analyze' })));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'toast.analyzeFailed', { autoClose: 5000 }));
  });
});

describe('ReportDialog: suggestions', () => {
  async function analyse() {
    await openDialog();
    fireEvent.change(text(), { target: { value: 'Con tôi là Nguyễn Văn An, 8 tuổi, đi lạc ở chợ Bến Thành' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'quick.analyze' })));
    await waitFor(() => expect(document.querySelector('[data-suggestions]')).not.toBeNull());
  }

  it('lists each suggestion with its value by name and its confidence class', async () => {
    await analyse();
    expect(notify).toHaveBeenCalledWith('success', 'toast.analyzed');
    const gender = document.querySelector('[data-suggestion="gender_id"]') as HTMLElement;
    expect(gender.textContent).toContain('Nam');
    expect(gender.querySelector('[data-level]')?.getAttribute('data-level')).toBe('low');
    const province = document.querySelector('[data-suggestion="last_seen_province_id"]') as HTMLElement;
    expect(province.textContent).toContain('TP. Hồ Chí Minh');
    expect(province.querySelector('[data-level]')?.getAttribute('data-level')).toBe('high');
    expect(document.querySelector('[data-suggestion="age"] [data-level]')?.getAttribute('data-level')).toBe('medium');
  });

  it('applies one suggestion into the form', async () => {
    await analyse();
    const row = document.querySelector('[data-suggestion="missing_person_name"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'suggestions.applyField' }));
    expect(within(row).getByRole('button', { name: 'suggestions.appliedField' })).toHaveProperty('disabled', true);
    expect((screen.getByLabelText(/^fields\.missing_person_name/) as HTMLInputElement).value).toBe('Nguyễn Văn An');
  });

  it('applies all above 0.5, loads the communes of the suggested province', async () => {
    await analyse();
    fireEvent.click(screen.getByRole('button', { name: 'suggestions.applyAll' }));
    expect((screen.getByLabelText(/^fields\.missing_person_name/) as HTMLInputElement).value).toBe('Nguyễn Văn An');
    expect((screen.getByLabelText(/^fields\.age/) as HTMLInputElement).value).toBe('8');
    expect(select('fields.gender_id').value).toBe('');
    expect(select('fields.last_seen_province_id').value).toBe('79');
    expect(select('fields.reporter_relationship_id').value).toBe('parent');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Phường Bến Thành' })).toBeTruthy(), {
      timeout: 5000,
    });
  });

  it('accepts an extra into the extra fields and ignores another, both leaving the list', async () => {
    await analyse();
    const clothing = document.querySelector('[data-extra="clothing"]') as HTMLElement;
    fireEvent.click(within(clothing).getByRole('button', { name: 'suggestions.acceptField' }));
    expect(document.querySelector('[data-extra="clothing"]')).toBeNull();
    expect(document.querySelector('[data-extra-field="quickAdd.clothing"]')).not.toBeNull();
    const school = document.querySelector('[data-extra="school"]') as HTMLElement;
    fireEvent.click(within(school).getByRole('button', { name: 'suggestions.ignoreField' }));
    expect(document.querySelector('[data-extra="school"]')).toBeNull();
    expect(document.querySelector('[data-extra-field="Trường học"]')).toBeNull();
  });
});

describe('ReportDialog: detailed form', () => {
  it('clears the commune when the province changes, and keeps each list disabled until its parent', async () => {
    await openDialog();
    expect(select('fields.commune').disabled).toBe(true);
    fireEvent.change(select('fields.last_seen_province_id'), { target: { value: '79' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Phường Bến Thành' })).toBeTruthy(), {
      timeout: 5000,
    });
    fireEvent.change(select('fields.commune'), { target: { value: '26734' } });
    expect(select('fields.commune').value).toBe('26734');
    fireEvent.change(select('fields.last_seen_province_id'), { target: { value: '01' } });
    expect(select('fields.commune').value).toBe('');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Phường Ba Đình' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'Phường Bến Thành' })).toBeNull();
  });

  it('shows a field error after blur, translated from its code', async () => {
    await openDialog();
    const name = screen.getByLabelText(/^fields\.missing_person_name/);
    fireEvent.blur(name);
    expect(screen.getByText('errors.nameRequired')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('warns about a duplicate extra field name and refuses it', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: '+ quickAdd.height' }));
    fireEvent.change(screen.getByLabelText('extras.value'), { target: { value: '1m20' } });
    fireEvent.keyDown(screen.getByLabelText('extras.value'), { key: 'Enter', ctrlKey: true });
    expect(document.querySelector('[data-extra-field="quickAdd.height"]')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('extras.name'), { target: { value: 'QUICKADD.HEIGHT' } });
    fireEvent.change(screen.getByLabelText('extras.value'), { target: { value: '1m30' } });
    fireEvent.keyDown(screen.getByLabelText('extras.name'), { key: 'Enter' });
    expect(notify).toHaveBeenCalledWith('warning', 'extras.duplicate');
    expect(document.querySelectorAll('[data-extra-field]').length).toBe(1);
  });
});

async function fillComplete() {
  fill('fields.missing_person_name', 'Nguyễn Văn An');
  fill('fields.missing_date', '2026-01-10');
  fill('fields.last_seen_location', 'Chợ Bến Thành');
  fireEvent.change(select('fields.last_seen_province_id'), { target: { value: '79' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Phường Bến Thành' })).toBeTruthy(), { timeout: 5000 });
  fireEvent.change(select('fields.commune'), { target: { value: '26734' } });
  fill('fields.reporter_name', 'Nguyễn Thị Bình');
  fill('fields.reporter_phone', '0912 345 678');
  fireEvent.change(select('fields.reporter_relationship_id'), { target: { value: 'parent' } });
}

describe('ReportDialog: sending', () => {
  it('enables Submit once complete, sends the report and shows the case number', async () => {
    await openDialog();
    fireEvent.change(text(), { target: { value: 'Con tôi đi lạc' } });
    expect(submitButton().disabled).toBe(true);
    await fillComplete();
    expect(submitButton().disabled).toBe(false);
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(document.querySelector('[data-case-number]')?.textContent).toBe('MP-2026-0042'));
    const sent = calls.find((call) => call.path === 'POST /api/missing-person/reports')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      missing_person_name: 'Nguyễn Văn An',
      last_seen_province_id: '79',
      last_seen_ward_id: '26734',
      original_report_text: 'Con tôi đi lạc',
      language: 'en',
    });
    expect(String(sent.submission_id)).toMatch(/^[0-9a-f-]{36}$/);
    expect(notify).toHaveBeenCalledWith('success', 'toast.submitted', { autoClose: false });
    expect(loadSent().map((item) => item.caseNumber)).toEqual(['MP-2026-0042']);
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportDraft)).toBeNull();
  });

  it('maps a 422 back under its fields and says why it failed', async () => {
    routes['POST /api/missing-person/reports'] = () =>
      json(
        {
          success: false,
          message: 'Validation failed',
          errors: { last_seen_ward_id: ['That place is not in the list.'] },
          codes: { last_seen_ward_id: ['report.unknownPlace'] },
        },
        422,
      );
    await openDialog();
    await fillComplete();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(screen.getByText('errors.unknownPlace')).toBeTruthy());
    expect(notify).toHaveBeenCalledWith('error', 'toast.submitFailed', { autoClose: 5000 });
    expect(loadQueue()).toEqual([]);
  });

  it('queues the report when offline, and the queue sends it later with its submission id', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await openDialog();
    await fillComplete();
    await act(async () => fireEvent.click(submitButton()));
    expect(document.querySelector('[data-report-outcome="queued"]')).not.toBeNull();
    expect(calls.some((call) => call.path === 'POST /api/missing-person/reports')).toBe(false);
    const [queued] = loadQueue();
    expect(queued?.body).toMatchObject({ missing_person_name: 'Nguyễn Văn An' });

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    const outcomes = await sendQueuedReports();
    expect(outcomes).toEqual([{ kind: 'sent', caseNumber: 'MP-2026-0042' }]);
    const sent = calls.find((call) => call.path === 'POST /api/missing-person/reports')?.body as Record<
      string,
      unknown
    >;
    expect(sent.submission_id).toBe(queued?.submissionId);
    expect(loadQueue()).toEqual([]);
    expect(loadSent()[0]?.caseNumber).toBe('MP-2026-0042');
    expect(notify).toHaveBeenCalledWith('success', 'toast.queuedSent', { autoClose: false });
  });

  it('queues when the send fails for the network; a refused queued report goes back to the dialog', async () => {
    routes['POST /api/missing-person/reports'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await openDialog();
    await fillComplete();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(document.querySelector('[data-report-outcome="queued"]')).not.toBeNull());
    expect(loadQueue()).toHaveLength(1);
    cleanup();

    routes['POST /api/missing-person/reports'] = () => json({ success: false, message: 'Bad report' }, 422);
    expect(await sendQueuedReports()).toEqual([{ kind: 'refused', message: 'Bad report' }]);
    expect(loadQueue()[0]?.refused).toBe(true);
    // Not sent again…
    expect(await sendQueuedReports()).toEqual([]);
    // …but back in the dialog to be fixed.
    await openDialog();
    expect((screen.getByLabelText(/^fields\.missing_person_name/) as HTMLInputElement).value).toBe('Nguyễn Văn An');
    expect(screen.getByText('draft.restored')).toBeTruthy();
    expect(loadQueue()).toEqual([]);
  });

  it('never puts the reporter in storage outside the draft and the queue', async () => {
    await openDialog();
    await fillComplete();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(document.querySelector('[data-case-number]')).not.toBeNull());
    const stored = Object.keys(window.localStorage)
      .map((key) => window.localStorage.getItem(key) ?? '')
      .join('\n');
    expect(stored).not.toContain('Nguyễn Thị Bình');
    expect(stored).not.toContain('0912');
  });
});

describe('ReportDialog: drafts', () => {
  it('saves the draft while typing and restores it, with a way to discard it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openDialog();
    fireEvent.change(text(), { target: { value: 'Con tôi đi lạc' } });
    fill('fields.missing_person_name', 'An');
    act(() => vi.advanceTimersByTime(600));
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportDraft)).toContain('Con tôi đi lạc');
    cleanup();
    vi.useRealTimers();

    await openDialog();
    expect(text().value).toBe('Con tôi đi lạc');
    expect((screen.getByLabelText(/^fields\.missing_person_name/) as HTMLInputElement).value).toBe('An');
    fireEvent.click(screen.getByRole('button', { name: 'draft.discard' }));
    expect(text().value).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.reunionReportDraft)).toBeNull();
  });

  it('lists the case numbers sent from this device', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.reunionReportSent,
      JSON.stringify([{ caseNumber: 'MP-2026-0001', sentAt: '2026-01-01T00:00:00.000Z' }]),
    );
    await openDialog();
    expect(screen.getByText('outcome.yourReports')).toBeTruthy();
    expect(screen.getByText('MP-2026-0001')).toBeTruthy();
  });

  it('Clear empties everything and shows the templates again', async () => {
    await openDialog();
    fireEvent.click(screen.getByText('templates.friend_missing.name'));
    fill('fields.missing_person_name', 'An');
    fireEvent.click(screen.getByRole('button', { name: 'form.clear' }));
    expect(text().value).toBe('');
    expect((screen.getByLabelText(/^fields\.missing_person_name/) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('templates.parent_child.name')).toBeTruthy();
  });
});
