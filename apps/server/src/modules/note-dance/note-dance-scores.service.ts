import {
  NOTE_DANCE_CODES,
  NOTE_DANCE_INPUTS,
  NOTE_DANCE_MESSAGES,
  type NoteDanceInput,
  type ScoreCreate,
  type ScoreRecord,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { checkScore } from './music-engine.js';
import type { NoteDanceSession } from './note-dance-sessions.js';
import { NoteDanceAdminRepository } from './note-dance-admin.repository.js';
import { NoteDanceSheetsRepository } from './note-dance-sheets.repository.js';
import { NoteDanceScoresRepository } from './note-dance-scores.repository.js';

/** A leaderboard row: a player's best, named by username only. */
export interface LeaderboardEntry {
  rank: number;
  username: string;
  input: NoteDanceInput;
  score: number;
  accuracy: number;
  max_combo: number;
  created_at: string;
}

/**
 * Note Dance scores: a signed-in player's results, each checked against its sheet by the music engine before it
 * is kept (no forged records); the player's own list and bests; admins' list and removal; the leaderboards, one per
 * input, each player's best once.
 */
export class NoteDanceScoresService {
  constructor(
    private readonly repo: NoteDanceScoresRepository,
    private readonly sheets: NoteDanceSheetsRepository,
    private readonly admin: NoteDanceAdminRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(actor: NoteDanceSession, body: ScoreCreate): Promise<ScoreRecord> {
    const found = await this.sheets.sheetOf(body.sheet_id);
    // A player scores only on a published sheet; an admin may try one out before publishing it.
    if (!found || (!found.published && actor.role !== 'admin')) {
      throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound, { sheet_id: [NOTE_DANCE_CODES.sheetNotFound] });
    }
    const settings = await this.admin.settings();
    const reasons = checkScore(found.sheet, body.summary, body.skip_parts, {
      perfect: settings.perfect_ms,
      great: settings.great_ms,
      good: settings.good_ms,
    });
    if (reasons.length > 0) throw new HttpError(422, NOTE_DANCE_CODES.scoreRejected, { summary: reasons });
    const id = await this.repo.create(
      {
        sheetId: body.sheet_id,
        userId: actor.userId,
        input: body.input,
        summary: body.summary,
        skipParts: body.skip_parts,
      },
      this.now(),
    );
    const saved = await this.repo.find(id);
    if (!saved) throw new HttpError(404, NOTE_DANCE_CODES.scoreNotFound);
    return saved;
  }

  /** A player's own scores; an admin's list is everyone's, filtered by sheet, username and input. */
  async list(
    viewer: NoteDanceSession,
    query: {
      page: number;
      per_page: number;
      sheet_id?: number | undefined;
      user?: string | undefined;
      input?: NoteDanceInput | undefined;
    },
  ): Promise<Page<ScoreRecord>> {
    const admin = viewer.role === 'admin';
    const { rows, total } = await this.repo.list({
      userId: admin ? undefined : viewer.userId,
      username: admin ? query.user || undefined : undefined,
      sheetId: query.sheet_id,
      input: query.input,
      ...pageWindow(query),
    });
    return paged(rows, total, query);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw new HttpError(404, NOTE_DANCE_CODES.scoreNotFound);
  }

  /** The boards of a sheet: one per input (or the one asked), each its `limit` best players, ranked from 1. */
  async leaderboard(query: {
    sheet_id: number;
    limit: number;
    input?: NoteDanceInput | undefined;
  }): Promise<{ sheet_id: number; data: LeaderboardEntry[] }> {
    const found = await this.sheets.sheetOf(query.sheet_id);
    if (!found?.published) throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound);
    const best = await this.repo.best({ sheetId: query.sheet_id, input: query.input });
    const data: LeaderboardEntry[] = [];
    for (const input of NOTE_DANCE_INPUTS) {
      const board = best.filter((row) => row.input === input).slice(0, query.limit);
      board.forEach((row, index) =>
        data.push({
          rank: index + 1,
          username: row.username,
          input,
          score: row.score,
          accuracy: row.accuracy,
          max_combo: row.maxCombo,
          created_at: row.createdAt,
        }),
      );
    }
    return { sheet_id: query.sheet_id, data };
  }

  async myBest(actor: NoteDanceSession) {
    const best = await this.repo.best({ userId: actor.userId });
    return {
      data: best.map((row) => ({
        sheet_id: row.sheetId,
        input: row.input,
        score: row.score,
        accuracy: row.accuracy,
        max_combo: row.maxCombo,
        plays: row.plays,
        created_at: row.createdAt,
      })),
    };
  }
}

/** The message a saved score is answered with. */
export const SCORE_SAVED = NOTE_DANCE_MESSAGES.scoreSaved;

export function noteDanceScoresService(app: FastifyInstance): NoteDanceScoresService {
  return new NoteDanceScoresService(
    new NoteDanceScoresRepository(app.db),
    new NoteDanceSheetsRepository(app.db),
    new NoteDanceAdminRepository(app.db),
  );
}
