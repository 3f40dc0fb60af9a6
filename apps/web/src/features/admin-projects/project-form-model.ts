import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type AdminProject,
  type LanguageCode,
  type ProjectInput,
  type ProjectSize,
} from '@site/contracts';

/** A metric row as the form edits it. */
export interface MetricRow {
  label: string;
  value: string;
}

/** One language of a project in the form; every language is present, blank when not translated. */
export interface TranslationForm {
  title: string;
  description: string;
  metrics: MetricRow[];
}

/**
 * The project form's values. They mirror `ProjectInput` field by field, so that client and server
 * field errors (`translations.en.title`, `liveUrl`…) land on the same paths; the differences are
 * UI-friendly types (a select's string id, '' for "none") and all ten languages always present.
 */
export interface ProjectFormValues {
  /** '' = no category. */
  category_id: string;
  translations: Record<LanguageCode, TranslationForm>;
  image_url: string;
  technologies: string[];
  liveUrl: string;
  githubUrl: string;
  size: ProjectSize;
  /** '' = no badge colour. */
  badgeColor: string;
  is_published: boolean;
  is_featured: boolean;
  sort_order: number;
}

export const MAX_METRICS = 6;
export const MAX_TECHNOLOGIES = 20;

export function emptyTranslation(): TranslationForm {
  return { title: '', description: '', metrics: [] };
}

export function emptyProjectForm(): ProjectFormValues {
  return {
    category_id: '',
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, emptyTranslation()])) as Record<
      LanguageCode,
      TranslationForm
    >,
    image_url: '',
    technologies: [],
    liveUrl: '',
    githubUrl: '',
    size: 'medium',
    badgeColor: '',
    is_published: false,
    is_featured: false,
    sort_order: 0,
  };
}

/** '#' and blank both mean "no address"; the form shows them as an empty field. */
function addressForForm(value: string): string {
  return value.trim() === '#' ? '' : value;
}

/** The form values of a stored project. */
export function projectToForm(project: AdminProject): ProjectFormValues {
  const form = emptyProjectForm();
  for (const code of LANGUAGE_CODES) {
    const stored = project.translations[code];
    if (stored) {
      form.translations[code] = {
        title: stored.title,
        description: stored.description,
        metrics: stored.metrics.map((m) => ({ label: m.label, value: m.value })),
      };
    }
  }
  return {
    ...form,
    category_id: project.category_id === null ? '' : String(project.category_id),
    image_url: project.image_url ?? '',
    technologies: [...project.technologies],
    liveUrl: addressForForm(project.liveUrl),
    githubUrl: addressForForm(project.githubUrl),
    size: project.size,
    badgeColor: project.badgeColor ?? '',
    is_published: project.is_published,
    is_featured: project.is_featured,
    sort_order: project.sort_order,
  };
}

/** True when a language holds nothing at all: no title, no description, no metric rows. */
export function isTranslationEmpty(translation: TranslationForm | undefined): boolean {
  if (!translation) return true;
  return (
    translation.title.trim() === '' &&
    translation.description.trim() === '' &&
    translation.metrics.every((m) => m.label.trim() === '' && m.value.trim() === '')
  );
}

/**
 * The request body of the form: English always, other languages only when something was written in
 * them (an untouched language falls back to English on the site). Metric rows keep their positions so
 * that a field error path such as `translations.fr.metrics.1.value` still points at the right row.
 */
export function buildProjectPayload(values: ProjectFormValues): ProjectInput {
  const translations: Partial<Record<LanguageCode, TranslationForm>> = {};
  for (const code of LANGUAGE_CODES) {
    const translation = values.translations[code];
    if (code !== DEFAULT_LANGUAGE && isTranslationEmpty(translation)) continue;
    translations[code] = translation ?? emptyTranslation();
  }
  const categoryId = Number(values.category_id);
  return {
    category_id: values.category_id !== '' && Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
    translations: translations as ProjectInput['translations'],
    image_url: values.image_url.trim() === '' ? null : values.image_url,
    technologies: values.technologies,
    liveUrl: values.liveUrl,
    githubUrl: values.githubUrl,
    size: values.size,
    badgeColor: values.badgeColor,
    is_published: values.is_published,
    is_featured: values.is_featured,
    sort_order: values.sort_order,
  };
}
