import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngChunk, solidImage } from '../../test/helpers.js';
import { orientationExif, stripMetadata } from './strip-metadata.js';

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** Inserts segments right after a JPEG's SOI marker. */
const withSegments = (jpeg: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

describe('stripMetadata', () => {
  it('drops EXIF (with GPS), XMP and comments from a JPEG, keeps its colour profile and Adobe marker, and the scan as is', async () => {
    const base = await solidImage('jpeg', 40, 20, '#884422');
    const exif = await sharp(base)
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1' }, IFD0: { Artist: 'Secret Person' } })
      .jpeg()
      .toBuffer();
    const icc = segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.alloc(20, 1)]));
    const adobe = segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    const xmp = segment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Secret</x:xmpmeta>', 'latin1'));
    const comment = segment(0xfe, Buffer.from('Shot at 10 Secret Street', 'latin1'));
    const input = withSegments(exif, icc, adobe, xmp, comment);
    const out = stripMetadata(input, 'jpeg')!;
    expect(out).not.toBeNull();
    expect(out.includes(Buffer.from('Secret'))).toBe(false);
    expect(out.includes(Buffer.from('ICC_PROFILE'))).toBe(true);
    expect(out.includes(Buffer.from('Adobe'))).toBe(true);
    const scan = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(out).equals(scan(input))).toBe(true);
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('keeps a quarter-turned photo upright with an EXIF that holds the orientation only', async () => {
    const turned = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#225588' } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
      .jpeg()
      .toBuffer();
    const out = stripMetadata(turned, 'jpeg', 6)!;
    const meta = await sharp(out).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.length).toBeLessThanOrEqual(40);
    expect(out.includes(Buffer.from('GPS'))).toBe(false);
    expect(orientationExif(3).length).toBe(36);
  });

  it('drops text, EXIF and time chunks from a PNG and keeps the rest', async () => {
    const png = await solidImage('png', 8, 8, '#00ff00');
    const iend = png.length - 12;
    const input = Buffer.concat([
      png.subarray(0, 33), // signature and IHDR
      pngChunk('tEXt', Buffer.from('Author\0Secret Person', 'latin1')),
      pngChunk('eXIf', Buffer.from('MM\0*Secret', 'latin1')),
      pngChunk('tIME', Buffer.alloc(7, 1)),
      png.subarray(33, iend),
      png.subarray(iend),
    ]);
    const out = stripMetadata(input, 'png')!;
    expect(out.includes(Buffer.from('Secret'))).toBe(false);
    expect(out.equals(png)).toBe(true);
  });

  it('gives up (null) on what it cannot do losslessly or cannot read, never looping', () => {
    expect(stripMetadata(Buffer.from('GIF89a'), 'gif')).toBeNull();
    expect(stripMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), 'jpeg')).toBeNull();
    expect(stripMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x00]), 'jpeg')).toBeNull();
    expect(stripMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01]), 'jpeg')).toBeNull();
    expect(stripMetadata(Buffer.alloc(0), 'jpeg')).toBeNull();
    expect(stripMetadata(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 99]), 'png')).toBeNull();
    expect(stripMetadata(Buffer.from('not a png at all'), 'png', 6)).toBeNull();
  });
});
