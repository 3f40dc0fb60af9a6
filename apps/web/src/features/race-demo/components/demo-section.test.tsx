import { raceDemoApi, type RaceSimulateResponse } from '@site/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithQueryClient } from '../../../lib/test-render';
import { DemoSection } from './demo-section';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const api = vi.hoisted(() => ({
  simulate: vi.fn(),
  clearDatabase: vi.fn(),
  fetchResults: vi.fn(),
  fetchCode: vi.fn(),
}));
// The demo's four endpoints answered by the mocks above (the api module's queries call the client).
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  call: (route: unknown, input?: { body?: unknown }) => {
    if (route === raceDemoApi.results) return api.fetchResults();
    if (route === raceDemoApi.code) return api.fetchCode();
    if (route === raceDemoApi.simulate) return api.simulate(input?.body);
    if (route === raceDemoApi.clear) return api.clearDatabase();
    throw new Error('unexpected endpoint');
  },
}));

const account = (balance: number) => ({ id: 1, balance, version: 0, updated_at: '2025-01-02 10:00:00' });

const RACE_RESULT: RaceSimulateResponse = {
  solutionType: 'race-condition',
  concurrentRequests: 2,
  amount: 100,
  startingBalance: 1000,
  expectedBalance: 800,
  finalBalance: 900,
  hasRaceCondition: true,
  lostUpdates: 1,
  results: [
    { request: 2, success: true, balanceBefore: 1000, balanceAfter: 900, retries: 0, durationMs: 50 },
    { request: 1, success: true, balanceBefore: 1000, balanceAfter: 900, retries: 0, durationMs: 51 },
  ],
  successfulTransactions: 2,
  failedTransactions: 0,
  successRate: 100,
  timeTakenMs: 52,
  retries: 0,
  database: 'sqlite',
  isolationLevel: 'SERIALIZABLE',
};

function renderSection(onResult = vi.fn()) {
  renderWithQueryClient(<DemoSection onResult={onResult} />);
  return onResult;
}

const card = (name: string) => screen.getByRole('article', { name });
const runButton = (name: string) => within(card(name)).getByRole('button', { name: `card.run: ${name}` });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DemoSection', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    api.fetchResults.mockResolvedValue({ account: account(1000), transactions: [] });
    api.fetchCode.mockResolvedValue({ data: [], database: 'sqlite' });
  });
  afterEach(cleanup);

  it('shows the balance and starts from the default settings', async () => {
    renderSection();
    expect(await screen.findByText('1,000')).toBeTruthy();
    expect((screen.getByLabelText('demo.requests') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('demo.amount') as HTMLInputElement).value).toBe('100');
  });

  it('shows the validation messages and sends nothing for out-of-range settings', async () => {
    renderSection();
    type('demo.requests', '1');
    type('demo.amount', '501');
    fireEvent.click(runButton('solutions.raceCondition.title'));
    expect(await screen.findByText('messages.requestsRange')).toBeTruthy();
    expect(screen.getByText('messages.amountRange')).toBeTruthy();
    expect(screen.getByLabelText('demo.requests').getAttribute('aria-invalid')).toBe('true');
    expect(api.simulate).not.toHaveBeenCalled();
  });

  it('runs one mode with the settings and shows its result summary', async () => {
    api.simulate.mockResolvedValue(RACE_RESULT);
    const onResult = renderSection();
    await screen.findByText('1,000');
    type('demo.requests', '2');
    fireEvent.click(runButton('solutions.raceCondition.title'));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(RACE_RESULT));
    expect(api.simulate).toHaveBeenCalledWith({ concurrentRequests: 2, amount: 100, solutionType: 'race-condition' });
    const summary = within(card('solutions.raceCondition.title'));
    expect(summary.getByText('result.verdictRace')).toBeTruthy();
    const value = (label: string) => summary.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('result.expected')).toBe('800');
    expect(value('result.actual')).toBe('900');
    expect(value('result.detected')).toBe('result.yes');
    // The other cards keep their own (empty) state.
    expect(within(card('solutions.transactionLock.title')).queryByText('result.verdictRace')).toBeNull();
    // The balance is read again after the run.
    await waitFor(() => expect(api.fetchResults).toHaveBeenCalledTimes(2));
  });

  it('shows a failed run in the words the page uses', async () => {
    api.simulate.mockRejectedValue(new ApiError('network', 0, 'offline'));
    renderSection();
    await screen.findByText('1,000');
    fireEvent.click(runButton('solutions.optimisticLock.title'));
    const alert = await within(card('solutions.optimisticLock.title')).findByRole('alert');
    expect(alert.textContent).toBe('errors.demoFailed');
  });

  it('clears the database and shows the starting balance again', async () => {
    api.fetchResults.mockResolvedValueOnce({ account: account(400), transactions: [] });
    api.clearDatabase.mockResolvedValue({ success: true, account: account(1000) });
    renderSection();
    await screen.findByText('400');
    fireEvent.click(screen.getByRole('button', { name: 'demo.clear' }));
    expect(await screen.findByText('1,000')).toBeTruthy();
    expect(api.clearDatabase).toHaveBeenCalledTimes(1);
  });

  it('opens the code of a mode in a dialog', async () => {
    api.fetchCode.mockResolvedValue({
      data: [{ solutionType: 'mutex-lock', code: 'async function debitWithMutexLock() {}' }],
      database: 'sqlite',
    });
    renderSection();
    fireEvent.click(
      within(card('solutions.mutexLock.title')).getByRole('button', {
        name: 'card.viewCode: solutions.mutexLock.title',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('async function debitWithMutexLock() {}')).toBeTruthy();
  });
});
