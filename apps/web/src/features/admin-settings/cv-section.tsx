import { adminSettingsApi, UPLOAD_LIMITS, type CvFile } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import form from '../../components/admin/form/form.module.css';
import { FileUploadField, useFileUpload } from '../../components/admin/form/file-upload-field';
import { formatSize } from '../../lib/format';
import styles from './settings-page.module.css';
import { adminSettingsKeys, deleteCv, type SettingsAnswer } from '../../api/admin-settings';
import { portfolioKeys } from '../../api/portfolio';
import { PanelSection } from '../../components/admin/panel-section';

/** Why a chosen file cannot be the CV, before sending it (the server checks the content again). */
export function cvFileProblem(file: File): 'type' | 'size' | null {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return 'type';
  if (file.size > UPLOAD_LIMITS.cvBytes) return 'size';
  return null;
}

/** The downloadable CV: the current file, replace it with a PDF (with progress), or remove it. */
export function CvSection({ cv }: { cv: CvFile | null }) {
  const { t } = useTranslation('admin-editor');
  const base = useId();
  const queryClient = useQueryClient();
  const locale = localeOf(currentLanguage());
  const [confirming, setConfirming] = useState(false);
  const limit = formatSize(UPLOAD_LIMITS.cvBytes, locale);

  const setCv = (next: CvFile | null) => {
    queryClient.setQueryData<SettingsAnswer>(adminSettingsKeys.all, (old) => (old ? { ...old, cv: next } : old));
    // The home page's download button follows the CV.
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
  };

  const remove = useMutation({
    mutationFn: deleteCv,
    onSuccess: () => {
      setCv(null);
      setConfirming(false);
      notify('success', t('settings.cv.removed'));
    },
    onError: (failure) => {
      setConfirming(false);
      notify('error', t('settings.cv.removeFailed', { message: failure.message }));
    },
  });

  const upload = useFileUpload(
    adminSettingsApi.uploadCv,
    { problem: cvFileProblem, wrongType: t('settings.cv.wrongType'), limit },
    (result) => {
      setCv(result.cv);
      notify('success', t('settings.cv.uploaded'));
    },
  );

  return (
    <PanelSection title={t('settings.cv.title')}>
      <div className={form.stack}>
        {cv ? (
          <div className={styles.cvFile}>
            <span className={styles.cvIcon} aria-hidden="true">
              PDF
            </span>
            <div className={styles.cvText}>
              <a href={cv.url} download={cv.filename} className={styles.cvName}>
                {cv.filename}
              </a>
              <span className={ui.hint}>{formatSize(cv.size, locale)}</span>
            </div>
            <button
              type="button"
              className={`${ui.smallButton} ${ui.dangerButton}`}
              disabled={upload.progress !== null || remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('settings.cv.remove')}
            </button>
          </div>
        ) : (
          <p className={form.notice}>{t('settings.cv.none')}</p>
        )}
        <FileUploadField
          id={`${base}-file`}
          label={cv ? t('settings.cv.replace') : t('settings.cv.upload')}
          hint={t('settings.cv.hint', { size: limit })}
          accept="application/pdf,.pdf"
          uploadingLabel={t('settings.cv.uploading')}
          upload={upload}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('settings.cv.confirmTitle')}
        message={t('settings.cv.confirmText', { name: cv?.filename ?? '' })}
        confirmLabel={t('settings.cv.remove')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </PanelSection>
  );
}
