import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_LIMITS, MEDIA_MESSAGES, THUMBNAIL_WIDTHS, type MediaType } from '@site/contracts';
import { parseBuffer } from 'music-metadata';
import sharp, { type Sharp } from 'sharp';
import { MediaRejection } from './media-inspect.js';
import type { MediaFiles } from './media.repository.js';
import { stripMetadata } from './strip-metadata.js';

/** Everything processing made of one upload; `files` are written to storage by the caller. */
export interface ProcessedMedia {
  files: Map<string, Buffer>;
  original: string;
  webp: string | null;
  thumbs: { small: string | null; medium: string | null; large: string | null };
  fileSize: number;
  webpFileSize: number | null;
  width: number | null;
  height: number | null;
  duration: number | null;
}

/** A processed upload's files and figures, as its item stores them. */
export function processedFiles(result: ProcessedMedia): MediaFiles {
  return {
    original_key: result.original,
    webp_key: result.webp,
    thumb_small_key: result.thumbs.small,
    thumb_medium_key: result.thumbs.medium,
    thumb_large_key: result.thumbs.large,
    file_size: result.fileSize,
    webp_file_size: result.webpFileSize,
    width: result.width,
    height: result.height,
    duration: result.duration,
  };
}

/** Output names inside an item's folder (`media/<uuid>/`). Fixed, so a retried job overwrites, never strays. */
const NAMES = {
  webp: 'display.webp',
  small: 'thumb-small.webp',
  medium: 'thumb-medium.webp',
  large: 'thumb-large.webp',
} as const;

/** Formats browsers show as they are; anything else (TIFF) is published as JPEG. */
const WEB_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

function run(command: string, args: string[], timeoutMs: number, maxBuffer = 64 * 1024 * 1024): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, maxBuffer, encoding: 'buffer' }, (error, stdout, stderr) => {
      if (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') reject(new MediaRejection(422, MEDIA_MESSAGES.ffmpegMissing));
        else reject(Object.assign(error, { stderr: stderr.toString().slice(-500) }));
        return;
      }
      resolve(stdout);
    });
  });
}

/** Thumbnails (WebP, never upscaled) from one decoded image. */
async function thumbnailsOf(image: Sharp, folder: string, files: Map<string, Buffer>) {
  const out = { small: null as string | null, medium: null as string | null, large: null as string | null };
  const sizes = [
    ['small', THUMBNAIL_WIDTHS.thumb_small],
    ['medium', THUMBNAIL_WIDTHS.thumb_medium],
    ['large', THUMBNAIL_WIDTHS.thumb_large],
  ] as const;
  await Promise.all(
    sizes.map(async ([size, width]) => {
      const data = await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 2 })
        .toBuffer();
      const key = `${folder}/${NAMES[size]}`;
      files.set(key, data);
      out[size] = key;
    }),
  );
  return out;
}

/**
 * The upload with its metadata removed losslessly (strip-metadata.ts), checked by reading it back: same
 * size and orientation, no XMP, and no EXIF beyond the orientation. Null when that is not possible.
 */
async function losslessOriginal(
  source: Buffer,
  meta: {
    format?: string | undefined;
    width?: number | undefined;
    height?: number | undefined;
    orientation?: number | undefined;
  },
): Promise<{ data: Buffer; info: { width: number; height: number } } | null> {
  const orientation = meta.orientation ?? 1;
  const stripped = stripMetadata(source, meta.format ?? '', orientation);
  if (!stripped || !meta.width || !meta.height) return null;
  try {
    const check = await sharp(stripped).metadata();
    const exifOk =
      orientation === 1 ? !check.exif : (check.exif?.length ?? 0) <= 40 && check.orientation === orientation;
    if (check.width !== meta.width || check.height !== meta.height || check.xmp || check.comments || !exifOk)
      return null;
  } catch {
    return null;
  }
  // Orientations 5–8 turn the picture a quarter: it shows with width and height swapped.
  const turned = orientation >= 5;
  return {
    data: stripped,
    info: { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height },
  };
}

/**
 * Images: orientation applied (EXIF), then every public copy re-encoded without metadata (no GPS
 * location, no camera serials; the colour profile is kept): the original in its own format (TIFF as
 * JPEG), a full-size WebP and three thumbnails. The upload is decoded once.
 */
