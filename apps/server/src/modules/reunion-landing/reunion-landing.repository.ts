import type { EnquiryFilter, LanguageCode, StoryStatus } from '@site/contracts';
import type { Selectable } from 'kysely';
import { bit, flag, now, parseJson } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import { insertId } from '../../db/dialect.js';
import type {
  ReunionLandingEnquiriesTable,
  ReunionLandingItemsTable,
  ReunionLandingStoriesTable,
} from '../../db/schema.js';
import { containsText } from '../../db/search.js';

/** The kinds of content the landing page shows. */
export type ItemKind = 'stat' | 'sponsor' | 'testimonial' | 'slogan';

/** What an item is written with: its facts (the same in every language) and its texts per language. */
export interface ItemWrite<Data, Text> {
  key: string | null;
  is_sample: boolean;
  is_published: boolean;
  sort_order: number;
  data: Data;
  translations: Partial<Record<LanguageCode, Text>>;
}

export interface ItemRecord<Data = unknown, Text = unknown> extends ItemWrite<Data, Text> {
  id: number;
  kind: ItemKind;
  created_at: string;
  updated_at: string;
}

export interface EnquiryRecord {
  id: number;
  organisation: string;
  contact_name: string;
  email: string;
  message: string;
  lang: string;
  is_read: boolean;
  is_archived: boolean;
  created_at: string;
}

export interface StoryRecord {
  id: number;
  name: string;
  email: string | null;
  story: string;
  lang: string;
  status: StoryStatus;
  testimonial_id: number | null;
  created_at: string;
  moderated_at: string | null;
}

export interface Window {
  limit: number;
  offset: number;
}

/** A unique index refused the row, in each driver's words. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY';
}

function toItem(row: Selectable<ReunionLandingItemsTable>): ItemRecord {
  return {
    id: Number(row.id),
    kind: row.kind as ItemKind,
    key: row.key,
    is_sample: flag(row.is_sample),
    is_published: flag(row.is_published),
    sort_order: Number(row.sort_order),
    data: parseJson<unknown>(row.data, {}),
    translations: parseJson<Partial<Record<LanguageCode, unknown>>>(row.translations, {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const ENQUIRY_COLUMNS = [
  'id',
  'organisation',
  'contact_name',
  'email',
  'message',
  'lang',
  'is_read',
  'is_archived',
  'created_at',
] as const;

function toEnquiry(row: Omit<Selectable<ReunionLandingEnquiriesTable>, 'ip'>): EnquiryRecord {
  return {
    ...row,
    id: Number(row.id),
    is_read: flag(row.is_read),
    is_archived: flag(row.is_archived),
  };
}

const STORY_COLUMNS = [
  'id',
  'name',
  'email',
  'story',
  'lang',
  'status',
  'testimonial_id',
  'created_at',
  'moderated_at',
] as const;

function toStory(row: Omit<Selectable<ReunionLandingStoriesTable>, 'ip'>): StoryRecord {
  return {
    ...row,
    id: Number(row.id),
    status: row.status as StoryStatus,
    testimonial_id: row.testimonial_id === null ? null : Number(row.testimonial_id),
  };
}

/** All SQL on the landing page's content, its partnership enquiries and its submitted stories. */
export class ReunionLandingRepository {
  constructor(private readonly db: Db) {}

  private itemColumns(input: ItemWrite<unknown, unknown>) {
    return {
      key: input.key,
      is_sample: bit(input.is_sample),
      is_published: bit(input.is_published),
      sort_order: input.sort_order,
      data: JSON.stringify(input.data),
      translations: JSON.stringify(input.translations),
    };
  }

  /** Items of some kinds in display order (sort order, then oldest first); only published ones when asked. */
  async items(kinds: readonly ItemKind[], publishedOnly: boolean): Promise<ItemRecord[]> {
    let query = this.db
      .selectFrom('reunion_landing_items')
      .selectAll()
      .where('kind', 'in', [...kinds]);
    if (publishedOnly) query = query.where('is_published', '=', 1);
    const rows = await query.orderBy('kind').orderBy('sort_order').orderBy('id').execute();
    return rows.map(toItem);
  }

  async findItem(kind: ItemKind, id: number): Promise<ItemRecord | undefined> {
    const row = await this.db
      .selectFrom('reunion_landing_items')
      .selectAll()
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toItem(row) : undefined;
  }

  countItems(kind: ItemKind): Promise<number> {
    return countRows(this.db.selectFrom('reunion_landing_items').where('kind', '=', kind));
  }

  /** The keys of the statistics that exist (the seed writes each once). */
  async itemKeys(kind: ItemKind): Promise<Set<string>> {
    const rows = await this.db.selectFrom('reunion_landing_items').select('key').where('kind', '=', kind).execute();
    return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
  }

