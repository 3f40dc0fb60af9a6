import { routes } from '../endpoint.js';
import type { contactSchemas } from './contact.js';

export const contactApi = /* @__PURE__ */ routes<typeof contactSchemas>()({
  submit: { method: 'POST', path: '/api/contact', auth: 'public' },
});
