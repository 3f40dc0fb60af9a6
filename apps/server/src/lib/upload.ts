import '@fastify/multipart';
import { MEDIA_MESSAGES } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.js';

/** What every upload route answers for a request without a usable file. */
export const UPLOAD_READER_MESSAGES = {
  missing: MEDIA_MESSAGES.noFile,
  empty: MEDIA_MESSAGES.emptyFile,
  tooLarge: (limitBytes: number) => `The file is larger than the ${formatMb(limitBytes)} MB upload limit.`,
} as const;

function formatMb(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 10) / 10);
}

/** One upload as read off the wire: the file's bytes, the name it was sent under, and the text fields. */
export interface ReadUpload {
  data: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/**
 * The one reader of multipart uploads: the request's one file (field `file`) into memory within a byte
 * limit, and its text fields. No file, an empty one or one over the limit are refused here, the same
 * way on every route; what the bytes are is decided afterwards from their content.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  options: { maxFields?: number } = {},
): Promise<ReadUpload> {
  const missing = () => new HttpError(422, UPLOAD_READER_MESSAGES.missing, { file: [UPLOAD_READER_MESSAGES.missing] });
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let file: { data: Buffer; filename: string } | null = null;
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: options.maxFields ?? 10 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = UPLOAD_READER_MESSAGES.tooLarge(maxBytes);
          throw new HttpError(413, message, { file: [message] });
        }
        throw error;
      });
      file = { data, filename: part.filename };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw missing();
  if (file.data.length === 0) {
    throw new HttpError(422, UPLOAD_READER_MESSAGES.empty, { file: [UPLOAD_READER_MESSAGES.empty] });
  }
  return { ...file, fields };
}
