import type { ResponseOf, Route } from '@site/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { FieldFrame, fieldDescription } from './field-frame';
import form from './form.module.css';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';

export interface FileUpload {
  /** The upload's percent while one runs, else null. */
  progress: number | null;
  /** Why the last chosen file was refused or failed, else null. */
  error: string | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}

/** What a file input takes: a file `problem` finds wrong is refused before sending (the server checks again). */
export interface FileRules {
  problem: (file: File) => 'type' | 'size' | null;
  /** Said of a file of the wrong type. */
  wrongType: string;
  /** The largest size, written out for `upload.tooLarge`. */
  limit: string;
}

/**
 * The upload of a file input's choice to `route`: a file of the wrong type or too large is refused
 * before sending (`rules`); otherwise it is uploaded and handed to `onUploaded`. A failure's text (the server's word on the file,
 * else `upload.failed`) is kept in `error` and announced (`toast.uploadFailed`); a cancelled upload
 * says nothing. The input is emptied either way, so the same file can be chosen again.
 */
export function useFileUpload<R extends Route>(
  route: R,
  rules: FileRules,
  onUploaded: (result: ResponseOf<R>) => void,
): FileUpload {
  const { t } = useTranslation('admin-editor');
  const { start, progress } = useUpload(route);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    const problem = rules.problem(file);
    if (problem) {
      setError(problem === 'type' ? rules.wrongType : t('upload.tooLarge', { size: rules.limit }));
      input.value = '';
      return;
    }
    try {
      onUploaded(await start(file));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const message =
        failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : t('upload.failed');
      setError(message);
      notify('error', t('toast.uploadFailed', { message }));
    } finally {
      input.value = '';
    }
  };

  return { progress, error, onFile };
}

/**
 * A file input with its label, its hint, the running upload's progress and the last refusal or failure
 * (announced, and named by the input's description). The input is off while an upload runs.
 */
export function FileUploadField({
  id,
  label,
  hint,
  accept,
  uploadingLabel,
  upload,
}: {
  id: string;
  label: string;
  hint: string;
  /** The input's accept list. */
  accept: string;
  uploadingLabel: string;
  upload: FileUpload;
}) {
  const { progress, error, onFile } = upload;
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      alert
      status={progress !== null && <UploadProgress percent={progress} label={uploadingLabel} />}
    >
      <input
        id={id}
        type="file"
        className={form.file}
        accept={accept}
        disabled={progress !== null}
        aria-describedby={fieldDescription(id, true, error !== null)}
        onChange={(event) => void onFile(event)}
      />
    </FieldFrame>
  );
}
