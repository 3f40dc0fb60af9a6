import type { AdminTask } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryClient } from '../../lib/query-client';
import { fakeServer } from '../../lib/test-fetch';
import admin from '../../locales/en/admin.json';
import adminEditor from '../../locales/en/admin-editor.json';
import adminVolunteers from '../../locales/en/adminVolunteers.json';
import pages from '../../locales/en/pages.json';
import TasksPage from './tasks-page';
import { pageOf, testTask } from './test-tasks';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, adminVolunteers, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // jsdom's <dialog> has no close(); the confirmation closes with it.
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let tasks: AdminTask[];
let server: ReturnType<typeof fakeServer>;

const CHALLENGE = {
  id: 3,
  title: 'Tết sharing week',
  description: 'Share the cases of the northern provinces.',
  type: 'social_media',
  goal: 5,
  bonus: 100,
  starts_at: '2026-12-01T00:00:00Z',
  ends_at: '2026-12-08T00:00:00Z',
  completed_by: 4,
};

beforeEach(() => {
  tasks = [testTask()];
  server = fakeServer([
    ['GET', '/api/admin/volunteer-tasks', () => [200, pageOf(tasks)]],
    [
      'POST',
      /^\/api\/admin\/volunteer-tasks\/\d+\/(review|cancel)$/,
      () => [200, { success: true, message: 'Done.', data: testTask({ status: 'approved' }) }],
    ],
    ['GET', '/api/admin/volunteer-challenges', () => [200, { data: [CHALLENGE] }]],
    ['POST', '/api/admin/volunteer-challenges', () => [201, { success: true, message: 'Created.', data: CHALLENGE }]],
    [
      'GET',
      '/api/admin/volunteer-contact-access',
      () => [
        200,
        pageOf([
          {
            id: 1,
            volunteer: { id: 9, name: 'Phạm Văn Minh', avatar_url: null, level: 5 },
            task_id: 12,
            report_ref: 'RP-2026-0042',
            accessed_at: '2026-11-26T10:00:00Z',
          },
        ]),
      ],
    ],
  ]);
});
afterEach(() => {
  cleanup();
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <TasksPage />
    </Router>,
  );
  return location;
}

const taskQueries = () => server.sent('GET', '/api/admin/volunteer-tasks').map((r) => Object.fromEntries(r.query));

describe('the review queue', () => {
  it('opens on the submitted tasks with the task, its holder, hours and what they wrote', async () => {
    renderAt('/admin/reunion/tasks');
    const card = (
      await screen.findByRole('heading', { name: 'Verify report RP-2026-0042 (Thành phố Hà Nội)' })
    ).closest('li')!;
    expect(taskQueries()[0]).toEqual({ page: '1', per_page: '20', status: 'submitted' });
    expect(within(card).getByText('Trần Thị Lan')).toBeTruthy();
    expect(within(card).getByText('1.5')).toBeTruthy();
    expect(within(card).getByText('Verification')).toBeTruthy();
    expect(within(card).getByText('Called the family; the report is genuine.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Review queue' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the holder by public name only, even if an answer carried more', async () => {
    tasks = [
      testTask({
        holder: { id: 7, name: 'Trần Thị Lan', avatar_url: null, level: 2, email: 'lan@example.vn' } as never,
      }),
    ];
    renderAt('/admin/reunion/tasks');
    await screen.findByText('Trần Thị Lan');
    expect(document.body.textContent).not.toContain('lan@example.vn');
  });

  it('approves after the confirmation, with an optional note', async () => {
    renderAt('/admin/reunion/tasks');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Approve “Verify report RP-2026-0042 (Thành phố Hà Nội)”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve this submission?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.sent('POST', '/api/admin/volunteer-tasks/5/review')).toHaveLength(1));
    expect(server.sent('POST', '/api/admin/volunteer-tasks/5/review')[0]!.body).toEqual({
      decision: 'approve',
      note: '',
    });
  });

  it('returns only with a note that says why', async () => {
    renderAt('/admin/reunion/tasks');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Return “Verify report RP-2026-0042 (Thành phố Hà Nội)”' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Return this task?' });
    fireEvent.change(within(dialog).getByLabelText('Why it is returned (required)'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Say why the task is returned: the volunteer reads this note.',
    );
    expect(server.sent('POST', '/api/admin/volunteer-tasks/5/review')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Why it is returned (required)'), {
      target: { value: ' Add the link to the post. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(server.sent('POST', '/api/admin/volunteer-tasks/5/review')).toHaveLength(1));
    expect(server.sent('POST', '/api/admin/volunteer-tasks/5/review')[0]!.body).toEqual({
      decision: 'return',
      note: 'Add the link to the post.',
    });
  });

  it('says so when nothing waits', async () => {
    tasks = [];
    renderAt('/admin/reunion/tasks');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
  });
});

describe('all tasks', () => {
  it('reads status, type and search from the address, and a filter change goes back to page 1', async () => {
    tasks = [testTask({ status: 'open', holder: null, submitted_at: null, submission_note: null, hours: null })];
    const location = renderAt('/admin/reunion/tasks?view=all&status=open&type=translation&q=MP&page=3');
    await screen.findByText('Verify report RP-2026-0042 (Thành phố Hà Nội)');
    expect(taskQueries()[0]).toEqual({ page: '3', per_page: '20', search: 'MP', status: 'open', type: 'translation' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'verification' } });
    await waitFor(() => expect(taskQueries().at(-1)).toMatchObject({ type: 'verification', page: '1' }));
    expect(location.history.at(-1)).toContain('view=all');
    expect(location.history.at(-1)).toContain('type=verification');
  });

  it('cancels an open task after the confirmation; a finished one has no cancel', async () => {
    tasks = [
      testTask({ id: 8, status: 'open', kind: 'custom', title: 'Print posters', holder: null }),
      testTask({ id: 9, status: 'approved', kind: 'custom', title: 'Translate the flyer' }),
    ];
    renderAt('/admin/reunion/tasks?view=all');
    const row = (await screen.findByText('Print posters')).closest('tr')!;
    expect(within(row).getByText('Open')).toBeTruthy();
    const done = screen.getByText('Translate the flyer').closest('tr')!;
    expect(within(done).queryByRole('button', { name: /Cancel/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel “Print posters”' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this task?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.sent('POST', '/api/admin/volunteer-tasks/8/cancel')).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel “Print posters”' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this task?' })).getByRole('button', { name: 'Cancel task' }),
    );
    await waitFor(() => expect(server.sent('POST', '/api/admin/volunteer-tasks/8/cancel')).toHaveLength(1));
  });

  it('warns that a claimed task is taken from its holder', async () => {
    tasks = [testTask({ id: 8, status: 'claimed', kind: 'custom', title: 'Print posters' })];
    renderAt('/admin/reunion/tasks?view=all');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel “Print posters”' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this task?' }).textContent).toContain(
      '“Print posters” is held by Trần Thị Lan, who loses it',
    );
  });
});

