import crypto from 'node:crypto';
import {
  ASSISTANT_LANGUAGES,
  SUGGESTIONS,
  answerQuestion,
  citeModelAnswer,
  createIndex,
  exceedsMessageLimit,
  normalizeText,
  promptFor,
  sanitizeUserText,
  updateIndex,
  type Language,
  type Passage,
  type PassageIndex,
} from '@site/assistant';
import {
  ASSISTANT_CODES,
  ASSISTANT_LIMITS,
  type AssistantHealth,
  type ChatAnswer,
  type ChatAnswerKind,
  type ChatCitation,
  type ChatContext,
  type ChatContextInfo,
  type ChatConversation,
  type ChatProvider,
} from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../plugins/errors.js';
import { mediaServices } from '../media/media-services.js';
import { portfolioService } from '../portfolio/portfolio.service.js';
import { reunionService } from '../reunion/reunion.service.js';
import { reunionStoriesService } from '../reunion-stories/reunion-stories.service.js';
import { knownContentVersion } from '../site/content-cache.js';
import { siteService } from '../site/site.service.js';
import { AssistantRepository } from './assistant.repository.js';
import { CONTEXT_NAMES } from './context-names.js';
import { passagesOf, readPublishedSources, type PublishedContent } from './corpus.js';
import {
  TranslateError,
  askModel,
  libreTranslator,
  modelTranslator,
  type ModelConfig,
  type TranslateServerConfig,
  type Translator,
} from './providers.js';

export interface AssistantOptions {
  /** The optional generative provider; null answers offline only. */
  model: ModelConfig | null;
  /** A LibreTranslate-compatible server, used for translation when there is no model. */
  translateServer: TranslateServerConfig | null;
  /** How long the index trusts the content it read before it looks for changes again. */
  checkMs?: number;
  /** Identical questions answered from memory, at most. */
  cacheEntries?: number;
  /** The clock (tests). */
  now?: () => number;
}

/** How long the index trusts the content fingerprint it read last (this instance's own edits are seen at once). */
export const CONTENT_CHECK_MS = 3000;
/** Identical questions kept in the answer cache; the oldest go first. */
export const CACHE_ENTRIES = 500;

/** A conversation id as issued: 32 random bytes, base64url (43 characters). */
const CONVERSATION_ID = /^[A-Za-z0-9_-]{43}$/;
const newConversationId = () => crypto.randomBytes(32).toString('base64url');
const hashOf = (id: string) => crypto.createHash('sha256').update(id).digest('hex');

interface Reply {
  message: string;
  citations: ChatCitation[];
  kind: ChatAnswerKind;
  redirect_url: string | null;
  provider: ChatProvider;
  language: Language;
}

/**
 * The search index over everything the site publishes, following content edits without a restart: a question
 * first checks (at most every `checkMs`, at once after an edit on this instance) whether the content
 * fingerprint moved; if it did, the published content is read again and only the passages that changed leave or
 * enter the index (`updateIndex`). One refresh runs at a time; questions during it wait for it.
 */
class LiveIndex {
  private index: PassageIndex | null = null;
  private fingerprint: string | null = null;
  private seenVersion: string | undefined;
  private checkedAt = -Infinity;
  private refreshing: Promise<void> | null = null;
  updatedAt: string | null = null;
  perLanguage: Record<string, number> = {};

  constructor(
    private readonly db: Db,
    private readonly repo: AssistantRepository,
    private readonly content: PublishedContent,
    private readonly checkMs: number,
    private readonly now: () => number,
    /** Called after the passages changed (the answer cache is stale). */
    private readonly changed: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.index?.size ?? 0;
  }

  async current(): Promise<PassageIndex> {
    const version = knownContentVersion(this.db);
    const due = this.now() - this.checkedAt >= this.checkMs || version !== this.seenVersion;
    if (this.index && !due && !this.refreshing) return this.index;
    this.refreshing ??= this.refresh(version).finally(() => {
      this.refreshing = null;
    });
    try {
      await this.refreshing;
    } catch (error) {
      // A failed refresh leaves the index it had: answers stay available, a little behind, until the next check.
      if (!this.index) throw error;
      this.checkedAt = this.now();
      this.log.warn({ err: error }, 'assistant index: content could not be read again; the previous index answers');
    }
    return this.index!;
  }

  private async refresh(version: string | undefined): Promise<void> {
    const fingerprint = await this.repo.contentFingerprint();
    this.checkedAt = this.now();
    this.seenVersion = version;
    if (this.index && fingerprint === this.fingerprint) return;
    const passages = passagesOf(await readPublishedSources(this.content));
    if (!this.index) {
      this.index = createIndex(passages);
    } else {
      const next = new Map(passages.map((passage) => [passage.id, passage]));
      const remove: string[] = [];
      for (const id of this.indexedIds) if (!next.has(id)) remove.push(id);
      const add = passages.filter((passage) => !samePassage(this.index!.get(passage.id), passage));
      updateIndex(this.index, { remove, add });
    }
    this.indexedIds = new Set(passages.map((passage) => passage.id));
    this.perLanguage = Object.fromEntries(ASSISTANT_LANGUAGES.map((language) => [language, 0]));
    for (const passage of passages) this.perLanguage[passage.language]! += 1;
    this.fingerprint = fingerprint;
    this.updatedAt = new Date(this.now()).toISOString();
    this.changed();
  }

