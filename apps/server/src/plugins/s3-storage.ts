import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { assertSafeKey, contentTypeOf, type FileStorage } from './storage.js';

/** One stored object opened for sending, as /api/files answers it (ranges and revalidation included). */
export interface OpenedFile {
  status: 200 | 206 | 304;
  body: Readable | null;
  headers: Record<string, string>;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, R2…). Keys are the same as on disk; the
 * app still serves them under /api/files, so that private keys, download names and caching behave
 * exactly as with the local folder.
 */
export class S3Storage implements FileStorage {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  static fromConfig(s3: NonNullable<Config['s3']>): S3Storage {
    const client = new S3Client({
      region: s3.region,
      forcePathStyle: s3.forcePathStyle,
      ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
      ...(s3.credentials ? { credentials: s3.credentials } : {}),
    });
    return new S3Storage(client, s3.bucket);
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    // A PUT is atomic in S3: readers see the old object or the whole new one, never a part.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (
        error instanceof NoSuchKey ||
        (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
      ) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  urlOf(key: string): string {
    return `/api/files/${key}`;
  }

  /** Opens a file for /api/files, passing Range and If-None-Match through to the bucket; null if absent. */
  async open(key: string, range: string | undefined, ifNoneMatch: string | undefined): Promise<OpenedFile | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: range } : {}),
          ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
        }),
      );
      const headers: Record<string, string> = {
        'Content-Type': answer.ContentType ?? contentTypeOf(key),
        'Accept-Ranges': 'bytes',
      };
      if (answer.ContentLength !== undefined) headers['Content-Length'] = String(answer.ContentLength);
      if (answer.ContentRange) headers['Content-Range'] = answer.ContentRange;
      if (answer.ETag) headers.ETag = answer.ETag;
      if (answer.LastModified) headers['Last-Modified'] = answer.LastModified.toUTCString();
      return { status: answer.ContentRange ? 206 : 200, body: answer.Body as Readable, headers };
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 304) return { status: 304, body: null, headers: {} };
      if (error instanceof NoSuchKey || status === 404) return null;
      throw error;
    }
  }
}
