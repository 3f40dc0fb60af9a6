import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { LanguageList } from './language-selector';
import styles from './language-tour.module.css';

const TARGET = '[data-tour-target="language-selector"]';

/** Finds the language selector: first look after `delayMs`, then up to `retries` more at `intervalMs` (spec §4). */
export function waitForTarget(
  onFound: (el: HTMLElement) => void,
  { delayMs = 500, retries = 10, intervalMs = 100 } = {},
): () => void {
  let left = retries;
  let timer = setTimeout(function look() {
    const el = document.querySelector<HTMLElement>(TARGET);
    if (el && el.getClientRects().length > 0) onFound(el);
    else if (left-- > 0) timer = setTimeout(look, intervalMs);
  }, delayMs);
  return () => clearTimeout(timer);
}

/**
 * First-visit welcome: spotlights the language selector and lets the visitor pick a language.
 * Shown once; Skip, Continue or Escape closes it for good (`languageTourSeen`).
 */
export default function LanguageTour() {
  const { t } = useTranslation('common');
  const [rect, setRect] = useState<DOMRect | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (storage.get(STORAGE_KEYS.languageTourSeen)) return;
    return waitForTarget((el) => setRect(el.getBoundingClientRect()));
  }, []);

  useEffect(() => {
    if (rect && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [rect]);

  useEffect(() => {
    if (!rect) return;
    const onResize = () => {
      const el = document.querySelector<HTMLElement>(TARGET);
      if (el) setRect(el.getBoundingClientRect());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [rect]);

  if (!rect) return null;

  const finish = () => {
    storage.set(STORAGE_KEYS.languageTourSeen, 'true');
    dialog.current?.close();
    setRect(null);
  };

  const pad = 6;
  return (
    <dialog
      ref={dialog}
      className={styles.tour}
      aria-labelledby="language-tour-title"
      aria-describedby="language-tour-body"
      onCancel={(event) => {
        event.preventDefault();
        finish();
      }}
    >
      <div
        className={styles.spotlight}
        aria-hidden="true"
        style={{
          insetBlockStart: rect.top - pad,
          left: rect.left - pad,
          inlineSize: rect.width + pad * 2,
          blockSize: rect.height + pad * 2,
        }}
      />
      <div className={styles.card} style={{ insetBlockStart: rect.bottom + 18 }}>
        <h2 id="language-tour-title" className={styles.title}>
          {t('tour.title')}
        </h2>
        <p id="language-tour-body" className={styles.body}>
          {t('tour.body')}
        </p>
        <LanguageList active={currentLanguage()} onPick={(code) => void changeLanguage(code)} />
        <div className={styles.actions}>
          <button type="button" className="button button-ghost" onClick={finish}>
            {t('tour.skip')}
          </button>
          <button type="button" className="button button-primary" onClick={finish}>
            {t('tour.continue')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
