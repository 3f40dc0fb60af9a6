import { youtubeWatchUrl, type MediaItem } from '@site/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { formatBytes, formatPlayerTime } from '../../../lib/format';
import { cutDescription, isYoutube } from '../lib/media';
import { CategoryTag } from './category-tag';
import { EyeIcon, PlayIcon, StarIcon, TypeIcon, YoutubeIcon } from './icons';
import styles from './media-card.module.css';
import { MediaPreview } from './media-preview';

export interface MediaCardProps {
  item: MediaItem;
  /** Opens the viewer on this item; `opener` gets the focus back when it closes. */
  onOpen: (uuid: string, opener: HTMLElement) => void;
}

/** Marks the button that opens an item, so that the focus can return to it (the viewer may have moved on). */
export const OPENER_ATTRIBUTE = 'data-opens';

/**
 * One gallery card: preview with play overlay and duration for videos, featured star, eye
 * button (the whole picture), YouTube link, title, category tag, type, file size and a short description.
 */
export const MediaCard = memo(function MediaCard({ item, onOpen }: MediaCardProps) {
  const { t } = useTranslation('media');
  const locale = localeOf(currentLanguage());
  const duration = item.media_type === 'video' ? formatPlayerTime(item.duration) : null;
  const size = formatBytes(item.file_size, locale);
  const description = cutDescription(item.description);
  const youtube = isYoutube(item);

  return (
    <li className={styles.card}>
      <article className={styles.inner}>
        <div className={styles.preview}>
          <MediaPreview item={item} />
          {item.media_type === 'video' && (
            <span className={styles.play} aria-hidden="true">
              <PlayIcon size={26} />
            </span>
          )}
          {duration && (
            <span className={styles.duration}>
              <span className="visually-hidden">{t('card.duration')} </span>
              <span dir="ltr">{duration}</span>
            </span>
          )}
          <button
            type="button"
            className={styles.open}
            data-opens={item.uuid}
            aria-label={t('card.view', { title: item.title })}
            onClick={(event) => onOpen(item.uuid, event.currentTarget)}
          >
            <span className={styles.eye}>
              <EyeIcon size={20} />
            </span>
          </button>
          {item.is_featured && (
            <span className={styles.featured} title={t('card.featured')}>
              <StarIcon size={14} />
              <span className="visually-hidden">{t('card.featured')}</span>
            </span>
          )}
          {youtube && (
            <a
              className={styles.youtube}
              href={youtubeWatchUrl(item.youtube_id)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.watchOnYoutube', { title: item.title })}
              title={t('viewer.watchOnYoutube')}
            >
              <YoutubeIcon size={20} />
            </a>
          )}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>
            <bdi>{item.title}</bdi>
          </h3>
          <div className={styles.meta}>
            <CategoryTag category={item.category} />
            <span className={styles.metaItem}>
              <TypeIcon type={item.media_type} size={14} />
              {t(`type.${item.media_type}`)}
            </span>
            {size && (
              <span className={styles.metaItem} dir="ltr">
                {size}
              </span>
            )}
          </div>
          {description && (
            <p className={styles.description} dir="auto">
              {description}
            </p>
          )}
        </div>
      </article>
    </li>
  );
});

/** A card-shaped placeholder while the first page loads (8 of them). */
export function MediaCardSkeleton({ index }: { index: number }) {
  const ratios = [4 / 3, 1, 16 / 9, 3 / 4];
  return (
    <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.inner}>
        <div className={styles.preview}>
          <span className={styles.shimmer} style={{ aspectRatio: ratios[index % ratios.length] }} />
        </div>
        <div className={styles.body}>
          <span className={`${styles.line} ${styles.lineTitle}`} />
          <span className={`${styles.line} ${styles.lineShort}`} />
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.lineMedium}`} />
        </div>
      </div>
    </li>
  );
}
