import type { AdminCategory, AdminProject, LanguageCode } from '@site/contracts';

/** A category's name in a language, else English, else its key. */
export function categoryName(category: AdminCategory, lang: LanguageCode): string {
  return category.names[lang] || category.names.en || category.key;
}

/** The title in a language, else English; `fallback` says English was used. */
export function projectTitle(
  project: AdminProject,
  lang: LanguageCode,
): { text: string; lang: LanguageCode; fallback: boolean } {
  const own = project.translations[lang];
  if (own?.title) return { text: own.title, lang, fallback: false };
  return { text: project.translations.en?.title ?? `#${project.id}`, lang: 'en', fallback: lang !== 'en' };
}
