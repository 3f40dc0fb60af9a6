import type { NoteDanceInput, PlaySummaryData, ScoreRecord } from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import { insertId } from '../../db/dialect.js';

export interface ScoreListFilter {
  userId?: number | undefined;
  /** A username, matched case-insensitively. */
  username?: string | undefined;
  sheetId?: number | undefined;
  input?: NoteDanceInput | undefined;
  limit: number;
  offset: number;
}

/** One player's best on one sheet with one input. */
export interface BestScore {
  userId: number;
  username: string;
  sheetId: number;
  input: NoteDanceInput;
  score: number;
  accuracy: number;
  maxCombo: number;
  plays: number;
  createdAt: string;
}

const SCORE_COLUMNS = [
  's.id',
  's.sheet_id',
  'h.title as sheet_title',
  'u.username',
  's.input',
  's.score',
  's.combo',
  's.max_combo',
  's.accuracy',
  's.notes_hit',
  's.notes_total',
  's.perfect',
  's.great',
  's.good',
  's.miss',
  's.wrong',
  's.tempo_bpm',
  's.duration_ms',
  's.wait_mode',
  's.skip_parts',
  's.created_at',
] as const;

/**
 * The best score of each player per (sheet, input): the highest score, then the best accuracy, then the earliest.
 * A window function, the same in SQLite and PostgreSQL.
 */
const BEST_FIRST = sql`row_number() over (partition by s.user_id, s.sheet_id, s.input order by s.score desc, s.accuracy desc, s.created_at asc, s.id asc)`;

/** All SQL on Note Dance scores. */
export class NoteDanceScoresRepository {
  constructor(private readonly db: Db) {}

  async create(
    score: { sheetId: number; userId: number; input: NoteDanceInput; summary: PlaySummaryData; skipParts: string[] },
    at: Date,
  ): Promise<number> {
    const { summary } = score;
    return insertId(
      this.db,
      this.db.insertInto('note_dance_scores').values({
        sheet_id: score.sheetId,
        user_id: score.userId,
        input: score.input,
        score: summary.score,
        combo: summary.combo,
        max_combo: summary.max_combo,
        accuracy: summary.accuracy,
        notes_hit: summary.notes_hit,
        notes_total: summary.notes_total,
        perfect: summary.perfect,
        great: summary.great,
        good: summary.good,
        miss: summary.miss,
        wrong: summary.wrong,
        tempo_bpm: summary.tempo_bpm,
        duration_ms: summary.duration_ms,
        wait_mode: summary.wait_mode ? 1 : 0,
        skip_parts: JSON.stringify(score.skipParts),
        created_at: at.toISOString(),
      }),
    );
  }

  private scores() {
    return this.db
      .selectFrom('note_dance_scores as s')
      .innerJoin('note_dance_sheets as h', 'h.id', 's.sheet_id')
      .innerJoin('note_dance_users as u', 'u.id', 's.user_id');
  }

  async find(id: number): Promise<ScoreRecord | undefined> {
    const row = await this.scores().select(SCORE_COLUMNS).where('s.id', '=', id).executeTakeFirst();
    return row ? toScore(row) : undefined;
  }

  async list(filter: ScoreListFilter): Promise<{ rows: ScoreRecord[]; total: number }> {
    let query = this.scores();
    if (filter.userId !== undefined) query = query.where('s.user_id', '=', filter.userId);
    if (filter.username) query = query.where('u.username_key', '=', filter.username.toLowerCase());
    if (filter.sheetId !== undefined) query = query.where('s.sheet_id', '=', filter.sheetId);
    if (filter.input) query = query.where('s.input', '=', filter.input);
    const total = await countRows(query);
    const rows = await query
      .select(SCORE_COLUMNS)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toScore), total };
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('note_dance_scores').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Each player's best per sheet and input, best first: of one sheet (a leaderboard: active accounts only), or of
   * one player (their best per song).
   */
  async best(filter: { sheetId?: number; userId?: number; input?: NoteDanceInput | undefined }): Promise<BestScore[]> {
    let inner = this.db
      .selectFrom('note_dance_scores as s')
      .innerJoin('note_dance_users as u', 'u.id', 's.user_id')
      .select([
        's.user_id',
        'u.username',
        's.sheet_id',
        's.input',
        's.score',
        's.accuracy',
        's.max_combo',
        's.created_at',
        sql<number>`count(*) over (partition by s.user_id, s.sheet_id, s.input)`.as('plays'),
        BEST_FIRST.as('place'),
      ]);
    if (filter.sheetId !== undefined)
      inner = inner.where('s.sheet_id', '=', filter.sheetId).where('u.status', '=', 'active');
    if (filter.userId !== undefined) inner = inner.where('s.user_id', '=', filter.userId);
    if (filter.input) inner = inner.where('s.input', '=', filter.input);
    const rows = await this.db
      .selectFrom(inner.as('b'))
      .selectAll()
      .where('b.place', '=', 1)
      .orderBy('b.input')
      .orderBy('b.score', 'desc')
      .orderBy('b.accuracy', 'desc')
      .orderBy('b.created_at')
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      sheetId: row.sheet_id,
      input: row.input as NoteDanceInput,
      score: row.score,
      accuracy: Number(row.accuracy),
      maxCombo: row.max_combo,
      plays: Number(row.plays),
      createdAt: row.created_at,
    }));
  }
}

type ScoreRow = {
  id: number;
  sheet_id: number;
  sheet_title: string;
  username: string;
  input: string;
  score: number;
  combo: number;
  max_combo: number;
  accuracy: number | string;
  notes_hit: number;
  notes_total: number;
  perfect: number;
  great: number;
  good: number;
  miss: number;
  wrong: number;
  tempo_bpm: number | string;
  duration_ms: number;
  wait_mode: number;
  skip_parts: string;
  created_at: string;
};

function toScore(row: ScoreRow): ScoreRecord {
  return {
    id: row.id,
    sheet_id: row.sheet_id,
    sheet_title: row.sheet_title,
    username: row.username,
    input: row.input as NoteDanceInput,
    score: row.score,
    combo: row.combo,
    max_combo: row.max_combo,
    accuracy: Number(row.accuracy),
    notes_hit: row.notes_hit,
    notes_total: row.notes_total,
    perfect: row.perfect,
    great: row.great,
    good: row.good,
    miss: row.miss,
    wrong: row.wrong,
    tempo_bpm: Number(row.tempo_bpm),
    duration_ms: row.duration_ms,
    wait_mode: row.wait_mode === 1,
    skip_parts: JSON.parse(row.skip_parts) as string[],
    created_at: row.created_at,
  };
}
