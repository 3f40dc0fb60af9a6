import { NOTE_DANCE_DEFAULT_SETTINGS, type NoteDanceInput, type NoteDanceSettings } from '@site/contracts';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';

const SETTINGS_ID = 1;
const RECENT = 5;

/** All SQL of the Note Dance admin's settings and dashboard. */
export class NoteDanceAdminRepository {
  constructor(private readonly db: Db) {}

  /** The settings, over the defaults (a setting added later reads its default until an admin saves). */
  async settings(): Promise<NoteDanceSettings> {
    const row = await this.db
      .selectFrom('note_dance_settings')
      .select('settings')
      .where('id', '=', SETTINGS_ID)
      .executeTakeFirst();
    const stored = row ? (JSON.parse(row.settings) as Partial<NoteDanceSettings>) : {};
    return { ...NOTE_DANCE_DEFAULT_SETTINGS, ...stored };
  }

  async saveSettings(settings: NoteDanceSettings, at: Date): Promise<void> {
    const values = { settings: JSON.stringify(settings), updated_at: at.toISOString() };
    await this.db
      .insertInto('note_dance_settings')
      .values({ id: SETTINGS_ID, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  async counts(todaySince: Date) {
    const [sheets, publishedSheets, players, scores, gamesToday] = await Promise.all([
      countRows(this.db.selectFrom('note_dance_sheets')),
      countRows(this.db.selectFrom('note_dance_sheets').where('published', '=', 1)),
      countRows(this.db.selectFrom('note_dance_users').where('role', '=', 'player')),
      countRows(this.db.selectFrom('note_dance_scores')),
      countRows(this.db.selectFrom('note_dance_scores').where('created_at', '>=', todaySince.toISOString())),
    ]);
    return { sheets, published_sheets: publishedSheets, players, scores, games_today: gamesToday };
  }

  /** The latest scores, sheets and registrations, naming players by username only. */
  async recent() {
    const [scores, sheets, registrations] = await Promise.all([
      this.db
        .selectFrom('note_dance_scores as s')
        .innerJoin('note_dance_users as u', 'u.id', 's.user_id')
        .innerJoin('note_dance_sheets as h', 'h.id', 's.sheet_id')
        .select(['u.username', 'h.title as sheet_title', 's.input', 's.score', 's.created_at'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(RECENT)
        .execute(),
      this.db
        .selectFrom('note_dance_sheets')
        .select(['id', 'title', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute(),
      this.db
        .selectFrom('note_dance_users')
        .select(['username', 'created_at'])
        .where('role', '=', 'player')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute(),
    ]);
    return {
      scores: scores.map((row) => ({ ...row, input: row.input as NoteDanceInput })),
      sheets,
      registrations,
    };
  }

  /** Whether the session store answers (the sign-in depends on it). */
  async sessionsReadable(): Promise<boolean> {
    await this.db.selectFrom('note_dance_sessions').select('id').limit(1).execute();
    return true;
  }
}
