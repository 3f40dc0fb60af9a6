import {
  LANGUAGE_CODES,
  MEDIA_CATEGORY_ICONS,
  type AdminMediaCategory,
  type LanguageCode,
  type MediaCategoryIcon,
  type MediaCategoryInput,
} from '@site/contracts';
import { isCategoryIcon } from './category-icons';

/** The form: a name and a description box per language ('' = falls back to English). */
export interface MediaCategoryFormValues {
  key: string;
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  color_code: string;
  icon: MediaCategoryIcon;
  sort_order: number;
  is_active: boolean;
}

export const DEFAULT_CATEGORY_COLOUR = '#efc940';

function perLanguage(map: Record<string, string> | undefined): Record<LanguageCode, string> {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, map?.[code] ?? ''])) as Record<LanguageCode, string>;
}

/** The form's starting values: the category's own, or empty at the next free position. */
export function mediaCategoryFormDefaults(
  category: AdminMediaCategory | null,
  nextOrder: number,
): MediaCategoryFormValues {
  return {
    key: category?.key ?? '',
    names: perLanguage(category?.names),
    descriptions: perLanguage(category?.descriptions),
    color_code: category?.color_code ?? DEFAULT_CATEGORY_COLOUR,
    icon: category && isCategoryIcon(category.icon) ? category.icon : MEDIA_CATEGORY_ICONS[0],
    sort_order: category?.sort_order ?? nextOrder,
    is_active: category?.is_active ?? true,
  };
}

/** The request body: English name always, other names and descriptions only where something is written. */
export function buildMediaCategoryPayload(values: MediaCategoryFormValues): MediaCategoryInput {
  const written = (map: Record<LanguageCode, string>, keepEnglish: boolean) =>
    Object.fromEntries(
      LANGUAGE_CODES.filter((code) => (keepEnglish && code === 'en') || map[code].trim() !== '').map((code) => [
        code,
        map[code],
      ]),
    );
  return {
    key: values.key,
    names: written(values.names, true) as MediaCategoryInput['names'],
    descriptions: written(values.descriptions, false),
    color_code: values.color_code,
    icon: values.icon,
    sort_order: values.sort_order,
    is_active: values.is_active,
  };
}

/** A key suggested from the English name while the key is still empty: "Travel & Trips" → "travel-trips". */
export function suggestKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}
