import type { CommentStats } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { tabCount } from './comments-page';
import {
  commentListUrl,
  DEFAULT_COMMENT_PARAMS,
  publicItemUrl,
  readCommentParams,
  writeCommentParams,
} from './use-comments';

describe('comment list parameters', () => {
  it('opens on the pending tab by default', () => {
    expect(readCommentParams(new URLSearchParams(''))).toEqual(DEFAULT_COMMENT_PARAMS);
    expect(DEFAULT_COMMENT_PARAMS.tab).toBe('pending');
    expect(writeCommentParams(DEFAULT_COMMENT_PARAMS)).toEqual({});
  });

  it('reads and writes the address, ignoring unknown values', () => {
    const params = readCommentParams(new URLSearchParams('status=all&page=2&q=%20ann%20&media=7&sort=oldest'));
    expect(params).toEqual({ tab: 'all', page: 2, search: 'ann', mediaId: 7, sort: 'oldest' });
    expect(writeCommentParams(params)).toEqual({ status: 'all', page: '2', q: 'ann', media: '7', sort: 'oldest' });
    expect(readCommentParams(new URLSearchParams('status=spam&media=-2&page=0'))).toEqual(DEFAULT_COMMENT_PARAMS);
  });

  it('sends the status only for a status tab', () => {
    expect(commentListUrl(DEFAULT_COMMENT_PARAMS)).toBe(
      '/api/admin/comments?page=1&per_page=20&status=pending&sort=newest',
    );
    const all = new URL(
      commentListUrl({ ...DEFAULT_COMMENT_PARAMS, tab: 'all', mediaId: 3, search: 'x' }),
      'http://localhost',
    ).searchParams;
    expect(all.has('status')).toBe(false);
    expect(all.get('media_id')).toBe('3');
    expect(all.get('search')).toBe('x');
  });

  it('links to the public viewer and counts each tab', () => {
    expect(publicItemUrl('3f1c2b7e-4a5d')).toBe('/media-gallery?item=3f1c2b7e-4a5d');
    const stats: CommentStats = { total: 9, pending: 3, approved: 5, rejected: 1, with_response: 2 };
    expect(tabCount(stats, 'pending')).toBe(3);
    expect(tabCount(stats, 'all')).toBe(9);
    expect(tabCount(undefined, 'all')).toBeUndefined();
  });
});
