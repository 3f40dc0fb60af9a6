/**
 * A one-page PDF holding one JPEG picture that fills the page: the card, at the size it is printed. Written
 * by hand (about 60 lines) rather than with a PDF library: a single image needs no fonts, no layout and
 * no compression beyond the JPEG itself, which PDF takes as it is (DCTDecode).
 */

/** A wallet card (ISO/IEC 7810 ID-1): 85.6 × 54 mm, in PDF points (1/72 inch). */
export const CARD_PAGE_POINTS = { width: (85.6 / 25.4) * 72, height: (54 / 25.4) * 72 } as const;

const ascii = (text: string) => new TextEncoder().encode(text);

/** Width and height of a baseline or progressive JPEG, from its SOF marker; null when it is no JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}

/** The PDF file of one JPEG on a page of `page` points; throws when the bytes are not a JPEG. */
export function singleImagePdf(
  jpeg: Uint8Array,
  page: { width: number; height: number } = CARD_PAGE_POINTS,
): Uint8Array {
  const size = jpegSize(jpeg);
  if (!size) throw new Error('Not a JPEG image.');
  const w = page.width.toFixed(2);
  const h = page.height.toFixed(2);
  const content = `q ${w} 0 0 ${h} 0 0 cm /Card Do Q`;
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Uint8Array) => {
    parts.push(chunk);
    length += chunk.length;
  };
  const object = (id: number, body: string | Uint8Array[], dictionary?: string) => {
    offsets[id] = length;
    if (typeof body === 'string') {
      push(ascii(`${id} 0 obj\n${body}\nendobj\n`));
      return;
    }
    push(ascii(`${id} 0 obj\n${dictionary ?? ''}\nstream\n`));
    body.forEach(push);
    push(ascii('\nendstream\nendobj\n'));
  };
  // The header's second line holds bytes above 127, so that tools treat the file as binary.
  push(new Uint8Array([...ascii('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Card 4 0 R >> >> /Contents 5 0 R >>`,
  );
  object(
    4,
    [jpeg],
    `<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
  );
  object(5, [ascii(content)], `<< /Length ${content.length} >>`);
  const xref = length;
  const rows = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(
    ascii(
      `xref\n0 6\n0000000000 65535 f \n${rows.join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