export async function processImage(source: Buffer, folder: string): Promise<ProcessedMedia> {
  const input = sharp(source, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'truncated', animated: false });
  const meta = await input.metadata();
  // Each output is its own pipeline from the upload: libvips runs them in parallel, and thumbnails of a
  // JPEG are decoded at a reduced scale (shrink-on-load), far cheaper than resizing a full decode.
  const decoded = input.rotate();
  const files = new Map<string, Buffer>();

  const format = meta.format && WEB_IMAGE_FORMATS.has(meta.format) ? meta.format : 'jpeg';
  const originalExt = format === 'jpeg' ? 'jpg' : format;
  const encoders: Record<string, (img: Sharp) => Sharp> = {
    jpeg: (img) => img.jpeg({ quality: 90 }),
    png: (img) => img.png({ compressionLevel: 8 }),
    webp: (img) => img.webp({ quality: 90 }),
    gif: (img) => img.gif(),
    avif: (img) => img.avif({ quality: 60 }),
  };
  const encode = encoders[format] ?? encoders.jpeg!;
  // The original is the upload itself less its metadata when that can be done without re-encoding.
  const lossless = await losslessOriginal(source, meta);
  const [original, webp, thumbs] = await Promise.all([
    lossless ?? encode(decoded.clone()).toBuffer({ resolveWithObject: true }),
    decoded.clone().webp({ quality: 82, effort: 2 }).toBuffer(),
    thumbnailsOf(decoded, folder, files),
  ]);
  const originalKey = `${folder}/original.${originalExt}`;
  files.set(originalKey, original.data);
  let webpKey: string | null = null;
  if (format !== 'webp') {
    webpKey = `${folder}/${NAMES.webp}`;
    files.set(webpKey, webp);
  }
  return {
    files,
    original: originalKey,
    webp: webpKey,
    thumbs,
    fileSize: original.data.length,
    webpFileSize: webpKey ? webp.length : null,
    width: original.info.width,
    height: original.info.height,
    duration: null,
  };
}

/**
 * A YouTube item's still, kept with the site's own files so that the gallery never asks YouTube for an
 * image: YouTube's own still when it could be fetched when the item was added, otherwise a drawn
 * frame (a gradient in a colour of the video's id; the gallery's card draws the play mark over it) — the page works the same offline.
 */
export async function processYoutubeStill(youtubeId: string, still: Buffer | null, folder: string) {
  const files = new Map<string, Buffer>();
  let image: Sharp | null = null;
  if (still) {
    try {
      const candidate = sharp(still, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'truncated' });
      const meta = await candidate.metadata();
      if (meta.width && meta.height) image = candidate.rotate();
    } catch {
      image = null;
    }
  }
  const drawn = image === null;
  image ??= sharp(Buffer.from(drawnStillSvg(youtubeId)));
  const thumbs = await thumbnailsOf(image, folder, files);
  return { files, thumbs, drawn };
}

function drawnStillSvg(youtubeId: string): string {
  const hue = crypto.createHash('sha256').update(youtubeId).digest()[0]! * (360 / 256);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue.toFixed(0)},45%,32%)"/>
    <stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)},50%,14%)"/>
  </linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
