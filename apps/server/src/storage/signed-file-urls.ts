import { createHmac, timingSafeEqual } from 'node:crypto';
import { isFileKey } from './file-store.ts';

/** How long a file link works; links are re-issued with every answer that carries them. */
const LINK_LIFETIME_SECONDS = 24 * 60 * 60;
/** Expiry is rounded up to the hour so one file keeps one URL for a while and browsers can cache it. */
const EXPIRY_STEP_SECONDS = 60 * 60;

function signatureOf(secretKey: string, key: string, expires: number, download: string): string {
  return createHmac('sha256', secretKey).update(`${key}\n${expires}\n${download}`).digest('base64url');
}

/**
 * A link to a stored file that works without auth headers (an `<img src>` sends none): whoever may read
 * the record that carries the link may fetch the file until it expires. `download` names an attachment.
 */
export function signFileUrl(
  secretKey: string,
  key: string,
  options: { download?: string; now?: Date } = {},
): string {
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const expires = Math.ceil((nowSeconds + LINK_LIFETIME_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const download = options.download ?? '';
  const query = new URLSearchParams({
    expires: String(expires),
    sig: signatureOf(secretKey, key, expires, download),
  });
  if (download) query.set('download', download);
  return `/api/files/${key}?${query}`;
}

/** True when the link was made by `signFileUrl` with this secret and has not expired. */
export function isValidFileSignature(
  secretKey: string,
  link: { key: string; expires: number; sig: string; download?: string },
  now = new Date(),
): boolean {
  if (!isFileKey(link.key) || link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secretKey, link.key, link.expires, link.download ?? ''));
  const given = Buffer.from(link.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
