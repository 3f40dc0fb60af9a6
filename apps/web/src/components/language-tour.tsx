import { keepFocusInside } from './focus-trap';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { LanguageList } from './language-selector';
import styles from './language-tour.module.css';

const TARGET = '[data-tour-target="language-selector"]';

/**
 * The element's box, read by an IntersectionObserver: it arrives with the next rendering step instead
 * of forcing a layout of the page (getBoundingClientRect would) while the page is still starting.
 */
export function measure(el: HTMLElement, done: (rect: DOMRectReadOnly) => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    done(el.getBoundingClientRect());
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const entry = entries[entries.length - 1];
    if (entry) done(entry.boundingClientRect);
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Finds the language selector, laid out with a size: first look after `delayMs`, then up to `retries`
 * more at `intervalMs`.
 */
export function waitForTarget(
  onFound: (rect: DOMRectReadOnly) => void,
  { delayMs = 500, retries = 10, intervalMs = 100 } = {},
): () => void {
  let left = retries;
  let stopMeasure = () => {};
  const retry = () => {
    if (left-- > 0) timer = setTimeout(look, intervalMs);
  };
  function look() {
    const el = document.querySelector<HTMLElement>(TARGET);
    if (!el) return retry();
    stopMeasure = measure(el, (rect) => (rect.width > 0 && rect.height > 0 ? onFound(rect) : retry()));
  }
  let timer = setTimeout(look, delayMs);
  return () => {
    clearTimeout(timer);
    stopMeasure();
  };
}

export { keepFocusInside };

function sameBox(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

/**
 * First-visit welcome: spotlights the language selector and lets the visitor pick a language.
 * Shown once; Skip, Continue or Escape closes it for good (`languageTourSeen`).
 */
export default function LanguageTour() {
  const { t } = useTranslation('common');
  const [rect, setRect] = useState<DOMRectReadOnly | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  // The loader has already waited the tour's delay after the page loaded: look for the selector now.
  useEffect(() => {
    if (storage.get(STORAGE_KEYS.languageTourSeen)) return;
    return waitForTarget(setRect, { delayMs: 0 });
  }, []);

  // Opened with show(), not showModal(): a modal dialog makes the rest of the document inert, which restyles
  // every element of the page in one task (≈ 100 ms on a phone over a gallery of cards, on the visitor's
  // first seconds). The tour is modal all the same: it covers the page (clicks land on it), says
  // aria-modal, keeps Tab inside itself and closes on Escape wherever the focus is.
  const open = rect !== null;
  const finish = useCallback(() => {
    storage.set(STORAGE_KEYS.languageTourSeen, 'true');
    dialog.current?.close();
    setRect(null);
  }, []);
  useEffect(() => {
    const el = dialog.current;
    if (!open || !el || el.open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no show(); the attribute is the fallback there.
    if (typeof el.show === 'function') el.show();
    else el.setAttribute('open', '');
    return () => before?.focus({ preventScroll: true });
  }, [open]);

  // The spotlight follows the selector while the tour is open: a language picked in the tour changes the
  // selector's text (its width) and may turn the page right-to-left (the selector moves to the other side),
  // after fonts and texts of the new language arrive; a window resize moves it too. Each of these events
  // asks for one reading in the next frame; nothing reads the layout while nothing changed (reading it every
  // frame kept a slow phone's main thread busy for as long as the tour was open).
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const measureSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = document.querySelector<HTMLElement>(TARGET);
        if (!el) return;
        const next = el.getBoundingClientRect();
        if (next.width > 0) setRect((current) => (current && sameBox(current, next) ? current : next));
      });
    };
    const target = document.querySelector<HTMLElement>(TARGET);
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measureSoon) : null;
    if (target) resized?.observe(target);
    // The page's direction and language, and the texts of the header around the selector (a new language's
    // menu labels move it without resizing it).
    const turned = new MutationObserver(measureSoon);
    turned.observe(document.documentElement, { attributes: true, attributeFilter: ['dir', 'lang'] });
    const header = target?.closest('header');
    if (header) turned.observe(header, { subtree: true, childList: true, characterData: true });
    window.addEventListener('resize', measureSoon);
    document.fonts?.addEventListener('loadingdone', measureSoon);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      turned.disconnect();
      window.removeEventListener('resize', measureSoon);
      document.fonts?.removeEventListener('loadingdone', measureSoon);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const el = dialog.current;
      if (!el) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        finish();
      } else if (event.key === 'Tab') {
        keepFocusInside(el, event);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, finish]);

  if (!rect) return null;

  const pad = 6;
  return (
    <dialog
      ref={dialog}
      className={styles.tour}
      aria-modal="true"
      aria-labelledby="language-tour-title"
      aria-describedby="language-tour-body language-tour-note"
    >
      <div
        className={styles.spotlight}
        data-tour-spotlight=""
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
        <p id="language-tour-note" className={styles.note}>
          {t('tour.note')}
        </p>
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
