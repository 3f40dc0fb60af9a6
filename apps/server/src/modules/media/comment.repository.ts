import type { CommentStatus } from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import { now, parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/search.js';
import { insertId } from '../../db/dialect.js';
import type { MediaCommentsTable } from '../../db/schema.js';
import { countRows } from '../../db/count.js';
import type { Translations } from './media.repository.js';

export interface CommentRecord {
  id: number;
  media_id: number;
  commenter_name: string;
  commenter_phone: string | null;
  comment: string;
  status: CommentStatus;
  admin_response: string | null;
  admin_response_at: string | null;
  ip: string | null;
  created_at: string;
  updated_at: string;
}

/** A comment as the owner moderates it: with the item it is on. */
export interface AdminCommentRecord extends CommentRecord {
  media_uuid: string;
  media_translations: Translations;
}

export type CommentInsert = Omit<CommentRecord, 'id' | 'created_at' | 'updated_at'> & { created_at?: string };

function toComment(row: Selectable<MediaCommentsTable>): CommentRecord {
  return { ...row, status: row.status as CommentStatus };
}

function toAdminComment(
  row: Selectable<MediaCommentsTable> & { media_uuid: string; media_translations: string },
): AdminCommentRecord {
  return {
    ...row,
    status: row.status as CommentStatus,
    media_translations: parseJson<Translations>(row.media_translations, {}),
  };
}

/** The SQL of the comments on media items: what visitors read and send, and the owner's moderation. */
export class CommentRepository {
  constructor(private readonly db: Db) {}

  async approvedComments(mediaId: number): Promise<CommentRecord[]> {
    const rows = await this.db
      .selectFrom('media_comments')
      .selectAll()
      .where('media_id', '=', mediaId)
      .where('status', '=', 'approved')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return rows.map(toComment);
  }

  async approvedCount(mediaId: number): Promise<number> {
    return countRows(
      this.db.selectFrom('media_comments').where('media_id', '=', mediaId).where('status', '=', 'approved'),
    );
  }

  async commentsFromIpSince(ip: string, since: string): Promise<number> {
    return countRows(this.db.selectFrom('media_comments').where('ip', '=', ip).where('created_at', '>=', since));
  }

  insertComment(values: CommentInsert): Promise<number> {
    const at = values.created_at ?? now();
    return insertId(
      this.db,
      this.db.insertInto('media_comments').values({ ...values, created_at: at, updated_at: at }),
    );
  }

  private adminComments() {
    return this.db
      .selectFrom('media_comments as k')
      .innerJoin('media_items as m', 'm.id', 'k.media_id')
      .selectAll('k')
      .select(['m.uuid as media_uuid', 'm.translations as media_translations']);
  }

  async listComments(filter: {
    search?: string | undefined;
    status?: CommentStatus | undefined;
    mediaId?: number | undefined;
    sort: 'newest' | 'oldest';
    limit: number;
    offset: number;
  }): Promise<{ rows: AdminCommentRecord[]; total: number }> {
    let query = this.adminComments();
    if (filter.status) query = query.where('k.status', '=', filter.status);
    if (filter.mediaId) query = query.where('k.media_id', '=', filter.mediaId);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([containsText(sql`k.comment`, text), containsText(sql`k.commenter_name`, text)]),
      );
    }
    const total = await countRows(query);
    const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
    const rows = await query
      .orderBy('k.created_at', direction)
      .orderBy('k.id', direction)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toAdminComment), total };
  }

  async findComment(id: number): Promise<AdminCommentRecord | undefined> {
    const row = await this.adminComments().where('k.id', '=', id).executeTakeFirst();
    return row ? toAdminComment(row) : undefined;
  }

  async updateComment(
    id: number,
    values: Partial<Pick<CommentRecord, 'status' | 'admin_response' | 'admin_response_at'>>,
  ): Promise<void> {
    await this.setComments([id], values);
  }

  async setCommentStatus(ids: number[], status: CommentStatus): Promise<number> {
    return this.setComments(ids, { status });
  }

  private async setComments(
    ids: number[],
    values: Partial<Pick<CommentRecord, 'status' | 'admin_response' | 'admin_response_at'>>,
  ): Promise<number> {
    const result = await this.db
      .updateTable('media_comments')
      .set({ ...values, updated_at: now() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async deleteComments(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('media_comments').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async commentStats() {
    const rows = await this.db
      .selectFrom('media_comments')
      .select([
        'status',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>(sql`case when admin_response is not null then 1 else 0 end`).as('responded'),
      ])
      .groupBy('status')
      .execute();
    return rows.map((r) => ({
      status: r.status as CommentStatus,
      n: Number(r.n),
      responded: Number(r.responded ?? 0),
    }));
  }

  async pendingComments(): Promise<number> {
    return countRows(this.db.selectFrom('media_comments').where('status', '=', 'pending'));
  }
}
