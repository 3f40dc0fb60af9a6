import { DEFAULT_LANGUAGE, isLanguageCode, type ChatContext } from '@site/contracts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection, useContextDescription, useSuggestions } from '../hooks/use-assistant-status';
import { useChat } from '../hooks/use-chat';
import type { FailureKey } from '../lib/chat-errors';
import { sendable } from '../lib/chat-state';
import styles from '../site-assistant.module.css';
import { ChatMessageView, Greeting } from './chat-message';

/**
 * The chat box's panel: a labelled region beside the page (not modal: the page stays usable). Focus goes to
 * the question box when it opens; Escape closes it (the launcher takes focus back). The messages are a log
 * that screen readers announce politely; while an answer is pending the box and send are disabled.
 */
export default function ChatPanel({ id, context, onClose }: { id: string; context: ChatContext; onClose: () => void }) {
  const { t, i18n } = useTranslation('assistant');
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguageCode(resolved) ? resolved : DEFAULT_LANGUAGE;
  const say = useCallback((key: FailureKey) => t(key), [t]);
  const { state, send, clear } = useChat(context, language, say);
  const connection = useConnection();
  const suggestions = useSuggestions(context, language);
  const description = useContextDescription(context, language);
  const [draft, setDraft] = useState('');
  const [showSuggestions, setShowSuggestions] = useState(true);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const offline = connection === 'offline';
  const disabled = state.pending || offline;

  useEffect(() => input.current?.focus(), []);
  // The input comes back after an answer (it was disabled while pending).
  useEffect(() => {
    if (!state.pending && !offline) input.current?.focus({ preventScroll: true });
  }, [state.pending, offline]);
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [state.messages.length, state.pending]);

  const ask = (text: string) => {
    if (disabled) return;
    if (send(text)) setDraft('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter writes a new line (not while an input method composes a word).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(draft);
    }
  };

  return (
    // The region only listens for Escape; its controls are the buttons and the box inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      id={id}
      className={styles.panel}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      data-testid="assistant-panel"
    >
      <header className={styles.head}>
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.title}>
            {t('title')}
          </h2>
          <p className={styles.status} data-state={connection} data-testid="assistant-status">
            <span aria-hidden="true" className={styles.dot} />
            {t(`status.${connection}`)}
          </p>
        </div>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            clear();
            input.current?.focus();
          }}
          disabled={state.messages.length === 0 && state.conversationId === null}
        >
          {t('newConversation')}
        </button>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('close')}>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {offline && (
        <p className={styles.offline} role="status" data-testid="assistant-offline">
          {t('offline')}
        </p>
      )}
      <div ref={log} className={styles.log} role="log" aria-live="polite" aria-label={t('logLabel')}>
        <Greeting context={context} description={description} />
        {state.messages.map((message) => (
          <ChatMessageView key={message.id} message={message} language={language} />
        ))}
        {state.pending && (
          <p className={styles.typing} data-testid="assistant-typing">
            <span className={styles.typingDots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('typing')}
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={showSuggestions}
            onClick={() => setShowSuggestions((shown) => !shown)}
          >
            {showSuggestions ? t('suggestions.hide') : t('suggestions.show')}
          </button>
          {showSuggestions && (
            <ul className={styles.suggestionList} aria-label={t('suggestions.label')}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    disabled={disabled}
                    onClick={() => ask(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
          {t('inputLabel')}
        </label>
        <textarea
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          rows={2}
          value={draft}
          placeholder={offline ? t('offlinePlaceholder') : t('placeholder')}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKey}
        />
        <button type="submit" className={styles.send} disabled={disabled || !sendable(draft)}>
          {t('send')}
        </button>
      </form>
    </section>
  );
}
