import { languageDir } from '@site/contracts';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DialogHead, useModalDialog } from '../../components/modal-dialog';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { absoluteLink } from '../../lib/reunion-dialogs';
import { copyText } from './lib/copy-text';
import { FEATURES } from './lib/features';
import { APP_PAGE_PATH } from './lib/qr';
import { RESUME_AFTER_DOT_MS, RESUME_AFTER_DRAG_MS, swipeStep } from './lib/slides';
import { QrCode } from './qr-code';
import { useReducedMotion, useSlideRotation } from './use-slide-rotation';
import styles from './download-app-dialog.module.css';

export { FEATURES } from './lib/features';
/** A store button's "coming soon" toast stays 4 s. */
export const STORE_TOAST_MS = 4000;
/** The copy-link confirmation stays 3 s. */
export const LINK_COPIED_FOR_MS = 3000;
const STORES = ['appStore', 'googlePlay'] as const;

/**
 * How to get the reunion app: what it does (four slides that rotate while the dialog is open), a QR code
 * and the link of the app page, and the store buttons (not in the stores yet: they say so).
 */
export function DownloadAppDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('reunionShare');
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const dir = languageDir(currentLanguage());
  const link = absoluteLink(APP_PAGE_PATH);
  const reduced = useReducedMotion();
  const { index, go } = useSlideRotation(FEATURES.length, reduced);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!copy) return;
    const timer = window.setTimeout(() => setCopy(null), LINK_COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y, event.pointerType, dir);
    if (step !== 0) go(index + step, RESUME_AFTER_DRAG_MS);
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <DialogHead
        titleId={titleId}
        title={t('download.title')}
        closeLabel={t('download.close')}
        onClose={close}
        classes={{ head: styles.head, title: styles.title, close: styles.close }}
      />
      <p className={styles.intro}>{t('download.intro')}</p>

      <section className={styles.slides} aria-roledescription="carousel" aria-label={t('download.slides')}>
        <div
          className={styles.viewport}
          data-slides=""
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          {FEATURES.map((feature, at) => (
            <div
              key={feature}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('download.slide', { number: at + 1, total: FEATURES.length })}
              hidden={at !== index}
              data-feature={feature}
            >
              <h3>{t(`download.features.${feature}.title`)}</h3>
              <p>{t(`download.features.${feature}.text`)}</p>
            </div>
          ))}
        </div>
        <div className={styles.dots}>
          {FEATURES.map((feature, at) => (
            <button
              key={feature}
              type="button"
              className={styles.dot}
              aria-label={t('download.goTo', { number: at + 1 })}
              aria-current={at === index}
              onClick={() => go(at, RESUME_AFTER_DOT_MS)}
            />
          ))}
        </div>
      </section>

      <div className={styles.get}>
        <figure className={styles.qr}>
          <QrCode value={link} label={t('download.qrLabel', { link })} />
          <figcaption>{t('download.qr')}</figcaption>
        </figure>
        <div className={styles.actions}>
          {STORES.map((store) => (
            <button
              key={store}
              type="button"
              className={`button button-ghost ${styles.store}`}
              data-store={store}
              onClick={() =>
                notify('info', t('download.storeSoon', { store: t(`download.${store}`) }), {
                  autoClose: STORE_TOAST_MS,
                })
              }
            >
              {t(`download.${store}`)}
            </button>
          ))}
          <div className={styles.linkRow}>
            <input
              ref={linkField}
              readOnly
              value={link}
              dir="ltr"
              aria-label={t('download.copyLink')}
              className={styles.link}
            />
            <button
              type="button"
              className="button button-primary"
              onClick={() => void copyText(link, linkField.current).then((ok) => setCopy(ok ? 'copied' : 'failed'))}
            >
              {t('download.copyLink')}
            </button>
          </div>
          <p className={copy === 'failed' ? styles.failed : styles.copied} role="status" data-copy-status="">
            {copy === 'copied' ? t('download.copied') : copy === 'failed' ? t('download.copyFailed') : ''}
          </p>
          <Link href={APP_PAGE_PATH} className={styles.open} onClick={close}>
            {t('download.openPage')}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
