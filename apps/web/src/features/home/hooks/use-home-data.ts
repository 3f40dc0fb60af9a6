import { portfolioApi, type LanguageCode } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, homeContentQuery, projectsQuery } from '../../../api/portfolio';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedAnswer } from '../../../lib/render-data';

/** The current language; re-renders (and so refetches) when the visitor switches it. */
export function useLanguage(): LanguageCode {
  // Subscribes to language changes; the value itself is read from i18next.
  useTranslation();
  return currentLanguage();
}

/**
 * The answer a server-rendered page came with, as a query's initial data (fresh from when the server
 * read it, so that a later visit of the page refetches it once it is stale).
 */
function initialFrom<T>(rendered: { value: { data: T }; at: number } | undefined) {
  return rendered ? { initialData: rendered.value.data, initialDataUpdatedAt: rendered.at } : {};
}

/** Counters, about, experience, skills, certifications, testimonials and the CV, in the current language. */
export function useHomeContent() {
  const lang = useLanguage();
  const rendered = useRenderedAnswer(portfolioApi.home, { query: { lang } });
  return useQuery({ ...homeContentQuery(lang), placeholderData: keepPreviousData, ...initialFrom(rendered) });
}

/** Published projects, in display order. */
export function useProjects() {
  const lang = useLanguage();
  const rendered = useRenderedAnswer(portfolioApi.projects, { query: { lang } });
  return useQuery({ ...projectsQuery(lang), placeholderData: keepPreviousData, ...initialFrom(rendered) });
}

/** Project categories with their counts, in display order. */
export function useCategories() {
  const lang = useLanguage();
  const rendered = useRenderedAnswer(portfolioApi.categories, { query: { lang } });
  return useQuery({ ...categoriesQuery(lang), placeholderData: keepPreviousData, ...initialFrom(rendered) });
}
