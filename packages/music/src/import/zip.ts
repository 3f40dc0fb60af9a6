import { Inflate, strFromU8 } from 'fflate';
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { SheetImportError } from './errors.js';

/** One file named in a zip's central directory. */
interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

/** A zip file starts with a local file header (or is an empty archive). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/** An archive naming more files than this is refused (an MXL holds a handful). */
const MAX_ENTRIES = 1000;
/** Compressed data is fed to the inflater in slices this small, so no single step unpacks more than ~1 MiB. */
const SLICE = 1024;

const broken = () => new SheetImportError('malformed', 'The compressed file (.mxl) is damaged or not a valid zip.');
const tooLarge = () =>
  new SheetImportError(
    'unpack_too_large',
    `The compressed file (.mxl) unpacks to more than ${NOTE_DANCE_LIMITS.unpackedBytes / 1024 / 1024} MiB.`,
  );

/**
 * A zip archive read from its central directory, with only the files asked for unpacked, each counted against
 * the unpack budget while it inflates (the sizes the archive declares are not trusted), so a zip bomb stops at
 * the budget instead of filling memory.
 */
export class ZipReader {
  private readonly view: DataView;
  readonly entries: ZipEntry[];
  private unpacked = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly budget: number = NOTE_DANCE_LIMITS.unpackedBytes,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.entries = this.readDirectory();
  }

  private u16(at: number): number {
    if (at + 2 > this.bytes.length) throw broken();
    return this.view.getUint16(at, true);
  }

  private u32(at: number): number {
    if (at + 4 > this.bytes.length) throw broken();
    return this.view.getUint32(at, true);
  }

  private readDirectory(): ZipEntry[] {
    // The end of central directory record: its signature within the last 64 KiB + 22 bytes (comment included).
    let end = -1;
    for (let at = this.bytes.length - 22; at >= Math.max(0, this.bytes.length - 22 - 0xffff); at--) {
      if (this.u32(at) === 0x06054b50) {
        end = at;
        break;
      }
    }
    if (end < 0) throw broken();
    const total = this.u16(end + 10);
    const offset = this.u32(end + 16);
    if (total === 0xffff || offset === 0xffffffff) {
      throw new SheetImportError('unsupported', 'The compressed file (.mxl) uses ZIP64, which is not supported.');
    }
    if (total > MAX_ENTRIES)
      throw new SheetImportError('unsupported', 'The compressed file (.mxl) holds too many files.');
    const entries: ZipEntry[] = [];
    let at = offset;
    for (let i = 0; i < total; i++) {
      if (this.u32(at) !== 0x02014b50) throw broken();
      const nameLength = this.u16(at + 28);
      const extraLength = this.u16(at + 30);
      const commentLength = this.u16(at + 32);
      if (at + 46 + nameLength > this.bytes.length) throw broken();
      entries.push({
        method: this.u16(at + 10),
        compressedSize: this.u32(at + 20),
        size: this.u32(at + 24),
        name: utf8(this.bytes.subarray(at + 46, at + 46 + nameLength)),
        localHeader: this.u32(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }

  /** The file of that path, case-insensitively (some writers change case); undefined when absent. */
  find(path: string): ZipEntry | undefined {
    const wanted = path.replace(/^\/+/, '').toLowerCase();
    return this.entries.find((entry) => entry.name.toLowerCase() === wanted);
  }

  /** Unpacks one file, counting its bytes against the budget while it inflates. */
  read(entry: ZipEntry): Uint8Array {
    const at = entry.localHeader;
    if (this.u32(at) !== 0x04034b50) throw broken();
    const dataStart = at + 30 + this.u16(at + 26) + this.u16(at + 28);
    const data = this.bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw broken();
    if (entry.size > this.budget - this.unpacked) throw tooLarge();
    if (entry.method === 0) {
      this.unpacked += data.length;
      if (this.unpacked > this.budget) throw tooLarge();
      return data;
    }
    if (entry.method !== 8) {
      throw new SheetImportError('unsupported', 'The compressed file (.mxl) uses a compression that is not supported.');
    }
    const chunks: Uint8Array[] = [];
    let over = false;
    let done = false;
    const inflater = new Inflate((chunk, final) => {
      this.unpacked += chunk.length;
      if (this.unpacked > this.budget) over = true;
      else chunks.push(chunk);
      if (final) done = true;
    });
    try {
      for (let from = 0; from < data.length && !over && !done; from += SLICE) {
        const to = Math.min(from + SLICE, data.length);
        inflater.push(data.subarray(from, to), to === data.length);
      }
    } catch {
      throw broken();
    }
    if (over) throw tooLarge();
    if (!done) throw broken();
    const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

/** UTF-8 bytes to text, without the TextDecoder global (the package is typed without DOM or Node). */
export function utf8(bytes: Uint8Array): string {
  return strFromU8(bytes);
}
