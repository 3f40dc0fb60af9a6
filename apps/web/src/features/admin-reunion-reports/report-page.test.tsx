import type { AdminReport, ReportFormData } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as ReportsApi from '../../api/admin-reunion-reports';
import { ApiError } from '../../lib/api-client';
import { getQueryClient } from '../../lib/query-client';
import admin from '../../locales/en/admin.json';
import adminEditor from '../../locales/en/admin-editor.json';
import adminReunion from '../../locales/en/adminReunion.json';
import adminReunionReports from '../../locales/en/adminReunionReports.json';
import pages from '../../locales/en/pages.json';
import ReportPage from './report-page';
import { testReport } from './test-report';

const api = vi.hoisted(() => ({
  fetchReport: vi.fn(),
  fetchReportLists: vi.fn(),
  reviewReport: vi.fn(),
  verifyReport: vi.fn(),
}));
vi.mock('../../api/admin-reunion-reports', async (original) => ({
  ...(await original<typeof ReportsApi>()),
  ...api,
}));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, adminReunion, adminReunionReports, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const item = (id: string, name: string) => ({ id, name });
const lists: ReportFormData = {
  genders: [item('female', 'Female')],
  educationLevels: [item('lower_secondary', 'Lower secondary school')],
  maritalStatuses: [],
  occupations: [{ id: 'study', name: 'Study', occupations: [item('pupil', 'Pupil')] }],
  riskLevels: [],
  reportStatuses: [],
  foundStatuses: [],
  reporterRelationships: [item('parent', 'Parent')],
  missingReasons: [{ ...item('unknown', 'Unknown reason'), description: '' }],
  locationTypes: [item('school', 'School')],
  missingContexts: [item('way_home', 'On the way home')],
  medicalConditions: [],
  provinces: [],
  old_provinces: [],
  reform_date: '2025-07-01',
};

let stored: AdminReport;

