import type { Badge } from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { LockIcon } from './lock-icon';
import { DialogHead, useModalDialog } from '../../../components/modal-dialog';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import styles from './volunteer.module.css';

/** A badge's name, what earns it, and when it was earned or how far the volunteer is. */
function BadgeDialog({ badge, onClose }: { badge: Badge; onClose: () => void }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const share = Math.max(0, Math.min(100, Math.round((badge.progress / Math.max(1, badge.goal)) * 100)));
  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <DialogHead
        titleId={titleId}
        title={t(`badges.${badge.id}.name`)}
        closeLabel={t('badge.close')}
        onClose={close}
        classes={{ head: styles.dialogHead, title: styles.dialogTitle, close: styles.dialogClose }}
      />
      <p>{t(`badges.${badge.id}.criteria`, { goal: formatNumber(badge.goal, locale) })}</p>
      {badge.earned_at ? (
        <p>{t('badge.earned', { date: formatDate(badge.earned_at, locale, { timeZone }) })}</p>
      ) : (
        <>
          <p>
            {t('badge.progress', {
              progress: formatNumber(badge.progress, locale),
              goal: formatNumber(badge.goal, locale),
            })}
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('badge.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={badge.goal}
            aria-valuenow={Math.min(badge.progress, badge.goal)}
          >
            <div className={styles.progressBar} style={{ inlineSize: `${share}%` }} />
          </div>
        </>
      )}
    </dialog>
  );
}

/** The six badges, earned ones full and the others faded; each opens its detail. */
export function BadgeGrid({ badges }: { badges: readonly Badge[] }) {
  const { t } = useTranslation('volunteer');
  const [shown, setShown] = useState<Badge | null>(null);
  return (
    <>
      <ul className={styles.badges}>
        {badges.map((badge) => (
          <li key={badge.id}>
            <button
              type="button"
              className={`${styles.badgeButton} ${badge.earned_at ? '' : styles.locked}`}
              aria-haspopup="dialog"
              onClick={() => setShown(badge)}
            >
              {/* Drawn, not an emoji: a phone without a colour emoji font would show an empty box. */}
              {badge.earned_at ? (
                <Icon size={28}>
                  <path d="M8 3h8l-2 6h-4z" />
                  <circle cx="12" cy="15" r="5" />
                  <path d="m12 12.5.8 1.6 1.7.2-1.2 1.2.3 1.7-1.6-.8-1.6.8.3-1.7-1.2-1.2 1.7-.2z" />
                </Icon>
              ) : (
                <LockIcon size={28} />
              )}
              <br />
              {t(`badges.${badge.id}.name`)}
              <br />
              <small>{badge.earned_at ? t('badge.earnedShort') : t('badge.notYet')}</small>
            </button>
          </li>
        ))}
      </ul>
      {shown && <BadgeDialog badge={shown} onClose={() => setShown(null)} />}
    </>
  );
}
