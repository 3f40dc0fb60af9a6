import {
  categoryListResponseSchema,
  homeContentResponseSchema,
  portfolioQuerySchema,
  projectListResponseSchema,
} from '../portfolio.js';
import { family } from './family.js';
import { portfolioApi } from './portfolio.routes.js';

export const portfolioSchemas = {
  home: {
    summary: 'Home-page content (counters, about, experience, skills, certifications, testimonials, CV)',
    query: portfolioQuerySchema,
    responses: { 200: homeContentResponseSchema },
  },
  projects: {
    summary: 'Published projects in the requested language (English fallback)',
    query: portfolioQuerySchema,
    responses: { 200: projectListResponseSchema },
  },
  categories: {
    summary: 'Project categories in display order, with their number of published projects',
    query: portfolioQuerySchema,
    responses: { 200: categoryListResponseSchema },
  },
  cv: { summary: "Downloads the owner's CV (PDF)", file: 'application/pdf', responses: {} },
};

export const portfolioEndpoints = /* @__PURE__ */ family('portfolio', portfolioSchemas, portfolioApi);
