import { HttpError, tooManyRequests } from '../../plugins/errors.js';
import type { LoginFailuresRepository } from './login-failures.repository.js';

/**
 * Login limits (docs/decisions/0010), the same for the site owner and for volunteers, each area counted on its
 * own: failures per IP per minute (any account); failures of one account from one IP per hour; and failures of
 * one account per hour from all IPs, past which the account is under attack: an IP that has failed on it is
 * refused, while one that has not may still try — so a correct password from the owner's own address is never
 * locked out by failures from others.
 */
export const LOGIN_LIMITS = { perIpPerMinute: 5, perAccountIpPerHour: 10, perAccountPerHour: 100 } as const;

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** What a refused or failed sign-in answers, in the words of its area. */
export interface LoginGuardMessages {
  tooManyAttempts: string;
  invalidCredentials: string;
}

/** One admitted sign-in attempt: tell it when the password turned out wrong. */
export interface LoginAttempt {
  /** Records the failure and throws what to answer: 422 invalid credentials, or 429 while under attack. */
  failed(): Promise<never>;
}

/** Counts failed sign-ins and refuses an attempt past the limits, before any password is checked. */
export class LoginGuard {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly messages: LoginGuardMessages,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Admits an attempt on `email` (already normalised) from `ip`, or throws 429 with when to retry. */
  async admit(email: string, ip: string): Promise<LoginAttempt> {
    const now = this.now();
    const [byIp, byAccountIp, byAccount] = await Promise.all([
      this.failures.byIp(ip, new Date(now.getTime() - MINUTE)),
      this.failures.byEmailAndIp(email, ip, new Date(now.getTime() - HOUR)),
      this.failures.countByEmail(email, new Date(now.getTime() - HOUR)),
    ]);
    /** Seconds until the oldest failure counted leaves its window. */
    const wait = (oldest: Date | null, windowMs: number) =>
      ((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000;
    if (byIp.count >= LOGIN_LIMITS.perIpPerMinute) {
      throw tooManyRequests(this.messages.tooManyAttempts, wait(byIp.oldest, MINUTE));
    }
    const underAttack = byAccount >= LOGIN_LIMITS.perAccountPerHour;
    if (byAccountIp.count >= LOGIN_LIMITS.perAccountIpPerHour || (underAttack && byAccountIp.count > 0)) {
      throw tooManyRequests(this.messages.tooManyAttempts, wait(byAccountIp.oldest, HOUR));
    }
    return {
      failed: async () => {
        await this.failures.record(ip, email, now);
        await this.failures.prune(new Date(now.getTime() - 2 * HOUR));
        // Under attack, a wrong guess from a fresh address spends that address's one try for the hour.
        if (underAttack) throw tooManyRequests(this.messages.tooManyAttempts, HOUR / 1000);
        throw new HttpError(422, this.messages.invalidCredentials, { email: [this.messages.invalidCredentials] });
      },
    };
  }
}