  private indexedIds = new Set<string>();
}

function samePassage(a: Passage | undefined, b: Passage): boolean {
  return (
    a !== undefined &&
    a.url === b.url &&
    a.title === b.title &&
    a.text === b.text &&
    a.kind === b.kind &&
    (a.contexts ?? []).join() === (b.contexts ?? []).join()
  );
}

/**
 * The site assistant: answers from the site's own pages (offline, or through a configured OpenAI-compatible
 * model given the retrieved passages), keeps conversations for a while, answers identical questions from a
 * cache that content edits empty, and translates the owner's texts through a configured provider.
 */
export class AssistantService {
  private readonly index: LiveIndex;
  private readonly cache = new Map<string, Reply>();
  private readonly translator: Translator | null;
  private readonly now: () => number;
  private readonly cacheEntries: number;

  constructor(
    db: Db,
    private readonly repo: AssistantRepository,
    content: PublishedContent,
    private readonly options: AssistantOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.now = options.now ?? Date.now;
    this.cacheEntries = options.cacheEntries ?? CACHE_ENTRIES;
    this.index = new LiveIndex(
      db,
      repo,
      content,
      options.checkMs ?? CONTENT_CHECK_MS,
      this.now,
      () => this.cache.clear(),
      log,
    );
    this.translator = options.model
      ? modelTranslator(options.model, log)
      : options.translateServer
        ? libreTranslator(options.translateServer, log)
        : null;
  }

  get provider(): ChatProvider {
    return this.options.model ? 'openai-compatible' : 'offline';
  }

  contexts(language: Language): Record<ChatContext, ChatContextInfo> {
    return { ...CONTEXT_NAMES[language] };
  }

  suggestions(context: ChatContext, language: Language): string[] {
    return [...SUGGESTIONS[context][language]];
  }

  async health(): Promise<AssistantHealth> {
    // The chat box asks for health when it opens: the first one builds the index, before the first question.
    await this.index.current();
    return {
      status: 'ok',
      service: 'assistant',
      provider: this.provider,
      translate_provider: this.translator?.provider ?? null,
      index: { passages: this.index.size, languages: { ...this.index.perLanguage }, updated_at: this.index.updatedAt },
      timestamp: new Date(this.now()).toISOString(),
    };
  }

  async chat(input: {
    message: string;
    context: ChatContext;
    conversation_id?: string | null | undefined;
    language: Language;
  }): Promise<Omit<ChatAnswer, 'success'>> {
    const started = performance.now();
    // Refused rather than cut: a cut question could mean something else.
    if (exceedsMessageLimit(input.message, ASSISTANT_LIMITS.messageMaxChars)) {
      throw new HttpError(422, ASSISTANT_CODES.messageTooLong, { message: [ASSISTANT_CODES.messageTooLong] });
    }
    const question = sanitizeUserText(input.message, ASSISTANT_LIMITS.messageMaxChars);
    if (question === '') {
      throw new HttpError(422, ASSISTANT_CODES.messageRequired, { message: [ASSISTANT_CODES.messageRequired] });
    }
    const conversationId = await this.conversationFor(input.conversation_id, input.context, input.language);
    const index = await this.index.current();

    const key = `${input.context}\u0000${input.language}\u0000${normalizeText(question)}`;
    let reply = this.cache.get(key);
    const cached = reply !== undefined;
    if (!reply) {
      reply = await this.answer(index, question, input.context, input.language);
      this.cache.set(key, reply);
      if (this.cache.size > this.cacheEntries) this.cache.delete(this.cache.keys().next().value!);
    }
    await this.remember(conversationId, question, reply);
    return {
      ...reply,
      conversation_id: conversationId,
      cached,
      is_redirect: reply.kind === 'redirect',
      processing_time_ms: Math.round((performance.now() - started) * 100) / 100,
    };
  }

  /**
   * The offline answer, or, with a model configured and passages found (no redirect), the model's answer
   * written from those passages and citing them; the offline one when the model fails, is too slow or cites
   * nothing. The visitor's text reaches the model only as the user message of `promptFor`.
   */
  private async answer(
    index: PassageIndex,
    question: string,
    context: ChatContext,
    language: Language,
  ): Promise<Reply> {
    const offline = answerQuestion(index, question, { language, context });
    const answered = offline.hits[0]?.passage.language ?? language;
    const base: Reply = {
      message: offline.answer.text,
      citations: offline.answer.citations,
      kind: offline.answer.kind,
      redirect_url: offline.redirect?.url ?? null,
      provider: 'offline',
      language: offline.answer.kind === 'answer' ? answered : language,
    };
    if (!this.options.model || offline.answer.kind !== 'answer') return base;
    const prompt = promptFor(offline.question, offline.hits, language);
    const text = await askModel(this.options.model, prompt.messages, this.log);
    if (text === undefined) return base;
    const cited = citeModelAnswer(text, prompt.citations);
    if (cited.citations.length === 0 || cited.text === '') {
      this.log.warn({ reason: 'uncited' }, 'assistant model: the answer cited no passage; offline used');
      return base;
    }
    return { ...base, message: cited.text, citations: cited.citations, provider: 'openai-compatible', language };
  }