  async createItem(kind: ItemKind, input: ItemWrite<unknown, unknown>, db: Db = this.db): Promise<number> {
    const at = now();
    return insertId(
      db,
      db
        .insertInto('reunion_landing_items')
        .values({ ...this.itemColumns(input), kind, created_at: at, updated_at: at }),
    );
  }

  async updateItem(kind: ItemKind, id: number, input: ItemWrite<unknown, unknown>): Promise<void> {
    await this.db
      .updateTable('reunion_landing_items')
      .set({ ...this.itemColumns(input), updated_at: now() })
      .where('kind', '=', kind)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes an item; a story drafted into a deleted testimonial no longer points at it. */
  async deleteItem(kind: ItemKind, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reunion_landing_stories')
        .set({ testimonial_id: null })
        .where('testimonial_id', '=', id)
        .execute();
      await trx.deleteFrom('reunion_landing_items').where('kind', '=', kind).where('id', '=', id).execute();
    });
  }

  // ── Enquiries ──

  createEnquiry(input: Omit<EnquiryRecord, 'id' | 'is_read' | 'is_archived' | 'created_at'> & { ip: string }) {
    return insertId(
      this.db,
      this.db
        .insertInto('reunion_landing_enquiries')
        .values({ ...input, is_read: 0, is_archived: 0, created_at: now() }),
    );
  }

  async enquiries(
    filter: Window & { search?: string | undefined; status?: EnquiryFilter | undefined },
  ): Promise<{ rows: EnquiryRecord[]; total: number }> {
    let query = this.db.selectFrom('reunion_landing_enquiries').select(ENQUIRY_COLUMNS);
    if (filter.status === 'archived') query = query.where('is_archived', '=', 1);
    else {
      query = query.where('is_archived', '=', 0);
      if (filter.status) query = query.where('is_read', '=', filter.status === 'read' ? 1 : 0);
    }
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('organisation'), text),
          containsText(eb.ref('contact_name'), text),
          containsText(eb.ref('email'), text),
          containsText(eb.ref('message'), text),
        ]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toEnquiry), total };
  }

  async findEnquiry(id: number): Promise<EnquiryRecord | undefined> {
    const row = await this.db
      .selectFrom('reunion_landing_enquiries')
      .select(ENQUIRY_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toEnquiry(row) : undefined;
  }

  async updateEnquiry(id: number, change: { is_read?: boolean | undefined; is_archived?: boolean | undefined }) {
    await this.db
      .updateTable('reunion_landing_enquiries')
      .set({
        ...(change.is_read === undefined ? {} : { is_read: bit(change.is_read) }),
        ...(change.is_archived === undefined ? {} : { is_archived: bit(change.is_archived) }),
      })
      .where('id', '=', id)
      .execute();
  }

  async deleteEnquiry(id: number): Promise<void> {
    await this.db.deleteFrom('reunion_landing_enquiries').where('id', '=', id).execute();
  }

  // ── Stories ──

  createStory(input: Pick<StoryRecord, 'name' | 'email' | 'story' | 'lang'> & { ip: string }) {
    return insertId(
      this.db,
      this.db
        .insertInto('reunion_landing_stories')
        .values({ ...input, status: 'pending', testimonial_id: null, moderated_at: null, created_at: now() }),
    );
  }

  async stories(
    filter: Window & { search?: string | undefined; status?: StoryStatus | undefined },
  ): Promise<{ rows: StoryRecord[]; total: number }> {
    let query = this.db.selectFrom('reunion_landing_stories').select(STORY_COLUMNS);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('name'), text),
          containsText(eb.ref('email'), text),
          containsText(eb.ref('story'), text),
        ]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toStory), total };
  }

  async findStory(id: number): Promise<StoryRecord | undefined> {
    const row = await this.db
      .selectFrom('reunion_landing_stories')
      .select(STORY_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toStory(row) : undefined;
  }

  /**
   * Records the owner's decision on a pending story, with the testimonial drafted from it when there is one,
   * all or nothing. Answers false when the story was no longer pending (another admin decided first).
   */
  async moderateStory(id: number, status: StoryStatus, draft?: ItemWrite<unknown, unknown>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const testimonialId = draft ? await this.createItem('testimonial', draft, trx) : null;
      const result = await trx
        .updateTable('reunion_landing_stories')
        .set({ status, testimonial_id: testimonialId, moderated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        if (testimonialId !== null) {
          await trx.deleteFrom('reunion_landing_items').where('id', '=', testimonialId).execute();
        }
        return false;
      }
      return true;
    });
  }

  async deleteStory(id: number): Promise<void> {
    await this.db.deleteFrom('reunion_landing_stories').where('id', '=', id).execute();
  }
}
