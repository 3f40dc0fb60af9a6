import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHead, useModalDialog } from '../../components/modal-dialog';
import type { ShareRequest } from '../../lib/reunion-dialogs';
import { copyText } from './lib/copy-text';
import { mailtoUrl, popupFeatures, SHARE_SERVICES, shareUrl, smsUrl, type ShareService } from './lib/share-links';
import styles from './share-dialog.module.css';

/** How long (ms) a "copied" indicator stays. */
export const COPIED_FOR_MS = 2000;
/** Facebook drops prefilled text: the note saying so comes this long (ms) after copying the text… */
export const FACEBOOK_NOTE_AFTER_COPY_MS = 5000;
/** …or after opening Facebook's share page, when the visitor may be wondering where the text went. */
export const FACEBOOK_NOTE_AFTER_OPEN_MS = 8000;

const SERVICE_NAMES: Record<ShareService, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
};

type Copied = 'link' | 'text' | null;
type Failed = Copied;

export interface ShareDialogProps extends ShareRequest {
  onClose: () => void;
}

/**
 * Shares a link: copy the link or the suggested text, open a service's share page in a 600×400 popup, or
 * hand both to the mail or messages app. A modal <dialog>: focus stays inside and Escape closes it.
 */
export function ShareDialog({ url, text, title, onClose }: ShareDialogProps) {
  const { t } = useTranslation('reunionShare');
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const [failed, setFailed] = useState<Failed>(null);
  const [facebookNote, setFacebookNote] = useState(false);
  const noteTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  useEffect(() => () => window.clearTimeout(noteTimer.current), []);

  const noteAfter = (ms: number) => {
    window.clearTimeout(noteTimer.current);
    noteTimer.current = window.setTimeout(() => setFacebookNote(true), ms);
  };

  const copy = async (what: 'link' | 'text') => {
    const ok = await copyText(what === 'link' ? url : text, what === 'link' ? linkField.current : textField.current);
    setCopied(ok ? what : null);
    setFailed(ok ? null : what);
    if (ok && what === 'text') noteAfter(FACEBOOK_NOTE_AFTER_COPY_MS);
  };

  const open = (service: ShareService) => {
    window.open(shareUrl(service, url, text), `share-${service}`, popupFeatures(window));
    if (service === 'facebook') noteAfter(FACEBOOK_NOTE_AFTER_OPEN_MS);
  };

  const status = (what: 'link' | 'text') =>
    copied === what ? t('share.copied') : failed === what ? t('share.copyFailed') : '';

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      data-share-dialog=""
    >
      <DialogHead
        titleId={titleId}
        title={title}
        closeLabel={t('share.close')}
        onClose={close}
        classes={{ head: styles.head, title: styles.title, close: styles.close }}
      />

      <div className={styles.field}>
        <label htmlFor={`${titleId}-link`}>{t('share.link')}</label>
        <div className={styles.row}>
          <input id={`${titleId}-link`} ref={linkField} readOnly value={url} dir="ltr" />
          <button type="button" className="button button-primary" onClick={() => void copy('link')}>
            {t('share.copyLink')}
          </button>
        </div>
        <p className={failed === 'link' ? styles.failed : styles.copied} role="status" data-copy-status="link">
          {status('link')}
        </p>
      </div>

      <div className={styles.field}>
        <label htmlFor={`${titleId}-text`}>{t('share.text')}</label>
        <textarea id={`${titleId}-text`} ref={textField} readOnly value={text} rows={3} />
        <div className={styles.row}>
          <p className={failed === 'text' ? styles.failed : styles.copied} role="status" data-copy-status="text">
            {status('text')}
          </p>
          <button type="button" className="button button-ghost" onClick={() => void copy('text')}>
            {t('share.copyText')}
          </button>
        </div>
      </div>

      <section aria-labelledby={`${titleId}-services`}>
        <h3 id={`${titleId}-services`} className={styles.subtitle}>
          {t('share.services')}
        </h3>
        <ul className={styles.services}>
          {SHARE_SERVICES.map((service) => (
            <li key={service}>
              <button type="button" className={styles.service} data-service={service} onClick={() => open(service)}>
                {SERVICE_NAMES[service]}
                <span className="visually-hidden"> {t('share.opensWindow')}</span>
              </button>
            </li>
          ))}
          <li>
            <a className={styles.service} href={mailtoUrl(title, url, text)} data-service="email">
              {t('share.email')}
            </a>
          </li>
          <li>
            <a className={styles.service} href={smsUrl(url, text)} data-service="sms">
              {t('share.sms')}
            </a>
          </li>
        </ul>
      </section>

      <p className={styles.note} role="status" data-facebook-note="">
        {facebookNote ? t('share.facebookNote') : ''}
      </p>
    </dialog>
  );
}
