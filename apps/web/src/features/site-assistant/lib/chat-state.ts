import type { ChatCitation, ChatContext, ChatProvider } from '@site/contracts';

/** One message of the chat box, the visitor's or the assistant's. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** When it was written (ms since the epoch). */
  timestamp: number;
  provider?: ChatProvider;
  cached?: boolean;
  isRedirect?: boolean;
  /** The page that does what was asked, on a redirect answer. */
  redirectUrl?: string | null;
  citations?: ChatCitation[];
  processingTime?: number;
  /** A failure told as a message of the assistant (connection, processing, network, a refusal). */
  isError?: boolean;
}

export interface ChatState {
  context: ChatContext;
  conversationId: string | null;
  messages: ChatMessage[];
  /** A question is waiting for its answer: nothing else is sent meanwhile. */
  pending: boolean;
}

export type ChatAction =
  | { type: 'sent'; message: ChatMessage }
  | { type: 'answered'; message: ChatMessage; conversationId: string }
  | { type: 'failed'; message: ChatMessage }
  | { type: 'cleared' };

/** Messages the box keeps (the oldest go first), as many as the service keeps of a conversation. */
export const MAX_MESSAGES = 20;

const bounded = (messages: ChatMessage[]) => messages.slice(-MAX_MESSAGES);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      if (state.pending) return state;
      return { ...state, pending: true, messages: bounded([...state.messages, action.message]) };
    case 'answered':
      return {
        ...state,
        pending: false,
        conversationId: action.conversationId,
        messages: bounded([...state.messages, action.message]),
      };
    case 'failed':
      return { ...state, pending: false, messages: bounded([...state.messages, action.message]) };
    case 'cleared':
      return { ...state, pending: false, conversationId: null, messages: [] };
  }
}

/** A question worth sending: something besides white space. */
export function sendable(text: string): boolean {
  return text.trim().length > 0;
}

let counter = 0;
/** An id unique in this page view (a message's React key). */
export function messageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}
