import {
  LANGUAGE_CODES,
  ERROR_MESSAGES,
  STORY_CODES,
  type AdminStory,
  type AuditAction,
  type LanguageCode,
  type NewsCategory,
  type NewsCounts,
  type Story,
  type StoryData,
  type StoryKind,
  type StoryTranslation,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { now } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { recordContentChange } from '../site/content-cache.js';
import {
  isUniqueViolation,
  ReunionStoriesRepository,
  type StoryRecord,
  type StoryTranslations,
  type StoryWrite,
} from './reunion-stories.repository.js';
import { sanitizeStoryHtml } from './story-html.js';

/**
 * Stories of the reunion platform: success stories, news and guides. Visitors read published stories only,
 * in their language, else English, else Vietnamese (the platform's first language); a text the chosen
 * language leaves empty is taken from English, then Vietnamese, so that a story never shows a blank quote.
 * A body is sanitised when it is saved, so what is stored is what may be shown.
 */

const NOT_FOUND = 'Not found.';

/** The languages a story's texts are looked for in, in order. */
function fallbackOrder(lang: LanguageCode): LanguageCode[] {
  return [...new Set<LanguageCode>([lang, 'en', 'vi'])];
}

/** The first non-empty value of a text field along the fallback order. */
function textOf(translations: StoryTranslations, order: LanguageCode[], field: keyof StoryTranslation): string {
  for (const code of order) {
    const value = translations[code]?.[field];
    if (value) return value;
  }
  return '';
}

/** A story as visitors read it in `lang`. */
export function toPublicStory(record: StoryRecord, lang: LanguageCode): Story {
  const order = fallbackOrder(lang);
  const chosen = order.find((code) => record.translations[code]?.title) ?? lang;
  const texts: StoryTranslations = record.translations;
  const pick = (field: keyof StoryTranslation) => textOf(texts, [chosen, ...order], field);
  return {
    slug: record.slug,
    kind: record.kind,
    is_sample: record.is_sample,
    title: pick('title'),
    excerpt: pick('excerpt'),
    body: pick('body'),
    image_url: record.image_url,
    published_at: record.published_at,
    lang: chosen,
    reunion: record.reunion
      ? {
          ...record.reunion,
          family_quote: pick('family_quote'),
          family_member: pick('family_member'),
          how_found: pick('how_found'),
        }
      : null,
    news: record.news,
  };
}

/** What visitors read: published stories, one story, the news counts. */
export class ReunionStoriesService {
  constructor(private readonly repo: ReunionStoriesRepository) {}

  /** The published stories that hold every one of `words` (folded) in any language, in `lang`, at most `limit`. */
  async search(words: readonly string[], lang: LanguageCode, limit: number): Promise<Story[]> {
    return (await this.repo.searchPublished(words, limit)).map((record) => toPublicStory(record, lang));
  }

  async list(
    query: PageQuery & { lang: LanguageCode; kind?: StoryKind | undefined; category?: NewsCategory | undefined },
  ): Promise<Page<Story>> {
    const { rows, total } = await this.repo.list({
      published: true,
      kind: query.kind,
      category: query.category,
      ...pageWindow(query),
    });
    return paged(
      rows.map((row) => toPublicStory(row, query.lang)),
      total,
      query,
    );
  }

  /** One published story; undefined for an unknown or unpublished one. */
  async get(slug: string, lang: LanguageCode): Promise<Story | undefined> {
    const record = await this.repo.findBySlug(slug);
    return record?.published ? toPublicStory(record, lang) : undefined;
  }

  newsCounts(): Promise<NewsCounts> {
    return this.repo.newsCounts();
  }
}

/** A date `YYYY-MM-DD` as the stored time (midnight UTC). */
const atDate = (date: string) => `${date}T00:00:00.000Z`;

/** The texts as stored: the languages given, each body sanitised; a body that sanitises to nothing is refused. */
export function storedTranslations(input: StoryData['translations']): StoryTranslations {
  const out: StoryTranslations = {};
  for (const code of LANGUAGE_CODES) {
    const text = input[code];
    if (!text) continue;
    const body = sanitizeStoryHtml(text.body);
    if (!body.replace(/<[^>]*>/g, '').trim() && !/<img\b/i.test(body)) {
      throw new HttpError(422, ERROR_MESSAGES.validation, {
        [`translations.${code}.body`]: [STORY_CODES.bodyRequired],
      });
    }
    out[code] = { ...text, body };
  }
  return out;
}

/** The story as stored, from what the admin sent; only the facts of its kind are kept. */
function toWrite(input: StoryData, current?: StoryRecord): StoryWrite {
  return {
    slug: input.slug,
    kind: input.kind,
    is_sample: current?.is_sample ?? false,
    published: input.published,
    published_at: input.published_at ? atDate(input.published_at) : (current?.published_at ?? now()),
    image_url: input.image_url,
    translations: storedTranslations(input.translations),
    reunion: input.kind === 'reunion' ? input.reunion : null,
    news: input.kind === 'news' ? input.news : null,
  };
}

function toAdmin(record: StoryRecord): AdminStory {
  return {
    id: record.id,
    slug: record.slug,
    kind: record.kind,
    is_sample: record.is_sample,
    published: record.published,
    published_at: record.published_at,
    image_url: record.image_url,
    translations: record.translations,
    reunion: record.reunion,
    news: record.news,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** A slug is a story's address: two stories cannot share one. */
const slugTaken = () => new HttpError(409, STORY_CODES.slugTaken, { slug: [STORY_CODES.slugTaken] });

/** The owner's stories: create, edit, publish, delete; every change audited. */
export class ReunionStoriesAdminService {
  constructor(
    private readonly repo: ReunionStoriesRepository,
    private readonly audit: AuditRepository,
    private readonly db: Db,
  ) {}

  private changed(actor: string, action: AuditAction, subject: string): Promise<void> {
    return recordContentChange(this.db, this.audit, actor, action, subject);
  }

  private async record(id: number): Promise<StoryRecord> {
    const record = await this.repo.findById(id);
    if (!record) throw new HttpError(404, NOT_FOUND);
    return record;
  }

  async list(
    query: PageQuery & { search?: string | undefined; kind?: StoryKind | undefined; published?: boolean | undefined },
  ): Promise<Page<AdminStory>> {
    const { rows, total } = await this.repo.list({
      search: query.search,
      kind: query.kind,
      published: query.published,
      ...pageWindow(query),
    });
    return paged(rows.map(toAdmin), total, query);
  }

  async get(id: number): Promise<AdminStory> {
    return toAdmin(await this.record(id));
  }

  async create(actor: string, input: StoryData): Promise<AdminStory> {
    let id: number;
    try {
      id = await this.repo.create(toWrite(input));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    await this.changed(actor, 'reunion-story.created', input.slug);
    return this.get(id);
  }

  async update(actor: string, id: number, input: StoryData): Promise<AdminStory> {
    const current = await this.record(id);
    try {
      await this.repo.update(id, toWrite(input, current));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    await this.changed(actor, 'reunion-story.updated', input.slug);
    return this.get(id);
  }

  /** Publishes or withdraws a story; its date stays the one it was given. */
  async publish(actor: string, id: number, published: boolean): Promise<AdminStory> {
    const current = await this.record(id);
    await this.repo.setPublished(id, published);
    await this.changed(actor, published ? 'reunion-story.published' : 'reunion-story.unpublished', current.slug);
    return this.get(id);
  }

  async remove(actor: string, id: number): Promise<void> {
    const current = await this.record(id);
    await this.repo.delete(id);
    await this.changed(actor, 'reunion-story.deleted', current.slug);
  }
}

export function reunionStoriesService(app: FastifyInstance): ReunionStoriesService {
  return new ReunionStoriesService(new ReunionStoriesRepository(app.db));
}

export function reunionStoriesAdminService(app: FastifyInstance): ReunionStoriesAdminService {
  return new ReunionStoriesAdminService(new ReunionStoriesRepository(app.db), new AuditRepository(app.db), app.db);
}
