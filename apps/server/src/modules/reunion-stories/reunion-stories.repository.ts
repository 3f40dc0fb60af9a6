import type { LanguageCode, NewsCategory, NewsCounts, NewsFacts, StoryKind, StoryTranslation } from '@site/contracts';
import type { Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import type { ReunionStoriesTable } from '../../db/schema.js';
import { containsJsonText, containsText } from '../../db/search.js';

export type StoryTranslations = Partial<Record<LanguageCode, StoryTranslation>>;

/** The language-neutral facts of a reunion, as stored. */
export interface ReunionFactsRecord {
  name: string;
  missing_days: number;
  found_location: string;
  distance_from_home_km: number | null;
  volunteers_involved: number;
  reunion_date: string;
  case_number: string | null;
}

/** What a story is written with. */
export interface StoryWrite {
  slug: string;
  kind: StoryKind;
  is_sample: boolean;
  published: boolean;
  published_at: string;
  image_url: string | null;
  translations: StoryTranslations;
  reunion: ReunionFactsRecord | null;
  news: NewsFacts | null;
}

export interface StoryRecord extends StoryWrite {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface StoryFilter {
  kind?: StoryKind | undefined;
  category?: NewsCategory | undefined;
  /** Public lists read published stories only. */
  published?: boolean | undefined;
  /** Slug or any text in any language; diacritics-insensitive. */
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** A unique index refused the row, in each driver's words. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY';
}

type StoryRow = Selectable<ReunionStoriesTable>;

/** All SQL on the reunion stories. */
export class ReunionStoriesRepository {
  constructor(private readonly db: Db) {}

  private toRecord(row: StoryRow): StoryRecord {
    const news: NewsFacts | null =
      row.news_category && row.news_priority
        ? {
            category: row.news_category as NewsFacts['category'],
            priority: row.news_priority as NewsFacts['priority'],
            featured: flag(row.news_featured),
            tags: parseJson<string[]>(row.news_tags, []),
          }
        : null;
    return {
      id: Number(row.id),
      slug: row.slug,
      kind: row.kind as StoryKind,
      is_sample: flag(row.is_sample),
      published: flag(row.published),
      published_at: row.published_at,
      image_url: row.image_url,
      translations: parseJson<StoryTranslations>(row.translations, {}),
      reunion: parseJson<ReunionFactsRecord | null>(row.reunion, null),
      news,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private columns(input: StoryWrite) {
    return {
      slug: input.slug,
      kind: input.kind,
      is_sample: bit(input.is_sample),
      published: bit(input.published),
      published_at: input.published_at,
      image_url: input.image_url,
      translations: JSON.stringify(input.translations),
      reunion: input.reunion ? JSON.stringify(input.reunion) : null,
      news_category: input.news?.category ?? null,
      news_priority: input.news?.priority ?? null,
      news_featured: bit(input.news?.featured ?? false),
      news_tags: JSON.stringify(input.news?.tags ?? []),
    };
  }

  /** Stories, newest published first, with the total the filter finds. */
  async list(filter: StoryFilter): Promise<{ rows: StoryRecord[]; total: number }> {
    let query = this.db.selectFrom('reunion_stories').selectAll();
    if (filter.published !== undefined) query = query.where('published', '=', bit(filter.published));
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.category) query = query.where('news_category', '=', filter.category);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([containsText(eb.ref('slug'), text), containsJsonText(this.db, eb.ref('translations'), text)]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map((row) => this.toRecord(row)), total };
  }

  /**
   * The published stories whose slug or texts (any language) hold every one of `words`, newest published
   * first, at most `limit`.
   */
  async searchPublished(words: readonly string[], limit: number): Promise<StoryRecord[]> {
    if (words.length === 0) return [];
    let query = this.db.selectFrom('reunion_stories').selectAll().where('published', '=', bit(true));
    for (const word of words) {
      query = query.where((eb) =>
        eb.or([containsText(eb.ref('slug'), word), containsJsonText(this.db, eb.ref('translations'), word)]),
      );
    }
    const rows = await query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => this.toRecord(row));
  }

  async findById(id: number): Promise<StoryRecord | undefined> {
    const row = await this.db.selectFrom('reunion_stories').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.toRecord(row) : undefined;
  }

  async findBySlug(slug: string): Promise<StoryRecord | undefined> {
    const row = await this.db.selectFrom('reunion_stories').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row ? this.toRecord(row) : undefined;
  }

  /** Inserts a story; a taken slug throws the driver's unique violation (`isUniqueViolation`). */
  async create(input: StoryWrite, at: string = now()): Promise<number> {
    return insertId(
      this.db,
      this.db.insertInto('reunion_stories').values({ ...this.columns(input), created_at: at, updated_at: at }),
    );
  }

  async update(id: number, input: StoryWrite): Promise<void> {
    await this.db
      .updateTable('reunion_stories')
      .set({ ...this.columns(input), updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async setPublished(id: number, published: boolean): Promise<void> {
    await this.db
      .updateTable('reunion_stories')
      .set({ published: bit(published), updated_at: now() })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('reunion_stories').where('id', '=', id).execute();
  }

  /** Published news articles per category. */
  async newsCounts(): Promise<NewsCounts> {
    const rows = await this.db
      .selectFrom('reunion_stories')
      .select((eb) => ['news_category', eb.fn.countAll<number>().as('n')])
      .where('published', '=', 1)
      .where('kind', '=', 'news')
      .groupBy('news_category')
      .execute();
    const counts: NewsCounts = { total: 0, platform: 0, emergency: 0, community: 0, reports: 0 };
    for (const row of rows) {
      const n = Number(row.n);
      counts.total += n;
      const category = row.news_category;
      if (category === 'platform' || category === 'emergency' || category === 'community' || category === 'reports') {
        counts[category] += n;
      }
    }
    return counts;
  }

  /** The slugs that exist among `slugs` (the seed inserts each sample story once). */
  async existingSlugs(slugs: readonly string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('reunion_stories')
      .select('slug')
      .where('slug', 'in', [...slugs])
      .execute();
    return new Set(rows.map((row) => row.slug));
  }
}
