import { encode } from 'uqr';

/** The page the download dialog's QR code and copy-link point to. */
export const APP_PAGE_PATH = '/reunion/app';

/**
 * The modules of a QR code for `text` (true = dark), with the standard quiet zone of 4 modules around it
 * so that a camera finds it on any background. Error correction M: a printed or photographed screen with
 * a little glare still reads.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 4 }).data;
}

/** One SVG path drawing every dark module as a 1×1 square (viewBox 0 0 size size). */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      // A run of dark modules in a row is one rectangle: a path several times shorter.
      let end = x;
      while (end < row.length && row[end]) end++;
      parts.push(`M${x} ${y}h${end - x}v1h${x - end}z`);
      x = end;
    }
  });
  return parts.join('');
}
