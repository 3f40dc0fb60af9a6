import { IMAGE_UPLOAD_TYPES, UPLOAD_LIMITS, adminUploadApi } from '@site/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { localeOf, currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import ui from '../../components/admin/admin-ui.module.css';
import { FieldError } from '../../components/admin/form/field-error';
import form from '../../components/admin/form/form.module.css';
import { UploadProgress } from '../../components/admin/form/upload-progress';
import { useUpload } from '../../components/admin/form/use-upload';
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
  const { start, progress } = useUpload(adminUploadApi.upload);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const error = errors.image_url?.message;
  const limit = formatSize(UPLOAD_LIMITS.imageBytes, localeOf(currentLanguage()));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setUploadError(problem === 'type' ? t('upload.wrongImageType') : t('upload.tooLarge', { size: limit }));
      input.value = '';
      return;
    }
    try {
      const result = await start(file);
      setValue('image_url', result.url, { shouldDirty: true, shouldValidate: true });
      notify('success', t('toast.uploaded'));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const message =
        failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : t('upload.failed');
      setUploadError(message);
      notify('error', t('toast.uploadFailed', { message }));
    } finally {
      input.value = '';
    }
  };

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

      <div className={ui.field}>
        <label htmlFor={`${id}-file`} className={ui.label}>
          {t('form.imageUpload')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          className={form.file}
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          disabled={progress !== null}
          aria-describedby={`${id}-file-hint${uploadError ? ` ${id}-file-error` : ''}`}
          onChange={(event) => void onFile(event)}
        />
        <p className={ui.hint} id={`${id}-file-hint`}>
          {t('form.imageHint', { size: limit })}
        </p>
        {progress !== null && <UploadProgress percent={progress} label={t('form.uploading')} />}
        {uploadError && (
          <p id={`${id}-file-error`} className={ui.fieldError} role="alert">
            {uploadError}
          </p>
        )}
      </div>

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
