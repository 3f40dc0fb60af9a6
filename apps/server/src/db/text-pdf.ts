/**
 * A text document as a PDF, laid out by hand with the standard Helvetica font (no font file to embed):
 * every block is wrapped by words within the page margins, a word longer than a line is broken, and the
 * text continues on a new page when a page is full. Characters outside the font's Latin set are written
 * as their closest ASCII letter (accents dropped), or "-" when there is none.
 */

/** Helvetica advance widths (1/1000 em) of the WinAnsi characters 32–126, from the font's AFM. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

/** A4 in points, and the margins every line stays within. */
export const PAGE = { width: 595, height: 842, margin: 56 } as const;

export interface TextBlock {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  /** Extra space before the block, in points. */
  spaceBefore?: number;
  /** Left indent in points (lists). */
  indent?: number;
}

export interface PlacedLine {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
  width: number;
}

/** The text as the font can write it: Latin letters without their accents, anything else as "-". */
export function toFontText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7e]/g, '-');
}

/** The width of a text in points at a font size. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += HELVETICA_WIDTHS[char.charCodeAt(0) - 32] ?? 556;
  return (units * size) / 1000;
}

/** Splits a text into lines no wider than `max` points: by words, and inside a word only when it alone is wider. */
export function wrapText(text: string, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line) lines.push(line);
    line = '';
  };
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= max) {
      line = candidate;
      continue;
    }
    push();
    let rest = word;
    while (textWidth(rest, size) > max) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size) > max) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  push();
  return lines;
}

/** Places the blocks on pages: each line with its page, position, size and width. */
export function layoutText(blocks: TextBlock[]): PlacedLine[] {
  const placed: PlacedLine[] = [];
  let page = 0;
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const size = block.size ?? 11;
    const leading = size * 1.3;
    const indent = block.indent ?? 0;
    const max = PAGE.width - 2 * PAGE.margin - indent;
    y -= block.spaceBefore ?? 0;
    const lines = block.text.trim() ? wrapText(toFontText(block.text), size, max) : [];
    for (const text of lines) {
      if (y - size < PAGE.margin) {
        page++;
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      placed.push({ page, x: PAGE.margin + indent, y, size, text, width: textWidth(text, size) });
      y -= leading - size;
    }
  }
  return placed;
}

/** A valid PDF of the blocks (A4, Helvetica), as many pages as they need. */
export function textPdf(blocks: TextBlock[]): Buffer {
  const lines = layoutText(blocks);
  const pageCount = Math.max(1, (lines.at(-1)?.page ?? 0) + 1);
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pageCount }, (_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  for (let page = 0; page < pageCount; page++) {
    const content = lines
      .filter((line) => line.page === page)
      .map((line) => `BT /F1 ${line.size} Tf ${line.x.toFixed(2)} ${line.y.toFixed(2)} Td (${escape(line.text)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${5 + page * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
