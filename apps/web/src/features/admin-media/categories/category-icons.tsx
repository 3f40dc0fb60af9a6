import { MEDIA_CATEGORY_ICONS, type MediaCategoryIcon } from '@site/contracts';
import type { ReactNode } from 'react';
import { ICON_DRAWINGS, LineIcon, type IconProps } from '../../../components/admin/icons';
import { MEDIA_DRAWINGS } from '../media-icons';

/** Line drawings of the media category icons (24×24, stroke in the text colour). */
const PATHS: Record<MediaCategoryIcon, ReactNode> = {
  camera: (
    <>
      <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  film: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M7 4v16M17 4v16M3 9h4M3 15h4M17 9h4M17 15h4" />
    </>
  ),
  music: MEDIA_DRAWINGS.audio,
  mic: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8.5 21h7" />
    </>
  ),
  map: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  star: ICON_DRAWINGS.star,
  heart: <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 6.6a4.5 4.5 0 0 1 8 2.9C20 15.1 12 20 12 20Z" />,
  book: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2Z" />
      <path d="M4 21V5M8 7h7" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </>
  ),
  image: ICON_DRAWINGS.media,
};

/** True when a stored icon name is one the site draws. */
export function isCategoryIcon(name: string): name is MediaCategoryIcon {
  return (MEDIA_CATEGORY_ICONS as readonly string[]).includes(name);
}

/** One category icon; decorative (the category's name is always written beside it). Unknown names draw a tag. */
export function CategoryIcon({ name, ...frame }: IconProps<string>) {
  return (
    <LineIcon {...frame}>{isCategoryIcon(name) ? PATHS[name] : <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z" />}</LineIcon>
  );
}
