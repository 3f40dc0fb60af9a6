import { expect, prepare, signIn, test, texts } from './fixtures';

interface AccountTexts {
  auth: {
    dialogTitle: string;
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
    register: { title: string; submit: string };
    login: { title: string; submit: string };
  };
  header: { notifications: string };
}
interface VolunteerTexts {
  tasks: { claim: string; submit: string; mine: string };
  submit: { note: string; hours: string; send: string };
  status: { submitted: string };
  levels: Record<string, string>;
  points: { usable: string };
  reasons: Record<string, string>;
}
interface ReviewTexts {
  reviews: { title: string; approve: string; return: string };
  messages: { reviewNoteRequired: string };
}
interface AdminVolunteerTexts {
  review: { approve: string };
  list: { searchLabel: string };
  actions: { appoint: string; appointNamed: string };
}
interface DetailTexts {
  tasks: { claim: string; mine: string; showDetails: string };
  detail: { contact: string; contactLogged: string };
}
const account = texts<AccountTexts>('en', 'volunteerAccount');
const reviewTexts = texts<ReviewTexts>('en', 'volunteer');
const detailTexts = texts<DetailTexts>('en', 'volunteer');
const volunteer = texts<VolunteerTexts>('en', 'volunteer');
const shareTexts = texts<{ header: { volunteer: { register: string; login: string } } }>('en', 'reunionShare');
const adminTexts = texts<AdminVolunteerTexts>('en', 'adminVolunteers');
const passwordMismatch = 'Passwords do not match';

