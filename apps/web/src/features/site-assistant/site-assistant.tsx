import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ChatContext } from '@site/contracts';
import { QueryScope } from '../../components/query-scope';
import ChatPanel from './components/chat-panel';
import { contextOfPath } from './lib/chat-context';
import styles from './site-assistant.module.css';

/**
 * The chat box on home, /reunion and /language-test (nothing elsewhere): its floating button and, open, its
 * panel. The layout loads this module (one chunk with its styles) only once the browser is idle after the
 * page has loaded, so no page's first load carries it.
 */
export default function SiteAssistant() {
  const [pathname] = useLocation();
  const context = contextOfPath(pathname);
  const { t } = useTranslation('assistant');
  // The page the panel is open on: another page (its own conversation) starts closed.
  const [openOn, setOpenOn] = useState<ChatContext | null>(null);
  const open = context !== null && openOn === context;
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpenOn(null);
  }, []);

  if (!context) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? 'site-assistant-panel' : undefined}
        aria-label={open ? t('close') : t('open')}
        data-testid="assistant-launcher"
        onClick={() => (open ? close() : setOpenOn(context))}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
          )}
        </svg>
      </button>
      {open && (
        <QueryScope>
          <ChatPanel id="site-assistant-panel" context={context} onClose={close} />
        </QueryScope>
      )}
    </>
  );
}
