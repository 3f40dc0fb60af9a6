import type { AdminReportSummary, ReportOverview } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as ReportsApi from '../../api/admin-reunion-reports';
import { getQueryClient } from '../../lib/query-client';
import admin from '../../locales/en/admin.json';
import adminReunionReports from '../../locales/en/adminReunionReports.json';
import pages from '../../locales/en/pages.json';
import ReportsPage from './reports-page';
import { testReport } from './test-report';

const api = vi.hoisted(() => ({ fetchReports: vi.fn(), fetchReportOverview: vi.fn() }));
vi.mock('../../api/admin-reunion-reports', async (original) => ({
  ...(await original<typeof ReportsApi>()),
  ...api,
}));

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, adminReunionReports } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const summary = (changes: Partial<AdminReportSummary> = {}): AdminReportSummary => {
  const {
    id,
    case_number,
    status,
    missing_person_name,
    age,
    gender_id,
    missing_date,
    place,
    risk_level_id,
    reporter_name,
    reporter_phone,
    reporter_relationship_id,
    published_case_id,
    created_at,
    updated_at,
  } = testReport();
  return {
    id,
    case_number,
    status,
    missing_person_name,
    age,
    gender_id,
    missing_date,
    place,
    risk_level_id,
    reporter_name,
    reporter_phone,
    reporter_relationship_id,
    published_case_id,
    created_at,
    updated_at,
    ...changes,
  };
};
const page = (data: AdminReportSummary[]) => ({
  data,
  total: data.length,
  current_page: 1,
  last_page: 1,
  per_page: 20,
});
const overview = (analysis: ReportOverview['analysis']): ReportOverview => ({
  counts: { pending: 3, verified: 5, needs_info: 1, rejected: 2 },
  analysis,
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ReportsPage />
    </Router>,
  );
  return location;
}

describe('the reports list', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    api.fetchReports.mockResolvedValue(page([summary()]));
    api.fetchReportOverview.mockResolvedValue(overview({ provider: 'offline', model_host: null }));
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
  });

  it('opens on the waiting reports, with each status counted and the reporter shown to the admin', async () => {
    renderAt('/admin/reunion/reports');
    const link = await screen.findByRole('link', { name: 'Nguyễn Thị Hoa' });
    expect(link.getAttribute('href')).toBe('/admin/reunion/reports/42');
    expect(api.fetchReports.mock.calls[0]?.[0]).toEqual({
      page: 1,
      per_page: 20,
      search: undefined,
      status: 'pending',
    });
    const row = link.closest('tr')!;
    expect(within(row).getByText('MP-2026-000042')).toBeTruthy();
    expect(within(row).getByText('Trần Thị Mai')).toBeTruthy();
    expect(within(row).getByText('0912 345 678')).toBeTruthy();
    expect(within(row).getByText('High')).toBeTruthy();
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(within(row).getByText('Phường Hải Châu, Thành phố Đà Nẵng')).toBeTruthy();
    expect(
      within(row).getByText('Before the 2025 reform: Phường Thạch Thang, Quận Hải Châu, Thành phố Đà Nẵng'),
    ).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    await waitFor(() =>
      expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'Waiting for review (3)',
        'Needs information (1)',
        'Published (5)',
        'Rejected (2)',
        'All reports (11)',
      ]),
    );
    expect(screen.getByText(adminReunionReports.analysis.offline)).toBeTruthy();
  });

  it('filters by status and search through the address, and "all" sends no status', async () => {
    const location = renderAt('/admin/reunion/reports?status=all&q=0912');
    await screen.findByRole('link', { name: 'Nguyễn Thị Hoa' });
    expect(api.fetchReports.mock.calls[0]?.[0]).toMatchObject({ status: undefined, search: '0912' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'rejected' } });
    await waitFor(() => expect(api.fetchReports.mock.calls.at(-1)?.[0]).toMatchObject({ status: 'rejected' }));
    expect(location.history.at(-1)).toContain('status=rejected');
  });

  it('ignores an unknown status in the address (back to the waiting reports)', async () => {
    renderAt('/admin/reunion/reports?status=deleted');
    await screen.findByRole('link', { name: 'Nguyễn Thị Hoa' });
    expect(api.fetchReports.mock.calls[0]?.[0]).toMatchObject({ status: 'pending' });
  });

  it('tells the owner when report texts leave the server for a language model', async () => {
    api.fetchReportOverview.mockResolvedValue(overview({ provider: 'model', model_host: 'api.example.ai' }));
    renderAt('/admin/reunion/reports');
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Report texts are also sent to api.example.ai for analysis');
    expect(screen.queryByText(adminReunionReports.analysis.offline)).toBeNull();
  });

  it('says so when nothing waits, and when the list cannot be loaded', async () => {
    api.fetchReports.mockResolvedValue(page([]));
    renderAt('/admin/reunion/reports');
    expect(await screen.findByText('No reports waiting')).toBeTruthy();
    cleanup();
    getQueryClient().clear();
    api.fetchReports.mockRejectedValue(new Error('boom'));
    renderAt('/admin/reunion/reports');
    expect(await screen.findByText('The reports could not be loaded: boom')).toBeTruthy();
  });
});
