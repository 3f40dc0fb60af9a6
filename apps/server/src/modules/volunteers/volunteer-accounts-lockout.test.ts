import { VOLUNTEER_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, TEST_ADMIN, TEST_DIALECT } from '../../test/helpers.js';
import { registerVolunteer } from '../../test/volunteers.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { LoginFailuresRepository } from '../auth/login-failures.repository.js';
import { LOGIN_LIMITS, LoginGuard } from '../auth/login-guard.js';
import { HttpError } from '../../plugins/errors.js';
import { VolunteerAccountsRepository } from './volunteer-accounts.repository.js';
import { VolunteerAccountsService } from './volunteer-accounts.service.js';
import { VolunteerViews } from './volunteer-view.js';

/** What a sign-in answered: 200 (signed in) or the error's status, with its Retry-After. */
async function outcome(attempt: Promise<unknown>): Promise<{ status: number; retryAfter?: number; code?: string }> {
  try {
    await attempt;
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      status: error.statusCode,
      ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
      code: error.message,
    };
  }
}

describe(`volunteer sign-in limits: the site owner's rules, counted apart (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  let clock = new Date('2026-03-02T08:00:00.000Z');
  const service = () => {
    const now = () => clock;
    return new VolunteerAccountsService(
      new VolunteerAccountsRepository(t.app.db),
      new VolunteerViews(t.app.db, t.app.storage),
      new LoginGuard(new LoginFailuresRepository(t.app.db, 'volunteer'), VOLUNTEER_CODES, now),
      t.app.storage,
      new AuditRepository(t.app.db),
      t.app.db,
      false,
      now,
    );
  };
  const tick = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it(`refuses an address after ${LOGIN_LIMITS.perIpPerMinute} failures in a minute, whatever the account, until the minute has passed`, async () => {
    const volunteer = await registerVolunteer(t.app);
    const accounts = service();
    for (let i = 0; i < LOGIN_LIMITS.perIpPerMinute; i++) {
      const failed = await outcome(accounts.login(`stranger${i}@example.com`, 'wrong password', '10.70.0.1'));
      expect(failed).toMatchObject({ status: 422, code: VOLUNTEER_CODES.invalidCredentials });
      tick(1000);
    }
    const refused = await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.0.1'));
    expect(refused).toMatchObject({ status: 429, code: VOLUNTEER_CODES.tooManyAttempts });
    expect(refused.retryAfter).toBeGreaterThan(50);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected; a minute later this one may try again.
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.0.2'))).status).toBe(200);
    tick(61_000);
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.0.1'))).status).toBe(200);
  });

  it(`refuses one address on one account after ${LOGIN_LIMITS.perAccountIpPerHour} failures in an hour, at any pace`, async () => {
    const volunteer = await registerVolunteer(t.app);
    const accounts = service();
    for (let i = 0; i < LOGIN_LIMITS.perAccountIpPerHour; i++) {
      expect((await outcome(accounts.login(volunteer.email, 'wrong password', '10.70.1.1'))).status).toBe(422);
      tick(4 * 60_000);
    }
    const refused = await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.1.1'));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(15 * 60);
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.1.2'))).status).toBe(200);
    tick(60 * 60_000);
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.1.1'))).status).toBe(200);
  });

  it('under attack (failures from many addresses), refuses the attackers but not the owner from a fresh address', async () => {
    const volunteer = await registerVolunteer(t.app);
    await t.app.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: LOGIN_LIMITS.perAccountPerHour }, (_, i) => ({
          ip: `172.19.${Math.floor(i / 3)}.${i % 3}`,
          email: volunteer.email,
          area: 'volunteer',
          created_at: new Date(clock.getTime() - 5 * 60_000).toISOString(),
        })),
      )
      .execute();
    const accounts = service();
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.2.1'))).status).toBe(200);
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '172.19.0.0'))).status).toBe(429);
    // A fresh address guessing wrong spends its one try, then is refused even with the right password.
    expect((await outcome(accounts.login(volunteer.email, 'a guess', '10.70.2.2'))).status).toBe(429);
    expect((await outcome(accounts.login(volunteer.email, volunteer.password, '10.70.2.2'))).status).toBe(429);
  });

  it("keeps the two areas apart: the site owner's failures do not lock a volunteer out, nor the reverse", async () => {
    const volunteer = await registerVolunteer(t.app);
    const ip = '10.70.3.1';
    await t.app.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: 20 }, () => ({
          ip,
          email: volunteer.email,
          area: 'admin',
          created_at: new Date(Date.now() - 10_000).toISOString(),
        })),
      )
      .execute();
    const signIn = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    expect(
      (await signIn('/api/volunteer/auth/login', { email: volunteer.email, password: volunteer.password })).statusCode,
    ).toBe(200);
    await t.app.db.deleteFrom('login_failures').where('ip', '=', ip).execute();
    for (let i = 0; i < LOGIN_LIMITS.perIpPerMinute; i++) {
      await signIn('/api/volunteer/auth/login', { email: volunteer.email, password: 'wrong password' });
    }
    const refused = await signIn('/api/volunteer/auth/login', { email: volunteer.email, password: volunteer.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(VOLUNTEER_CODES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('/api/auth/login', TEST_ADMIN)).statusCode).toBe(200);
  });
});
