import crypto from 'node:crypto';
import type { LanguageCode } from '@site/contracts';
import sharp from 'sharp';
import { CommentRepository } from '../modules/media/comment.repository.js';
import { MediaCategoryRepository } from '../modules/media/media-category.repository.js';
import { MediaRepository } from '../modules/media/media.repository.js';
import { processAudio, processedFiles, processImage, type ProcessedMedia } from '../modules/media/media-processor.js';
import { SiteRepository } from '../modules/site/site.repository.js';
import { PRIVATE_PREFIX, type FileStorage } from '../plugins/storage.js';
import type { Db } from './database.js';
import { MEDIA_SEED, type MediaSeedItem } from './seed-content/media.js';

/** Marks that the demo gallery was created, so that the owner's deletions stick. */
const MEDIA_SEEDED = 'seed.media';

/** A deterministic random sequence, so that every install draws the same demo pictures. */
function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** A landscape painting in SVG: sky gradient, sun, layered hills, water reflections. */
function sceneSvg(item: Extract<MediaSeedItem, { kind: 'scene' }>): string {
  const { width, height, palette, seed } = item;
  const random = rng(seed);
  const [skyTop, skyBottom, sun, ...hills] = palette;
  const layers = hills
    .map((color, index) => {
      const base = height * (0.45 + index * 0.14);
      const points: string[] = [`0,${height}`];
      for (let x = 0; x <= width; x += width / 12) {
        points.push(`${Math.round(x)},${Math.round(base - random() * height * 0.12)}`);
      }
      points.push(`${width},${height}`);
      return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
    })
    .join('');
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.18 + random() * 0.15));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${sun}" stop-opacity="0.9"/>
    <stop offset="1" stop-color="${sun}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${Math.round(width * 0.16)}" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${Math.round(width * 0.045)}" fill="${sun}"/>
  ${layers}
</svg>`;
}

/** An architecture diagram in SVG: boxes in a row with arrows between them. */
function diagramSvg(item: Extract<MediaSeedItem, { kind: 'diagram' }>): string {
  const width = 1600;
  const height = 900;
  const boxWidth = Math.floor((width - 160) / item.boxes.length) - 60;
  const escape = (text: string) => text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  const boxes = item.boxes
    .map((label, index) => {
      const x = 80 + index * (boxWidth + 60);
      const arrow =
        index < item.boxes.length - 1
          ? `<path d="M${x + boxWidth + 8} 450 h44" stroke="#efc940" stroke-width="6" marker-end="url(#arrow)"/>`
          : '';
      return `<rect x="${x}" y="370" width="${boxWidth}" height="160" rx="18" fill="#1f2937" stroke="#efc940" stroke-width="4"/>
      <text x="${x + boxWidth / 2}" y="462" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#f9fafb">${escape(label)}</text>${arrow}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="6" refY="5" orient="auto">
    <path d="M0,0 L10,5 L0,10 z" fill="#efc940"/></marker></defs>
  <rect width="${width}" height="${height}" fill="#111827"/>
  <text x="80" y="200" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#f9fafb">${escape(item.heading)}</text>
  <rect x="80" y="232" width="140" height="8" fill="#efc940"/>
  ${boxes}