function renderReport(id = '42') {
  const location = memoryLocation({ path: `/admin/reunion/reports/${id}`, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/admin/reunion/reports/:id">
        <ReportPage />
      </Route>
    </Router>,
  );
  return location;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('one report in the moderation', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    notify.mockReset();
    stored = testReport();
    api.fetchReport.mockImplementation(() => Promise.resolve(stored));
    api.fetchReportLists.mockResolvedValue(lists);
    api.reviewReport.mockImplementation((_id: number, body: { status: AdminReport['status'] }) => {
      stored = { ...stored, status: body.status };
      return Promise.resolve({ success: true, message: 'Saved', data: stored });
    });
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
  });

  it('shows the report whole, grouped like the form, with the names of the lists in the admin language', async () => {
    renderReport();
    await screen.findByRole('region', { name: 'Missing person' });
    const person = section('Missing person');
    expect(within(person).getByText('Nguyễn Thị Hoa')).toBeTruthy();
    expect(within(person).getByText('Pupil')).toBeTruthy();
    expect(within(person).getByText('Lower secondary school')).toBeTruthy();
    const disappearance = section('Disappearance');
    expect(within(disappearance).getByText('On the way home')).toBeTruthy();
    expect(within(disappearance).getByText('School')).toBeTruthy();
    expect(within(disappearance).getByText('High')).toBeTruthy();
    const place = section('Place');
    expect(within(place).getByText('Phường Hải Châu, Thành phố Đà Nẵng')).toBeTruthy();
    expect(within(place).getByText('Phường Thạch Thang, Quận Hải Châu, Thành phố Đà Nẵng')).toBeTruthy();
    const reporter = section('Reporter');
    expect(within(reporter).getByText(adminReunionReports.detail.reporterPrivate)).toBeTruthy();
    expect(within(reporter).getByRole('link', { name: '0912 345 678' }).getAttribute('href')).toBe('tel:0912345678');
    expect(within(reporter).getByText('Parent')).toBeTruthy();
    const extra = section('Extra information');
    expect(within(extra).getByText('Height')).toBeTruthy();
    expect(within(extra).getByText('Đặc điểm')).toBeTruthy();
    const original = section('Original text, as the family wrote it');
    expect(original.querySelector('pre')?.textContent).toBe(stored.original_report_text);
    const analysis = section('Analysis of the text');
    expect(within(analysis).getByText(/Read by the built-in analyser/)).toBeTruthy();
    expect(within(analysis).getByText('90% (high)')).toBeTruthy();
    expect(within(analysis).getByText('60% (medium)')).toBeTruthy();
    expect(within(analysis).getByText('Clothing')).toBeTruthy();
    const history = section('History');
    expect(within(history).getByText('the family')).toBeTruthy();
  });

  it('ranks the matches with their score, direction and translated reasons, each linked to its admin page', async () => {
    stored = testReport({ matches: [...testReport().matches].reverse() });
    renderReport();
    const matches = await screen.findByRole('list', { name: 'Possible matches' });
    const entries = within(matches)
      .getAllByRole('listitem')
      .filter((node) => node.parentElement === matches);
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Nguyễn Thị Hoa' }).getAttribute('href')).toBe(
      '/admin/reunion/cases/7/edit',
    );
    expect(within(first).getByRole('meter', { name: 'Match score' }).getAttribute('aria-valuenow')).toBe('91');
    expect(within(first).getByText('91%')).toBeTruthy();
    expect(within(first).getByText('Probably the same missing person')).toBeTruthy();
    expect(within(first).getByText('Same name: Nguyễn Thị Hoa')).toBeTruthy();
    expect(within(first).getByText('Case · RC-2026-0007 · missing')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Nguyễn Văn Bình' }).getAttribute('href')).toBe(
      '/admin/reunion/reports/40',
    );
    expect(within(second).getByText(/Reverse search/)).toBeTruthy();
    expect(within(second).getByText('Looking for each other: tìm con gái')).toBeTruthy();
  });

  it('says so when no candidate looks like the report', async () => {
    stored = testReport({ matches: [], analysis: null, original_report_text: null });
    renderReport();
    expect(await screen.findByText(adminReunionReports.matches.none)).toBeTruthy();
    expect(screen.getByText(adminReunionReports.detail.noAnalysis)).toBeTruthy();
    expect(screen.getByText(adminReunionReports.detail.noOriginal)).toBeTruthy();
  });

  it('rejects with a note after confirming; the current status offers no button of its own', async () => {
    renderReport();
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).queryByRole('button', { name: 'Back to pending' })).toBeNull();
    fireEvent.click(within(decision).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this report?' });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: '  A duplicate of MP-40 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.reviewReport).toHaveBeenCalledWith(42, { status: 'rejected', note: 'A duplicate of MP-40' }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The report was rejected.'));
    // Read again: now rejected, it may go back to pending.
    expect(await within(decision).findByRole('button', { name: 'Back to pending' })).toBeTruthy();
  });

  it('asks for information without a note, and says so when the decision fails', async () => {
    renderReport();
    fireEvent.click(await screen.findByRole('button', { name: 'Needs information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the family for more information?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Needs information' }));
    await waitFor(() => expect(api.reviewReport).toHaveBeenCalledWith(42, { status: 'needs_info', note: null }));
    api.reviewReport.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to pending' }));
    const again = await screen.findByRole('dialog', { name: 'Put this report back to pending?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Back to pending' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The decision could not be saved: offline'));
  });

  it('prefills the publish form from the report, without the reporter in the public texts', async () => {
    renderReport();
    const form = await screen.findByRole('form', { name: 'Publish as a case' });
    expect((within(form).getByLabelText(/Name shown/) as HTMLInputElement).value).toBe('Nguyễn Thị Hoa');
    expect((within(form).getByLabelText('Birth year') as HTMLInputElement).value).toBe('2012');
    expect((within(form).getByLabelText('Height (cm)') as HTMLInputElement).value).toBe('152');
    expect((within(form).getByLabelText(/Missing since/) as HTMLInputElement).value).toBe('2026-11-20');
    expect((within(form).getByLabelText(/Commune or ward/) as HTMLInputElement).value).toBe('Phường Hải Châu');
    // Đà Nẵng's seat, as the report gave no position.
    expect((within(form).getByLabelText(/Latitude/) as HTMLInputElement).value).toBe('16.068');
    // English is blank, for the moderator to write.
    expect((within(form).getByLabelText(/Circumstances/) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(within(form).getByRole('tab', { name: /Tiếng Việt/ }));
    const vi = (await within(form).findByLabelText(/Circumstances/)) as HTMLTextAreaElement;
    expect(vi.value).toContain('Em đi học về nhưng không về nhà.');
    expect(vi.value).not.toMatch(/0912|mai\.tran|Trần Thị Mai/);
    expect((within(form).getByLabelText('Clothing when last seen') as HTMLTextAreaElement).value).toBe(
      'Áo dài trắng, quần đen',
    );
  });

  it('names every commune an old ward was split into, the first prefilled', async () => {
    const report = testReport();
    stored = testReport({
      place: { ...report.place, commune_ids: ['c1', 'c2'], communes: ['Xã Minh Châu', 'Xã Quảng Oai'] },
    });
    renderReport();
    const form = await screen.findByRole('form', { name: 'Publish as a case' });
    expect((within(form).getByLabelText(/Commune or ward/) as HTMLInputElement).value).toBe('Xã Minh Châu');
    expect(within(form).getByText(/now lies in several communes: Xã Minh Châu, Xã Quảng Oai\./)).toBeTruthy();
  });

  it('refuses to publish without the English description, then publishes and opens the new case', async () => {
    const location = renderReport();
    const form = await screen.findByRole('form', { name: 'Publish as a case' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish as a case' }));
    expect(await within(form).findByText('The circumstances are required.')).toBeTruthy();
    expect(api.verifyReport).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/Circumstances/), {
      target: { value: 'A 14-year-old girl did not come home from school.' },
    });
    fireEvent.change(within(form).getByLabelText(/Note for the report/), { target: { value: 'Called the mother.' } });
    api.verifyReport.mockResolvedValue({
      success: true,
      message: 'Published',
      data: testReport({ status: 'verified', published_case_id: 9, published_case_number: 'RC-2026-0009' }),
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish as a case' }));
    await waitFor(() => expect(api.verifyReport).toHaveBeenCalledTimes(1));
    const [id, body] = api.verifyReport.mock.calls[0] as [number, { case: Record<string, unknown>; note: string }];
    expect(id).toBe(42);
    expect(body.note).toBe('Called the mother.');
    expect(body.case).toMatchObject({ full_name: 'Nguyễn Thị Hoa', contact: null, height_cm: 152 });
    // Nothing of the reporter goes into the public case.
    expect(JSON.stringify(body.case)).not.toMatch(/0912|mai\.tran|Trần Thị Mai|Lê Lợi/);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Published as case RC-2026-0009.'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/reunion/cases/9/edit'));
  });

  it("refuses a public text that still carries the reporter's phone", async () => {
    renderReport();
    const form = await screen.findByRole('form', { name: 'Publish as a case' });
    fireEvent.change(within(form).getByLabelText(/Circumstances/), {
      target: { value: 'Missing since Friday. Call her mother on +84 912-345-678.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish as a case' }));
    expect(await within(form).findByText(adminReunionReports.publish.leak)).toBeTruthy();
    expect(api.verifyReport).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields", async () => {
    renderReport();
    const form = await screen.findByRole('form', { name: 'Publish as a case' });
    fireEvent.change(within(form).getByLabelText(/Circumstances/), { target: { value: 'Text.' } });
    api.verifyReport.mockRejectedValue(
      new ApiError('http', 422, 'Invalid', { 'case.last_seen.commune': ['That place is not in the list.'] }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Publish as a case' }));
    expect(await within(form).findByText('That place is not in the list.')).toBeTruthy();
  });

  it('shows a published report with its case and without decisions or the publish form', async () => {
    stored = testReport({ status: 'verified', published_case_id: 9, published_case_number: 'RC-2026-0009' });
    renderReport();
    expect(await screen.findByText('Published as case RC-2026-0009.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the case' }).getAttribute('href')).toBe(
      '/admin/reunion/cases/9/edit',
    );
    expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Publish as a case' })).toBeNull();
  });

  it('answers an id that names no report', async () => {
    renderReport('abc');
    expect(await screen.findByText('Report not found')).toBeTruthy();
    expect(api.fetchReport).not.toHaveBeenCalled();
    cleanup();
    api.fetchReport.mockRejectedValue(new ApiError('http', 404, 'Not found'));
    renderReport('999');
    expect(await screen.findByText('Report not found')).toBeTruthy();
  });
});
