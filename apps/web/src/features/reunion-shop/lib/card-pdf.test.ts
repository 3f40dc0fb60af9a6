import { describe, expect, it } from 'vitest';
import { CARD_PAGE_POINTS, jpegSize, singleImagePdf } from './card-pdf';

/** The smallest useful JPEG head: SOI, an APP0 segment, then a SOF0 frame of `width` × `height`, then EOI. */
function fakeJpeg(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('the card PDF', () => {
  it('reads a JPEG size past other segments, and refuses what is no JPEG', () => {
    expect(jpegSize(fakeJpeg(1012, 638))).toEqual({ width: 1012, height: 638 });
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(jpegSize(new Uint8Array([]))).toBeNull();
    expect(jpegSize(fakeJpeg(0, 10))).toBeNull();
    expect(() => singleImagePdf(new TextEncoder().encode('<script>'))).toThrow('Not a JPEG');
  });

  it('writes one wallet-size page holding the JPEG, with a cross-reference table that points at each object', () => {
    const jpeg = fakeJpeg(1012, 638);
    const pdf = singleImagePdf(jpeg);
    const text = latin1(pdf);
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain(
      `/MediaBox [0 0 ${CARD_PAGE_POINTS.width.toFixed(2)} ${CARD_PAGE_POINTS.height.toFixed(2)}]`,
    );
    expect(CARD_PAGE_POINTS.width).toBeCloseTo(242.65, 1);
    expect(CARD_PAGE_POINTS.height).toBeCloseTo(153.07, 1);
    expect(text).toContain('/Width 1012 /Height 638');
    expect(text).toContain(`/Filter /DCTDecode /Length ${jpeg.length}`);
    // The image bytes are in the file unchanged.
    expect(text).toContain(latin1(jpeg));

    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    const contents = /5 0 obj\n<< \/Length (\d+) >>\nstream\n([^\n]*)\nendstream/.exec(text);
    expect(Number(contents?.[1])).toBe(contents?.[2]?.length);
  });
});
