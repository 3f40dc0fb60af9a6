import { routes } from '../endpoint.js';
import type { feedbackSchemas } from './feedback.js';

export const feedbackApi = /* @__PURE__ */ routes<typeof feedbackSchemas>()({
  submit: { method: 'POST', path: '/api/feedback', auth: 'public' },
});
