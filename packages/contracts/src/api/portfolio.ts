import {
  categoryListResponseSchema,
  homeContentResponseSchema,
  portfolioQuerySchema,
  projectListResponseSchema,
} from '../portfolio.js';
import { answers, family } from './family.js';
import { portfolioApi } from './portfolio.routes.js';

export const portfolioSchemas = {
  home: answers(homeContentResponseSchema, {
    summary: 'Home-page content (counters, about, experience, skills, certifications, testimonials, CV)',
    query: portfolioQuerySchema,
  }),
  projects: answers(projectListResponseSchema, {
    summary: 'Published projects in the requested language (English fallback)',
    query: portfolioQuerySchema,
  }),
  categories: answers(categoryListResponseSchema, {
    summary: 'Project categories in display order, with their number of published projects',
    query: portfolioQuerySchema,
  }),
  cv: { summary: "Downloads the owner's CV (PDF)", file: 'application/pdf', responses: {} },
};

export const portfolioEndpoints = /* @__PURE__ */ family('portfolio', portfolioSchemas, portfolioApi);
