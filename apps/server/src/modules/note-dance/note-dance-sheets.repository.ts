import type { NoteDanceDifficulty, SheetRecord, SheetSummary } from '@site/contracts';
import type { Sheet } from '@site/music';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import { insertId } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';

/** What a sheet row holds besides its id and times (the figures beside the sheet are derived by the service). */
export interface SheetWrite {
  title: string;
  composer: string | null;
  difficulty: NoteDanceDifficulty;
  published: boolean;
  sourceFormat: SheetRecord['source_format'];
  sheet: Sheet;
  abc: string | null;
  notesCount: number;
  durationBeats: number;
  tempo: number;
}

export interface SheetListFilter {
  publishedOnly: boolean;
  search?: string | undefined;
  difficulty?: NoteDanceDifficulty | undefined;
  limit: number;
  offset: number;
}

const SUMMARY_COLUMNS = [
  's.id',
  's.title',
  's.composer',
  's.difficulty',
  's.published',
  's.source_format',
  's.notes_count',
  's.duration_beats',
  's.tempo',
  'u.username as created_by',
  's.created_at',
  's.updated_at',
] as const;

type SummaryRow = {
  id: number;
  title: string;
  composer: string | null;
  difficulty: string;
  published: number;
  source_format: string;
  notes_count: number;
  duration_beats: number | string;
  tempo: number | string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

const toSummary = (row: SummaryRow): SheetSummary => ({
  id: row.id,
  title: row.title,
  composer: row.composer,
  difficulty: row.difficulty as NoteDanceDifficulty,
  published: row.published === 1,
  source_format: row.source_format as SheetSummary['source_format'],
  notes_count: row.notes_count,
  duration_beats: Number(row.duration_beats),
  tempo: Number(row.tempo),
  created_by: row.created_by,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** All SQL on Note Dance sheets. */
export class NoteDanceSheetsRepository {
  constructor(private readonly db: Db) {}

  private sheets() {
    return this.db.selectFrom('note_dance_sheets as s').leftJoin('note_dance_users as u', 'u.id', 's.created_by');
  }

  async list(filter: SheetListFilter): Promise<{ rows: SheetSummary[]; total: number }> {
    let query = this.sheets();
    if (filter.publishedOnly) query = query.where('s.published', '=', 1);
    if (filter.difficulty) query = query.where('s.difficulty', '=', filter.difficulty);
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) =>
        eb.or([containsText(sql`s.title`, text), containsText(sql`coalesce(s.composer, '')`, text)]),
      );
    }
    const total = await countRows(query);
    const rows = await query
      .select(SUMMARY_COLUMNS)
      .orderBy('s.title')
      .orderBy('s.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map(toSummary), total };
  }

  async find(id: number): Promise<SheetRecord | undefined> {
    const row = await this.sheets()
      .select([...SUMMARY_COLUMNS, 's.sheet', 's.abc'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...toSummary(row), sheet: JSON.parse(row.sheet) as SheetRecord['sheet'], abc: row.abc };
  }

  async create(sheet: SheetWrite, createdBy: number | null, at: Date, slug: string | null = null): Promise<number> {
    const now = at.toISOString();
    return insertId(
      this.db,
      this.db
        .insertInto('note_dance_sheets')
        .values({ ...columns(sheet, at), slug, created_by: createdBy, created_at: now }),
    );
  }

  async update(id: number, sheet: SheetWrite, at: Date): Promise<void> {
    await this.db.updateTable('note_dance_sheets').set(columns(sheet, at)).where('id', '=', id).execute();
  }

  /** Deletes a sheet with its scores; answers whether it existed. */
  async delete(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('note_dance_scores').where('sheet_id', '=', id).execute();
      const result = await trx.deleteFrom('note_dance_sheets').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  async slugExists(slug: string): Promise<boolean> {
    const row = await this.db.selectFrom('note_dance_sheets').select('id').where('slug', '=', slug).executeTakeFirst();
    return row !== undefined;
  }

  /** The sheet itself, for checking a score against it. */
  async sheetOf(id: number): Promise<{ sheet: Sheet; published: boolean; title: string } | undefined> {
    const row = await this.db
      .selectFrom('note_dance_sheets')
      .select(['sheet', 'published', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { sheet: JSON.parse(row.sheet) as Sheet, published: row.published === 1, title: row.title }
      : undefined;
  }
}

function columns(sheet: SheetWrite, at: Date) {
  return {
    title: sheet.title,
    composer: sheet.composer,
    difficulty: sheet.difficulty,
    published: sheet.published ? 1 : 0,
    source_format: sheet.sourceFormat,
    sheet: JSON.stringify(sheet.sheet),
    abc: sheet.abc,
    notes_count: sheet.notesCount,
    duration_beats: sheet.durationBeats,
    tempo: sheet.tempo,
    updated_at: at.toISOString(),
  };
}
