import type { PlaySummaryData, SheetFileFormat } from '@site/contracts';
import * as music from '@site/music';
import type { Sheet } from '@site/music';

/**
 * The music engine's functions the server calls (packages/music): the importers, ABC, and the score check. They
 * are read from the package by name, so that this server builds while the engine grows; a function the engine
 * does not have yet answers `EngineUnavailable` (503), never a wrong result.
 */
export interface MusicEngine {
  importSheet(fileName: string, bytes: Uint8Array): { format: SheetFileFormat; sheet: Sheet };
  parseAbc(text: string): Sheet;
  SheetImportError: new (...args: never[]) => Error & { code: string };
  checkScore(sheet: Sheet, claimed: PlaySummaryData, options: { skipParts?: string[] }): string[];
}

/** The engine lacks a function the server needs. */
export class EngineUnavailable extends Error {
  constructor(name: string) {
    super(`The music engine has no ${name}().`);
    this.name = 'EngineUnavailable';
  }
}

/** A file or text the importer refused: its code and message, as the engine words them. */
export class ImportRefused extends Error {
  constructor(
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRefused';
  }
}

const engine = music as unknown as Partial<MusicEngine>;

function need<K extends keyof MusicEngine>(name: K): NonNullable<MusicEngine[K]> {
  const found = engine[name];
  if (!found) throw new EngineUnavailable(name);
  return found as NonNullable<MusicEngine[K]>;
}

/** What a file that broke the importer in an unforeseen way is answered (its error's text stays in the log). */
export const UNREADABLE = { code: 'unreadable', message: 'The file could not be read as a sheet.' } as const;

/**
 * Runs an importer: its own refusals (`SheetImportError`) become `ImportRefused` with their code and message; any
 * other failure on a hostile or broken file is refused too, in general words.
 */
function importing<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    const Refusal = engine.SheetImportError;
    if (Refusal && error instanceof Refusal) throw new ImportRefused(error.code, error.message);
    throw new ImportRefused(UNREADABLE.code, UNREADABLE.message);
  }
}

export function importSheet(fileName: string, bytes: Uint8Array): { format: SheetFileFormat; sheet: Sheet } {
  const run = need('importSheet');
  return importing(() => run(fileName, bytes));
}

export function parseAbc(text: string): Sheet {
  const run = need('parseAbc');
  return importing(() => run(text));
}

/** The reasons a claimed result cannot come from playing this sheet (empty when it is plausible). */
export function checkScore(sheet: Sheet, claimed: PlaySummaryData, skipParts: string[]): string[] {
  return need('checkScore')(sheet, claimed, { skipParts });
}
