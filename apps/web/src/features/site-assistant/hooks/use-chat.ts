import type { ChatContext, LanguageCode } from '@site/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { sendChatMessage } from '../../../api/assistant';
import { failureOf, type FailureKey } from '../lib/chat-errors';
import { chatReducer, messageId, sendable, type ChatMessage, type ChatState } from '../lib/chat-state';
import { loadConversation, saveConversation } from '../lib/chat-storage';

export interface ChatControls {
  state: ChatState;
  /** Sends a question; white space only, or a question while one is pending, is not sent (false). */
  send: (text: string) => boolean;
  /** Forgets the conversation: a new one starts with the next question. */
  clear: () => void;
}

/**
 * The conversation of the chat box on a page: restored from the tab's session storage, kept there after each
 * change, one question at a time. A failure becomes a message of the assistant flagged as an error, worded by
 * `say` (connectionError for a non-ok answer, processingError for success=false, networkError without a network).
 */
export function useChat(context: ChatContext, language: LanguageCode, say: (key: FailureKey) => string): ChatControls {
  const [state, dispatch] = useReducer(chatReducer, context, (initial): ChatState => {
    const stored = loadConversation(initial);
    return { context: initial, conversationId: stored.conversationId, messages: stored.messages, pending: false };
  });
  // What a send sees: the state as last rendered, and pending at once after a send (before the next render).
  const live = useRef(state);
  useEffect(() => {
    live.current = state;
  }, [state]);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    saveConversation(context, { conversationId: state.conversationId, messages: state.messages });
  }, [context, state.conversationId, state.messages]);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback(
    (key: FailureKey) =>
      dispatch({
        type: 'failed',
        message: { id: messageId(), text: say(key), isUser: false, timestamp: Date.now(), isError: true },
      }),
    [say],
  );

  const send = useCallback(
    (text: string) => {
      if (!sendable(text) || live.current.pending) return false;
      const message = text.trim();
      dispatch({ type: 'sent', message: { id: messageId(), text: message, isUser: true, timestamp: Date.now() } });
      live.current = { ...live.current, pending: true };
      const abort = new AbortController();
      controller.current = abort;
      sendChatMessage(
        { message, context, language, conversation_id: live.current.conversationId ?? undefined },
        abort.signal,
      ).then(
        (answer) => {
          if (abort.signal.aborted) return;
          if (answer.success !== true) return fail('errors.processingError');
          const reply: ChatMessage = {
            id: messageId(),
            text: answer.message,
            isUser: false,
            timestamp: Date.now(),
            provider: answer.provider,
            cached: answer.cached,
            isRedirect: answer.is_redirect,
            redirectUrl: answer.redirect_url,
            citations: answer.citations,
            processingTime: answer.processing_time_ms,
          };
          dispatch({ type: 'answered', message: reply, conversationId: answer.conversation_id });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) fail(failureOf(error));
        },
      );
      return true;
    },
    [context, language, fail],
  );

  const clear = useCallback(() => {
    controller.current?.abort();
    dispatch({ type: 'cleared' });
  }, []);

  return { state, send, clear };
}