describe('special challenges', () => {
  it('switches tab through the address and lists the challenges', async () => {
    const location = renderAt('/admin/reunion/tasks');
    fireEvent.click(await screen.findByRole('tab', { name: 'Special challenges' }));
    const row = (await screen.findByText('Tết sharing week')).closest('tr')!;
    expect(within(row).getByText('Social media')).toBeTruthy();
    expect(within(row).getByText('100')).toBeTruthy();
    expect(location.history.at(-1)).toContain('view=challenges');
  });

  it('validates the new challenge with the contract, then sends it', async () => {
    renderAt('/admin/reunion/tasks?view=challenges');
    fireEvent.click(await screen.findByRole('button', { name: 'New challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'New challenge' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
    // Title, start and end are required; goal and bonus are numbers.
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(within(dialog).getAllByText('Enter a number.')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Translation sprint' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'translation' } });
    fireEvent.change(within(dialog).getByLabelText('Goal'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Bonus points'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2026-12-10T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeTruthy();
    expect(server.sent('POST', '/api/admin/volunteer-challenges')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-12-17T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create challenge' }));
    await waitFor(() => expect(server.sent('POST', '/api/admin/volunteer-challenges')).toHaveLength(1));
    expect(server.sent('POST', '/api/admin/volunteer-challenges')[0]!.body).toEqual({
      title: 'Translation sprint',
      description: '',
      type: 'translation',
      goal: 3,
      bonus: 50,
      starts_at: new Date('2026-12-10T09:00').toISOString(),
      ends_at: new Date('2026-12-17T09:00').toISOString(),
    });
  }, 15_000);
});

describe('the log of contact readings', () => {
  it('lists who read which report for which task and when, never the contact itself', async () => {
    renderAt('/admin/reunion/tasks?view=contact');
    const row = (await screen.findByText('Phạm Văn Minh')).closest('tr')!;
    expect(within(row).getByText('Task #12')).toBeTruthy();
    expect(within(row).getByText('RP-2026-0042')).toBeTruthy();
    expect(Object.fromEntries(server.sent('GET', '/api/admin/volunteer-contact-access')[0]!.query)).toEqual({
      page: '1',
      per_page: '20',
    });
    // The tasks list is not asked for on this tab.
    expect(server.sent('GET', '/api/admin/volunteer-tasks')).toHaveLength(0);
  });
});
