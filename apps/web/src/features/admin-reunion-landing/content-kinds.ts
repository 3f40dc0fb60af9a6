import {
  DEFAULT_LANGUAGE,
  LANDING_ICONS,
  LANDING_LIMITS as L,
  LANGUAGE_CODES,
  pickLanguage,
  sloganInputSchema,
  SPONSOR_CATEGORIES,
  sponsorInputSchema,
  statInputSchema,
  testimonialInputSchema,
  type LanguageCode,
} from '@site/contracts';
import type { z } from 'zod';
import type { LandingContentKind, LandingInput, LandingItem } from '../../api/admin-reunion-landing';

/**
 * What the landing content editor knows of each kind (statistics, sponsors, testimonials, slogans): its
 * input schema, its fields shared by every language, its texts per language, and how a row names an item.
 * The list, the editor and the reordering are one generic component driven by these descriptions.
 */

/** A field shared by every language. Its label is `admin.content.fields.<name>`, its hint `…hints.<name>`. */
export type SharedField =
  | {
      name: string;
      control: 'text';
      maxLength: number;
      /** Addresses, keys and hashtags read left to right in every language. */
      ltr?: boolean;
      inputMode?: 'url';
      hint?: boolean;
    }
  /** One of `options`, each labelled `admin.content.options.<name>.<value>`. */
  | { name: string; control: 'select'; options: readonly string[]; hint?: boolean }
  | { name: string; control: 'colour'; hint?: boolean };

/** A text per language, under `translations.<code>.<name>`; labelled `admin.content.fields.<name>`. */
export interface LocalText {
  name: string;
  maxLength: number;
  /** A text area of this many rows; a one-line box when left out. */
  rows?: number;
  /** Whether a language that is written needs it (English always is). */
  required: boolean;
}

/** The editor's values: the shared fields as text (or a choice), order, publishing, and all ten languages. */
export interface ContentFormValues {
  [field: string]: unknown;
  sort_order: number;
  is_published: boolean;
  translations: Record<LanguageCode, Record<string, string>>;
}

/** How a row of the list names an item: its title, the line under it, and a code (key, hashtag) if any. */
export interface RowSummary {
  name: string;
  detail: string;
  code?: string;
}

export interface ContentKind<K extends LandingContentKind> {
  kind: K;
  schema: z.ZodType<unknown, LandingInput<K>>;
  fields: readonly SharedField[];
  texts: readonly LocalText[];
  /** The shared fields of a new item. */
  defaults: Record<string, string>;
  summary: (item: LandingItem<K>, lang: LanguageCode) => RowSummary;
}

type Texts<K extends LandingContentKind> = LandingItem<K>['translations'][string];

/** An item's texts in the admin's language, else English. */
function textsOf<K extends LandingContentKind>(item: LandingItem<K>, lang: LanguageCode): Texts<K> | undefined {
  return pickLanguage(item.translations as Partial<Record<LanguageCode, Texts<K>>>, lang);
}

export const statsKind: ContentKind<'stats'> = {
  kind: 'stats',
  schema: statInputSchema,
  fields: [
    { name: 'key', control: 'text', maxLength: L.keyMax, ltr: true, hint: true },
    { name: 'source_url', control: 'text', maxLength: L.urlMax, ltr: true, inputMode: 'url', hint: true },
  ],
  texts: [
    { name: 'value', maxLength: L.valueMax, required: true },
    { name: 'label', maxLength: L.labelMax, required: true },
    { name: 'source', maxLength: L.sourceMax, required: true, rows: 2 },
  ],
  defaults: { key: '', source_url: '' },
  summary: (item, lang) => {
    const texts = textsOf<'stats'>(item, lang);
    return { name: `${texts?.value ?? ''} · ${texts?.label ?? ''}`, detail: texts?.source ?? '', code: item.key };
  },
};

export const sponsorsKind: ContentKind<'sponsors'> = {
  kind: 'sponsors',
  schema: sponsorInputSchema,
  fields: [
    { name: 'name', control: 'text', maxLength: L.nameMax, hint: true },
    { name: 'category', control: 'select', options: SPONSOR_CATEGORIES },
    { name: 'icon', control: 'select', options: LANDING_ICONS, hint: true },
    { name: 'colour', control: 'colour', hint: true },
    { name: 'website', control: 'text', maxLength: L.urlMax, ltr: true, inputMode: 'url', hint: true },
  ],
  texts: [{ name: 'description', maxLength: L.descriptionMax, required: true, rows: 3 }],
  defaults: { name: '', category: SPONSOR_CATEGORIES[0], icon: 'handshake', colour: '#1f6feb', website: '' },
  summary: (item, lang) => ({ name: item.name, detail: textsOf<'sponsors'>(item, lang)?.description ?? '' }),
};

export const testimonialsKind: ContentKind<'testimonials'> = {
  kind: 'testimonials',
  schema: testimonialInputSchema,
  fields: [
    { name: 'name', control: 'text', maxLength: L.nameMax },
    { name: 'avatar_url', control: 'text', maxLength: L.urlMax, ltr: true, inputMode: 'url', hint: true },
  ],
  texts: [
    { name: 'role', maxLength: L.roleMax, required: false },
    { name: 'location', maxLength: L.locationMax, required: false },
    { name: 'content', maxLength: L.contentMax, required: true, rows: 4 },
  ],
  defaults: { name: '', avatar_url: '' },
  summary: (item, lang) => {
    const texts = textsOf<'testimonials'>(item, lang);
    const who = [item.name, texts?.role, texts?.location].filter(Boolean).join(' · ');
    return { name: who, detail: texts?.content ?? '' };
  },
};

