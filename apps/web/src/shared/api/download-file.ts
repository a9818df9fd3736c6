import { DOWNLOAD_TIMEOUT_MS } from '@livery/domain/constants';
import { readSession, saveSessionFromHeaders } from '../auth/session-store.ts';
import { ApiError, messageOf } from './client.ts';

/** The file name a response's Content-Disposition gives (its UTF-8 `filename*` first), else the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (encoded?.[1]) {
    try {
      const name = decodeURIComponent(encoded[1]).replace(/[\\/]/g, '_');
      if (name) return name;
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const match = /filename="([^"]+)"/.exec(header ?? '');
  return match?.[1] ?? fallback;
}

export interface DownloadOptions {
  query?: Record<string, string>;
  fallbackName: string;
  /** POST the body as JSON (a download that names many records); GET without one. */
  body?: unknown;
  signal?: AbortSignal;
  /** Bytes received so far, after each chunk: a long download can show how far it has come. */
  onProgress?: (receivedBytes: number) => void;
}

/** Reads the body chunk by chunk, reporting the bytes received, into one blob of the response's type. */
async function readWithProgress(response: Response, onProgress: (receivedBytes: number) => void) {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a generated file (price list, export, paperwork zip) from the API with the session headers, then
 * hands it to the browser as a download; a failure throws an ApiError with the server's message.
 */
export async function downloadApiFile(path: string, options: DownloadOptions): Promise<void> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers(readSession() ?? {});
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const timeout = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  const response = await fetch(url.pathname + url.search, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  saveSessionFromHeaders(response.headers);
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, messageOf(response.status, body), null);
  }
  let blob: Blob;
  try {
    blob = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The answer broke off after it began (the server failed mid-stream, or the connection dropped).
    throw new ApiError(0, 'The download was interrupted. Please try again.', null);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
