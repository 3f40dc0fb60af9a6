import {
  assistantHealthSchema,
  chatContextsQuerySchema,
  chatContextsResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatSuggestionsQuerySchema,
  chatSuggestionsResponseSchema,
  conversationParamsSchema,
  conversationResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
} from '../assistant.js';
import { errorResponseSchema } from '../errors.js';
import { answers, family } from './family.js';
import { adminAssistantApi, assistantApi } from './assistant.routes.js';

export const assistantSchemas = {
  contexts: answers(chatContextsResponseSchema, {
    summary: "The chat box's pages (home, reunion, language-test) with their names, in one language",
    query: chatContextsQuerySchema,
  }),
  suggestions: answers(chatSuggestionsResponseSchema, {
    summary: 'Questions the chat box offers on a page, in one language (it shows at most 3)',
    query: chatSuggestionsQuerySchema,
  }),
  health: answers(assistantHealthSchema, {
    summary: 'Whether the assistant answers, which provider answers and the size of its index (no configuration)',
  }),
  chat: {
    summary: "Answers a question from the site's own pages, with the pages as citations, in the asked language",
    body: chatRequestSchema,
    responses: { 200: chatResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema },
  },
  conversation: {
    summary: "A conversation's last messages (kept 24 hours after the last one)",
    params: conversationParamsSchema,
    responses: { 200: conversationResponseSchema, 404: errorResponseSchema },
  },
  translate: {
    summary: 'Translates texts between two of the 10 languages through the configured provider',
    body: translateRequestSchema,
    responses: {
      200: translateResponseSchema,
      422: errorResponseSchema,
      429: errorResponseSchema,
      503: errorResponseSchema,
    },
  },
};

export const adminAssistantSchemas = {
  translate: { ...assistantSchemas.translate, summary: "Translates the owner's texts (admin editors)" },
};

export const assistantEndpoints = /* @__PURE__ */ family('assistant', assistantSchemas, assistantApi);
export const adminAssistantEndpoints = /* @__PURE__ */ family(
  'admin: assistant',
  adminAssistantSchemas,
  adminAssistantApi,
);
