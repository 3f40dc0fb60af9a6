import { uploadResponseSchema } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { STORAGE_KEYS } from './storage';
import { upload, UPLOAD_TIMEOUT_MS } from './upload';

const navigateMock = vi.hoisted(() => vi.fn());
vi.mock('wouter/use-browser-location', () => ({ navigate: navigateMock }));

type Handler = ((event: ProgressEvent) => void) | null;

/** A stand-in XMLHttpRequest that records what was sent and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function xhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was made');
  return FakeXhr.last;
}

const file = new File([new Uint8Array([137, 80, 78, 71])], 'pixel.png', { type: 'image/png' });
const okAnswer = {
  success: true,
  url: '/api/files/uploads/a.webp',
  path: 'uploads/a.webp',
  width: 1,
  height: 1,
  size: 40,
};

describe('upload', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeXhr.last = null;
    navigateMock.mockReset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as multipart field `file` with the admin token and a long timeout', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'tok-1');
    const pending = upload('/api/admin/upload', { file, schema: uploadResponseSchema });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/upload');
    expect(request.headers.Authorization).toBe('Bearer tok-1');
    expect(request.timeout).toBe(UPLOAD_TIMEOUT_MS);
    const sent = request.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('pixel.png');
    request.respond(200, okAnswer);
    await expect(pending).resolves.toEqual(okAnswer);
  });

  it('sends no Authorization header without a session', () => {
    void upload('/api/admin/upload', { file }).catch(() => undefined);
    expect(xhr().headers.Authorization).toBeUndefined();
  });

  it('reports progress from 0 to 100 in whole percents, once per value', async () => {
    const seen: number[] = [];
    const pending = upload('/api/admin/upload', { file, onProgress: (p) => seen.push(p) });
    const request = xhr();
    request.progress(25, 100);
    request.progress(25, 100);
    request.progress(333, 1000);
    request.progress(1000, 1000);
    request.upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 0 } as ProgressEvent);
    request.respond(201, okAnswer);
    await pending;
    expect(seen).toEqual([0, 25, 33, 100]);
  });

  it('rejects with an ApiError carrying the field errors of a 422', async () => {
    const pending = upload('/api/admin/upload', { file });
    xhr().respond(422, { success: false, message: 'The given data was invalid.', errors: { file: ['Not an image.'] } });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldError('file')).toBe('Not an image.');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('on a 401 clears the admin session and goes to the login page', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.adminUser, '{"name":"Admin"}');
    const pending = upload('/api/admin/upload', { file });
    xhr().respond(401, { success: false, message: 'Unauthenticated.' });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/admin/login', { replace: true });
  });

  it('uses `HTTP <status>` when the error body is not the error shape', async () => {
    const pending = upload('/api/admin/upload', { file });
    xhr().respond(502, '<html>Bad gateway</html>');
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('HTTP 502');
    expect(error.errors).toEqual({});
  });

  it('flags an answer that does not match the schema as invalid', async () => {
    const pending = upload('/api/admin/upload', { file, schema: uploadResponseSchema });
    xhr().respond(200, { success: true });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid');
  });

  it('turns network failures and time-outs into ApiErrors', async () => {
    const failed = upload('/api/admin/upload', { file });
    xhr().onerror?.();
    expect(((await failed.catch((e: unknown) => e)) as ApiError).kind).toBe('network');

    const slow = upload('/api/admin/upload', { file, timeoutMs: 5 });
    expect(xhr().timeout).toBe(5);
    xhr().ontimeout?.();
    expect(((await slow.catch((e: unknown) => e)) as ApiError).kind).toBe('timeout');
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const pending = upload('/api/admin/upload', { file, signal: controller.signal });
    const request = xhr();
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(pending).rejects.toBeDefined();
  });

  it('sends a bare Blob under the given file name', () => {
    void upload('/api/admin/settings/cv', { file: new Blob(['%PDF-1.4']), filename: 'cv.pdf' }).catch(() => undefined);
    expect(((xhr().body as FormData).get('file') as File).name).toBe('cv.pdf');
  });
});
