import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MESSAGES, type ChatMessage } from './chat-state';
import { loadConversation, saveConversation, storageKeyOf } from './chat-storage';

const message = (index: number): ChatMessage => ({
  id: `m${index}`,
  text: `message ${index}`,
  isUser: index % 2 === 0,
  timestamp: 1_700_000_000_000 + index,
});

afterEach(() => window.sessionStorage.clear());

describe('the chat box storage', () => {
  it('resumes a page’s conversation after a reload', () => {
    saveConversation('home', { conversationId: 'c-1', messages: [message(0), message(1)] });
    expect(loadConversation('home')).toEqual({ conversationId: 'c-1', messages: [message(0), message(1)] });
  });

  it('keeps one conversation per page', () => {
    saveConversation('home', { conversationId: 'c-home', messages: [message(0)] });
    saveConversation('reunion', { conversationId: 'c-reunion', messages: [message(1)] });
    expect(loadConversation('home').conversationId).toBe('c-home');
    expect(loadConversation('reunion').messages).toEqual([message(1)]);
    expect(loadConversation('language-test')).toEqual({ conversationId: null, messages: [] });
  });

  it('keeps only the last messages', () => {
    const many = Array.from({ length: MAX_MESSAGES + 15 }, (_, index) => message(index));
    saveConversation('home', { conversationId: 'c', messages: many });
    const kept = loadConversation('home').messages;
    expect(kept).toHaveLength(MAX_MESSAGES);
    expect(kept[0]).toEqual(message(15));
    expect(kept.at(-1)).toEqual(message(MAX_MESSAGES + 14));
  });

  it('forgets a cleared conversation', () => {
    saveConversation('home', { conversationId: 'c', messages: [message(0)] });
    saveConversation('home', { conversationId: null, messages: [] });
    expect(window.sessionStorage.getItem(storageKeyOf('home'))).toBeNull();
  });

  it('starts empty from unreadable or tampered storage, dropping malformed messages', () => {
    window.sessionStorage.setItem(storageKeyOf('home'), '{not json');
    expect(loadConversation('home')).toEqual({ conversationId: null, messages: [] });
    window.sessionStorage.setItem(
      storageKeyOf('home'),
      JSON.stringify({ conversationId: 42, messages: [message(0), { text: '<b>x</b>' }, null] }),
    );
    expect(loadConversation('home')).toEqual({ conversationId: null, messages: [message(0)] });
  });
});
