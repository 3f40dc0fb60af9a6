import type { Category, HomeContent, LanguageCode, Project } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** The current language; re-renders (and so refetches) when the visitor switches it. */
export function useLanguage(): LanguageCode {
  // Subscribes to language changes; the value itself is read from i18next.
  useTranslation();
  return currentLanguage();
}

// The answers are typed by the contract but not re-validated here: that keeps the schema library out
// of the home page's early chunks (only the contact form needs it).
async function getData<T>(path: string, lang: LanguageCode, signal: AbortSignal): Promise<T> {
  const body = await request(`${path}?lang=${encodeURIComponent(lang)}`, { signal });
  return (body as { data: T }).data;
}

/** Counters, about, experience, skills, certifications, testimonials and the CV, in the current language. */
export function useHomeContent() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'home', lang],
    queryFn: ({ signal }) => getData<HomeContent>('/api/portfolio/home', lang, signal),
    placeholderData: keepPreviousData,
  });
}

/** Published projects, in display order. */
export function useProjects() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'projects', lang],
    queryFn: ({ signal }) => getData<Project[]>('/api/portfolio/projects', lang, signal),
    placeholderData: keepPreviousData,
  });
}

/** Project categories with their counts, in display order. */
export function useCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'categories', lang],
    queryFn: ({ signal }) => getData<Category[]>('/api/portfolio/categories', lang, signal),
    placeholderData: keepPreviousData,
  });
}
