import { useId, type ReactNode } from 'react';
import { DialogHead, useModalDialog } from '../../../../components/modal-dialog';
import styles from './landing.module.css';

/** A modal dialog holding one of the landing forms: its title, an introduction, then the form. */
export function FormDialog({
  title,
  intro,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  intro: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { ref, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <DialogHead
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        onClose={close}
        classes={{ head: styles.dialogHead, title: styles.dialogTitle, close: styles.dialogClose }}
      />
      <p className={styles.muted}>{intro}</p>
      {children}
    </dialog>
  );
}
