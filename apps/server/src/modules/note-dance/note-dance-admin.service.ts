import type { NoteDanceSettings } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database.js';
import { NoteDanceAdminRepository } from './note-dance-admin.repository.js';

/** Vietnam's offset from UTC (no daylight saving): the dashboard's "today" is the calendar day there. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY = 86_400_000;

/** The instant today began in Vietnam (UTC+7). */
export function vietnamDayStart(now: Date): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (((local % DAY) + DAY) % DAY) - VIETNAM_OFFSET_MS);
}

/** The Note Dance admin's settings (read by the game too) and dashboard. */
export class NoteDanceAdminService {
  constructor(
    private readonly repo: NoteDanceAdminRepository,
    private readonly ping: () => Promise<unknown>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  settings(): Promise<NoteDanceSettings> {
    return this.repo.settings();
  }

  async saveSettings(settings: NoteDanceSettings): Promise<NoteDanceSettings> {
    await this.repo.saveSettings(settings, this.now());
    return this.repo.settings();
  }

  async dashboard() {
    const since = vietnamDayStart(this.now());
    const [counts, recent, database, authentication] = await Promise.all([
      this.repo.counts(since),
      this.repo.recent(),
      this.ping().then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      this.repo.sessionsReadable().then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
    ]);
    return {
      data: {
        counts,
        today_since: since.toISOString(),
        recent,
        system: { api: 'ok' as const, database, authentication },
      },
    };
  }
}

export function noteDanceAdminService(app: FastifyInstance): NoteDanceAdminService {
  return new NoteDanceAdminService(new NoteDanceAdminRepository(app.db), () => pingDatabase(app.db));
}
