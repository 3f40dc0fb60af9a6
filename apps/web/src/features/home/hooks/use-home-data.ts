import type { Category, HomeContent, LanguageCode, Project } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderData } from '../../../lib/render-data';

/** The current language; re-renders (and so refetches) when the visitor switches it. */
export function useLanguage(): LanguageCode {
  // Subscribes to language changes; the value itself is read from i18next.
  useTranslation();
  return currentLanguage();
}

// The answers are typed by the contract but not re-validated here: that keeps the schema library out
// of the home page's early chunks (only the contact form needs it).
const dataUrl = (path: string, lang: LanguageCode) => `${path}?lang=${encodeURIComponent(lang)}`;

async function getData<T>(path: string, lang: LanguageCode, signal: AbortSignal): Promise<T> {
  const body = await request(dataUrl(path, lang), { signal });
  return (body as { data: T }).data;
}

/**
 * The answer a server-rendered page came with, as a query's initial data (fresh from when the server
 * read it, so that a later visit of the page refetches it once it is stale).
 */
function useRendered<T>(path: string, lang: LanguageCode) {
  const rendered = useRenderData<{ data: T }>(dataUrl(path, lang));
  return rendered ? { initialData: rendered.value.data, initialDataUpdatedAt: rendered.at } : {};
}

/** Counters, about, experience, skills, certifications, testimonials and the CV, in the current language. */
export function useHomeContent() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'home', lang],
    queryFn: ({ signal }) => getData<HomeContent>('/api/portfolio/home', lang, signal),
    placeholderData: keepPreviousData,
    ...useRendered<HomeContent>('/api/portfolio/home', lang),
  });
}

/** Published projects, in display order. */
export function useProjects() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'projects', lang],
    queryFn: ({ signal }) => getData<Project[]>('/api/portfolio/projects', lang, signal),
    placeholderData: keepPreviousData,
    ...useRendered<Project[]>('/api/portfolio/projects', lang),
  });
}

/** Project categories with their counts, in display order. */
export function useCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['portfolio', 'categories', lang],
    queryFn: ({ signal }) => getData<Category[]>('/api/portfolio/categories', lang, signal),
    placeholderData: keepPreviousData,
    ...useRendered<Category[]>('/api/portfolio/categories', lang),
  });
}
