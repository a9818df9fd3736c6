import { DOWNLOAD_TIMEOUT_MS } from '@livery/domain/constants';
import { readSession, saveSessionFromHeaders } from '../auth/session-store.ts';
import { ApiError, messageOf } from './client.ts';

/** The file name a response's Content-Disposition gives, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a generated file (price list, export) from the API with the session headers, then hands it
 * to the browser as a download; a failure throws an ApiError with the server's message.
 */
export async function downloadApiFile(
  path: string,
  options: { query?: Record<string, string>; fallbackName: string },
): Promise<void> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url.pathname + url.search, {
    headers: new Headers(readSession() ?? {}),
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
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
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
