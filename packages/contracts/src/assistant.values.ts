import { messageCodes } from './messages.js';

// Plain values of the site assistant's family, without zod: the chat box imports these without loading the schemas.

/** Where the chat service answers: `/ai/health` and `/ai/api/…`. */
export const ASSISTANT_BASE = '/ai';

/** The pages the chat box is on; each has its greeting and suggestions, and ranks its own content higher. */
export const CHAT_CONTEXTS = ['home', 'reunion', 'language-test'] as const;
export type ChatContext = (typeof CHAT_CONTEXTS)[number];

/** Who answered a chat message: the offline retrieval over the site's pages, or a configured model. */
export const CHAT_PROVIDERS = ['offline', 'openai-compatible'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/** Who translates texts for the owner: the configured model, or a LibreTranslate-compatible server. */
export const TRANSLATE_PROVIDERS = ['openai-compatible', 'libretranslate'] as const;
export type TranslateProvider = (typeof TRANSLATE_PROVIDERS)[number];

/** What a chat answer is: an answer from the pages, a pointer to the page that does the job, or nothing found. */
export const CHAT_ANSWER_KINDS = ['answer', 'redirect', 'none'] as const;
export type ChatAnswerKind = (typeof CHAT_ANSWER_KINDS)[number];

export const ASSISTANT_LIMITS = {
  /** A chat message, in characters (code points) once trimmed; longer ones are refused, never cut. */
  messageMaxChars: 1000,
  /** What the request body may carry for `message` before it is refused unread (several times the limit). */
  messageMaxRaw: 8000,
  /** Suggestions the chat box shows at most (the answer lists them all). */
  suggestionsShown: 3,
  /** Messages a conversation keeps (the oldest go first). */
  historyMessages: 20,
  /** How long a conversation is kept after its last message. */
  conversationHours: 24,
  /** Texts per translation request, and characters per text. */
  translateTexts: 50,
  translateTextMaxChars: 5000,
  /** Chat messages and translation requests one address may send a minute. */
  chatPerMinute: 20,
  translatePerMinute: 10,
} as const;

/** Messages of the assistant's answers and refusals. */
export const ASSISTANT_MESSAGES = {
  messageRequired: 'Type a question first.',
  messageTooLong: 'The message is too long: at most 1,000 characters.',
  contextInvalid: 'Unknown chat context: use home, reunion or language-test.',
  rateLimited: 'Too many messages in a short time. Please wait a minute and try again.',
  translateUnavailable:
    'No translation provider is configured. Set AI_BASE_URL, AI_API_KEY and AI_MODEL (an OpenAI-compatible model) or TRANSLATE_URL (a LibreTranslate-compatible server) and restart the server.',
  translateFailed: 'The translation provider did not answer. Please try again later.',
  translateTooMany: 'At most 50 texts of 5,000 characters each can be translated at once.',
  translateSameLanguage: 'Choose two different languages.',
  conversationNotFound: 'This conversation has ended or never existed.',
} as const;

/** The codes of the assistant's messages (`assistant.messageTooLong`), as its schemas and refusals carry them. */
export const ASSISTANT_CODES = /* @__PURE__ */ messageCodes('assistant', ASSISTANT_MESSAGES);
