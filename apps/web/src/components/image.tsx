import { useState, type ReactNode } from 'react';

/**
 * A decorative image loaded lazily, which gives way to `fallback` when it has no address or its address
 * fails to load; a new address is tried again. Its class and size go to the <img> as they are.
 */
export function ImageWithFallback({
  src,
  fallback,
  ...image
}: {
  src: string | null | undefined;
  fallback: ReactNode;
  className?: string;
  width: number;
  height: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return fallback;
  return <img {...image} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
