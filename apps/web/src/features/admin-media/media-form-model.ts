import {
  LANGUAGE_CODES,
  MEDIA_MESSAGES,
  youtubeCreateSchema,
  youtubeIdOf,
  type AdminMediaItem,
  type LanguageCode,
  type MediaStatus,
  type MediaUpdate,
  type YoutubeCreate,
} from '@site/contracts';

export interface MediaTextValues {
  title: string;
  description: string;
}

/** The edit form: every language present ('' = falls back to English); the category as a select value. */
export interface MediaFormValues {
  translations: Record<LanguageCode, MediaTextValues>;
  category_id: string;
  is_featured: boolean;
  is_public: boolean;
  status: MediaStatus;
}

export function isTextEmpty(text: MediaTextValues | undefined): boolean {
  return !text || (text.title.trim() === '' && text.description.trim() === '');
}

/** The form's starting values from an item. */
export function mediaFormDefaults(item: AdminMediaItem): MediaFormValues {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const text = item.translations[code];
      return [code, { title: text?.title ?? '', description: text?.description ?? '' }];
    }),
  ) as Record<LanguageCode, MediaTextValues>;
  return {
    translations,
    category_id: item.category_id === null ? '' : String(item.category_id),
    is_featured: item.is_featured,
    is_public: item.is_public,
    status: item.status,
  };
}

/** The PUT body: English always, other languages only when something is written in them. */
export function buildMediaPayload(values: MediaFormValues): MediaUpdate {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code === 'en' || !isTextEmpty(values.translations[code])).map((code) => [
      code,
      { title: values.translations[code].title, description: values.translations[code].description },
    ]),
  ) as MediaUpdate['translations'];
  return {
    translations,
    category_id: values.category_id ? Number(values.category_id) : null,
    is_featured: values.is_featured,
    is_public: values.is_public,
    status: values.status,
  };
}

/** The English texts to copy into an empty language, for the owner to translate. */
export function copyEnglish(values: MediaFormValues): MediaTextValues {
  return { ...values.translations.en };
}

/** The "Add YouTube video" form, shaped like its request so that server errors land on the fields. */
export interface YoutubeFormValues {
  youtube_url: string;
  translations: { en: MediaTextValues };
  category_id: string;
  is_public: boolean;
  is_featured: boolean;
}

export const YOUTUBE_FORM_DEFAULTS: YoutubeFormValues = {
  youtube_url: '',
  translations: { en: { title: '', description: '' } },
  category_id: '',
  is_public: true,
  is_featured: false,
};

export function buildYoutubePayload(values: YoutubeFormValues): YoutubeCreate {
  return {
    youtube_url: values.youtube_url.trim(),
    translations: { en: values.translations.en },
    category_id: values.category_id ? Number(values.category_id) : null,
    is_public: values.is_public,
    is_featured: values.is_featured,
  };
}

/** The contract's rules, plus a YouTube address the site can read (checked here before asking the server). */
export const youtubeFormSchema = youtubeCreateSchema.superRefine((value, ctx) => {
  if (!youtubeIdOf(value.youtube_url)) {
    ctx.addIssue({ code: 'custom', path: ['youtube_url'], message: MEDIA_MESSAGES.youtubeInvalid });
  }
});