</svg>`;
}

interface ProbeResult {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
}

async function probe(file: string): Promise<ProbeResult> {
  let json: { format?: { duration?: string }; streams?: Array<Record<string, unknown>> };
  try {
    const out = await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      30_000,
    );
    json = JSON.parse(out.toString()) as typeof json;
  } catch (error) {
    if (error instanceof MediaRejection) throw error;
    throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
  }
  const video = json.streams?.find(
    (s) => s.codec_type === 'video' && !(s.disposition as Record<string, number>)?.attached_pic,
  );
  const duration = Number(json.format?.duration);
  let width = video ? Number(video.width) || null : null;
  let height = video ? Number(video.height) || null : null;
  // Phones record portrait video as landscape frames with a rotation: report what viewers see.
  const rotation = Math.abs(
    Number(
      (video?.side_data_list as Array<{ rotation?: number }> | undefined)?.find((d) => d.rotation !== undefined)
        ?.rotation ??
        (video?.tags as Record<string, string> | undefined)?.rotate ??
        0,
    ),
  );
  if (rotation === 90 || rotation === 270) [width, height] = [height, width];
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    width,
    height,
    hasVideo: Boolean(video),
  };
}

async function withTempFile<T>(data: Buffer, ext: string, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'media-'));
  const file = path.join(dir, `source.${ext}`);
  try {
    await fs.promises.writeFile(file, data);
    return await work(file, dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** A sound's or a video's result: its one public copy (no WebP) beside the thumbnails. */
function withOriginal(
  files: Map<string, Buffer>,
  thumbs: ProcessedMedia['thumbs'],
  key: string,
  data: Buffer,
  figures: Pick<ProcessedMedia, 'width' | 'height' | 'duration'>,
): ProcessedMedia {
  files.set(key, data);
  return {
    files,
    original: key,
    webp: null,
    thumbs,
    fileSize: data.length,
    webpFileSize: null,
    width: figures.width,
    height: figures.height,
    duration: figures.duration,
  };
}

/**
 * Videos: duration and displayed size from ffprobe; a poster frame (at 10 % of the length, at most
 * 1 s in) made into thumbnails; the public copy remuxed without metadata (location tags go) and, for
 * MP4/MOV, with the index first so playback starts before the download ends.
 */
export async function processVideo(source: Buffer, ext: string, folder: string): Promise<ProcessedMedia> {
  return withTempFile(source, ext, async (file, dir) => {
    const info = await probe(file);
    if (!info.hasVideo) throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
    const at = info.duration ? Math.min(1, info.duration / 10) : 0;
    const files = new Map<string, Buffer>();
    let thumbs: ProcessedMedia['thumbs'] = { small: null, medium: null, large: null };
    try {
      const frame = await run(
        'ffmpeg',
        ['-v', 'error', '-ss', String(at), '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
        60_000,
      );
      if (frame.length > 0) thumbs = await thumbnailsOf(sharp(frame), folder, files);
    } catch (error) {
      if (error instanceof MediaRejection) throw error;
      throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
    }
    const outExt = ext === 'mov' ? 'mp4' : ext;
    const out = path.join(dir, `public.${outExt}`);
    const faststart = outExt === 'mp4' || outExt === 'm4v' ? ['-movflags', '+faststart'] : [];
    try {
      await run(
        'ffmpeg',
        ['-v', 'error', '-i', file, '-map', '0', '-map_metadata', '-1', '-c', 'copy', ...faststart, '-y', out],
        300_000,
      );
    } catch (error) {
      if (error instanceof MediaRejection) throw error;
      throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
    }
    const publicCopy = await fs.promises.readFile(out);
    return withOriginal(files, thumbs, `${folder}/original.${outExt}`, publicCopy, info);
  });
}

/** Audio: duration from the file's own headers; the embedded cover art, if any, becomes the thumbnails. */
export async function processAudio(source: Buffer, mime: string, ext: string, folder: string): Promise<ProcessedMedia> {
  let duration: number | null = null;
  let cover: Buffer | null = null;
  try {
    const meta = await parseBuffer(source, { mimeType: mime, size: source.length }, { duration: true });
    duration = meta.format.duration && Number.isFinite(meta.format.duration) ? meta.format.duration : null;
    const picture = meta.common.picture?.[0];
    if (picture) cover = Buffer.from(picture.data);
  } catch {
    throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
  }
  if (duration === null) throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
  const files = new Map<string, Buffer>();
  let thumbs: ProcessedMedia['thumbs'] = { small: null, medium: null, large: null };
  if (cover) {
    try {
      thumbs = await thumbnailsOf(sharp(cover, { limitInputPixels: MEDIA_LIMITS.imagePixels }), folder, files);
    } catch {
      // A broken cover picture does not make the sound unusable.
    }
  }
  return withOriginal(files, thumbs, `${folder}/original.${ext}`, source, { width: null, height: null, duration });
}

/**
 * Refuses sound and video that cannot be read, before anything is stored: a video must probe with a
 * video stream (ffprobe), a sound must have a readable duration. Images are checked by inspectUpload.
 */
export async function assertPlayable(mediaType: MediaType, source: Buffer, mime: string, ext: string): Promise<void> {
  if (mediaType === 'video') {
    const info = await withTempFile(source, ext, (file) => probe(file));
    if (!info.hasVideo) throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
  } else if (mediaType === 'audio') {
    let duration: number | undefined;
    try {
      duration = (await parseBuffer(source, { mimeType: mime, size: source.length }, { duration: true })).format
        .duration;
    } catch {
      duration = undefined;
    }
    if (!duration || !Number.isFinite(duration)) throw new MediaRejection(422, MEDIA_MESSAGES.corruptMedia);
  }
}

export function processUpload(
  mediaType: MediaType,
  source: Buffer,
  mime: string,
  ext: string,
  folder: string,
): Promise<ProcessedMedia> {
  if (mediaType === 'image') return processImage(source, folder);
  if (mediaType === 'video') return processVideo(source, ext, folder);
  return processAudio(source, mime, ext, folder);
}

/** A new item's uuid (random, so that item addresses cannot be guessed). */
export function newUuid(): string {
  return crypto.randomUUID();
}
