import { randomInt } from 'node:crypto';
import {
  isOtpCode,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_ACCOUNT,
  OTP_TTL_MS,
} from '@livery/domain/auth-rules';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { claimAttempt } from '../attempt-limits/attempt-limits.service.ts';
import { claimRecipientMail, enqueueMail } from '../mail/mail.service.ts';
import { composeOtpMail } from './auth-mails.ts';
import { TooManyAttemptsError } from './auth-rate-limits.ts';
import { findCredentialsByEmail } from './credentials.repository.ts';
import { deleteOtpCode, findOtpCode, replaceOtpCode, spendOtpAttempt } from './otp-codes.repository.ts';
import { hashSecret, verifyAgainstNothing, verifySecret } from './secret-hashing.ts';

/** The one answer to a code request, whether or not the address has an account. */
export const OTP_REQUESTED_MESSAGE = 'If the address has an account, a one-time code has been sent to it.';
export const OTP_LOCKED_MESSAGE = 'Too many wrong codes. Request a new code.';

/** Whose code requests a counter counts: the e-mail, whether or not it has an account. */
export const otpRequestsKey = (email: string) => `otp-request:${email}`;

function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * E-mails a new sign-in code, replacing any earlier one. An unknown address gets no mail but the same
 * answer after the same hashing work, so neither the answer nor its timing tells whether it has an account.
 * Requests are counted per e-mail (known or not) and slowed by OTP_REQUESTS_PER_ACCOUNT, since every new
 * code brings fresh tries; when the recipient's mail share is used up the old code stays, tries and all.
 */
export async function requestOtp(db: Database, email: string): Promise<{ message: string }> {
  const claim = await claimAttempt(db, otpRequestsKey(email), OTP_REQUESTS_PER_ACCOUNT);
  if (!claim.isAllowed) throw new TooManyAttemptsError(claim.retryAfterMs);
  const code = generateOtpCode();
  const codeHash = await hashSecret(code);
  const user = await findCredentialsByEmail(db, email);
  if (user && (await claimRecipientMail(db, user.email))) {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
    await replaceOtpCode(db, { userId: user.id, codeHash, expiresAt, createdAt: now });
    // A code mail that could not go out before the code expires is dropped, never sent late.
    await enqueueMail(db, composeOtpMail(user.email, code, OTP_TTL_MS), { expiresAt });
  }
  return { message: OTP_REQUESTED_MESSAGE };
}

/**
 * Checks a sign-in code and uses it up. Every try counts against the code before it is compared; once
 * OTP_MAX_ATTEMPTS tries have failed the code is locked, and even the right code fails until a new one
 * is requested. Returns false for a wrong, expired or missing code; throws when the code is locked.
 */
export async function useOtpCode(
  db: Database,
  user: { id: number } | undefined,
  code: string,
): Promise<boolean> {
  if (!user || !isOtpCode(code)) return verifyAgainstNothing(code);
  const now = new Date();
  const attempt = await spendOtpAttempt(db, user.id, { now, maxAttempts: OTP_MAX_ATTEMPTS });
  if (!attempt) {
    await verifyAgainstNothing(code);
    const current = await findOtpCode(db, user.id);
    const isLocked = current && current.expiresAt > now && current.failedAttempts >= OTP_MAX_ATTEMPTS;
    if (isLocked) throw new AppError('unauthenticated', OTP_LOCKED_MESSAGE);
    return false;
  }
  if (!(await verifySecret(attempt.codeHash, code))) return false;
  return deleteOtpCode(db, user.id, attempt.codeHash);
}
