import type { MediaItem } from '@site/contracts';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/modal-dialog';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useSwipe } from '../hooks/use-swipe';
import { arrowStep, ownsArrowKeys, type Step } from '../lib/direction';
import { formatNumber } from '../../../lib/format';
import { CommentsSection } from './comments-section';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from './icons';
import styles from './media-viewer.module.css';
import { ViewerInfo } from './viewer-info';
import { ViewerStage } from './viewer-stage';

export interface MediaViewerProps {
  /** The open item; undefined while it loads (a deep link to an item not loaded yet). */
  item: MediaItem | undefined;
  /** Place in the loaded list (1-based) and the number of items; null for an item outside the list. */
  position: { current: number; total: number } | null;
  canPrevious: boolean;
  canNext: boolean;
  /** The next page is loading because the visitor went past the last loaded item. */
  loadingNext: boolean;
  onStep: (step: Step) => void;
  /** The dialog closed (close button, Escape). */
  onClose: () => void;
}

/**
 * The viewer overlay on a modal <dialog>: the browser traps the focus and Escape closes it;
 * the page behind does not scroll. Previous / next by buttons, arrow keys and swipes (all mirrored in
 * right-to-left languages), details, actions and comments beside (below on phones).
 */
export function MediaViewer({ item, position, canPrevious, canNext, loadingNext, onStep, onClose }: MediaViewerProps) {
  const { t, i18n } = useTranslation('media');
  const locale = localeOf(currentLanguage());
  const dir = i18n.dir(currentLanguage());
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const sidebarRef = useRef<HTMLElement>(null);
  const titleId = useId();

  const step = (value: Step) => {
    if ((value === -1 && canPrevious) || (value === 1 && canNext)) onStep(value);
  };
  const swipeRef = useSwipe<HTMLDivElement>(step, dir);
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrowKeys(event.target)) return;
    const value = arrowStep(event.key, dir);
    if (!value) return;
    event.preventDefault();
    step(value);
  });

  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    const keydown = (event: KeyboardEvent) => onKeyDown(event);
    element.addEventListener('keydown', keydown);
    return () => element.removeEventListener('keydown', keydown);
  }, [dialogRef]);

  // A new item starts at the top of its details.
  const uuid = item?.uuid;
  useEffect(() => {
    if (!uuid) return;
    sidebarRef.current?.scrollTo({ top: 0 });
    dialogRef.current?.scrollTo({ top: 0 });
  }, [uuid, dialogRef]);

  const counter = position
    ? t('viewer.counter', {
        current: formatNumber(position.current, locale),
        total: formatNumber(position.total, locale),
      })
    : null;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={item ? titleId : undefined}
      aria-label={item ? undefined : t('viewer.label')}
      onClose={onDialogClose}
    >
      <div className={styles.layout}>
        <div className={styles.stageArea} ref={swipeRef}>
          <div className={styles.topBar}>
            <button
              type="button"
              className={styles.close}
              data-toast-below=""
              aria-label={t('viewer.close')}
              onClick={close}
            >
              <CloseIcon size={22} />
            </button>
            {counter && (
              <p className={styles.counter} aria-hidden="true">
                {counter}
              </p>
            )}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {position && item
              ? `${t('viewer.position', { current: position.current, total: position.total })}: ${item.title}`
              : ''}
          </p>

          <div className={styles.stage}>
            {item ? (
              <ViewerStage key={item.uuid} item={item} />
            ) : (
              <div className={styles.stageLoading} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                <span className="visually-hidden">{t('viewer.loading')}</span>
              </div>
            )}
          </div>

          {position && (
            <>
              <button
                type="button"
                className={`${styles.nav} ${styles.navPrevious}`}
                aria-label={t('viewer.previous')}
                disabled={!canPrevious}
                onClick={() => step(-1)}
              >
                <ChevronStartIcon size={28} className={styles.flip} />
              </button>
              <button
                type="button"
                className={`${styles.nav} ${styles.navNext}`}
                aria-label={t('viewer.next')}
                disabled={!canNext}
                aria-busy={loadingNext}
                onClick={() => step(1)}
              >
                {loadingNext ? (
                  <span className={styles.spinner} aria-hidden="true" />
                ) : (
                  <ChevronEndIcon size={28} className={styles.flip} />
                )}
              </button>
            </>
          )}
        </div>

        <aside
          ref={sidebarRef}
          className={styles.sidebar}
          aria-labelledby={item ? titleId : undefined}
          aria-label={item ? undefined : t('viewer.loading')}
        >
          {item ? (
            <>
              <ViewerInfo key={item.uuid} item={item} titleId={titleId} />
              <CommentsSection key={item.id} mediaId={item.id} />
            </>
          ) : (
            <div className={styles.sidebarLoading} aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          )}
        </aside>
      </div>
    </dialog>
  );
}
