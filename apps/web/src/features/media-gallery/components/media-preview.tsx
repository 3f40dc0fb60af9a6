import type { MediaItem } from '@site/contracts';
import { useState } from 'react';
import { gridImageSizes } from '../lib/grid';
import { isYoutube, previewAspectRatio, previewSrc, previewSrcSet } from '../lib/media';
import { TypeIcon } from './icons';
import styles from './media-card.module.css';

const SIZES = gridImageSizes();
const TYPE_CLASS = { image: styles.typeImage, video: styles.typeVideo, audio: styles.typeAudio };

/**
 * A card's picture: the thumbnail of an image or video in the best fitting size, or a
 * placeholder for audio, a missing thumbnail or one that fails to load (a YouTube picture offline).
 */
export function MediaPreview({ item }: { item: MediaItem }) {
  const [failed, setFailed] = useState<string | null>(null);
  const ratio = previewAspectRatio(item);
  const src = item.media_type === 'audio' ? null : previewSrc(item.thumbnail_paths);
  if (!src || failed === src) {
    return (
      <span className={`${styles.placeholder} ${TYPE_CLASS[item.media_type]}`} style={{ aspectRatio: ratio }}>
        {/* A video's placeholder shows the card's play button alone. */}
        {item.media_type !== 'video' && <TypeIcon type={item.media_type} size={44} strokeWidth={1.5} />}
      </span>
    );
  }
  const width = 640;
  return (
    <img
      className={styles.image}
      src={src}
      srcSet={previewSrcSet(item)}
      sizes={SIZES}
      alt=""
      width={width}
      height={Math.round(width / ratio)}
      loading="lazy"
      decoding="async"
      style={{ aspectRatio: ratio }}
      referrerPolicy={isYoutube(item) ? 'no-referrer' : undefined}
      onError={() => setFailed(src)}
    />
  );
}
