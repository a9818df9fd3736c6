import { AUTH_HEADERS } from '@livery/api-schemas/auth-headers';

/**
 * The devise_token_auth headers, kept in a cookie that lives 14 days (spec 01 section 3).
 * The `user` cookie holds the last known user so that a 401 can raise the login prompt in place.
 */
const SESSION_COOKIE = 'livery_auth';
const USER_COOKIE = 'user';
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

type SessionHeaders = Record<(typeof AUTH_HEADERS)[number], string>;

/**
 * `document.cookie` as last read, for a short while: the guards and the user query ask for the session many times
 * while a page renders, and each read of `document.cookie` is a trip into the browser (about 150 ms of a phone's
 * first page). A write here forgets it at once; another tab's sign-out is seen within the second.
 */
const COOKIE_READ_LIFETIME_MS = 1_000;
let cookieRead: { text: string; at: number } | undefined;

function cookieText(): string {
  const now = performance.now();
  if (!cookieRead || now - cookieRead.at > COOKIE_READ_LIFETIME_MS)
    cookieRead = { text: document.cookie, at: now };
  return cookieRead.text;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = cookieText()
    .split('; ')
    .find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

function writeCookie(name: string, value: string | null): void {
  cookieRead = undefined;
  const attributes = `; path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers buyers still use.
  document.cookie =
    value === null
      ? `${name}=; max-age=0${attributes}`
      : `${name}=${encodeURIComponent(value)}; max-age=${MAX_AGE_SECONDS}${attributes}`;
}

export function readSession(): SessionHeaders | null {
  const raw = readCookie(SESSION_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionHeaders;
  } catch {
    return null;
  }
}

/** Stores the tokens a response carries (sign-in answers with all five headers). */
export function saveSessionFromHeaders(headers: Headers): void {
  const token = headers.get('access-token');
  if (!token) return;
  const session = Object.fromEntries(
    AUTH_HEADERS.map((name) => [name, headers.get(name) ?? '']),
  ) as SessionHeaders;
  writeCookie(SESSION_COOKIE, JSON.stringify(session));
}

export function hasSession(): boolean {
  return readSession() !== null;
}

export function clearSession(): void {
  writeCookie(SESSION_COOKIE, null);
}

export function readStoredUserName(): string | null {
  return readCookie(USER_COOKIE);
}

export function storeUser(name: string | null): void {
  writeCookie(USER_COOKIE, name);
}
