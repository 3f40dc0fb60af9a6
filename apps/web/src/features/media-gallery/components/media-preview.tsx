import type { MediaItem } from '@site/contracts';
import { gridImageSizes } from '../lib/grid';
import { previewAspectRatio, previewSrc, previewSrcSet } from '../lib/media';
import { TypeIcon } from './icons';
import { MediaImage } from './media-image';
import styles from './media-card.module.css';

const SIZES = gridImageSizes();
const TYPE_CLASS = { image: styles.typeImage, video: styles.typeVideo, audio: styles.typeAudio };

/**
 * A card's picture: the thumbnail of an image or video in the best fitting size, or a
 * placeholder for audio, a missing thumbnail or one that fails to load (a YouTube picture offline).
 */
export function MediaPreview({ item }: { item: MediaItem }) {
  const ratio = previewAspectRatio(item);
  const width = 640;
  return (
    <MediaImage
      item={item}
      src={item.media_type === 'audio' ? null : previewSrc(item.thumbnail_paths)}
      fallback={
        <span className={`${styles.placeholder} ${TYPE_CLASS[item.media_type]}`} style={{ aspectRatio: ratio }}>
          {/* A video's placeholder shows the card's play button alone. */}
          {item.media_type !== 'video' && <TypeIcon type={item.media_type} size={44} strokeWidth={1.5} />}
        </span>
      }
      className={styles.image}
      srcSet={previewSrcSet(item)}
      sizes={SIZES}
      alt=""
      width={width}
      height={Math.round(width / ratio)}
      loading="lazy"
      decoding="async"
      style={{ aspectRatio: ratio }}
    />
  );
}
