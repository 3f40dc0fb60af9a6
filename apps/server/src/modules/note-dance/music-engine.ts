import type { PlaySummaryData, SheetFileFormat } from '@site/contracts';
import {
  checkScore as checkPlay,
  importSheet as importFile,
  parseAbc as parseAbcText,
  SheetImportError,
  type Sheet,
  type TimingWindows,
} from '@site/music';

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
    if (error instanceof SheetImportError) throw new ImportRefused(error.code, error.message);
    throw new ImportRefused(UNREADABLE.code, UNREADABLE.message);
  }
}

/** A sheet file (MusicXML, MXL, MIDI or ABC, told by its content first) in the one sheet format. */
export function importSheet(fileName: string, bytes: Uint8Array): { format: SheetFileFormat; sheet: Sheet } {
  return importing(() => importFile(fileName, bytes));
}

/** An ABC text the owner typed, in the one sheet format. */
export function parseAbc(text: string): Sheet {
  return importing(() => parseAbcText(text));
}

/**
 * The reasons a claimed result cannot come from playing this sheet with these parts switched off and the owner's
 * timing windows in force (empty when it is plausible).
 */
export function checkScore(
  sheet: Sheet,
  claimed: PlaySummaryData,
  skipParts: string[],
  windows: TimingWindows,
): string[] {
  return checkPlay(sheet, claimed, { skipParts, windows });
}
