import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryClient } from '../../lib/query-client';
import { fakeServer, type FakeAnswer } from '../../lib/test-fetch';
import admin from '../../locales/en/admin.json';
import adminEditor from '../../locales/en/admin-editor.json';
import adminVolunteers from '../../locales/en/adminVolunteers.json';
import pages from '../../locales/en/pages.json';
import TaskCreatePage from './task-create-page';
import { testTask } from './test-tasks';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, adminVolunteers, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

let server: ReturnType<typeof fakeServer>;
let createAnswer: () => FakeAnswer;

beforeEach(() => {
  createAnswer = () => [201, { success: true, message: 'Task created.', data: testTask({ status: 'open' }) }];
  server = fakeServer([
    [
      'GET',
      '/api/missing-person/form-data',
      () => [200, { success: true, data: { provinces: [{ id: '01', name: 'Thành phố Hà Nội' }] } }],
    ],
    ['POST', '/api/admin/volunteer-tasks', () => createAnswer()],
  ]);
});
afterEach(() => {
  cleanup();
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  const location = memoryLocation({ path: '/admin/reunion/tasks/create', record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <TaskCreatePage />
    </Router>,
  );
  return location;
}

const posted = () => server.sent('POST', '/api/admin/volunteer-tasks');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create task' }));
const fillRequired = () => {
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Share case MP-2026-000042' } });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: 'Post the case in three local groups.' },
  });
};

describe('the new task form', () => {
  it('says what is missing in the contract’s words and sends nothing', async () => {
    renderPage();
    submit();
    expect(await screen.findByText('The title is required.')).toBeTruthy();
    expect(screen.getByText('The description is required.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need attention.');
    expect(posted()).toHaveLength(0);
  });

  it('refuses a deadline in the past, a bonus out of range and text as a bonus', async () => {
    renderPage();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Deadline'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.change(screen.getByLabelText('Bonus points'), { target: { value: '5000' } });
    submit();
    expect(await screen.findByText('Enter 1000 or less.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bonus points'), { target: { value: 'lots' } });
    submit();
    expect(await screen.findByText('Enter a number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bonus points'), { target: { value: '20' } });
    submit();
    expect(await screen.findByText('The deadline must be in the future.')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('sends the task with blanks as none and goes to every task', async () => {
    const location = renderPage();
    await screen.findByRole('option', { name: 'Thành phố Hà Nội' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'social_media' } });
    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'hard' } });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText('Bonus points'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Urgent' }));
    fillRequired();
    submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      type: 'social_media',
      title: 'Share case MP-2026-000042',
      description: 'Post the case in three local groups.',
      mode: 'online',
      difficulty: 'hard',
      province_id: '01',
      case_number: null,
      deadline: null,
      bonus: 20,
      urgent: true,
      first_responder_only: false,
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin/reunion/tasks?view=all'));
  });

  it("puts the server's refusal of an unknown case under the case number", async () => {
    createAnswer = () => [
      422,
      {
        success: false,
        message: 'The given data was invalid.',
        errors: { case_number: ['No case has this number.'] },
        codes: { case_number: ['volunteer.caseUnknown'] },
      },
    ];
    renderPage();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Case number'), { target: { value: 'MP-1999-000001' } });
    submit();
    const field = (await screen.findByText('No case has this number.')).closest('div')!;
    expect(within(field).getByLabelText('Case number')).toBeTruthy();
    expect(posted()[0]!.body).toMatchObject({ case_number: 'MP-1999-000001' });
  });
});
