import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@livery/domain/auth-rules';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findKeptSession, forgetSession, type KeptSession, keepSession } from './kept-sessions.ts';
import {
  deleteAllSessionTokens,
  deleteOtherSessionTokens,
  deleteSessionToken,
  findSessionOwner,
  upsertSessionToken,
} from './session-tokens.repository.ts';

/** The five response headers of a sign-in; the client sends them back on each call. */
export type SessionHeaders = Record<'access-token' | 'client' | 'uid' | 'expiry' | 'token-type', string>;

/** Tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(
  db: DatabaseOrTransaction,
  user: { id: number; email: string },
): Promise<SessionHeaders> {
  const token = randomBytes(32).toString('base64url');
  const client = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await upsertSessionToken(db, { userId: user.id, client, tokenHash: hashToken(token), expiresAt });
  return {
    'access-token': token,
    client,
    uid: user.email,
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
    'token-type': 'Bearer',
  };
}

/**
 * The user a session's headers stand for, or null. A session read in the last few seconds is trusted while the
 * 'sessions' version is unchanged (kept-sessions.ts), which costs one small statement shared by the requests
 * arriving together instead of the session's join; anything that ends or changes a session raises the version.
 */
export async function authenticateSession(
  db: Database,
  headers: { token: string; client: string; uid: string },
): Promise<CurrentUser | null> {
  const uid = headers.uid.toLowerCase();
  const now = new Date();
  const found =
    (await findKeptSession(db, uid, headers.client, now.getTime())) ??
    (await readSession(db, uid, headers.client, now));
  if (!found) return null;
  const { session, versions } = found;
  const given = createHash('sha256').update(headers.token).digest();
  if (session.tokenHash.length !== given.length || !timingSafeEqual(session.tokenHash, given)) return null;
  return { ...session.user, client: headers.client, referenceVersions: versions };
}

async function readSession(db: Database, uid: string, client: string, now: Date) {
  const row = await findSessionOwner(db, uid, client, now);
  if (!row) {
    forgetSession(db, uid, client);
    return null;
  }
  const { tokenHash, expiresAt, versions, user, plan, shipCountryCode } = row;
  const session: KeptSession = {
    tokenHash: Buffer.from(tokenHash, 'hex'),
    expiresAtMs: expiresAt.getTime(),
    user: Object.freeze({ ...user, plan, shipCountryCode, teamIds: Object.freeze([...row.teamIds]) }),
    version: versions.sessions,
    keptAtMs: now.getTime(),
  };
  keepSession(db, uid, client, session);
  return { session, versions: Object.freeze(versions) };
}

export async function endSession(db: Database, user: CurrentUser): Promise<void> {
  await deleteSessionToken(db, user.id, user.client);
}

/** A password reset or change ends every session of the user. */
export async function endAllSessions(db: DatabaseOrTransaction, userId: number): Promise<void> {
  await deleteAllSessionTokens(db, userId);
}

/** A password change ends the user's sessions on every other client and keeps the caller's. */
export async function endOtherSessions(db: DatabaseOrTransaction, user: CurrentUser): Promise<void> {
  await deleteOtherSessionTokens(db, user.id, user.client);
}
