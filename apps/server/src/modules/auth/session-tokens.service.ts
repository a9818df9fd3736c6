import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@livery/domain/auth-rules';
import type { Plan } from '@livery/domain/plan-access';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import {
  deleteAllSessionTokens,
  deleteOtherSessionTokens,
  deleteSessionToken,
  findSessionOwner,
  upsertSessionToken,
} from './session-tokens.repository.ts';

/** Who is calling: resolved once per request from the devise_token_auth headers. */
export interface CurrentUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
  role: 'customer' | 'provider';
  department: string | null;
  companyId: number;
  /** The user's default shipping and billing addresses, as of the start of the request. */
  shipAddressId: number | null;
  billAddressId: number | null;
  plan: Plan;
  /**
   * The teams the user joined, as of the start of the request (the session read carries them): the scope of every
   * customer list. Absent for a user not resolved from a session (a job, the seed); a list then reads them.
   */
  teamIds?: readonly number[];
  /** False until the setup wizard is finished; the API then answers only the wizard's own calls. */
  setupDone: boolean;
  client: string;
}

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
