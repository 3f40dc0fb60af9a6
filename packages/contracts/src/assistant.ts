import { z } from 'zod';
import {
  ASSISTANT_CODES,
  ASSISTANT_LIMITS,
  CHAT_ANSWER_KINDS,
  CHAT_CONTEXTS,
  CHAT_PROVIDERS,
  TRANSLATE_PROVIDERS,
} from './assistant.values.js';
import { languageCodeSchema, langQuerySchema } from './language-schemas.js';
import { LANGUAGE_CODES } from './languages.js';

/**
 * The site assistant (the chat box on home, /reunion and /language-test, and translation for the owner). Field
 * names are the spec's: snake_case on the wire. The chat box calls `contexts`, `suggestions` and `health` on
 * opening, `chat` per message and `conversation` after a reload.
 */

/** The chat box's page; absent means home. */
export const chatContextSchema = z.enum(CHAT_CONTEXTS, { error: ASSISTANT_CODES.contextInvalid });

/** One chat box page as the box introduces it, in the asked language. */
export const chatContextInfoSchema = z.object({ name: z.string(), description: z.string() });

export const chatContextsQuerySchema = z.object({ language: langQuerySchema });
export const chatContextsResponseSchema = z
  .object({
    success: z.literal(true),
    contexts: z.object(
      Object.fromEntries(CHAT_CONTEXTS.map((context) => [context, chatContextInfoSchema])) as Record<
        (typeof CHAT_CONTEXTS)[number],
        typeof chatContextInfoSchema
      >,
    ),
  })
  .meta({ id: 'ChatContexts' });

export const chatSuggestionsQuerySchema = z.object({
  context: chatContextSchema.default('home'),
  language: langQuerySchema,
});
/** Every suggestion for the page and language (the box shows at most `ASSISTANT_LIMITS.suggestionsShown`). */
export const chatSuggestionsResponseSchema = z
  .object({
    success: z.literal(true),
    context: chatContextSchema,
    language: languageCodeSchema,
    suggestions: z.array(z.string()),
  })
  .meta({ id: 'ChatSuggestions' });

/** `/ai/health`: whether the chat box is online, and who answers. Never a key, an address or a model name. */
export const assistantHealthSchema = z
  .object({
    status: z.literal('ok'),
    service: z.literal('assistant'),
    provider: z.enum(CHAT_PROVIDERS),
    translate_provider: z.enum(TRANSLATE_PROVIDERS).nullable(),
    index: z.object({
      /** Passages searched, all languages together. */
      passages: z.number().int().nonnegative(),
      /** Passages per language. */
      languages: z.record(z.string(), z.number().int().nonnegative()),
      /** When the index last followed a content change (ISO time); null only while it has never been built. */
      updated_at: z.string().nullable(),
    }),
    timestamp: z.string(),
  })
  .meta({ id: 'AssistantHealth' });

/** A page an answer quotes or points to: a site path (`/#projects`, `/stories/first-24-hours`). */
export const chatCitationSchema = z.object({ title: z.string(), url: z.string() });

export const chatRequestSchema = z.object({
  /**
   * The question. Trimmed and cleaned of control characters on the server; more than
   * `ASSISTANT_LIMITS.messageMaxChars` characters is refused (422 `assistant.messageTooLong`), nothing left
   * is refused (422 `assistant.messageRequired`).
   */
  message: z
    .string({ error: ASSISTANT_CODES.messageRequired })
    .max(ASSISTANT_LIMITS.messageMaxRaw, ASSISTANT_CODES.messageTooLong),
  context: chatContextSchema.default('home'),
  /** From an earlier answer; an unknown or expired one is replaced by a new one (see the answer's). */
  conversation_id: z.string().max(100).nullish(),
  /** The visitor's language (`vi`, `vi-VN`); unknown values answer in English. */
  language: langQuerySchema,
});

/**
 * A chat answer. `message` is plain text with `**bold**`, `*italic*` and newlines only (render it as text,
 * never as HTML); `[n]` in it names `citations[n - 1]`.
 */
export const chatResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    conversation_id: z.string(),
    provider: z.enum(CHAT_PROVIDERS),
    cached: z.boolean(),
    is_redirect: z.boolean(),
    /** The page that does what was asked (report a missing person, run the benchmark), when `is_redirect`. */
    redirect_url: z.string().nullable(),
    kind: z.enum(CHAT_ANSWER_KINDS),
    citations: z.array(chatCitationSchema),
    /** The language of the quoted passages: the asked one, or English when only English pages answer. */
    language: languageCodeSchema,
    processing_time_ms: z.number().nonnegative(),
  })
  .meta({ id: 'ChatAnswer' });

export const conversationParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const chatHistoryMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  citations: z.array(chatCitationSchema),
  provider: z.enum(CHAT_PROVIDERS).nullable(),
  is_redirect: z.boolean(),
  created_at: z.string(),
});

/** A conversation's last messages, oldest first (the chat box restores them after a reload). */
export const conversationResponseSchema = z
  .object({
    success: z.literal(true),
    conversation_id: z.string(),
    context: chatContextSchema,
    language: languageCodeSchema,
    messages: z.array(chatHistoryMessageSchema),
    expires_at: z.string(),
  })
  .meta({ id: 'ChatConversation' });

const translateLanguage = z.enum(LANGUAGE_CODES);

export const translateRequestSchema = z
  .object({
    texts: z
      .array(z.string().max(ASSISTANT_LIMITS.translateTextMaxChars, ASSISTANT_CODES.translateTooMany))
      .min(1, ASSISTANT_CODES.messageRequired)
      .max(ASSISTANT_LIMITS.translateTexts, ASSISTANT_CODES.translateTooMany),
    from: translateLanguage,
    to: translateLanguage,
  })
  .refine((body) => body.from !== body.to, { message: ASSISTANT_CODES.translateSameLanguage, path: ['to'] });

/** The texts translated, in the order given (an empty text stays empty). */
export const translateResponseSchema = z
  .object({ success: z.literal(true), texts: z.array(z.string()), provider: z.enum(TRANSLATE_PROVIDERS) })
  .meta({ id: 'TranslateAnswer' });

export type ChatContextInfo = z.infer<typeof chatContextInfoSchema>;
export type ChatCitation = z.infer<typeof chatCitationSchema>;
export type ChatRequest = z.input<typeof chatRequestSchema>;
export type ChatAnswer = z.infer<typeof chatResponseSchema>;
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;
export type ChatConversation = z.infer<typeof conversationResponseSchema>;
export type AssistantHealth = z.infer<typeof assistantHealthSchema>;
export type TranslateRequest = z.input<typeof translateRequestSchema>;
export type TranslateAnswer = z.infer<typeof translateResponseSchema>;
