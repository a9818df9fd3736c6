import type { User } from '@livery/api-schemas/users';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { findUserJson } from '../users/users.service.ts';
import { findCredentialsByEmail } from './credentials.repository.ts';
import { useOtpCode } from './otp.service.ts';
import { verifyAgainstNothing, verifySecret } from './secret-hashing.ts';
import { type CurrentUser, endSession, type SessionHeaders, startSession } from './session-tokens.service.ts';

/** The same answer for a wrong password, a wrong code and an unknown address. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials. Please try again.';

export interface SignedIn {
  headers: SessionHeaders;
  user: User;
}

const invalidCredentials = () => new AppError('unauthenticated', INVALID_CREDENTIALS_MESSAGE);

async function openSession(db: Database, user: { id: number; email: string }): Promise<SignedIn> {
  const headers = await startSession(db, user);
  return { headers, user: await findUserJson(db, user.id) };
}

/** Signs in with e-mail and password; an unknown address costs the same hashing time as a known one. */
export async function signInWithPassword(db: Database, email: string, password: string): Promise<SignedIn> {
  const user = await findCredentialsByEmail(db, email);
  const isValid = user?.passwordHash
    ? await verifySecret(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !isValid) throw invalidCredentials();
  return openSession(db, user);
}

/** Signs in with e-mail and the one-time code that was mailed to it; the code works once. */
export async function signInWithOtp(db: Database, email: string, code: string): Promise<SignedIn> {
  const user = await findCredentialsByEmail(db, email);
  const isValid = await useOtpCode(db, user, code);
  if (!user || !isValid) throw invalidCredentials();
  return openSession(db, user);
}

/** Revokes the caller's token; other clients stay signed in. */
export async function signOut(db: Database, caller: CurrentUser): Promise<{ message: string }> {
  await endSession(db, caller);
  return { message: 'Signed out successfully.' };
}