export const slogansKind: ContentKind<'slogans'> = {
  kind: 'slogans',
  schema: sloganInputSchema,
  fields: [
    { name: 'hashtag', control: 'text', maxLength: L.hashtagMax, hint: true },
    { name: 'icon', control: 'select', options: LANDING_ICONS },
  ],
  texts: [
    { name: 'title', maxLength: L.titleMax, required: true },
    { name: 'content', maxLength: L.contentMax, required: true, rows: 3 },
  ],
  defaults: { hashtag: '#', icon: 'heart' },
  summary: (item, lang) => {
    const texts = textsOf<'slogans'>(item, lang);
    return { name: texts?.title ?? '', detail: texts?.content ?? '', code: item.hashtag };
  },
};

/** One language's texts, every one blank. */
function blankTexts(kind: ContentKind<LandingContentKind>): Record<string, string> {
  return Object.fromEntries(kind.texts.map((text) => [text.name, '']));
}

/** The editor's values for a new item, placed at `sortOrder`. */
export function emptyForm<K extends LandingContentKind>(kind: ContentKind<K>, sortOrder: number): ContentFormValues {
  const base = kind as unknown as ContentKind<LandingContentKind>;
  return {
    ...kind.defaults,
    sort_order: sortOrder,
    is_published: true,
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, blankTexts(base)])) as Record<
      LanguageCode,
      Record<string, string>
    >,
  };
}

/** The editor's values of a stored item: absent addresses as '', languages without texts blank. */
export function itemToForm<K extends LandingContentKind>(
  kind: ContentKind<K>,
  item: LandingItem<K>,
): ContentFormValues {
  const form = emptyForm(kind, item.sort_order);
  const stored = item as unknown as Record<string, unknown>;
  for (const field of kind.fields) form[field.name] = (stored[field.name] as string | null) ?? '';
  for (const code of LANGUAGE_CODES) {
    const texts = item.translations[code] as Record<string, string> | undefined;
    if (!texts) continue;
    form.translations[code] = Object.fromEntries(kind.texts.map((text) => [text.name, texts[text.name] ?? '']));
  }
  return { ...form, is_published: item.is_published };
}

/** Whether a language's texts are all blank (the language is left out and falls back to English). */
export function isBlank(texts: Record<string, string> | undefined): boolean {
  return !texts || Object.values(texts).every((value) => value.trim() === '');
}

/**
 * The request body of the editor's values, for the kind's input schema: the shared fields, order and
 * publishing, English always, and any other language only when something is written in it.
 */
export function formToPayload<K extends LandingContentKind>(
  kind: ContentKind<K>,
  values: ContentFormValues,
): LandingInput<K> {
  const body: Record<string, unknown> = {};
  for (const field of kind.fields) body[field.name] = values[field.name];
  const translations: Record<string, Record<string, string>> = {};
  for (const code of LANGUAGE_CODES) {
    const texts = values.translations[code];
    if (code !== DEFAULT_LANGUAGE && isBlank(texts)) continue;
    translations[code] = { ...blankTexts(kind as unknown as ContentKind<LandingContentKind>), ...texts };
  }
  return {
    ...body,
    sort_order: values.sort_order,
    is_published: values.is_published,
    translations,
  } as unknown as LandingInput<K>;
}

/** A stored item as the body that rewrites it unchanged (but for what `change` sets). */
export function itemToInput<K extends LandingContentKind>(
  kind: ContentKind<K>,
  item: LandingItem<K>,
  change: Partial<ContentFormValues> = {},
): LandingInput<K> {
  return formToPayload(kind, { ...itemToForm(kind, item), ...change });
}

/** The position a new item gets: after every other one. */
export function nextSortOrder(items: readonly { sort_order: number }[]): number {
  return Math.min(
    10_000,
    items.reduce((max, item) => Math.max(max, item.sort_order + 10), 0),
  );
}

/**
 * The order changes that move one item a step up (-1) or down (+1) of a list in display order: the two
 * items swap their positions; when they share one (e.g. both 0), the whole list is numbered 10, 20, 30…
 * in its new order so that the move shows. Only the items whose position changes are in the answer.
 */
export function reorderPlan(
  items: readonly { id: number; sort_order: number }[],
  id: number,
  step: -1 | 1,
): { id: number; sort_order: number }[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return [];
  const moving = items[from]!;
  const other = items[to]!;
  if (moving.sort_order !== other.sort_order) {
    return [
      { id: moving.id, sort_order: other.sort_order },
      { id: other.id, sort_order: moving.sort_order },
    ];
  }
  const next = [...items];
  [next[from], next[to]] = [other, moving];
  return next
    .map((item, index) => ({ id: item.id, sort_order: Math.min(10_000, (index + 1) * 10), was: item.sort_order }))
    .filter((item) => item.sort_order !== item.was)
    .map(({ id: itemId, sort_order }) => ({ id: itemId, sort_order }));
}
