import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { DialogHead, useModalDialog } from '../../components/modal-dialog';
import type { VolunteerAuthMode } from '../../lib/reunion-dialogs';
import { VolunteerAuthForms } from './auth-forms';
import dialogStyles from '../../styles/dialog.module.css';
import styles from './volunteer-auth.module.css';

/**
 * The volunteer's sign-in / registration dialog: a modal <dialog> (the browser keeps the focus inside and
 * closes it on Escape), named by its title. Signing in keeps the session, closes it and opens the dashboard.
 */
export function VolunteerAuthDialog({ mode, onClose }: { mode: VolunteerAuthMode; onClose: () => void }) {
  const { t } = useTranslation('volunteerAccount');
  const { ref, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={`${dialogStyles.card} ${dialogStyles.dimmed} ${dialogStyles.fadeIn} ${styles.dialog}`}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      data-volunteer-auth-dialog=""
    >
      <DialogHead
        titleId={titleId}
        title={t('auth.dialogTitle')}
        closeLabel={t('auth.close')}
        onClose={close}
        classes={{ head: dialogStyles.head, title: dialogStyles.title, close: dialogStyles.close }}
      />
      <VolunteerAuthForms
        mode={mode}
        heading="h2"
        onDone={() => {
          close();
          navigate('/volunteer/dashboard');
        }}
      />
    </dialog>
  );
}
