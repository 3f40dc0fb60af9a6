import { adminAssistantApi, assistantApi, type BodyOf, type ChatContext, type LanguageCode } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the site assistant (the chat box and the admin's translation). */
export const assistantKeys = {
  all: ['assistant'] as const,
  health: () => [...assistantKeys.all, 'health'] as const,
  contexts: (language: LanguageCode) => [...assistantKeys.all, 'contexts', language] as const,
  suggestions: (context: ChatContext, language: LanguageCode) =>
    [...assistantKeys.all, 'suggestions', context, language] as const,
};

/** Whether the assistant answers and who translates (`translate_provider`, null when nothing is configured). */
export const assistantHealthQuery = () =>
  queryOptions({
    queryKey: assistantKeys.health(),
    queryFn: ({ signal }) => call(assistantApi.health, undefined, { signal }),
  });

/** The chat box's pages with their names and descriptions, in a language. */
export const chatContextsQuery = (language: LanguageCode) =>
  queryOptions({
    queryKey: assistantKeys.contexts(language),
    queryFn: ({ signal }) =>
      call(assistantApi.contexts, { query: { language } }, { signal }).then((answer) => answer.contexts),
  });

/** The questions the chat box offers on a page, in a language. */
export const chatSuggestionsQuery = (context: ChatContext, language: LanguageCode) =>
  queryOptions({
    queryKey: assistantKeys.suggestions(context, language),
    queryFn: ({ signal }) =>
      call(assistantApi.suggestions, { query: { context, language } }, { signal }).then((answer) => answer.suggestions),
  });

/** Asks the assistant one question; the answer carries the conversation to continue. */
export function sendChatMessage(body: BodyOf<typeof assistantApi.chat>, signal?: AbortSignal) {
  return call(assistantApi.chat, { body }, { signal });
}

/** Translates the owner's texts (admin token), in the order given; an empty text stays empty. */
export function translateTexts(body: BodyOf<typeof adminAssistantApi.translate>) {
  return call(adminAssistantApi.translate, { body });
}
