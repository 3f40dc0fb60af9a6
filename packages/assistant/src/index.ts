export {
  ASSISTANT_LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_NAMES,
  isAssistantLanguage,
  type Language,
} from './languages.js';
export {
  ASSISTANT_CONTEXTS,
  PASSAGE_KINDS,
  REDIRECT_REASONS,
  type Answer,
  type AnswerKind,
  type AssistantContext,
  type Citation,
  type Passage,
  type PassageKind,
  type Redirect,
  type RedirectReason,
  type SearchHit,
} from './types.js';
export {
  analyseQuery,
  analyseQuestion,
  foldLatin,
  isStopword,
  normalizeText,
  type QueryWord,
  tokenize,
  wordForms,
} from './tokenize.js';
export {
  PASSAGE_MAX_CHARS,
  PASSAGE_MAX_SENTENCES,
  plainText,
  splitPassages,
  splitSentences,
  type PassageSource,
} from './passages.js';
export {
  CONTEXT_BOOST,
  DEFAULT_LIMIT,
  FALLBACK_COVERAGE,
  MAX_LIMIT,
  MIN_COVERAGE,
  TITLE_BOOST,
  PassageIndex,
  createIndex,
  search,
  updateIndex,
  type SearchOptions,
} from './search.js';
export { detectRedirect } from './redirect.js';
export {
  CONTACT_URL,
  MAX_QUOTED,
  MAX_SEE_ALSO,
  QUOTE_MAX_CHARS,
  QUOTE_RELATIVE_SCORE,
  answerQuestion,
  composeAnswer,
  type ComposeOptions,
  type OfflineReply,
} from './answer.js';
export {
  MAX_MESSAGE_LENGTH,
  citeModelAnswer,
  exceedsMessageLimit,
  messageLength,
  promptFor,
  sanitizeUserText,
  type ChatMessage,
  type Prompt,
} from './guard.js';
export { ANSWER_PHRASES, type AnswerPhrases } from './lexicon/phrases.js';
export { REDIRECT_ORDER, REDIRECT_PATTERNS, REDIRECT_URLS } from './lexicon/redirects.js';
export { STOPWORDS } from './lexicon/stopwords.js';
export { SUGGESTIONS } from './lexicon/suggestions.js';
