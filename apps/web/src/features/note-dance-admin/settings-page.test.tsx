import { NOTE_DANCE_CODES, NOTE_DANCE_DEFAULT_SETTINGS } from '@site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../lib/test-fetch';
import { BASE, meRoute, renderAt, setUpTexts, signIn, tearDown, toasts } from './lib/test-kit';
import SettingsPage, { settingsProblems } from './settings-page';

beforeAll(setUpTexts);
afterEach(tearDown);

let saveAnswer: (request: FakeRequest) => FakeAnswer;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  saveAnswer = (request) => [200, { success: true, message: 'Settings saved.', data: request.body }];
  server = fakeServer([
    meRoute(),
    ['GET', `${BASE}/settings`, () => [200, { data: NOTE_DANCE_DEFAULT_SETTINGS }]],
    ['PUT', `${BASE}/settings`, (request) => saveAnswer(request)],
  ]);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
const saves = () => server.sent('PUT', `${BASE}/settings`);

async function open() {
  renderAt('/note-dance/admin/settings', <SettingsPage />);
  await screen.findByLabelText('Perfect (ms)');
}

describe('the settings', () => {
  it('shows the saved values with their ranges', async () => {
    await open();
    expect(field('Perfect (ms)').value).toBe('50');
    expect(field('Great (ms)').value).toBe('100');
    expect(field('Good (ms)').value).toBe('160');
    expect(field('Default tempo scale').value).toBe('1');
    expect(field('Microphone sensitivity').value).toBe('0.5');
    expect(screen.getByText(/in milliseconds \(10–1,000\)/)).toBeTruthy();
    expect(screen.getByText(/\(0\.25–2; 1 is as written\)/)).toBeTruthy();
  });

  it('saves the changed values as numbers and says so', async () => {
    await open();
    set('Perfect (ms)', '40');
    set('Default tempo scale', '0.75');
    set('Microphone sensitivity', '0.8');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toEqual({
      perfect_ms: 40,
      great_ms: 100,
      good_ms: 160,
      default_tempo_scale: 0.75,
      microphone_sensitivity: 0.8,
    });
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'Settings saved.']));
    expect(field('Perfect (ms)').value).toBe('40');
  });

  it('refuses values out of their range, next to each field, and sends nothing', async () => {
    await open();
    set('Perfect (ms)', '5');
    set('Default tempo scale', '3');
    set('Microphone sensitivity', '');
    save();
    expect(field('Perfect (ms)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a number from 10 to 1,000.')).toBeTruthy();
    expect(screen.getByText('Enter a number from 0.25 to 2.')).toBeTruthy();
    expect(screen.getByText('Enter a number from 0 to 1.')).toBeTruthy();
    expect(field('Great (ms)').getAttribute('aria-invalid')).toBeNull();
    expect(saves()).toHaveLength(0);
  });

  it('refuses windows that do not grow from perfect to great to good', async () => {
    await open();
    set('Perfect (ms)', '120');
    save();
    expect(screen.getByRole('alert').textContent).toBe('The windows must grow from perfect to great to good.');
    expect(saves()).toHaveLength(0);
    set('Perfect (ms)', '90');
    save();
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it("shows the server's refusal by its code", async () => {
    saveAnswer = () => [422, { success: false, message: 'Order', code: NOTE_DANCE_CODES.windowsOrder }];
    await open();
    set('Good (ms)', '170');
    save();
    expect(await screen.findByText('The windows must grow from perfect to great to good.')).toBeTruthy();
  });
});

describe('settingsProblems', () => {
  const values = {
    perfect_ms: '50',
    great_ms: '100',
    good_ms: '160',
    default_tempo_scale: '1',
    microphone_sensitivity: '0.5',
  };
  it('accepts the defaults and the edges of each range', () => {
    expect(settingsProblems(values)).toEqual({ fields: [], order: false });
    expect(
      settingsProblems({
        ...values,
        perfect_ms: '10',
        good_ms: '1000',
        default_tempo_scale: '2',
        microphone_sensitivity: '0',
      }),
    ).toEqual({ fields: [], order: false });
  });
  it('wants whole milliseconds, numbers in range, and growing windows', () => {
    expect(settingsProblems({ ...values, great_ms: '99.5' }).fields).toEqual(['great_ms']);
    expect(settingsProblems({ ...values, good_ms: '1001', default_tempo_scale: '0.2' }).fields).toEqual([
      'good_ms',
      'default_tempo_scale',
    ]);
    expect(settingsProblems({ ...values, microphone_sensitivity: 'loud' }).fields).toEqual(['microphone_sensitivity']);
    expect(settingsProblems({ ...values, great_ms: '160' })).toEqual({ fields: [], order: true });
  });
});
