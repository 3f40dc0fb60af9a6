import type { ChatCitation, ChatContext, LanguageCode } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChatMessage } from '../lib/chat-state';
import { formatChatTime } from '../lib/chat-time';
import { formatMessage } from '../lib/format-message';
import { linkKind, redirectLabelKey } from '../lib/links';
import styles from '../site-assistant.module.css';

/** A link of an answer: client navigation for a site page, a new tab for another site, text for anything else. */
function AnswerLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const kind = linkKind(url);
  if (kind === 'site') {
    return (
      <Link href={url} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}

function Citations({ citations }: { citations: ChatCitation[] }) {
  const { t } = useTranslation('assistant');
  return (
    <div className={styles.citations}>
      <p className={styles.citationsTitle}>{t('sources')}</p>
      <ol>
        {citations.map((citation) => (
          <li key={citation.url}>
            <AnswerLink url={citation.url}>{citation.title}</AnswerLink>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** One message: who wrote it (for screen readers), its text as markup, its sources or redirect, and its time. */
export function ChatMessageView({ message, language }: { message: ChatMessage; language: LanguageCode }) {
  const { t } = useTranslation('assistant');
  const citations = message.citations ?? [];
  const reference = (index: number, key: string) => {
    const citation = citations[index - 1];
    if (!citation) return null;
    return (
      <sup key={key}>
        <AnswerLink url={citation.url}>[{index}]</AnswerLink>
      </sup>
    );
  };
  const className = message.isUser ? styles.user : message.isError ? styles.error : styles.bot;
  return (
    <article
      className={className}
      role={message.isError ? 'alert' : undefined}
      data-testid={message.isUser ? 'assistant-question' : message.isError ? 'assistant-error' : 'assistant-answer'}
    >
      <p className={styles.visuallyHidden}>{message.isUser ? t('you') : t('assistant')}</p>
      <div className={styles.text}>{formatMessage(message.text, message.isError ? undefined : reference)}</div>
      {message.isRedirect && message.redirectUrl && (
        <AnswerLink url={message.redirectUrl} className={styles.redirect}>
          {t(redirectLabelKey(message.redirectUrl))}
        </AnswerLink>
      )}
      {citations.length > 0 && <Citations citations={citations} />}
      <time className={styles.time} dateTime={new Date(message.timestamp).toISOString()}>
        {formatChatTime(message.timestamp, language)}
      </time>
    </article>
  );
}

/** The page's greeting (not stored: it follows the language), with the service's description of the page. */
export function Greeting({ context, description }: { context: ChatContext; description: string | null }) {
  const { t } = useTranslation('assistant');
  return (
    <article className={styles.bot} data-testid="assistant-greeting">
      <p className={styles.visuallyHidden}>{t('assistant')}</p>
      <div className={styles.text}>{formatMessage(t(`greeting.${context}`))}</div>
      {description && <p className={styles.description}>{description}</p>}
    </article>
  );
}
