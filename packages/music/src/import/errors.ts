/** Why a sheet file was refused; the server answers the code and a later page translates it. */
export const SHEET_IMPORT_ERROR_CODES = [
  'empty',
  'too_large',
  'unknown_format',
  'malformed',
  'unsupported',
  'no_notes',
  'too_many_notes',
  'unpack_too_large',
] as const;
export type SheetImportErrorCode = (typeof SHEET_IMPORT_ERROR_CODES)[number];

/**
 * A sheet file the importers refuse. `message` is plain English a user understands; it never carries a library's
 * own message or a stack, so it may be answered as it is.
 */
export class SheetImportError extends Error {
  override readonly name = 'SheetImportError';

  constructor(
    readonly code: SheetImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a library's parser and turns whatever it throws into a `malformed` refusal (its text stays out). */
export function orMalformed<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SheetImportError) throw error;
    throw new SheetImportError('malformed', `The file could not be read as ${what}: it is damaged or not valid.`);
  }
}
