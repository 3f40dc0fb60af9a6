import {
  MEDIA_MESSAGES,
  pickLanguage,
  type AdminComment,
  type Comment,
  type CommentStatus,
  type LanguageCode,
} from '@site/contracts';
import { paged, pageWindow } from '../../lib/paging.js';
import { HttpError, tooManyRequests } from '../../plugins/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AdminCommentRecord, CommentRecord, CommentRepository } from './comment.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CommentRateLimit {
  max: number;
  windowMs: number;
}

/** Visitors' comments on media items: held for approval, answered and moderated by the owner. */
export class CommentsService {
  constructor(
    private readonly repo: CommentRepository,
    private readonly audit: AuditRepository,
  ) {}

  toPublic(row: CommentRecord, now = Date.now()): Comment {
    return {
      id: row.id,
      commenter_name: row.commenter_name,
      comment: row.comment,
      created_at: row.created_at,
      is_recent: now - Date.parse(row.created_at) < DAY_MS,
      admin_response: row.admin_response,
      admin_response_at: row.admin_response_at,
    };
  }

  toAdmin(row: AdminCommentRecord): AdminComment {
    return {
      id: row.id,
      media_id: row.media_id,
      media_title: pickLanguage(row.media_translations, 'en' as LanguageCode)?.title ?? row.media_uuid,
      media_uuid: row.media_uuid,
      commenter_name: row.commenter_name,
      commenter_phone: row.commenter_phone,
      comment: row.comment,
      status: row.status,
      admin_response: row.admin_response,
      admin_response_at: row.admin_response_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async approved(mediaId: number): Promise<Comment[]> {
    const now = Date.now();
    return (await this.repo.approvedComments(mediaId)).map((row) => this.toPublic(row, now));
  }

  count(mediaId: number): Promise<number> {
    return this.repo.approvedCount(mediaId);
  }

  /** Stores a visitor's comment as pending; an address may post `limit.max` per window (counted in the database). */
  async submit(
    mediaId: number,
    ip: string,
    input: { commenter_name: string; commenter_phone: string | null; comment: string },
    limit: CommentRateLimit,
  ) {
    const since = new Date(Date.now() - limit.windowMs).toISOString();
    if ((await this.repo.commentsFromIpSince(ip, since)) >= limit.max) {
      // Counted over a sliding window: waiting one window always frees a slot.
      throw tooManyRequests('Too many comments from your address. Please try again later.', limit.windowMs / 1000);
    }
    const id = await this.repo.insertComment({
      media_id: mediaId,
      commenter_name: input.commenter_name,
      commenter_phone: input.commenter_phone,
      comment: input.comment,
      status: 'pending',
      admin_response: null,
      admin_response_at: null,
      ip,
    });
    return { success: true as const, message: MEDIA_MESSAGES.commentPending, data: { id, status: 'pending' as const } };
  }

  async list(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    status?: CommentStatus | undefined;
    media_id?: number | undefined;
    sort: 'newest' | 'oldest';
  }) {
    const { rows, total } = await this.repo.listComments({
      search: query.search,
      status: query.status,
      mediaId: query.media_id,
      sort: query.sort,
      ...pageWindow(query),
    });
    return paged(
      rows.map((row) => this.toAdmin(row)),
      total,
      query,
    );
  }

  async get(id: number): Promise<AdminComment> {
    const row = await this.repo.findComment(id);
    if (!row) throw new HttpError(404, 'Not found.');
    return this.toAdmin(row);
  }

  async update(
    actor: string,
    id: number,
    input: { status?: CommentStatus | undefined; admin_response?: string | null | undefined },
  ) {
    const row = await this.repo.findComment(id);
    if (!row) throw new HttpError(404, 'Not found.');
    const values: Parameters<CommentRepository['updateComment']>[1] = {};
    if (input.status) values.status = input.status;
    if (input.admin_response !== undefined) {
      values.admin_response = input.admin_response;
      values.admin_response_at = input.admin_response ? new Date().toISOString() : null;
    }
    await this.repo.updateComment(id, values);
    await this.audit.record(actor, input.status ? `comment.${input.status}` : 'comment.responded', row.commenter_name);
    return this.get(id);
  }

  async delete(actor: string, ids: number[]): Promise<number> {
    const affected = await this.repo.deleteComments(ids);
    if (affected > 0) await this.audit.record(actor, 'comments.deleted', `${affected}`);
    return affected;
  }

  async bulk(actor: string, action: 'approve' | 'reject' | 'delete', ids: number[]): Promise<number> {
    if (action === 'delete') return this.delete(actor, ids);
    const affected = await this.repo.setCommentStatus(ids, action === 'approve' ? 'approved' : 'rejected');
    await this.audit.record(actor, `comments.bulk.${action}`, `${affected}`);
    return affected;
  }

  async stats() {
    const groups = await this.repo.commentStats();
    const stats = { total: 0, pending: 0, approved: 0, rejected: 0, with_response: 0 };
    for (const g of groups) {
      stats.total += g.n;
      if (g.status === 'pending' || g.status === 'approved' || g.status === 'rejected') stats[g.status] += g.n;
      stats.with_response += g.responded;
    }
    return stats;
  }
}
