import { portfolioApi, type LanguageCode } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { categoriesQuery, homeContentQuery, projectsQuery } from '../../../api/portfolio';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedInitialData } from '../../../lib/render-data';

/** The current language; re-renders (and so refetches) when the visitor switches it. */
export function useLanguage(): LanguageCode {
  // Subscribes to language changes; the value itself is read from i18next.
  useTranslation();
  return currentLanguage();
}

const dataOf = <T>(answer: { data: T }) => answer.data;

/** Counters, about, experience, skills, certifications, testimonials and the CV, in the current language. */
export function useHomeContent() {
  const lang = useLanguage();
  const initial = useRenderedInitialData(portfolioApi.home, { query: { lang } }, dataOf);
  return useQuery({ ...homeContentQuery(lang), placeholderData: keepPreviousData, ...initial });
}

/** Published projects, in display order. */
export function useProjects() {
  const lang = useLanguage();
  const initial = useRenderedInitialData(portfolioApi.projects, { query: { lang } }, dataOf);
  return useQuery({ ...projectsQuery(lang), placeholderData: keepPreviousData, ...initial });
}

/** Project categories with their counts, in display order. */
export function useCategories() {
  const lang = useLanguage();
  const initial = useRenderedInitialData(portfolioApi.categories, { query: { lang } }, dataOf);
  return useQuery({ ...categoriesQuery(lang), placeholderData: keepPreviousData, ...initial });
}
