/**
 * Removes metadata from an image without touching its pixels: the original a visitor downloads is the
 * uploaded file, byte for byte, less what could identify or locate its author (EXIF with GPS and camera
 * serials, XMP, comments, text chunks). Returns null when the file cannot be handled this way (another
 * format, an orientation that cannot be kept, malformed structure); the caller then re-encodes.
 */
export function stripMetadata(data: Buffer, format: string, orientation = 1): Buffer | null {
  try {
    if (format === 'jpeg') return stripJpeg(data, orientation);
    if (format === 'png' && orientation === 1) return stripPng(data);
  } catch {
    return null;
  }
  return null;
}

/** An APP1 segment holding only an EXIF orientation: the image still shows upright, nothing else is kept. */
export function orientationExif(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2); // length of the segment after the marker
  segment.write('Exif\0\0', 4, 'latin1');
  segment.write('MM', 10, 'latin1'); // big-endian TIFF
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // first IFD right after the header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20); // Orientation
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
}

const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');

/** JPEG: drops APP1 (EXIF, XMP), APP3–APP13, APP15 and comments before the scan; the scan is copied as is. */
function stripJpeg(data: Buffer, orientation: number): Buffer | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  const parts: Buffer[] = [data.subarray(0, 2)];
  let exifAt = 1; // after SOI, or after APP0 when there is one
  let pos = 2;
  while (pos < data.length) {
    if (data[pos] !== 0xff) return null;
    let markerAt = pos;
    while (data[markerAt + 1] === 0xff) markerAt++; // fill bytes
    const marker = data[markerAt + 1];
    if (marker === undefined) return null;
    if (marker === 0xda) {
      parts.push(data.subarray(markerAt)); // the scan and everything after it, untouched
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(data.subarray(markerAt, markerAt + 2));
      pos = markerAt + 2;
      continue;
    }
    if (markerAt + 4 > data.length) return null;
    const length = data.readUInt16BE(markerAt + 2);
    const end = markerAt + 2 + length;
    if (length < 2 || end > data.length) return null;
    const segment = data.subarray(markerAt, end);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep =
      (!isApp && marker !== 0xfe) ||
      marker === 0xe0 ||
      marker === 0xee ||
      (marker === 0xe2 && segment.subarray(4, 4 + ICC.length).equals(ICC));
    if (keep) {
      parts.push(segment);
      if (marker === 0xe0 && parts.length === 2) exifAt = 2;
    }
    pos = end;
  }
  if (pos >= data.length && parts.length === 1) return null;
  if (orientation !== 1) parts.splice(exifAt, 0, orientationExif(orientation));
  return Buffer.concat(parts);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drops the EXIF, text and time chunks; every other chunk is copied as is. */
function stripPng(data: Buffer): Buffer | null {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const parts: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  while (pos < data.length) {
    if (pos + 12 > data.length) return null;
    const length = data.readUInt32BE(pos);
    const end = pos + 12 + length;
    if (end > data.length) return null;
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (!PNG_DROPPED.has(type)) parts.push(data.subarray(pos, end));
    pos = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}
