import type { MediaItem } from '@site/contracts';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { isYoutube } from '../lib/media';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'referrerPolicy' | 'onError'> & {
  item: MediaItem;
  src: string | null;
  /** Empty where the picture is decorative (its card says what it is). */
  alt: string;
  /** Shown instead while there is no source, or once this source has failed to load (a YouTube picture offline). */
  fallback: ReactNode;
};

/**
 * A media item's picture: YouTube pictures are asked for without a referrer, and a source that fails to
 * load gives way to the fallback (a new source is tried again).
 */
export function MediaImage({ item, src, alt, fallback, ...image }: MediaImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return fallback;
  return (
    <img
      {...image}
      src={src}
      alt={alt}
      referrerPolicy={isYoutube(item) ? 'no-referrer' : undefined}
      onError={() => setFailed(src)}
    />
  );
}
