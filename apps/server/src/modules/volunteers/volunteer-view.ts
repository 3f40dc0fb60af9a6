import { levelOf, type Volunteer } from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../plugins/storage.js';
import { isSharedDemo } from './volunteer-accounts.repository.js';

/** A volunteer as other volunteers see them (leaderboards, spotlight, reviews): never an email. */
export interface VolunteerPublic {
  id: number;
  name: string;
  avatar_url: string | null;
  level: number;
}

/**
 * Reads volunteers as the API answers them: the volunteer's own view (with email, points, level and the stats
 * derived from their approved tasks) and the public one. The avatar is the medium thumbnail of its media item.
 */
export class VolunteerViews {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private avatarUrl(key: string | null | undefined): string | null {
    return key ? this.storage.urlOf(key) : null;
  }

  /** The volunteer's own view, or null when there is no such account (or it was deleted). */
  async own(id: number): Promise<Volunteer | null> {
    const row = await this.db
      .selectFrom('volunteers as v')
      .leftJoin('media_items as m', 'm.id', 'v.avatar_media_id')
      .select([
        'v.id',
        'v.name',
        'v.email',
        'v.province_id',
        'v.first_responder',
        'v.is_demo',
        'v.usable_points',
        'v.lifetime_points',
        'v.created_at',
        'm.thumb_medium_key',
      ])
      .where('v.id', '=', id)
      .where('v.status', '!=', 'deleted')
      .executeTakeFirst();
    if (!row) return null;
    const stats = await this.db
      .selectFrom('volunteer_tasks')
      .select([
        sql<number>`count(*)`.as('tasks'),
        sql<number>`coalesce(sum(hours), 0)`.as('hours'),
        sql<number>`count(distinct case_id)`.as('cases'),
      ])
      .where('holder_id', '=', id)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      name: row.name,
      email: row.email ?? '',
      avatar_url: this.avatarUrl(row.thumb_medium_key),
      province_id: row.province_id,
      first_responder: row.first_responder === 1,
      level: levelOf(row.lifetime_points),
      usable_points: row.usable_points,
      lifetime_points: row.lifetime_points,
      member_since: row.created_at,
      stats: {
        tasks_completed: Number(stats.tasks),
        hours_volunteered: Math.round(Number(stats.hours) * 100) / 100,
        people_helped: Number(stats.cases),
      },
      is_demo: row.is_demo === 1,
      shared_demo: isSharedDemo({ email: row.email, isDemo: row.is_demo === 1 }),
    };
  }

  /** Other volunteers as the public view shows them, in the order of `ids` (unknown or deleted ids left out). */
  async publicOf(ids: readonly number[]): Promise<VolunteerPublic[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('volunteers as v')
      .leftJoin('media_items as m', 'm.id', 'v.avatar_media_id')
      .select(['v.id', 'v.name', 'v.lifetime_points', 'm.thumb_medium_key'])
      .where('v.id', 'in', [...new Set(ids)])
      .where('v.status', '!=', 'deleted')
      .execute();
    const byId = new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          avatar_url: this.avatarUrl(row.thumb_medium_key),
          level: levelOf(row.lifetime_points).level,
        },
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
