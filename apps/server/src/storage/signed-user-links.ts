import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link opened in a new window works: long enough to open it, short enough not to be shared. */
export const USER_LINK_LIFETIME_SECONDS = 10 * 60;

function signatureOf(secretKey: string, purpose: string, userUuid: string, expires: number): string {
  // The purpose prefix keeps these signatures apart from file-link signatures made with the same key.
  return createHmac('sha256', secretKey)
    .update(`user-link\n${purpose}\n${userUuid}\n${expires}`)
    .digest('base64url');
}

/**
 * A token for a link that acts as one user without auth headers (a new window sends none): it names the
 * purpose and the user, and expires. Signed with SECRET_KEY like file links.
 */
export function signUserLink(
  secretKey: string,
  purpose: string,
  userUuid: string,
  now = new Date(),
  lifetimeSeconds = USER_LINK_LIFETIME_SECONDS,
) {
  const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  return { expires, token: signatureOf(secretKey, purpose, userUuid, expires) };
}

/** True when the token was made by `signUserLink` for this purpose and user, and has not expired. */
export function isValidUserLink(
  secretKey: string,
  link: { purpose: string; userUuid: string; expires: number; token: string },
  now = new Date(),
): boolean {
  if (link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secretKey, link.purpose, link.userUuid, link.expires));
  const given = Buffer.from(link.token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
