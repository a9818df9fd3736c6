import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@livery/domain/auth-rules';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
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

export async function authenticateSession(
  db: Database,
  headers: { token: string; client: string; uid: string },
): Promise<CurrentUser | null> {
  const row = await findSessionOwner(db, headers.uid.toLowerCase(), headers.client, new Date());
  if (!row) return null;
  const expected = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(hashToken(headers.token), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { ...row.user, plan: row.plan, teamIds: row.teamIds, client: headers.client };
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
