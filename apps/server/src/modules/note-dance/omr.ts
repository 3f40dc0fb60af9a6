import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NOTE_DANCE_CODES } from '@site/contracts';
import { HttpError } from '../../plugins/errors.js';

/** An optical music recognition engine: a program run without a shell, with a time limit. */
export interface OmrEngine {
  /** The program and any fixed arguments before the two it is given, split on spaces (no shell quoting). */
  command: string;
  timeoutMs: number;
}

/** What an engine's output may be: the MusicXML the importer reads. */
const OUTPUT_EXTENSIONS = ['.mxl', '.musicxml', '.xml'];
/** The most an engine may print before it is stopped (its output goes to files, not to the terminal). */
const MAX_PRINTED_BYTES = 1024 * 1024;

/** The engine's program name, for the status line (never its whole command line). */
export function omrEngineName(engine: OmrEngine | null): string | null {
  if (!engine) return null;
  return path.basename(engine.command.trim().split(/\s+/)[0] ?? '') || null;
}

/** A file name extension that is safe to write: letters and digits only, or none. */
function safeExtension(fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  return /^\.[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

async function findOutput(dir: string): Promise<string | null> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const found = entries
    .filter((entry) => entry.isFile() && OUTPUT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return found[0] ?? null;
}

/**
 * Runs the engine on a scanned score: the upload is written to a private temporary folder, the program gets its
 * path and an output folder as its two last arguments, and is killed when it passes the time limit. Answers the
 * MusicXML it wrote (name and bytes); the folder is removed whatever happens.
 */
export async function runOmr(
  engine: OmrEngine,
  upload: { data: Buffer; filename: string },
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'note-dance-omr-'));
  try {
    const input = path.join(dir, `input${safeExtension(upload.filename)}`);
    const output = path.join(dir, 'out');
    await fs.mkdir(output);
    await fs.writeFile(input, upload.data, { mode: 0o600 });
    const [program, ...fixed] = engine.command.trim().split(/\s+/) as [string, ...string[]];
    await new Promise<void>((resolve, reject) => {
      execFile(
        program,
        [...fixed, input, output],
        { timeout: engine.timeoutMs, killSignal: 'SIGKILL', maxBuffer: MAX_PRINTED_BYTES, shell: false, cwd: dir },
        (error) => {
          if (!error) return resolve();
          const { killed, code } = error as { killed?: boolean; code?: unknown };
          const timedOut = killed === true && code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
          reject(
            timedOut ? new HttpError(504, NOTE_DANCE_CODES.omrTimeout) : new HttpError(422, NOTE_DANCE_CODES.omrFailed),
          );
        },
      );
    });
    const written = await findOutput(output);
    if (!written) throw new HttpError(422, NOTE_DANCE_CODES.omrFailed);
    return { fileName: path.basename(written), bytes: new Uint8Array(await fs.readFile(written)) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
