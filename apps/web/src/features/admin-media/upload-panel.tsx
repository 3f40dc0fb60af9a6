import { MEDIA_LIMITS } from '@site/contracts';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { formatNumber, formatSize } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { StatusBadge, type StatusTone } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { summarize, type UploadEntry, type UploadQueue, type UploadStatus } from './upload-queue';
import { UPLOAD_CONCURRENCY } from './use-upload-queue';
import progressUi from '../../components/admin/form/upload-progress.module.css';
import styles from './upload-panel.module.css';

const TONES: Record<UploadStatus, StatusTone> = {
  refused: 'danger',
  queued: 'neutral',
  uploading: 'info',
  processing: 'warning',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** Accept list of the file picker: every media kind (the server decides by content). */
const ACCEPT = 'image/*,video/*,audio/*';

function useReason() {
  const { t } = useTranslation('admin-media');
  const { locale } = useLocale();
  /** Why a file failed or was refused, in words; null when it did not. */
  return (entry: UploadEntry): string | null => {
    if (entry.status === 'refused' && entry.problem) {
      const problem = entry.problem;
      if (problem.kind === 'empty') return t('upload.problem.empty');
      if (problem.kind === 'type') return t('upload.problem.type');
      return t(problem.mediaType ? `upload.problem.size.${problem.mediaType}` : 'upload.problem.size.any', {
        size: formatSize(entry.file.size, locale),
        limit: formatSize(problem.limitBytes, locale),
      });
    }
    if (entry.status !== 'failed') return null;
    switch (entry.failure) {
      case 'server':
        return entry.message ?? t('upload.failure.server');
      case 'processing':
        return entry.message ?? t('upload.failure.processing');
      case 'gone':
        return t('upload.failure.gone');
      case 'timeout':
        return t('upload.failure.timeout');
      case 'invalid':
        return t('upload.failure.invalid');
      default:
        return t('upload.failure.network');
    }
  };
}

/**
 * Files dragged over an element: true while they hover it, and `onFiles` with what is dropped. Listened
 * to directly on the element (a drop target is not a control; the file picker is the keyboard way in).
 */
function useFileDrop(target: RefObject<HTMLElement | null>, onFiles: (files: FileList | undefined) => void): boolean {
  const [dragging, setDragging] = useState(false);
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  }, [onFiles]);

  useEffect(() => {
    const el = target.current;
    if (!el) return;
    let depth = 0;
    const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      depth = 0;
      setDragging(false);
      latest.current(event.dataTransfer?.files);
    };
    // A file dropped beside the zone would make the browser open it and leave the page.
    const onStray = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', onStray);
    window.addEventListener('drop', onStray);
    el.addEventListener('dragenter', onEnter);
    el.addEventListener('dragover', onOver);
    el.addEventListener('dragleave', onLeave);
    el.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onStray);
      window.removeEventListener('drop', onStray);
      el.removeEventListener('dragenter', onEnter);
      el.removeEventListener('dragover', onOver);
      el.removeEventListener('dragleave', onLeave);
      el.removeEventListener('drop', onDrop);
    };
  }, [target]);

  return dragging;
}

interface UploadPanelProps {
  queue: UploadQueue;
  entries: readonly UploadEntry[];
  locale: string;
  /** Opens the editor of an uploaded item. */
  onEdit: (id: number) => void;
}

/**
 * Multi-upload: a drop zone and a file picker (keyboard: the picker's label is the focus target), then
 * one row per file with its size, progress bar and state, until processing settles.
 */
