import { routes } from '../endpoint.js';
import type { adminAssistantSchemas, assistantSchemas } from './assistant.js';

/** The chat service (base `/ai`): the chat box's pages, suggestions, health, questions and translation. */
export const assistantApi = /* @__PURE__ */ routes<typeof assistantSchemas>()({
  contexts: { method: 'GET', path: '/ai/api/contexts', auth: 'public' },
  suggestions: { method: 'GET', path: '/ai/api/suggestions', auth: 'public' },
  health: { method: 'GET', path: '/ai/health', auth: 'public' },
  chat: { method: 'POST', path: '/ai/api/chat', auth: 'public' },
  conversation: { method: 'GET', path: '/ai/api/conversations/:id', auth: 'public' },
  translate: { method: 'POST', path: '/ai/api/translate', auth: 'public' },
});

/** The owner's translation in the admin's per-language editors. */
export const adminAssistantApi = /* @__PURE__ */ routes<typeof adminAssistantSchemas>()({
  translate: { method: 'POST', path: '/api/admin/translate', auth: 'admin' },
});
