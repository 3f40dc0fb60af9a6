import type { LanguageCode, MediaCategoryIcon } from '@site/contracts';

/** Text in every language; English is the fallback. */
export type Texts<T> = { en: T } & Partial<Record<LanguageCode, T>>;
export interface ItemText {
  title: string;
  description: string;
}

export interface SeedBase {
  key: string;
  category: string;
  featured?: boolean;
  translations: Texts<ItemText>;
}

export type MediaSeedItem =
  | (SeedBase & { kind: 'scene'; width: number; height: number; palette: string[]; seed: number })
  | (SeedBase & { kind: 'diagram'; heading: string; boxes: string[] })
  | (SeedBase & { kind: 'melody'; notes: number[] })
  | (SeedBase & { kind: 'youtube'; youtubeId: string; duration: number | null });

export interface MediaSeed {
  categories: Array<{
    key: string;
    icon: MediaCategoryIcon;
    color: string;
    names: Texts<string>;
    descriptions: Texts<string>;
  }>;
  items: MediaSeedItem[];
  comments: Array<{
    item: string;
    name: string;
    text: string;
    status: 'approved' | 'pending';
    response?: string;
  }>;
}

/** One kind of item, by its `kind`. */
export type SeedOf<Kind extends MediaSeedItem['kind']> = Extract<MediaSeedItem, { kind: Kind }>;
