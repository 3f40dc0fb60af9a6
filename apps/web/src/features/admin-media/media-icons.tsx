import type { ReactNode } from 'react';
import { ICON_DRAWINGS, LineIcon, type IconProps } from '../../components/admin/icons';

export type MediaIconName = 'image' | 'video' | 'audio' | 'youtube' | 'grid' | 'list' | 'refresh' | 'play';

/** The drawings of the media screens' icons. */
export const MEDIA_DRAWINGS: Record<MediaIconName, ReactNode> = {
  image: ICON_DRAWINGS.media,
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </>
  ),
  audio: (
    <>
      <path d="M9 18V5l11-2v13" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3Z" />
    </>
  ),
  grid: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
    </>
  ),
  list: <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />,
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.9-3.5L4 9" />
      <path d="M4 4v5h5M4 13a8 8 0 0 0 14.9 3.5L20 15" />
      <path d="M20 20v-5h-5" />
    </>
  ),
  play: <path d="m8 5 11 7-11 7Z" />,
};

/** A decorative icon of the media screens (the text beside it names the thing). */
export function MediaIcon({ name, ...frame }: IconProps<MediaIconName>) {
  return <LineIcon {...frame}>{MEDIA_DRAWINGS[name]}</LineIcon>;
}
