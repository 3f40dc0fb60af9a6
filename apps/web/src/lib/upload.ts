import { endpointUrl, type EndpointAuth, type ParamsOf, type ResponseOf, type Route } from '@site/contracts';
import type { z } from 'zod';
import { ApiError, readErrorResponse, sessionRefused, tokenAreaOf } from './api-client';
import { getToken } from './storage';

/**
 * Uploads may carry megabytes over a slow line, so they get longer than the main API's 10 s; the
 * progress bar shows that the transfer is alive meanwhile.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions<S extends z.ZodType | undefined> {
  /** The file (or blob) to send. */
  file: Blob;
  /** Name of the multipart field; the API reads `file`. */
  field?: string;
  /** Text fields sent with the file (before it: the server reads the fields that precede the file). */
  fields?: Readonly<Record<string, string>>;
  /** File name to send with a bare Blob (a File keeps its own name). */
  filename?: string;
  /** Percent of the body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  /** Validates the answer with a contract schema; a mismatch is an `invalid` error. */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  method?: 'POST' | 'PUT';
  /** A `volunteer` endpoint gets the volunteer's token instead of the admin's. */
  auth?: EndpointAuth;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a file as multipart form data with upload progress, which `fetch` cannot report. Behaves like
 * `request()` of the API client: the same bearer token (`tokenAreaOf`), `ApiError` on failure, and the same
 * handling of a 401 (`sessionRefused`).
 */
export function upload<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: UploadOptions<S>,
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  return new Promise((resolve, reject) => {
    const { file, field = 'file', onProgress, schema, signal } = options;
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }

    const body = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) body.append(key, value);
    const name = options.filename ?? (file instanceof File ? file.name : 'upload');
    body.append(field, file, name);

    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const area = tokenAreaOf(path, options.auth);
    const token = area ? getToken(area) : null;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    let lastPercent = -1;
    const report = (percent: number) => {
      const rounded = Math.max(0, Math.min(100, Math.round(percent)));
      if (rounded === lastPercent) return;
      lastPercent = rounded;
      onProgress?.(rounded);
    };

    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) report((event.loaded / event.total) * 100);
    };

    xhr.onload = () => {
      cleanUp();
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) sessionRefused(path, options.auth);
        const parsed = readErrorResponse(data);
        reject(
          new ApiError('http', xhr.status, parsed?.message ?? `HTTP ${xhr.status}`, parsed?.errors ?? {}, undefined, {
            ...(parsed?.code ? { code: parsed.code } : {}),
            ...(parsed?.codes ? { codes: parsed.codes } : {}),
          }),
        );
        return;
      }
      report(100);
      if (!schema) {
        resolve(data as never);
        return;
      }
      const checked = schema.safeParse(data);
      if (!checked.success) {
        reject(new ApiError('invalid', xhr.status, 'The server answered in an unexpected shape.'));
        return;
      }
      resolve(checked.data as never);
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new ApiError('network', 0, 'Network error: Unable to connect to server'));
    };
    xhr.ontimeout = () => {
      cleanUp();
      reject(new ApiError('timeout', 0, 'The server took too long to answer.'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    };

    report(0);
    xhr.send(body);
  });
}

/** Uploads a file to a declared multipart endpoint (its method and address from the contract), typed by its answer. */
export function uploadTo<R extends Route>(
  route: R,
  input: { params?: ParamsOf<R> },
  options: Omit<UploadOptions<undefined>, 'schema' | 'method'>,
): Promise<ResponseOf<R>> {
  const method = route.method === 'PUT' ? 'PUT' : 'POST';
  return upload(endpointUrl(route, input), { ...options, method, auth: route.auth }) as Promise<ResponseOf<R>>;
}
