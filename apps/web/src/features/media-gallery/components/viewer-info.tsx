import { youtubeWatchUrl, type MediaItem } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { formatBytes, formatDateTime, formatNumber, formatPlayerTime } from '../../../lib/format';
import { downloadUrl, isYoutube, shortUuid, wasUpdated } from '../lib/media';
import { CategoryTag } from './category-tag';
import { DownloadIcon, ExternalIcon, StarIcon, TypeIcon, YoutubeIcon } from './icons';
import styles from './media-viewer.module.css';

/** The WebP line of the details: governed by the processing status. */
function webpText(item: MediaItem, locale: string, t: (key: string, values?: Record<string, unknown>) => string) {
  if (item.processing_status !== 'completed') return t(`viewer.processing.${item.processing_status}`);
  if (!item.webp_path) return t('viewer.webpNone');
  // Isolated left-to-right, so that "8.7 KB" keeps its order inside a right-to-left sentence.
  const size = `\u2066${formatBytes(item.webp_file_size, locale) ?? item.webp_file_size_formatted ?? ''}\u2069`;
  if (item.compression_ratio === null) return t('viewer.webpReadyNoRatio', { size });
  const ratio = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(item.compression_ratio);
  return t('viewer.webpReady', { size, ratio });
}

/**
 * The viewer's side panel: title, badges, description, details and the actions (download the
 * original, watch on YouTube).
 */
export function ViewerInfo({ item, titleId }: { item: MediaItem; titleId: string }) {
  const { t } = useTranslation('media');
  const locale = localeOf(currentLanguage());
  const youtube = isYoutube(item);

  // One message per event: the toast (it shows above the modal viewer, in the top layer), no note as well.
  const say = (kind: 'success' | 'error', text: string) => notify(kind, text);

  const size = formatBytes(item.file_size, locale);
  const duration = formatPlayerTime(item.duration);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'category', label: t('viewer.category'), value: <CategoryTag category={item.category} /> },
  ];
  if (size) rows.push({ key: 'size', label: t('viewer.fileSize'), value: <span dir="ltr">{size}</span> });
  if (item.media_type === 'image' && !youtube) {
    rows.push({ key: 'webp', label: t('viewer.webp'), value: webpText(item, locale, t) });
  }
  if (item.width && item.height) {
    rows.push({
      key: 'dimensions',
      label: t('viewer.dimensions'),
      value: t('viewer.dimensionsValue', {
        width: formatNumber(item.width, locale),
        height: formatNumber(item.height, locale),
      }),
    });
  }
  if (duration) rows.push({ key: 'duration', label: t('viewer.duration'), value: <span dir="ltr">{duration}</span> });
  if (item.original_filename) {
    rows.push({
      key: 'name',
      label: t('viewer.originalName'),
      value: <bdi className={styles.filename}>{item.original_filename}</bdi>,
    });
  }
  rows.push(
    { key: 'status', label: t('viewer.status'), value: t(`viewer.statuses.${item.status}`) },
    {
      key: 'visibility',
      label: t('viewer.visibility'),
      value: item.is_public ? t('viewer.public') : t('viewer.private'),
    },
    { key: 'id', label: t('viewer.id'), value: <code dir="ltr">{shortUuid(item.uuid)}</code> },
    {
      key: 'created',
      label: t('viewer.created'),
      value: <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>,
    },
  );
  if (wasUpdated(item.created_at, item.updated_at)) {
    rows.push({
      key: 'updated',
      label: t('viewer.updated'),
      value: <time dateTime={item.updated_at}>{formatDateTime(item.updated_at, locale)}</time>,
    });
  }

  const filename = item.original_filename ?? item.title;
  return (
    <>
      <h2 id={titleId} className={styles.title} data-toast-below="">
        <bdi>{item.title}</bdi>
      </h2>
      <ul className={styles.badges}>
        {item.is_featured && (
          <li className={`${styles.badge} ${styles.badgeFeatured}`}>
            <StarIcon size={14} />
            {t('viewer.badges.featured')}
          </li>
        )}
        <li className={styles.badge}>
          <TypeIcon type={item.media_type} size={14} />
          {t(`type.${item.media_type}`)}
        </li>
        {youtube && (
          <li className={`${styles.badge} ${styles.badgeYoutube}`}>
            <YoutubeIcon size={14} />
            {t('viewer.badges.youtube')}
          </li>
        )}
      </ul>
      {item.description && (
        <p className={styles.description} dir="auto">
          {item.description}
        </p>
      )}

      <div className={styles.actions}>
        {!youtube &&
          (item.original_path ? (
            <a
              className="button button-primary"
              href={downloadUrl(item.original_path)}
              download={item.original_filename ?? ''}
              onClick={() => say('success', t('toasts.downloading', { filename }))}
            >
              <DownloadIcon size={18} />
              {t('viewer.downloadOriginal')}
            </a>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => say('error', t('toasts.noOriginal'))}
            >
              <DownloadIcon size={18} />
              {t('viewer.downloadOriginal')}
            </button>
          ))}
        {youtube && (
          <a
            className={`button ${styles.youtubeButton}`}
            href={youtubeWatchUrl(item.youtube_id)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <YoutubeIcon size={18} />
            {t('viewer.watchOnYoutube')}
            <ExternalIcon size={14} />
            <span className="visually-hidden">{t('viewer.opensNewTab')}</span>
          </a>
        )}
      </div>

      <section className={styles.detailsSection} aria-labelledby={`${titleId}-details`}>
        <h3 id={`${titleId}-details`} className={styles.sectionTitle}>
          {t('viewer.details')}
        </h3>
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.key} className={styles.detail}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
