import {
  NOTE_DANCE_CODES,
  NOTE_DANCE_DIFFICULTIES,
  NOTE_DANCE_MESSAGES,
  sheetSchema,
  type NoteDanceDifficulty,
  type SheetCreate,
  type SheetRecord,
  type SheetSummary,
  type SheetUpdate,
} from '@site/contracts';
import { playableNotes, sheetLength, type Sheet } from '@site/music';
import type { FastifyInstance } from 'fastify';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { importSheet, parseAbc } from './music-engine.js';
import type { NoteDanceSession } from './note-dance-sessions.js';
import { NoteDanceSheetsRepository, type SheetWrite } from './note-dance-sheets.repository.js';
import { omrEngineName, runOmr, type OmrEngine } from './omr.js';

const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** Whether the viewer of a public sheet endpoint is a Note Dance admin (who also sees unpublished sheets). */
const isAdmin = (viewer: NoteDanceSession | null) => viewer?.role === 'admin' && viewer.status === 'active';

/** A converted sheet, not saved. */
export interface ConvertedSheet {
  format: SheetRecord['source_format'];
  sheet: Sheet;
}

/** The text fields sent with an upload to save, read loosely (multipart fields are text). */
export interface UploadFields {
  title?: string | undefined;
  composer?: string | undefined;
  difficulty?: string | undefined;
  published?: string | undefined;
}

/**
 * Checks a sheet the engine or an admin gave against the contracts' sheet format and its limits, and answers the
 * figures a list shows: the keys to press (ties merged, rests left out), the length in beats, the tempo.
 */
export function checkedSheet(candidate: unknown): { sheet: Sheet; notesCount: number; durationBeats: number } {
  const parsed = sheetSchema.safeParse(candidate);
  if (!parsed.success) throw invalid('sheet', NOTE_DANCE_CODES.sheetInvalid);
  const sheet = parsed.data as Sheet;
  const notesCount = playableNotes(sheet).length;
  if (notesCount === 0) throw invalid('sheet', NOTE_DANCE_CODES.sheetEmpty);
  return { sheet, notesCount, durationBeats: sheetLength(sheet) };
}

/**
 * Note Dance sheets: the public list and sheet (published ones; admins see all), admins' writes given as the sheet
 * format, as ABC, or as a file the music engine converts, and scanned scores read by a configured OMR engine.
 */
export class NoteDanceSheetsService {
  constructor(
    private readonly repo: NoteDanceSheetsRepository,
    private readonly omr: OmrEngine | null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(
    viewer: NoteDanceSession | null,
    query: {
      page: number;
      per_page: number;
      search?: string | undefined;
      difficulty?: NoteDanceDifficulty | undefined;
    },
  ): Promise<Page<SheetSummary>> {
    const { rows, total } = await this.repo.list({
      publishedOnly: !isAdmin(viewer),
      search: query.search,
      difficulty: query.difficulty,
      ...pageWindow(query),
    });
    return paged(rows, total, query);
  }

  async get(viewer: NoteDanceSession | null, id: number): Promise<SheetRecord> {
    const sheet = await this.repo.find(id);
    // An unpublished sheet is not found for anyone but admins: its existence is not told either.
    if (!sheet || (!sheet.published && !isAdmin(viewer))) throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound);
    return sheet;
  }

  /** The row to write from a sheet and the names given beside it (which win over the sheet's own). */
  private toWrite(
    source: { sheet: unknown; format: SheetRecord['source_format']; abc: string | null },
    names: { title?: string | undefined; composer?: string | null | undefined },
    rest: { difficulty: NoteDanceDifficulty; published: boolean },
  ): SheetWrite {
    const checked = checkedSheet(source.sheet);
    const title = (names.title ?? checked.sheet.title).trim();
    if (!title) throw invalid('title', NOTE_DANCE_CODES.titleRequired);
    const composer = names.composer !== undefined ? names.composer || null : checked.sheet.composer;
    const sheet = { ...checked.sheet, title, composer };
    return {
      title,
      composer,
      difficulty: rest.difficulty,
      published: rest.published,
      sourceFormat: source.format,
      sheet,
      abc: source.abc,
      notesCount: checked.notesCount,
      durationBeats: checked.durationBeats,
      tempo: sheet.tempo,
    };
  }

  private source(body: { sheet?: unknown; abc?: string | undefined }) {
    if (body.abc !== undefined) return { sheet: parseAbc(body.abc), format: 'abc' as const, abc: body.abc };
    return { sheet: body.sheet, format: 'json' as const, abc: null };
  }

