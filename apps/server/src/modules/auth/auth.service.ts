import type { User } from '@livery/api-schemas/users';
import {
  type AttemptLimit,
  CODE_SIGN_IN_FAILURES_COUNTED,
  HAMMERED_ACCOUNT_ALERT_AT,
  PASSWORD_ATTEMPTS_PER_ACCOUNT,
} from '@livery/domain/auth-rules';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { claimAttempt, clearAttempts } from '../attempt-limits/attempt-limits.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserJson } from '../users/users.service.ts';
import { composeHammeredAccountMail } from './auth-mails.ts';
import { TooManyAttemptsError } from './auth-rate-limits.ts';
import { findCredentialsByEmail } from './credentials.repository.ts';
import { otpRequestsKey, useOtpCode } from './otp.service.ts';
import { verifyAgainstNothing, verifySecret } from './secret-hashing.ts';
import { endSession, type SessionHeaders, startSession } from './session-tokens.service.ts';

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

/** Password and code sign-ins are counted apart, so wrong passwords never stop the e-mailed code. */
const passwordAttemptsKey = (email: string) => `sign-in:${email}`;
const codeFailuresKey = (email: string) => `sign-in-code:${email}`;

/**
 * Counts a sign-in attempt against the e-mail, whoever sends it from wherever, before any secret is
 * checked. Unknown addresses are counted alike, so a refusal tells nothing about whether an account exists.
 */
async function claimSignInAttempt(db: Database, key: string, limit: AttemptLimit): Promise<number> {
  const claim = await claimAttempt(db, key, limit);
  if (!claim.isAllowed) throw new TooManyAttemptsError(claim.retryAfterMs);
  return claim.count;
}

/** A wrong password or code: the owner hears of it once a window when the failures pile up. */
async function refuseSignIn(
  db: Database,
  user: { email: string } | undefined,
  attempt: number,
): Promise<never> {
  if (user && attempt === HAMMERED_ACCOUNT_ALERT_AT) {
    await enqueueMail(db, composeHammeredAccountMail(user.email, attempt));
  }
  throw invalidCredentials();
}

/** The owner is in: earlier failures and code requests no longer count against them. */
async function openSessionAfterSuccess(db: Database, user: { id: number; email: string }, email: string) {
  await clearAttempts(db, passwordAttemptsKey(email));
  await clearAttempts(db, codeFailuresKey(email));
  await clearAttempts(db, otpRequestsKey(email));
  return openSession(db, user);
}

/** Signs in with e-mail and password; an unknown address costs the same hashing time as a known one. */
export async function signInWithPassword(db: Database, email: string, password: string): Promise<SignedIn> {
  const attempt = await claimSignInAttempt(db, passwordAttemptsKey(email), PASSWORD_ATTEMPTS_PER_ACCOUNT);
  const user = await findCredentialsByEmail(db, email);
  const isValid = user?.passwordHash
    ? await verifySecret(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !isValid) return refuseSignIn(db, user, attempt);
  return openSessionAfterSuccess(db, user, email);
}

/**
 * Signs in with e-mail and the one-time code that was mailed to it; the code works once. No wait stands before
 * a code: guesses are bounded by each code's own tries and by how fast codes can be requested, so the code the
 * owner was e-mailed signs them in whatever wrong codes a stranger sent before. Wrong codes are counted only
 * to tell the owner.
 */
export async function signInWithOtp(db: Database, email: string, code: string): Promise<SignedIn> {
  const user = await findCredentialsByEmail(db, email);
  const isValid = await useOtpCode(db, user, code);
  if (user && isValid) return openSessionAfterSuccess(db, user, email);
  const failure = await claimAttempt(db, codeFailuresKey(email), CODE_SIGN_IN_FAILURES_COUNTED);
  return refuseSignIn(db, user, failure.isAllowed ? failure.count : 0);
}

/** Revokes the caller's token; other clients stay signed in. */
export async function signOut(db: Database, caller: CurrentUser): Promise<{ message: string }> {
  await endSession(db, caller);
  return { message: 'Signed out successfully.' };
}
