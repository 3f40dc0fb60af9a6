import { portfolioApi, type LanguageCode } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the portfolio's public content; the admin invalidates `all` after an edit. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  home: (lang: LanguageCode) => [...portfolioKeys.all, 'home', lang] as const,
  projects: (lang: LanguageCode) => [...portfolioKeys.all, 'projects', lang] as const,
  categories: (lang: LanguageCode) => [...portfolioKeys.all, 'categories', lang] as const,
};

/** Counters, about, experience, skills, certifications, testimonials and the CV, in a language. */
export const homeContentQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: portfolioKeys.home(lang),
    queryFn: ({ signal }) => call(portfolioApi.home, { query: { lang } }, { signal }).then((answer) => answer.data),
  });

/** Published projects, in display order. */
export const projectsQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: portfolioKeys.projects(lang),
    queryFn: ({ signal }) => call(portfolioApi.projects, { query: { lang } }, { signal }).then((answer) => answer.data),
  });

/** Project categories with their counts, in display order. */
export const categoriesQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: portfolioKeys.categories(lang),
    queryFn: ({ signal }) =>
      call(portfolioApi.categories, { query: { lang } }, { signal }).then((answer) => answer.data),
  });
