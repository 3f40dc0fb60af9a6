import type { AdminMediaCategory, AdminMediaItem } from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog, DialogHead } from '../../components/admin/admin-dialog';
import dialogUi from '../../components/admin/admin-dialog.module.css';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { isNotFound } from '../../lib/api-client';
import { MediaEditForm } from './media-edit-form';
import { useMediaItem } from './use-media';
import styles from './media-edit-dialog.module.css';

interface MediaEditDialogProps {
  id: number;
  /** The list's copy, shown at once while the item is asked for again. */
  initial: AdminMediaItem | undefined;
  categories: AdminMediaCategory[];
  onClose: () => void;
  onDelete: (item: AdminMediaItem, title: string) => void;
}

/**
 * Edit one item in a modal: title and description per language (English required), category,
 * featured, public and status; beside it the preview, processing state and file details. Closing with
 * unsaved changes asks first.
 */
export function MediaEditDialog({ id, initial, categories, onClose, onDelete }: MediaEditDialogProps) {
  const { t } = useTranslation('admin-media');
  const titleId = useId();
  const item = useMediaItem(id, initial);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);

  const requestClose = () => {
    if (dirty) setConfirmClose(true);
    else onClose();
  };

  const gone = item.isError && isNotFound(item.error);

  return (
    <AdminDialog className={`${styles.dialog} ${dialogUi.column}`} labelledBy={titleId} onCancel={requestClose}>
      <DialogHead
        titleId={titleId}
        title={t('edit.title')}
        onClose={requestClose}
        closeLabel={t('edit.close')}
        className={styles.head}
      />
      {item.data ? (
        <MediaEditForm
          item={item.data}
          categories={categories}
          onClose={onClose}
          onCancel={requestClose}
          onDelete={onDelete}
          onDirtyChange={setDirty}
        />
      ) : (
        <div className={styles.body}>
          {item.isPending && (
            <p className={ui.empty} role="status">
              {t('edit.loading')}
            </p>
          )}
          {item.isError && (
            <div className={ui.errorBox} role="alert">
              <p className={styles.errorText}>{gone ? t('edit.gone') : t('edit.loadFailed')}</p>
              {!gone && (
                <button type="button" className={ui.smallButton} onClick={() => void item.refetch()}>
                  {t('list.retry')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmClose}
        title={t('edit.discardTitle')}
        message={t('edit.discardMessage')}
        confirmLabel={t('edit.discard')}
        cancelLabel={t('edit.keepEditing')}
        onConfirm={() => {
          setConfirmClose(false);
          onClose();
        }}
        onCancel={() => setConfirmClose(false)}
      />
    </AdminDialog>
  );
}
