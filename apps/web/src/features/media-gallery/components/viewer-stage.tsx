import { youtubeEmbedUrl, type MediaItem } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { isYoutube, previewSrc, viewerImageSrc, viewerImageSrcSet } from '../lib/media';
import { MusicIcon, TypeIcon } from './icons';
import { MediaImage } from './media-image';
import styles from './media-viewer.module.css';

const VIEWER_SIZES = '(min-width: 992px) calc(100vw - 26rem), 100vw';

function NoPreview({ item }: { item: MediaItem }) {
  const { t } = useTranslation('media');
  return (
    <div className={styles.noPreview}>
      <TypeIcon type={item.media_type} size={56} strokeWidth={1.5} />
      <p>{t('viewer.noPreview')}</p>
    </div>
  );
}

function ViewerImage({ item }: { item: MediaItem }) {
  return (
    <MediaImage
      item={item}
      src={viewerImageSrc(item)}
      fallback={<NoPreview item={item} />}
      className={styles.image}
      srcSet={viewerImageSrcSet(item)}
      sizes={VIEWER_SIZES}
      alt={item.title}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      decoding="async"
    />
  );
}

/**
 * The item itself: the picture (WebP version if present), the YouTube player (autoplay,
 * muted, privacy-enhanced), a video player with the large thumbnail as poster, or an audio player.
 */
export function ViewerStage({ item }: { item: MediaItem }) {
  const { t } = useTranslation('media');
  if (isYoutube(item)) {
    return (
      <div className={styles.frame}>
        <iframe
          src={youtubeEmbedUrl(item.youtube_id)}
          title={t('viewer.youtubeTitle', { title: item.title })}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (item.media_type === 'image') return <ViewerImage item={item} />;
  if (!item.original_path) return <NoPreview item={item} />;
  if (item.media_type === 'video') {
    return (
      // Uploaded videos come without caption files: there is no track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className={styles.video}
        src={item.original_path}
        poster={item.thumbnail_paths.thumb_large ?? previewSrc(item.thumbnail_paths) ?? undefined}
        controls
        playsInline
        preload="metadata"
        width={item.width ?? undefined}
        height={item.height ?? undefined}
      />
    );
  }
  return (
    <div className={styles.audio}>
      <div className={styles.audioArt} aria-hidden="true">
        <MusicIcon size={72} strokeWidth={1.4} />
        <span className={styles.audioWave}>
          {Array.from({ length: 24 }, (_, index) => (
            <span key={index} style={{ blockSize: `${20 + ((index * 37) % 70)}%` }} />
          ))}
        </span>
      </div>
      <p className={styles.audioTitle}>
        <bdi>{item.title}</bdi>
      </p>
      {/* Uploaded audio comes without transcripts or caption files: there is no track to offer. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className={styles.audioPlayer} src={item.original_path} controls preload="metadata" />
    </div>
  );
}
