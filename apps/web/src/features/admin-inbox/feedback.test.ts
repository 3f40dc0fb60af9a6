import { adminFeedbackApi, endpointUrl } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { excerpt } from './inbox-text';
import {
  asCategoryFilter,
  asStatusFilter,
  feedbackListQuery as feedbackListEndpointQuery,
  readFeedbackParams,
  writeFeedbackParams,
  type FeedbackListParams,
} from './use-feedback';

const DEFAULTS: FeedbackListParams = { page: 1, search: '', status: 'all', category: 'all' };

/** The query string of the list's address. */
const feedbackListQuery = (...args: Parameters<typeof feedbackListEndpointQuery>) =>
  endpointUrl(adminFeedbackApi.list, { query: feedbackListEndpointQuery(...args) }).split('?')[1] ?? '';

describe('feedback inbox state', () => {
  it('reads the list state and the opened entry from the address, ignoring unknown values', () => {
    expect(readFeedbackParams(new URLSearchParams(''))).toEqual({ ...DEFAULTS, open: null });
    expect(
      readFeedbackParams(new URLSearchParams('q=%20mono%20&status=unread&category=security&page=3&open=12')),
    ).toEqual({ page: 3, search: 'mono', status: 'unread', category: 'security', open: 12 });
    expect(readFeedbackParams(new URLSearchParams('status=spam&category=gossip&page=-2&open=abc'))).toEqual({
      ...DEFAULTS,
      open: null,
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(writeFeedbackParams(DEFAULTS)).toEqual({});
    const state = { page: 2, search: 'redis', status: 'read', category: 'scalability', open: 4 } as const;
    const written = writeFeedbackParams(state);
    expect(written).toEqual({ q: 'redis', status: 'read', category: 'scalability', page: '2', open: '4' });
    expect(readFeedbackParams(new URLSearchParams(written))).toEqual(state);
  });

  it('accepts only known filters from a select', () => {
    expect(asStatusFilter('unread')).toBe('unread');
    expect(asStatusFilter('archived')).toBe('all');
    expect(asStatusFilter(null)).toBe('all');
    expect(asCategoryFilter('performance')).toBe('performance');
    expect(asCategoryFilter('all')).toBe('all');
    expect(asCategoryFilter('weather')).toBe('all');
  });

  it('sends search, status and category to the API only when set', () => {
    expect(feedbackListQuery(DEFAULTS)).toBe('page=1&per_page=20');
    expect(feedbackListQuery({ page: 2, search: 'ann', status: 'unread', category: 'security' })).toBe(
      'page=2&per_page=20&search=ann&status=unread&category=security',
    );
    expect(feedbackListQuery({ ...DEFAULTS, status: 'unread' }, 1)).toBe('page=1&per_page=1&status=unread');
  });

  it('shortens a message to one line', () => {
    expect(excerpt('Nice\n\n  diagram')).toBe('Nice diagram');
    expect(excerpt('b'.repeat(130), 120)).toBe(`${'b'.repeat(120)}…`);
  });
});
