import { routes } from '../endpoint.js';
import type { portfolioSchemas } from './portfolio.js';

/** What the home page reads: its content, the published projects, their categories and the CV. */
export const portfolioApi = /* @__PURE__ */ routes<typeof portfolioSchemas>()({
  home: { method: 'GET', path: '/api/portfolio/home', auth: 'public' },
  projects: { method: 'GET', path: '/api/portfolio/projects', auth: 'public' },
  categories: { method: 'GET', path: '/api/portfolio/categories', auth: 'public' },
  cv: { method: 'GET', path: '/api/portfolio/cv', auth: 'public' },
});
