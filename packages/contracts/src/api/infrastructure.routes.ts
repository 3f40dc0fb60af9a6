import { routes } from '../endpoint.js';
import type { infrastructureSchemas } from './infrastructure.js';

export const infrastructureApi = /* @__PURE__ */ routes<typeof infrastructureSchemas>()({
  status: { method: 'GET', path: '/api/infrastructure', auth: 'public' },
});