</svg>`;
}

/** A short melody as a 16-bit mono WAV: notes of a pentatonic scale with soft attack and decay. */
export function melodyWav(notes: number[], noteSeconds = 0.42, sampleRate = 22_050): Buffer {
  const samplesPerNote = Math.round(noteSeconds * sampleRate);
  const samples = notes.length * samplesPerNote;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  notes.forEach((midi, n) => {
    const frequency = 440 * 2 ** ((midi - 69) / 12);
    for (let i = 0; i < samplesPerNote; i++) {
      const t = i / sampleRate;
      const envelope = Math.min(1, i / 400) * Math.exp(-3 * (i / samplesPerNote));
      const value = (Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t)) * 0.35;
      buffer.writeInt16LE(Math.round(value * envelope * 32767), 44 + (n * samplesPerNote + i) * 2);
    }
  });
  return buffer;
}

/** Drawn and processed once per process: every test app and every fresh install gets the same files. */
const made = new Map<string, { source: Buffer; result: ProcessedMedia }>();

async function makeSeedFiles(item: Exclude<MediaSeedItem, { kind: 'youtube' }>) {
  let entry = made.get(item.key);
  if (!entry) {
    const folder = `media/${item.key}`;
    const source =
      item.kind === 'melody'
        ? melodyWav(item.notes)
        : await sharp(Buffer.from(item.kind === 'scene' ? sceneSvg(item) : diagramSvg(item)))
            .jpeg({ quality: 88 })
            .toBuffer();
    const result =
      item.kind === 'melody'
        ? await processAudio(source, 'audio/wav', 'wav', folder)
        : await processImage(source, folder);
    entry = { source, result };
    made.set(item.key, entry);
  }
  return entry;
}

/** A processed result moved into an item's own folder. */
function inFolder(result: ProcessedMedia, from: string, to: string): ProcessedMedia {
  const move = (key: string | null) => (key ? to + key.slice(from.length) : null);
  return {
    ...result,
    files: new Map([...result.files].map(([key, data]) => [move(key)!, data])),
    original: move(result.original)!,
    webp: move(result.webp),
    thumbs: { small: move(result.thumbs.small), medium: move(result.thumbs.medium), large: move(result.thumbs.large) },
  };
}

/**
 * The demo gallery: media categories, pictures and a diagram drawn here and sent through the real
 * image pipeline, a melody through the audio pipeline, two YouTube talks and a few moderated comments.
 * Once per database.
 */
export async function seedMedia(db: Db, storage: FileStorage): Promise<string[]> {
  const settings = new SiteRepository(db);
  if ((await settings.getMany([MEDIA_SEEDED])).has(MEDIA_SEEDED)) return [];
  const repo = new MediaRepository(db);
  const categoryRepo = new MediaCategoryRepository(db);
  const commentRepo = new CommentRepository(db);
  const inserted: string[] = [];
  const categoryIds = new Map<string, number>();
  for (const [index, category] of MEDIA_SEED.categories.entries()) {
    const existing = await categoryRepo.findCategoryByKey(category.key);
    categoryIds.set(
      category.key,
      existing?.id ??
        (await categoryRepo.insertCategory({
          key: category.key,
          names: category.names,
          descriptions: category.descriptions,
          color_code: category.color,
          icon: category.icon,
          sort_order: (index + 1) * 10,
          is_active: true,
        })),
    );
    inserted.push(`media-category:${category.key}`);
  }

  // Older items first, so that "newest" shows the last of the list first; a day apart.
  const start = Date.now() - MEDIA_SEED.items.length * 86_400_000;
  for (const [index, item] of MEDIA_SEED.items.entries()) {
    const uuid = crypto.randomUUID();
    const folder = `media/${uuid}`;
    const createdAt = new Date(start + index * 86_400_000).toISOString();
    const translations = item.translations as Record<LanguageCode, { title: string; description: string }>;
    const common = {
      uuid,
      category_id: categoryIds.get(item.category) ?? null,
      translations,
      is_featured: Boolean(item.featured),
      is_public: true,
      seed_key: item.key,
      processing_status: 'completed',
      created_at: createdAt,
    } as const;
    if (item.kind === 'youtube') {
      await repo.insert({ ...common, media_type: 'video', duration: item.duration, youtube_id: item.youtubeId });
      inserted.push(`media:${item.key}`);
      continue;
    }
    const isAudio = item.kind === 'melody';
    const drawn = await makeSeedFiles(item);
    const source = drawn.source;
    const ext = isAudio ? 'wav' : 'jpg';
    const sourceKey = `${PRIVATE_PREFIX}${folder}/source.${ext}`;
    await storage.put(sourceKey, source);
    const result = inFolder(drawn.result, `media/${item.key}`, folder);
    for (const [key, data] of result.files) await storage.put(key, data);
    await repo.insert({
      ...common,
      media_type: isAudio ? 'audio' : 'image',
      mime_type: isAudio ? 'audio/wav' : 'image/jpeg',
      original_filename: `${item.key}.${ext}`,
      source_key: sourceKey,
      ...processedFiles(result),
    });
    inserted.push(`media:${item.key}`);
  }

  const idsByKey = new Map<string, number>();
  for (const item of MEDIA_SEED.items) {
    const id = await repo.findIdBySeedKey(item.key);
    if (id !== undefined) idsByKey.set(item.key, id);
  }
  for (const [index, comment] of MEDIA_SEED.comments.entries()) {
    const mediaId = idsByKey.get(comment.item);
    if (!mediaId) continue;
    const at = new Date(Date.now() - (MEDIA_SEED.comments.length - index) * 5 * 3_600_000).toISOString();
    await commentRepo.insertComment({
      media_id: mediaId,
      commenter_name: comment.name,
      commenter_phone: null,
      comment: comment.text,
      status: comment.status,
      admin_response: comment.response ?? null,
      admin_response_at: comment.response ? at : null,
      ip: null,
      created_at: at,
    });
  }
  await settings.setMany({ [MEDIA_SEEDED]: new Date().toISOString() });
  return inserted;
}
