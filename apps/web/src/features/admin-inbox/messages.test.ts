import { describe, expect, it } from 'vitest';
import { excerpt, openedId } from './inbox-text';
import { adminMessagesApi, endpointUrl } from '@site/contracts';
import { messageListQuery } from './use-messages';

/** The query string of the list's address. */
const messageListParams = (...args: Parameters<typeof messageListQuery>) =>
  endpointUrl(adminMessagesApi.list, { query: messageListQuery(...args) }).split('?')[1];

describe('inbox helpers', () => {
  it('reads the opened message from the address', () => {
    expect(openedId('?open=12')).toBe(12);
    expect(openedId('open=abc')).toBeNull();
    expect(openedId('')).toBeNull();
    expect(openedId('?open=-3')).toBeNull();
  });

  it('shortens a message to one line', () => {
    expect(excerpt('Hello\n\n  there')).toBe('Hello there');
    expect(excerpt('a'.repeat(130), 120)).toBe(`${'a'.repeat(120)}…`);
  });

  it('sends search and status only when set', () => {
    expect(messageListParams(2, '', 'all')).toBe('page=2&per_page=20');
    expect(messageListParams(1, 'ann', 'unread')).toBe('page=1&per_page=20&search=ann&status=unread');
  });
});
