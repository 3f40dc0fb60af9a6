import type { AdminMediaItem } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format';
import { previewOf } from './media-display';
import { MediaIcon } from './media-icons';
import styles from './media-preview.module.css';

/**
 * An item's small picture: its thumbnail (YouTube's may fail offline), else a placeholder with the
 * type's icon. Decorative: the title is always written next to it.
 */
export function MediaPreview({
  item,
  locale,
  className,
}: {
  item: AdminMediaItem;
  locale: string;
  className?: string;
}) {
  const { t } = useTranslation('admin-media');
  const src = previewOf(item);
  const [broken, setBroken] = useState<string | null>(null);
  const icon = item.youtube_id ? 'youtube' : item.media_type;
  return (
    <span className={`${styles.preview} ${className ?? ''}`} data-type={item.media_type}>
      {src && broken !== src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className={styles.image} onError={() => setBroken(src)} />
      ) : (
        <span className={styles.placeholder}>
          <MediaIcon name={icon} size={28} />
          {(item.processing_status === 'pending' || item.processing_status === 'processing') && (
            <span className={styles.placeholderText}>{t('processing.processing')}</span>
          )}
        </span>
      )}
      {item.media_type === 'video' && src && broken !== src && (
        <span className={styles.play}>
          <MediaIcon name="play" size={16} />
        </span>
      )}
      {item.duration !== null && item.duration > 0 && (
        <span className={styles.duration} dir="ltr">
          {formatClock(item.duration, locale)}
        </span>
      )}
    </span>
  );
}
