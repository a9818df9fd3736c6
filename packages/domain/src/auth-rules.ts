export const OTP_LENGTH = 6;
/** How long the login page counts down before offering Resend. */
export const OTP_COUNTDOWN_MS = 120_000;
/** How long an e-mailed sign-in code stays valid. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong codes accepted before the code locks. */
export const OTP_MAX_ATTEMPTS = 5;

/** Exactly six ASCII digits. */
export function isOtpCode(value: string): boolean {
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(value);
}

/** OWASP ASVS minimum, stricter than the spec's 6. */
export const PASSWORD_MIN_LENGTH = 8;

/** What is wrong with a new password, as messages for the user; empty when it is acceptable. */
export function passwordProblems(password: string, confirmation?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (confirmation !== undefined && confirmation !== password)
    problems.push('Password confirmation does not match.');
  return problems;
}

export const SESSION_LIFETIME_DAYS = 14;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60_000;
export const PASSWORD_RESET_TTL_MS = 2 * 60 * 60_000;
export const SIGNUP_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A limit on attempts about one subject (an account's e-mail, a mail recipient) in a window that starts
 * with the first attempt: the first `freeAttempts` go through back to back, each further one waits
 * `firstDelayMs` after the previous one, doubling every time up to `maxDelayMs`, and after `max` the
 * subject waits for the window to end. A sliding window ends `windowMs` after the latest attempt instead,
 * so a steady stream of attempts never earns a fresh allowance.
 */
export interface AttemptLimit {
  windowMs: number;
  max: number;
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
  isWindowSliding?: boolean;
}

/**
 * Password sign-ins for one e-mail, counted whoever sends them from wherever: 10 free, then waits doubling
 * from 1 s to 15 min, and no lock. A stranger's wrong passwords slow guessing to about four an hour but never
 * shut the owner out for long, and the e-mailed code (counted apart) still signs the owner in.
 */
export const PASSWORD_ATTEMPTS_PER_ACCOUNT: AttemptLimit = {
  windowMs: HOUR_MS,
  max: Number.POSITIVE_INFINITY,
  freeAttempts: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE_MS,
  isWindowSliding: true,
};

/**
 * Wrong codes for one e-mail, counted only to tell the owner (HAMMERED_ACCOUNT_ALERT_AT): never a wait. A code
 * is guessed at most OTP_MAX_ATTEMPTS times and codes come only as fast as OTP_REQUESTS_PER_ACCOUNT lets them,
 * so a stranger's wrong codes never hold up a code later e-mailed to the owner.
 */
export const CODE_SIGN_IN_FAILURES_COUNTED: AttemptLimit = {
  windowMs: HOUR_MS,
  max: Number.POSITIVE_INFINITY,
  freeAttempts: Number.POSITIVE_INFINITY,
  firstDelayMs: 0,
  maxDelayMs: 0,
  isWindowSliding: true,
};

/**
 * Sign-in code requests for one e-mail: each new code is OTP_MAX_ATTEMPTS more guesses, so new codes are
 * scarce: 5 free, then waits doubling from 1 min to 15 min, in a sliding window and with no lock. A steady
 * attacker gets four codes (20 guesses) an hour; the owner waits at most 15 minutes for a new code.
 */
export const OTP_REQUESTS_PER_ACCOUNT: AttemptLimit = {
  windowMs: HOUR_MS,
  max: Number.POSITIVE_INFINITY,
  freeAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * MINUTE_MS,
  isWindowSliding: true,
};

/** Mails a visitor can make us send to one address (codes, reset links, invitation resends). */
export const MAILS_PER_RECIPIENT: AttemptLimit = {
  windowMs: 10 * MINUTE_MS,
  max: 5,
  freeAttempts: 5,
  firstDelayMs: 0,
  maxDelayMs: 0,
};

/** Failed sign-ins in one window after which the account's owner is told by e-mail (once a window). */
export const HAMMERED_ACCOUNT_ALERT_AT = 10;

/** What is known of a subject's attempts in the current window; times in epoch milliseconds. */
export interface AttemptHistory {
  count: number;
  lastAttemptAt: number;
  windowEndsAt: number;
}

/** How long the next attempt must wait, in milliseconds; 0 when it may go now. */
export function attemptWaitMs(limit: AttemptLimit, history: AttemptHistory | undefined, now: number): number {
  if (!history || now >= history.windowEndsAt) return 0;
  if (history.count >= limit.max) return history.windowEndsAt - now;
  if (history.count < limit.freeAttempts) return 0;
  const delay = Math.min(limit.firstDelayMs * 2 ** (history.count - limit.freeAttempts), limit.maxDelayMs);
  return Math.max(0, history.lastAttemptAt + delay - now);
}

/** The history after one more attempt at `now`; an ended window starts afresh. */
export function recordAttempt(
  limit: AttemptLimit,
  history: AttemptHistory | undefined,
  now: number,
): AttemptHistory {
  return recordAttempts(limit, history, now, 1);
}

/** The history after `count` more attempts at `now` (a share to several addresses is one per address). */
export function recordAttempts(
  limit: AttemptLimit,
  history: AttemptHistory | undefined,
  now: number,
  count: number,
): AttemptHistory {
  if (!history || now >= history.windowEndsAt) {
    return { count, lastAttemptAt: now, windowEndsAt: now + limit.windowMs };
  }
  const windowEndsAt = limit.isWindowSliding ? now + limit.windowMs : history.windowEndsAt;
  return { count: history.count + count, lastAttemptAt: now, windowEndsAt };
}

/** How many attempts the subject has left in its window (for limits without delays, such as mail caps). */
export function attemptsLeft(limit: AttemptLimit, history: AttemptHistory | undefined, now: number): number {
  if (!history || now >= history.windowEndsAt) return limit.max;
  return Math.max(0, limit.max - history.count);
}

/** Order-share mails one user may send in an hour: a few full shares, not a mailing list. */
export const ORDER_SHARE_MAILS_PER_SENDER: AttemptLimit = {
  windowMs: HOUR_MS,
  max: 40,
  freeAttempts: 40,
  firstDelayMs: 0,
  maxDelayMs: 0,
};