  /** The conversation of a known, unexpired id; any other id (expired, unknown, malformed) gets a new one. */
  private async conversationFor(
    id: string | null | undefined,
    context: ChatContext,
    language: Language,
  ): Promise<string> {
    const now = new Date(this.now()).toISOString();
    if (id && CONVERSATION_ID.test(id) && (await this.repo.findConversation(hashOf(id), now))) return id;
    // A new conversation is rare next to the questions: the moment to let expired ones go.
    await this.repo.deleteExpired(now);
    const fresh = newConversationId();
    await this.repo.createConversation(hashOf(fresh), { context, language, createdAt: now, expiresAt: this.expiry() });
    return fresh;
  }

  private expiry(): string {
    return new Date(this.now() + ASSISTANT_LIMITS.conversationHours * 3_600_000).toISOString();
  }

  private async remember(id: string, question: string, reply: Reply): Promise<void> {
    const at = new Date(this.now()).toISOString();
    await this.repo.addMessages(
      hashOf(id),
      [
        { role: 'user', text: question, citations: [], provider: null, is_redirect: false, created_at: at },
        {
          role: 'assistant',
          text: reply.message,
          citations: reply.citations,
          provider: reply.provider,
          is_redirect: reply.kind === 'redirect',
          created_at: at,
        },
      ],
      this.expiry(),
      ASSISTANT_LIMITS.historyMessages,
    );
  }

  /** A conversation's messages, oldest first; undefined when it expired or never existed. */
  async conversation(id: string): Promise<Omit<ChatConversation, 'success'> | undefined> {
    if (!CONVERSATION_ID.test(id)) return undefined;
    const found = await this.repo.findConversation(hashOf(id), new Date(this.now()).toISOString());
    if (!found) return undefined;
    return {
      conversation_id: id,
      context: found.context,
      language: found.language,
      messages: await this.repo.messages(hashOf(id)),
      expires_at: found.expires_at,
    };
  }

  /** The texts translated by the configured provider; 503 saying how to configure one when there is none. */
  async translate(input: { texts: string[]; from: Language; to: Language }): Promise<{
    texts: string[];
    provider: NonNullable<AssistantHealth['translate_provider']>;
  }> {
    if (!this.translator) throw new HttpError(503, ASSISTANT_CODES.translateUnavailable);
    // Empty texts stay empty without being sent.
    const todo = input.texts.map((text, i) => ({ text, i })).filter((item) => item.text.trim() !== '');
    const out = [...input.texts];
    if (todo.length > 0) {
      try {
        const done = await this.translator.translate(
          todo.map((item) => item.text),
          input.from,
          input.to,
        );
        todo.forEach((item, n) => (out[item.i] = done[n]!));
      } catch (error) {
        if (error instanceof TranslateError) throw new HttpError(503, ASSISTANT_CODES.translateFailed);
        throw error;
      }
    }
    return { texts: out, provider: this.translator.provider };
  }
}

/** Reads every page of a paged public list. */
async function allPages<T>(
  read: (page: number) => Promise<{ data: T[]; last_page: number }>,
  maxPages = 100,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await read(page);
    out.push(...result.data);
    if (page >= result.last_page) break;
  }
  return out;
}

const PAGE = 100;

/** The site's published content, read through the public services (the same answers visitors get). */
export function publishedContent(app: FastifyInstance): PublishedContent {
  const site = siteService(app);
  const portfolio = portfolioService(app);
  const gallery = mediaServices(app).gallery;
  const cases = reunionService(app);
  const stories = reunionStoriesService(app);
  return {
    profile: (lang) => site.getProfile(lang),
    home: (lang) => portfolio.home(lang),
    projects: (lang) => portfolio.projects(lang),
    gallery: (lang) =>
      allPages((page) =>
        gallery.list({
          lang,
          page,
          per_page: PAGE,
          type: 'all',
          sort: 'newest',
          search: undefined,
          category: undefined,
        }),
      ),
    cases: (lang) => allPages((page) => cases.list({ lang, page, per_page: PAGE })),
    stories: (lang) => allPages((page) => stories.list({ lang, page, per_page: PAGE })),
  };
}

/** The service on the app (one per app: it holds the index and the cache). */
export function assistantService(app: FastifyInstance, options: AssistantOptions): AssistantService {
  return new AssistantService(app.db, new AssistantRepository(app.db), publishedContent(app), options, app.log);
}
