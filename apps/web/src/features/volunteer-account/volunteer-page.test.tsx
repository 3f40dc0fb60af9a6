import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import VolunteerRegisterPage from './register-page';
import { initTexts, json, renderPage, reset, signIn, stubFetch, volunteer } from './test-support';
import VolunteerPage from './volunteer-page';

configure({ asyncUtilTimeout: 5000 });
beforeAll(initTexts);
beforeEach(reset);
afterEach(reset);

const overview = { volunteers: 1234, tasks_completed: 56, open_tasks: 7, provinces: 12, demo_available: false };

describe('/volunteer', () => {
  it("shows the network's figures (counts only), the levels with their thresholds and the badges", async () => {
    const { calls } = stubFetch({ 'GET /api/volunteer/overview': () => json(200, { data: overview }) });
    renderPage(<VolunteerPage />, '/volunteer');
    const figures = await screen.findByText('1,234');
    expect(figures.closest('[data-volunteer-figures]')?.textContent).toBe(
      'volunteers1,234tasks completed56open tasks7provinces covered12',
    );
    expect(document.querySelector('[data-level="helper"]')?.textContent).toBe('Helper from 100 points');
    expect(document.querySelectorAll('[data-level]')).toHaveLength(7);
    expect(document.querySelector('[data-badge="search_hero"]')?.textContent).toBe('Search hero — 10 field searches');
    // A guest asks for the public figures only.
    expect(calls('GET /api/volunteer/me')).toHaveLength(0);
  });

  it('opens the dialog in register or login mode for a guest', () => {
    stubFetch({ 'GET /api/volunteer/overview': () => json(200, { data: overview }) });
    const { dialogs } = renderPage(<VolunteerPage />, '/volunteer');
    fireEvent.click(screen.getByRole('button', { name: 'Register as a volunteer' }));
    expect(dialogs.volunteerAuth).toHaveBeenCalledWith('register');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dialogs.volunteerAuth).toHaveBeenLastCalledWith('login');
  });

  it('says when the figures cannot be loaded', async () => {
    stubFetch({ 'GET /api/volunteer/overview': () => json(503, { success: false, message: 'down' }) });
    renderPage(<VolunteerPage />, '/volunteer');
    expect(await screen.findByText('The figures cannot be loaded right now.')).toBeTruthy();
  });

  it('leads a signed-in volunteer to the dashboard instead of the join buttons', async () => {
    signIn();
    stubFetch({
      'GET /api/volunteer/overview': () => json(200, { data: overview }),
      'GET /api/volunteer/me': () => json(200, { success: true, volunteer }),
    });
    renderPage(<VolunteerPage />, '/volunteer');
    expect(await screen.findByText('You are signed in as Lan Nguyễn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your dashboard' }).getAttribute('href')).toBe('/volunteer/dashboard');
    expect(screen.queryByRole('button', { name: 'Register as a volunteer' })).toBeNull();
  });
});

describe('/volunteer/register', () => {
  it('shows the register form in the page to a guest', () => {
    const { fetchMock } = stubFetch({});
    renderPage(<VolunteerRegisterPage />, '/volunteer/register');
    expect(screen.getByRole('form', { name: 'stand-in register form' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links a signed-in volunteer to the dashboard', async () => {
    signIn();
    stubFetch({ 'GET /api/volunteer/me': () => json(200, { success: true, volunteer }) });
    renderPage(<VolunteerRegisterPage />, '/volunteer/register');
    expect(
      await screen.findByRole('heading', { name: 'You already have a volunteer account, Lan Nguyễn.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/volunteer/dashboard',
    );
  });
});
