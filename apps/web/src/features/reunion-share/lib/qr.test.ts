import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr';

/** Draws the matrix as a camera would see it: `scale` pixels per module, black on white, RGBA. */
function pixels(matrix: boolean[][], scale = 4) {
  const size = matrix.length * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((y * scale + dy) * size + x * scale + dx) * 4;
          data[at] = data[at + 1] = data[at + 2] = 0;
        }
    }),
  );
  return { data, size };
}

/** Reads the path back into a matrix: every `M x y h w` run marks w dark modules. */
function matrixOfPath(path: string, size: number): boolean[][] {
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) matrix[Number(y)]![Number(x) + i] = true;
  }
  return matrix;
}

describe('QR code of the app page', () => {
  const links = [
    'https://example.org/reunion/app',
    'http://localhost:3000/reunion/app',
    'https://đoàn-tụ.example.vn/reunion/app?ref=qr&lang=vi',
  ];

  it.each(links)('decodes back to %s', (link) => {
    const matrix = qrMatrix(link);
    const { data, size } = pixels(matrix);
    expect(jsQR(data, size, size)?.data).toBe(link);
  });

  it('is square with a 4-module quiet zone', () => {
    const matrix = qrMatrix(links[0]!);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    for (const row of [...matrix.slice(0, 4), ...matrix.slice(-4)]) expect(row.every((dark) => !dark)).toBe(true);
    for (const row of matrix) expect([...row.slice(0, 4), ...row.slice(-4)].every((dark) => !dark)).toBe(true);
  });

  it('draws exactly the dark modules in its SVG path, which still decodes', () => {
    const matrix = qrMatrix(links[0]!);
    const drawn = matrixOfPath(qrPath(matrix), matrix.length);
    expect(drawn).toEqual(matrix);
    const { data, size } = pixels(drawn);
    expect(jsQR(data, size, size)?.data).toBe(links[0]);
  });

  it('draws nothing for an all-light matrix', () => {
    expect(
      qrPath([
        [false, false],
        [false, false],
      ]),
    ).toBe('');
  });
});
