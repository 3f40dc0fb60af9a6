import { youtubeWatchUrl, type AdminMediaItem } from '@site/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ui from '../../components/admin/admin-ui.module.css';
import { Icon } from '../../components/admin/icons';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { formatClock, formatDateTime, formatNumber, formatPercent, formatSize } from '../../lib/format';
import { notify } from '../../lib/notify';
import { largePreviewOf, webpSaving } from './media-display';
import { MediaIcon } from './media-icons';
import { isUnsettled } from './processing';
import { useMediaMutations } from './use-media';
import styles from './media-edit-dialog.module.css';
import { FactList, type Fact } from '../../components/admin/fact-list';

/** The largest preview the item has: its video or audio player once processed, else its picture. */
function ItemPreview({ item, title }: { item: AdminMediaItem; title: string }) {
  const { t } = useTranslation('admin-media');
  const [broken, setBroken] = useState<string | null>(null);
  const picture = largePreviewOf(item);
  const ready = item.processing_status === 'completed';
  if (item.media_type === 'video' && item.original_path && ready && !item.youtube_id) {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's own uploads come without caption files
      <video
        className={styles.media}
        controls
        preload="metadata"
        poster={picture ?? undefined}
        src={item.original_path}
      />
    );
  }
  if (item.media_type === 'audio' && item.original_path && ready) {
    return (
      <div className={styles.audio}>
        <MediaIcon name="audio" size={40} />
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's own uploads come without caption files */}
        <audio className={styles.audioPlayer} controls preload="metadata" src={item.original_path} aria-label={title} />
      </div>
    );
  }
  if (picture && broken !== picture) {
    return <img className={styles.media} src={picture} alt={title} onError={() => setBroken(picture)} />;
  }
  return (
    <div className={styles.placeholder}>
      <MediaIcon name={item.youtube_id ? 'youtube' : item.media_type} size={40} />
      <span>{isUnsettled(item.processing_status) ? t('edit.notReady') : t('edit.noPreview')}</span>
    </div>
  );
}

/** The facts of the file (those it has), in the details list's order. */
function useItemFacts(item: AdminMediaItem): Fact[] {
  const { t } = useTranslation('admin-media');
  const { locale } = useLocale();
  const saving = webpSaving(item.compression_ratio);
  const facts: Fact[] = [];
  const add = (key: string, label: string, value: ReactNode) => facts.push({ key, label, value });

  add('type', t('details.type'), item.youtube_id ? t('types.youtube') : t(`types.${item.media_type}`));
  if (item.original_filename)
    add(
      'file',
      t('details.filename'),
      <span dir="auto" className={styles.breakable}>
        {item.original_filename}
      </span>,
    );
  if (item.mime_type) add('mime', t('details.mime'), <code dir="ltr">{item.mime_type}</code>);
  if (item.file_size !== null) add('size', t('details.size'), formatSize(item.file_size, locale));
  if (item.width !== null && item.height !== null)
    add(
      'dimensions',
      t('details.dimensions'),
      t('details.dimensionsValue', {
        width: formatNumber(item.width, locale),
        height: formatNumber(item.height, locale),
      }),
    );
  if (item.duration !== null)
    add('duration', t('details.duration'), <span dir="ltr">{formatClock(item.duration, locale)}</span>);
  if (item.media_type === 'image' && !item.youtube_id)
    add(
      'webp',
      t('details.webp'),
      item.webp_file_size !== null
        ? saving !== null
          ? t('details.webpValue', {
              size: formatSize(item.webp_file_size, locale),
              saving: formatPercent(saving, locale),
            })
          : formatSize(item.webp_file_size, locale)
        : t('details.webpNone'),
    );
  if (item.youtube_id)
    add(
      'youtube',
      t('details.youtube'),
      <a href={youtubeWatchUrl(item.youtube_id)} target="_blank" rel="noopener noreferrer">
        {t('details.watchOnYoutube')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>,
    );
  add(
    'comments',
    t('details.comments'),
    item.comment_count > 0 ? (
      <Link href={`/admin/comments?media=${item.id}`}>{t('details.commentCount', { count: item.comment_count })}</Link>
    ) : (
      t('details.commentCount', { count: 0 })
    ),
  );
  add(
    'uuid',
    t('details.uuid'),
    <code dir="ltr" title={item.uuid}>
      {item.uuid.slice(0, 8)}
    </code>,
  );
  add(
    'created',
    t('details.created'),
    <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>,
  );
  if (item.updated_at !== item.created_at)
    add(
      'updated',
      t('details.updated'),
      <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>,
    );
  return facts;
}

/** The preview, processing state (with Reprocess for a failure) and the file's details. */
export function MediaItemFacts({ item, title }: { item: AdminMediaItem; title: string }) {
  const { t } = useTranslation('admin-media');
  const { reprocess } = useMediaMutations();
  const facts = useItemFacts(item);
  const visible = item.processing_status === 'completed' && item.is_public && item.status === 'active';
  const tone =
    item.processing_status === 'completed' ? 'success' : item.processing_status === 'failed' ? 'danger' : 'warning';

  return (
    <aside className={styles.facts} aria-label={t('details.label')}>
      <div className={styles.previewBox}>
        <ItemPreview item={item} title={title} />
      </div>
      <div className={styles.processing} aria-live="polite">
        <span className={styles.processingLine}>
          <span className={ui.label}>{t('details.processing')}</span>
          <StatusBadge tone={tone}>{t(`processing.${item.processing_status}`)}</StatusBadge>
        </span>
        {item.processing_status === 'failed' && (
          <>
            {item.processing_error && <p className={styles.processingError}>{item.processing_error}</p>}
            {!item.youtube_id && (
              <button
                type="button"
                className={ui.smallButton}
                disabled={reprocess.isPending}
                onClick={() =>
                  reprocess.mutate(item.id, {
                    onSuccess: () => notify('success', t('toast.reprocessing')),
                    onError: (error) => notify('error', t('toast.reprocessFailed', { message: error.message })),
                  })
                }
              >
                <MediaIcon name="refresh" size={16} />
                {reprocess.isPending ? t('item.reprocessing') : t('item.reprocess')}
              </button>
            )}
          </>
        )}
      </div>
      <FactList facts={facts} className={styles.details} />
      {visible && (
        <a className={styles.publicLink} href={`/media-gallery?item=${item.uuid}`} target="_blank" rel="noopener">
          <Icon name="external" size={16} />
          {t('details.viewPublic')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      )}
    </aside>
  );
}
