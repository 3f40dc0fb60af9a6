import {
  LANGUAGE_CODES,
  type AdminStory,
  type LanguageCode,
  type NewsCategory,
  type NewsPriority,
  type StoryInput,
  type StoryKind,
} from '@site/contracts';

/** One language's texts in the form; every language is present, blank when not written. */
export interface StoryTextForm {
  title: string;
  excerpt: string;
  body: string;
  family_quote: string;
  family_member: string;
  how_found: string;
}

/**
 * The story form's values: `StoryInput` field by field (so that errors land on the same paths), with numbers
 * as the inputs hold them (text) and every language present. Only the facts of the chosen kind are sent.
 */
export interface StoryFormValues {
  slug: string;
  kind: StoryKind;
  published: boolean;
  published_at: string;
  image_url: string;
  translations: Record<LanguageCode, StoryTextForm>;
  reunion: {
    name: string;
    missing_days: string;
    found_location: string;
    distance_from_home_km: string;
    volunteers_involved: string;
    reunion_date: string;
    case_number: string;
  };
  news: { category: NewsCategory; priority: NewsPriority; featured: boolean; tags: string };
}

const emptyText = (): StoryTextForm => ({
  title: '',
  excerpt: '',
  body: '',
  family_quote: '',
  family_member: '',
  how_found: '',
});

export function emptyStoryForm(): StoryFormValues {
  return {
    slug: '',
    kind: 'news',
    published: false,
    published_at: '',
    image_url: '',
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, emptyText()])) as Record<
      LanguageCode,
      StoryTextForm
    >,
    reunion: {
      name: '',
      missing_days: '',
      found_location: '',
      distance_from_home_km: '',
      volunteers_involved: '0',
      reunion_date: '',
      case_number: '',
    },
    news: { category: 'platform', priority: 'medium', featured: false, tags: '' },
  };
}

/** The form values of a stored story. */
export function storyToForm(story: AdminStory): StoryFormValues {
  const form = emptyStoryForm();
  for (const code of LANGUAGE_CODES) {
    const stored = story.translations[code];
    if (stored) form.translations[code] = { ...emptyText(), ...stored };
  }
  const facts = story.reunion;
  return {
    ...form,
    slug: story.slug,
    kind: story.kind,
    published: story.published,
    published_at: story.published_at.slice(0, 10),
    image_url: story.image_url ?? '',
    reunion: facts
      ? {
          name: facts.name,
          missing_days: String(facts.missing_days),
          found_location: facts.found_location,
          distance_from_home_km: facts.distance_from_home_km === null ? '' : String(facts.distance_from_home_km),
          volunteers_involved: String(facts.volunteers_involved),
          reunion_date: facts.reunion_date,
          case_number: facts.case_number ?? '',
        }
      : form.reunion,
    news: story.news ? { ...story.news, tags: story.news.tags.join(', ') } : form.news,
  };
}

/** Whether a language has nothing written (its tab then shows no dot, and it is not sent). */
export function isTextEmpty(text: StoryTextForm | undefined): boolean {
  return !text || Object.values(text).every((value) => value.trim() === '');
}

/** A number typed in a box: a number when it reads as one, else the text (the schema then refuses it). */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** The request body of the form: English always, other languages when written, the facts of its kind. */
export function buildStoryPayload(values: StoryFormValues): StoryInput {
  const translations = Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => {
      const text = values.translations[code];
      return code === 'en' || !isTextEmpty(text) ? [[code, text]] : [];
    }),
  ) as StoryInput['translations'];
  const facts = values.reunion;
  return {
    slug: values.slug.trim(),
    kind: values.kind,
    published: values.published,
    published_at: values.published_at.trim() || null,
    image_url: values.image_url.trim() || null,
    translations,
    reunion:
      values.kind === 'reunion'
        ? ({
            name: facts.name,
            missing_days: numberOf(facts.missing_days),
            found_location: facts.found_location,
            distance_from_home_km:
              facts.distance_from_home_km.trim() === '' ? null : numberOf(facts.distance_from_home_km),
            volunteers_involved: numberOf(facts.volunteers_involved),
            reunion_date: facts.reunion_date,
            case_number: facts.case_number.trim() || null,
          } as NonNullable<StoryInput['reunion']>)
        : null,
    news:
      values.kind === 'news'
        ? {
            category: values.news.category,
            priority: values.news.priority,
            featured: values.news.featured,
            tags: values.news.tags
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          }
        : null,
  };
}
