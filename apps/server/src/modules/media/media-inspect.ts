import path from 'node:path';
import { MEDIA_LIMITS, MEDIA_MESSAGES, MEDIA_MIME_TYPES, type MediaType } from '@site/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** A refused upload: the HTTP status and the message the owner reads. Nothing is stored for it. */
export class MediaRejection extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'MediaRejection';
  }
}

export interface InspectedUpload {
  mediaType: MediaType;
  mime: string;
  /** Extension of the detected format (never the uploaded name's). */
  ext: string;
  /** The uploaded name reduced to a safe display name (no folders, no control characters). */
  filename: string;
  width?: number;
  height?: number;
}

const BYTE_LIMITS: Record<MediaType, number> = {
  image: MEDIA_LIMITS.imageBytes,
  video: MEDIA_LIMITS.videoBytes,
  audio: MEDIA_LIMITS.audioBytes,
};

/** Extensions whose name promises a media family; a file whose content is another family is refused. */
const NAME_FAMILY: Record<string, MediaType> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  tif: 'image',
  tiff: 'image',
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  webm: 'video',
  mkv: 'video',
  ogv: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  opus: 'audio',
  flac: 'audio',
  aac: 'audio',
  m4a: 'audio',
};

/** The upload's name as shown and offered for download: the last path segment, printable, at most 200 chars. */
export function safeFilename(name: string | undefined, fallbackExt: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
  const withoutDots = cleaned.replace(/^\.+/, '');
  if (!withoutDots) return `upload.${fallbackExt}`;
  if (withoutDots.length <= 200) return withoutDots;
  const ext = path.extname(withoutDots).slice(0, 12);
  return withoutDots.slice(0, 200 - ext.length) + ext;
}

function familyOf(mime: string): MediaType | null {
  for (const type of ['image', 'video', 'audio'] as const) {
    if ((MEDIA_MIME_TYPES[type] as readonly string[]).includes(mime)) return type;
  }
  return null;
}

/**
 * Decides what an upload is from its bytes and refuses what the pipeline must not take: empty,
 * unsupported or disguised files, sizes over the type's limit, images over the pixel limit (checked on
 * the header, before any decoding) and images that cannot be decoded to the end (truncated, corrupt).
 */
export async function inspectUpload(data: Buffer, uploadedName: string | undefined): Promise<InspectedUpload> {
  if (data.length === 0) throw new MediaRejection(422, MEDIA_MESSAGES.emptyFile);
  const detected = await fileTypeFromBuffer(data);
  // A WebM holding only sound is reported as video/webm; the extension then says which it is.
  let mime = detected?.mime ?? '';
  const nameExt = path
    .extname(uploadedName ?? '')
    .slice(1)
    .toLowerCase();
  if (mime === 'video/webm' && (nameExt === 'weba' || NAME_FAMILY[nameExt] === 'audio')) mime = 'audio/webm';
  const mediaType = familyOf(mime);
  if (!detected || !mediaType) throw new MediaRejection(415, MEDIA_MESSAGES.unsupported);

  const claimed = NAME_FAMILY[nameExt];
  if (claimed && claimed !== mediaType) {
    throw new MediaRejection(
      415,
      `The file is named .${nameExt} but it contains ${detected.ext.toUpperCase()} ${mediaType} data. Rename it or upload the right file.`,
    );
  }
  const limit = BYTE_LIMITS[mediaType];
  if (data.length > limit) throw new MediaRejection(413, MEDIA_MESSAGES.tooLarge(mediaType, limit / 1024 / 1024));

  const result: InspectedUpload = {
    mediaType,
    mime,
    ext: detected.ext,
    filename: safeFilename(uploadedName, detected.ext),
  };
  if (mediaType === 'image') {
    let width = 0;
    let height = 0;
    try {
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      width = meta.width ?? 0;
      height = meta.height ?? 0;
    } catch {
      throw new MediaRejection(422, MEDIA_MESSAGES.corruptImage);
    }
    if (width * height > MEDIA_LIMITS.imagePixels)
      throw new MediaRejection(422, MEDIA_MESSAGES.tooManyPixels(width, height));
    try {
      // A small decode still reads every byte: truncated and corrupt files fail here, cheaply.
      await sharp(data, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'truncated' })
        .resize({ width: 32, height: 32, fit: 'inside' })
        .raw()
        .toBuffer();
    } catch {
      throw new MediaRejection(422, MEDIA_MESSAGES.corruptImage);
    }
    result.width = width;
    result.height = height;
  }
  return result;
}