test.describe('volunteer network', () => {
  test('a visitor registers, claims and submits a task, the owner approves it, and the volunteer sees the points and the notification', async ({
    page,
    browser,
  }) => {
    const email = `e2e.volunteer.${Date.now()}@example.com`;
    await prepare(page);
    await page.goto('/reunion');
    await page.getByRole('button', { name: shareTexts.header.volunteer.register, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: account.auth.dialogTitle });
    await expect(dialog.getByRole('form', { name: account.auth.register.title })).toBeVisible();
    const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });

    // Different passwords: the alert, and nothing is sent.
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/volunteer/auth/register')) registerCalls++;
    });
    await field(account.auth.name).fill('E2E Lan Volunteer');
    await field(account.auth.email).fill(email);
    await field(account.auth.password).fill('a long password');
    await field(account.auth.confirmPassword).fill('another password');
    await dialog.getByRole('button', { name: account.auth.register.submit }).click();
    await expect(dialog.getByRole('alert')).toContainText(passwordMismatch);
    expect(registerCalls).toBe(0);

    await field(account.auth.confirmPassword).fill('a long password');
    await dialog.getByRole('button', { name: account.auth.register.submit }).click();
    await expect(page).toHaveURL(/\/volunteer\/dashboard$/);
    await expect(page.getByText(volunteer.levels.new ?? 'New volunteer').first()).toBeVisible();

    // Claim the first open task that any volunteer may take, then submit it.
    await page.goto('/volunteer/tasks?filter=social');
    const claim = page.getByRole('button', { name: volunteer.tasks.claim }).first();
    await expect(claim).toBeVisible();
    await claim.click();
    const mine = page.getByRole('region', { name: volunteer.tasks.mine });
    await expect(mine.getByRole('button', { name: volunteer.tasks.submit })).toBeVisible();
    await mine.getByRole('button', { name: volunteer.tasks.submit }).click();
    const submit = page.getByRole('dialog');
    await submit.getByLabel(volunteer.submit.note).fill('Shared the case in three local groups.');
    await submit.getByLabel(volunteer.submit.hours).fill('1.5');
    await submit.getByRole('button', { name: volunteer.submit.send }).click();
    await expect(mine.getByText(volunteer.status.submitted)).toBeVisible();

    // The owner approves it from the review queue.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await prepare(owner, { signedIn: true });
    await owner.goto('/admin/reunion/tasks');
    const row = owner
      .getByText('Shared the case in three local groups.')
      .locator('xpath=ancestor::*[self::tr or self::li or self::article][1]');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: adminTexts.review.approve }).first().click();
    const confirm = owner.getByRole('dialog');
    await confirm.getByRole('button', { name: adminTexts.review.approve }).click();
    await expect(owner.getByText('Shared the case in three local groups.')).toHaveCount(0);
    const adminToken = await owner.evaluate(() => localStorage.getItem('admin_token'));
    await ownerContext.close();

    // The volunteer's points and notification.
    await page.goto('/volunteer/points');
    await expect(page.getByText(volunteer.reasons.task_approved ?? 'Task approved').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /unread/ })).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('main')).toContainText(/approved/i);

    // A gift of points from the owner lifts the volunteer past level 2's threshold: the level follows.
    const token = await page.evaluate(() => localStorage.getItem('volunteer_token'));
    const me = await (
      await page.request.get('/api/volunteer/me', { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(me.volunteer.level.level).toBe(1);
    const gift = await page.request.post(`/api/admin/volunteers/${me.volunteer.id}/points`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { amount: 100, note: 'E2E thanks' },
    });
    expect(gift.status()).toBe(200);
    await page.goto('/volunteer/dashboard');
    await expect(page.getByText(volunteer.levels.helper ?? 'Helper').first()).toBeVisible();
  });

  test("a trusted volunteer (level 5) reviews another volunteer's submission from the tasks page: a return needs a note, an approval pays the points", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const register = async (name: string, email: string) => {
      const answer = await request.post('/api/volunteer/auth/register', {
        data: { name, email, password: 'a long password', confirmPassword: 'a long password' },
      });
      expect(answer.status()).toBe(201);
      return (await answer.json()) as { token: string; volunteer: { id: number } };
    };
    const helper = await register('E2E Submitting Volunteer', `e2e.submitter.${stamp}@example.com`);
    const reviewer = await register('E2E Trusted Volunteer', `e2e.reviewer.${stamp}@example.com`);
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });

    // The helper takes an open social task and submits it: the last one listed, since the test above claims the
    // first from the page at the same time (two claims of one task: the second is refused).
    const open = await (await request.get('/api/volunteer/tasks?filter=social&per_page=50')).json();
    const openTasks = (open.data as { id: number; status: string }[]).filter((item) => item.status === 'open');
    expect(openTasks.length).toBeGreaterThan(1);
    const task = openTasks.at(-1);
    expect((await request.post(`/api/volunteer/tasks/${task!.id}/claim`, { headers: as(helper.token) })).status()).toBe(
      200,
    );
    const note = `Posted in the district group, ${stamp}.`;
    const submitted = await request.post(`/api/volunteer/tasks/${task!.id}/submit`, {
      headers: as(helper.token),
      data: { note, hours: 1 },
    });
    expect(submitted.status()).toBe(200);

    // The owner's gift lifts the reviewer to level 5, where reviewing is open to volunteers.
    const admin = await signIn(test.info().project.use.baseURL ?? '');
    const gift = await request.post(`/api/admin/volunteers/${reviewer.volunteer.id}/points`, {
      headers: as(admin.token),
      data: { amount: 1500, note: 'E2E trust' },
    });
    expect(gift.status()).toBe(200);

    await prepare(page);
    await page.addInitScript(
      ([token, user]) => {
        if (sessionStorage.getItem('e2e-volunteer')) return;
        sessionStorage.setItem('e2e-volunteer', '1');
        localStorage.setItem('volunteer_token', token as string);
        localStorage.setItem('volunteer_user', user as string);
      },
      [reviewer.token, JSON.stringify(reviewer.volunteer)] as const,
    );
    await page.goto('/volunteer/tasks');
    const reviews = page.getByRole('region', { name: reviewTexts.reviews.title });
    const item = reviews.getByRole('listitem').filter({ hasText: note });
    await expect(item).toBeVisible();

    // Returning without a note is refused in the page; approving pays the helper.
    await item.getByRole('button', { name: reviewTexts.reviews.return }).click();
    await expect(item.getByText(reviewTexts.messages.reviewNoteRequired)).toBeVisible();
    await item.getByRole('button', { name: reviewTexts.reviews.approve }).click();
    await expect(reviews.getByText(note)).toHaveCount(0);
    const points = await (await request.get('/api/volunteer/points', { headers: as(helper.token) })).json();
    expect(JSON.stringify(points)).toContain('task_approved');
  });

  test("the owner appoints a first responder, who takes the verification of a new report and reads the reporter's contact, and the owner sees the reading logged", async ({
    page,
    browser,
    request,
  }) => {
    const name = `E2E Responder ${Date.now()}`;
    const registered = await request.post('/api/volunteer/auth/register', {
      data: {
        name,
        email: `e2e.responder.${Date.now()}@example.com`,
        password: 'a long password',
        confirmPassword: 'a long password',
      },
    });
    expect(registered.status()).toBe(201);
    const volunteer = (await registered.json()) as { token: string; volunteer: { id: number } };
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });

    // The owner finds the new volunteer and appoints them to the team.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await prepare(owner, { signedIn: true });
    await owner.goto('/admin/reunion/volunteers');
    await owner.getByLabel(adminTexts.list.searchLabel).fill(name);
    await owner.getByRole('button', { name: adminTexts.actions.appointNamed.replace('{{name}}', name) }).click();
    await owner.getByRole('dialog').getByRole('button', { name: adminTexts.actions.appoint }).click();
    await expect(owner.getByText(`${name} is now a first responder.`)).toBeVisible();
    await ownerContext.close();

    // The volunteer takes the demo report's verification, reserved to the team, and opens its details.
    await prepare(page);
    await page.addInitScript(
      ([token, user]) => {
        if (sessionStorage.getItem('e2e-volunteer')) return;
        sessionStorage.setItem('e2e-volunteer', '1');
        localStorage.setItem('volunteer_token', token as string);
        localStorage.setItem('volunteer_user', user as string);
      },
      [volunteer.token, JSON.stringify(volunteer.volunteer)] as const,
    );
    await page.goto('/volunteer/tasks?filter=first_responder');
    const verification = page.getByRole('article', { name: /^Verify report/ }).first();
    await verification.getByRole('button', { name: detailTexts.tasks.claim }).click();
    const mine = page.getByRole('region', { name: detailTexts.tasks.mine });
    await mine.getByRole('button', { name: detailTexts.tasks.showDetails }).click();
    // Whichever report's verification came first (other tests file reports too), its reporter can be called.
    const contact = mine.getByRole('region', { name: detailTexts.detail.contact });
    await expect(contact.getByText(detailTexts.detail.contactLogged)).toBeVisible();
    await expect(contact.getByRole('link', { name: /^[0-9 +]+$/ })).toHaveAttribute('href', /^tel:/);

    // The reading is in the owner's log, by this volunteer.
    const admin = await signIn(test.info().project.use.baseURL ?? '');
    const log = await (await request.get('/api/admin/volunteer-contact-access', { headers: as(admin.token) })).json();
    expect(JSON.stringify(log.data)).toContain(name);

    // Give the task back, so that the demo report is there for the next run.
    const held = await (await request.get('/api/volunteer/tasks/mine', { headers: as(volunteer.token) })).json();
    for (const task of held.data as { id: number }[]) {
      expect(
        (await request.post(`/api/volunteer/tasks/${task.id}/release`, { headers: as(volunteer.token) })).status(),
      ).toBe(200);
    }
  });
});