  async create(actor: NoteDanceSession, body: SheetCreate): Promise<SheetRecord> {
    const write = this.toWrite(this.source(body), body, { difficulty: body.difficulty, published: body.published });
    return this.saved(await this.repo.create(write, actor.userId, this.now()));
  }

  async update(id: number, body: SheetUpdate): Promise<SheetRecord> {
    const current = await this.repo.find(id);
    if (!current) throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound);
    const replaced = body.sheet !== undefined || body.abc !== undefined;
    const source = replaced
      ? this.source(body)
      : { sheet: current.sheet, format: current.source_format, abc: current.abc };
    const write = this.toWrite(
      source,
      { title: body.title ?? current.title, composer: body.composer !== undefined ? body.composer : current.composer },
      { difficulty: body.difficulty ?? current.difficulty, published: body.published ?? current.published },
    );
    await this.repo.update(id, write, this.now());
    return this.saved(id);
  }

  async delete(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound);
  }

  private async saved(id: number): Promise<SheetRecord> {
    const sheet = await this.repo.find(id);
    if (!sheet) throw new HttpError(404, NOTE_DANCE_CODES.sheetNotFound);
    return sheet;
  }

  /** Converts a file through the music engine's importers; nothing is saved. */
  convert(upload: { data: Buffer; filename: string }): ConvertedSheet {
    const { format, sheet } = importSheet(upload.filename, new Uint8Array(upload.data));
    return { format, sheet: checkedSheet(sheet).sheet };
  }

  /** Converts a file and saves it as a sheet (unpublished unless the form says otherwise). */
  async convertAndSave(
    actor: NoteDanceSession,
    upload: { data: Buffer; filename: string; fields: UploadFields },
  ): Promise<SheetRecord> {
    const { fields } = upload;
    const difficulty = fields.difficulty ?? 'beginner';
    if (!(NOTE_DANCE_DIFFICULTIES as readonly string[]).includes(difficulty)) {
      throw invalid('difficulty', NOTE_DANCE_MESSAGES.sheetInvalid);
    }
    const { format, sheet } = importSheet(upload.filename, new Uint8Array(upload.data));
    const write = this.toWrite(
      { sheet, format, abc: format === 'abc' ? upload.data.toString('utf8') : null },
      { title: fields.title?.trim() || undefined, composer: fields.composer?.trim() || undefined },
      {
        difficulty: difficulty as NoteDanceDifficulty,
        published: fields.published === 'true' || fields.published === '1',
      },
    );
    return this.saved(await this.repo.create(write, actor.userId, this.now()));
  }

  omrStatus(): { available: boolean; engine: string | null; message: string } {
    if (!this.omr) return { available: false, engine: null, message: NOTE_DANCE_MESSAGES.omrUnavailable };
    const engine = omrEngineName(this.omr);
    return { available: true, engine, message: `Optical music recognition by ${engine ?? 'the configured engine'}.` };
  }

  /** Reads a scanned score with the configured engine and converts its MusicXML; 501 when none is configured. */
  async omrConvert(upload: { data: Buffer; filename: string }): Promise<ConvertedSheet> {
    if (!this.omr) throw new HttpError(501, NOTE_DANCE_CODES.omrUnavailable);
    const written = await runOmr(this.omr, upload);
    const { sheet } = importSheet(written.fileName, written.bytes);
    return { format: 'musicxml', sheet: checkedSheet(sheet).sheet };
  }

  /** Inserts a seed song once (by its slug), published. Answers whether it was inserted. */
  async seed(song: {
    slug: string;
    title: string;
    composer: string | null;
    difficulty: NoteDanceDifficulty;
    sheet: Sheet;
    /** The ABC it was written in, kept so that an admin edits the song as it was written. */
    abc?: string;
  }): Promise<boolean> {
    if (await this.repo.slugExists(song.slug)) return false;
    const write = this.toWrite(
      song.abc === undefined
        ? { sheet: song.sheet, format: 'json', abc: null }
        : { sheet: song.sheet, format: 'abc', abc: song.abc },
      { title: song.title, composer: song.composer },
      { difficulty: song.difficulty, published: true },
    );
    await this.repo.create(write, null, this.now(), song.slug);
    return true;
  }
}

export function noteDanceSheetsService(app: FastifyInstance, omr: OmrEngine | null): NoteDanceSheetsService {
  return new NoteDanceSheetsService(new NoteDanceSheetsRepository(app.db), omr);
}
