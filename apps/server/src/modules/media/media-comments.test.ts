import { COMMENT_ERRORS, MEDIA_MESSAGES } from '@site/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../test/helpers.js';
import { createMediaTestApp } from '../../test/media.js';

const { t, auth, gallery } = await createMediaTestApp();

describe(`media gallery: comments (${TEST_DIALECT})`, () => {
  afterAll(() => t.close());

  it('takes comments for approval only, validates them per spec, answers them and limits each address', async () => {
    const item = (await gallery('?search=ha%20long')).data[0]!;
    const post = (payload: unknown, ip = '198.51.100.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/media/${item.id}`,
        payload: payload as object,
        remoteAddress: ip,
      });
    const invalid: Array<[unknown, string, string]> = [
      [{ commenter_name: ' ', comment: 'A long enough comment' }, 'commenter_name', COMMENT_ERRORS.nameRequired],
      [{ commenter_name: 'A', comment: 'A long enough comment' }, 'commenter_name', COMMENT_ERRORS.nameMinLength],
      [
        { commenter_name: 'x'.repeat(101), comment: 'A long enough comment' },
        'commenter_name',
        COMMENT_ERRORS.nameMaxLength,
      ],
      [
        { commenter_name: 'Ann', commenter_phone: '1'.repeat(21), comment: 'A long enough comment' },
        'commenter_phone',
        COMMENT_ERRORS.phoneMaxLength,
      ],
      [{ commenter_name: 'Ann', comment: '  short  ' }, 'comment', COMMENT_ERRORS.commentMinLength],
      [{ commenter_name: 'Ann', comment: 'y'.repeat(1001) }, 'comment', COMMENT_ERRORS.commentMaxLength],
      [{ commenter_name: 'Ann' }, 'comment', COMMENT_ERRORS.commentRequired],
    ];
    for (const [payload, field, message] of invalid) {
      const res = await post(payload, '203.0.113.50');
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field][0], message).toBe(message);
    }
    const before = (await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count as number;
    const xss = '<img src=x onerror=alert(1)> <script>alert("xss")</script>\nSecond line';
    const res = await post({ commenter_name: '  Eve <b>  ', commenter_phone: '', comment: xss });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEDIA_MESSAGES.commentPending,
      data: { status: 'pending' },
    });
    const id = res.json().data.id as number;
    expect((await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count).toBe(before);

    const stored = (await t.app.inject({ url: `/api/admin/comments/${id}`, headers: auth })).json().data;
    expect(stored).toMatchObject({ commenter_name: 'Eve <b>', commenter_phone: null, comment: xss, status: 'pending' });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${id}`,
      headers: auth,
      payload: { status: 'approved', admin_response: 'Thanks, Eve!' },
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', admin_response: 'Thanks, Eve!' });
    const list = await t.app.inject({ url: `/api/comments/media/${item.id}` });
    expect(list.headers['content-type']).toMatch(/application\/json/);
    const shown = list.json().data[0];
    expect(shown).toMatchObject({ id, comment: xss, admin_response: 'Thanks, Eve!', is_recent: true });
    expect(shown).not.toHaveProperty('commenter_phone');
    expect((await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count).toBe(before + 1);
    // An empty response removes it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${id}`,
      headers: auth,
      payload: { admin_response: '' },
    });
    expect(
      (await t.app.inject({ url: `/api/admin/comments/${id}`, headers: auth })).json().data.admin_response,
    ).toBeNull();

    // COMMENT_RATE_LIMIT_MAX=3 here: the address that posted once may post twice more.
    for (let i = 0; i < 2; i++)
      expect((await post({ commenter_name: 'Eve', comment: `Comment number ${i} here` })).statusCode).toBe(201);
    const limited = await post({ commenter_name: 'Eve', comment: 'One comment too many' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ commenter_name: 'Bob', comment: 'Another address is fine' }, '198.51.100.8')).statusCode).toBe(
      201,
    );
    // Hidden items take no comments.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/comments/media/999999',
          payload: { commenter_name: 'Bob', comment: 'Nobody will read this' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the owner moderate comments in bulk and see the counts', async () => {
    const pending = (await t.app.inject({ url: '/api/admin/comments?status=pending', headers: auth })).json();
    expect(pending.total).toBeGreaterThan(0);
    const ids = pending.data.map((c: { id: number }) => c.id);
    const stats = async () => (await t.app.inject({ url: '/api/admin/comments/stats', headers: auth })).json().data;
    const before = await stats();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/comments/bulk-action',
      headers: auth,
      payload: { action: 'reject', ids },
    });
    expect(res.json().affected).toBe(ids.length);
    const after = await stats();
    expect(after).toMatchObject({ pending: 0, rejected: before.rejected + ids.length, total: before.total });
    const notifications = (await t.app.inject({ url: '/api/admin/notifications', headers: auth })).json();
    expect(notifications.pending_comments).toBe(0);
  });
});
