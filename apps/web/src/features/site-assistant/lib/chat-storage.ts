import { CHAT_CONTEXTS, type ChatContext } from '@site/contracts';
import { MAX_MESSAGES, type ChatMessage } from './chat-state';

/** What survives a reload: the conversation the service continues, and the messages shown. */
export interface StoredConversation {
  conversationId: string | null;
  messages: ChatMessage[];
}

/** One conversation per page (context), kept for the browser tab's session. */
export const storageKeyOf = (context: ChatContext) => `site-assistant:${context}`;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === 'string' &&
    typeof message.text === 'string' &&
    typeof message.isUser === 'boolean' &&
    typeof message.timestamp === 'number'
  );
}

/** The conversation kept for a page; nothing (an empty one) when none is kept or what is kept is unreadable. */
export function loadConversation(context: ChatContext): StoredConversation {
  const empty: StoredConversation = { conversationId: null, messages: [] };
  if (!CHAT_CONTEXTS.includes(context)) return empty;
  try {
    const raw = sessionStore()?.getItem(storageKeyOf(context));
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as { conversationId?: unknown; messages?: unknown };
    const messages = Array.isArray(parsed.messages) ? parsed.messages.filter(isMessage).slice(-MAX_MESSAGES) : [];
    const conversationId = typeof parsed.conversationId === 'string' ? parsed.conversationId : null;
    return { conversationId, messages };
  } catch {
    return empty;
  }
}

/** Keeps a page's conversation (its last `MAX_MESSAGES` messages); an empty one is removed. */
export function saveConversation(context: ChatContext, conversation: StoredConversation): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (conversation.messages.length === 0 && conversation.conversationId === null) {
      store.removeItem(storageKeyOf(context));
      return;
    }
    const kept: StoredConversation = {
      conversationId: conversation.conversationId,
      messages: conversation.messages.slice(-MAX_MESSAGES),
    };
    store.setItem(storageKeyOf(context), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the conversation lasts for this page view only.
  }
}
