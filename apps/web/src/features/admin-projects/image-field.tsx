import { IMAGE_UPLOAD_TYPES, UPLOAD_LIMITS, adminUploadApi } from '@site/contracts';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localeOf, currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { FileUploadField, useFileUpload } from '../../components/admin/form/file-upload-field';
import { formatSize } from '../../lib/format';
import styles from './image-field.module.css';
import type { ProjectFormValues } from './project-form-model';

/** Why a chosen file cannot be uploaded, before sending it (the server checks again by content). */
export function imageFileProblem(file: File): 'type' | 'size' | null {
  if (file.type && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_LIMITS.imageBytes) return 'size';
  return null;
}

/** The project image: upload a file (with progress) or type an address, with a preview. */
export function ImageField() {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ProjectFormValues>();
  const imageUrl = useWatch({ control, name: 'image_url' }).trim();
  const limit = formatSize(UPLOAD_LIMITS.imageBytes, localeOf(currentLanguage()));
  const upload = useFileUpload(
    adminUploadApi.upload,
    { problem: imageFileProblem, wrongType: t('upload.wrongImageType'), limit },
    (result) => {
      setValue('image_url', result.url, { shouldDirty: true, shouldValidate: true });
      notify('success', t('toast.uploaded'));
    },
  );
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const error = errors.image_url?.message;

  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{t('form.image')}</legend>
      <div className={styles.preview}>
        {imageUrl && brokenUrl !== imageUrl ? (
          <img
            src={imageUrl}
            alt={t('form.imagePreview')}
            className={styles.image}
            onError={() => setBrokenUrl(imageUrl)}
          />
        ) : (
          <p className={styles.placeholder}>{imageUrl ? t('form.imageBroken') : t('form.noImage')}</p>
        )}
      </div>

      <FileUploadField
        id={`${id}-file`}
        label={t('form.imageUpload')}
        hint={t('form.imageHint', { size: limit })}
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        uploadingLabel={t('form.uploading')}
        upload={upload}
      />

      <div className={ui.field}>
        <label htmlFor={`${id}-url`} className={ui.label}>
          {t('form.imageUrl')}
        </label>
        <div className={styles.urlRow}>
          <input
            id={`${id}-url`}
            className={ui.input}
            inputMode="url"
            dir="ltr"
            maxLength={500}
            placeholder="https://…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-url-error` : undefined}
            {...register('image_url')}
          />
          {imageUrl && (
            <button
              type="button"
              className={`${ui.smallButton} ${ui.dangerButton}`}
              onClick={() => setValue('image_url', '', { shouldDirty: true, shouldValidate: true })}
            >
              {t('form.removeImage')}
            </button>
          )}
        </div>
        <FieldError id={`${id}-url-error`} message={error} />
      </div>
    </fieldset>
  );
}