export function UploadPanel({ queue, entries, locale, onEdit }: UploadPanelProps) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const [skipped, setSkipped] = useState(0);
  const dropZone = useRef<HTMLDivElement>(null);
  const reasonOf = useReason();
  const counts = summarize(entries);
  const finished = counts.done + counts.failed + counts.refused + counts.cancelled;

  const addFiles = (files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    setSkipped(queue.add(Array.from(files)).skipped);
  };
  const dragging = useFileDrop(dropZone, addFiles);

  return (
    <section className={`${ui.panel} ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={ui.panelTitle}>
        {t('upload.title')}
      </h2>
      <div ref={dropZone} className={styles.drop} data-dragging={dragging || undefined}>
        <Icon name="upload" size={32} className={styles.dropIcon} />
        <p className={styles.dropText}>{dragging ? t('upload.dropNow') : t('upload.dropHere')}</p>
        <label className={`button button-primary ${styles.picker}`}>
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
          <Icon name="plus" size={18} />
          {t('upload.choose')}
        </label>
        <p id={`${id}-hint`} className={`${ui.hint} ${styles.limits}`}>
          {t('upload.limits', {
            image: formatSize(MEDIA_LIMITS.imageBytes, locale),
            video: formatSize(MEDIA_LIMITS.videoBytes, locale),
            audio: formatSize(MEDIA_LIMITS.audioBytes, locale),
            files: formatNumber(MEDIA_LIMITS.filesPerUpload, locale),
            parallel: formatNumber(UPLOAD_CONCURRENCY, locale),
          })}
        </p>
      </div>

      {skipped > 0 && (
        <p className={styles.skipped} role="status">
          {t('upload.skipped', {
            count: skipped,
            formatted: formatNumber(skipped, locale),
            max: formatNumber(MEDIA_LIMITS.filesPerUpload, locale),
          })}
        </p>
      )}

      {entries.length > 0 && (
        <div className={styles.queue}>
          <div className={styles.queueHead}>
            <p className={styles.summary}>
              {t('upload.summary', {
                uploading: formatNumber(counts.uploading, locale),
                waiting: formatNumber(counts.queued, locale),
                processing: formatNumber(counts.processing, locale),
                done: formatNumber(counts.done, locale),
                failed: formatNumber(counts.failed + counts.refused, locale),
              })}
            </p>
            {finished > 0 && (
              <button type="button" className={ui.smallButton} onClick={() => queue.clearFinished()}>
                {t('upload.clearFinished')}
              </button>
            )}
          </div>
          <ul className={styles.rows} aria-label={t('upload.listLabel')}>
            {entries.map((entry) => (
              <UploadRow
                key={entry.key}
                entry={entry}
                locale={locale}
                reason={reasonOf(entry)}
                queue={queue}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </div>
      )}
      {/* Each file's step in words (not every percent), for screen readers: a row's text changes with its state. */}
      <div className="visually-hidden" aria-live="polite">
        {entries.map((entry) => {
          const status = t(`upload.status.${entry.status}`);
          const why = reasonOf(entry);
          return (
            <p key={entry.key}>
              {why
                ? t('upload.announce.withReason', { name: entry.file.name, status, reason: why })
                : t('upload.announce.plain', { name: entry.file.name, status })}
            </p>
          );
        })}
      </div>
    </section>
  );
}

function UploadRow({
  entry,
  locale,
  reason,
  queue,
  onEdit,
}: {
  entry: UploadEntry;
  locale: string;
  reason: string | null;
  queue: UploadQueue;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation('admin-media');
  const name = entry.file.name;
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(entry.percent / 100);
  const item = entry.item;
  return (
    <li className={styles.row} data-status={entry.status}>
      <div className={styles.rowHead}>
        <span className={styles.name} dir="auto" title={name}>
          {name}
        </span>
        <span className={styles.size}>{formatSize(entry.file.size, locale)}</span>
        <StatusBadge tone={TONES[entry.status]}>
          {entry.status === 'uploading'
            ? t('upload.status.uploadingPercent', { percent })
            : t(`upload.status.${entry.status}`)}
        </StatusBadge>
      </div>
      {(entry.status === 'uploading' || entry.status === 'queued') && (
        <progress
          className={`${progressUi.bar} ${styles.bar}`}
          max={100}
          value={entry.percent}
          aria-label={t('upload.progressLabel', { name })}
        >
          {percent}
        </progress>
      )}
      {entry.status === 'processing' && (
        <progress className={`${progressUi.bar} ${styles.bar}`} aria-label={t('upload.processingLabel', { name })} />
      )}
      {reason && <p className={styles.reason}>{reason}</p>}
      <div className={styles.rowActions}>
        {(entry.status === 'queued' || entry.status === 'uploading') && (
          <button type="button" className={ui.smallButton} onClick={() => queue.cancel(entry.key)}>
            {t('upload.cancel')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        {((entry.status === 'failed' && entry.retryable) || entry.status === 'cancelled') && (
          <button type="button" className={ui.smallButton} onClick={() => queue.retry(entry.key)}>
            {t('upload.retry')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        {item && entry.failure !== 'gone' && (
          <button type="button" className={ui.smallButton} onClick={() => onEdit(item.id)}>
            <Icon name="edit" size={16} />
            {t('upload.edit')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
        {(entry.status === 'done' ||
          entry.status === 'failed' ||
          entry.status === 'refused' ||
          entry.status === 'cancelled') && (
          <button type="button" className={ui.smallButton} onClick={() => queue.dismiss(entry.key)}>
            <Icon name="close" size={16} />
            <span className="visually-hidden">{t('upload.dismiss', { name })}</span>
          </button>
        )}
      </div>
    </li>
  );
}
