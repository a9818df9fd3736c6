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
 * Code sign-ins for one e-mail, apart from passwords: 10 free, then waits doubling from 1 s to 5 min, at most
 * 20 an hour. Each code also locks after OTP_MAX_ATTEMPTS wrong tries and new codes are scarce.
 */
export const CODE_SIGN_IN_ATTEMPTS_PER_ACCOUNT: AttemptLimit = {
  windowMs: HOUR_MS,
  max: 20,
  freeAttempts: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 5 * MINUTE_MS,
};

/** Sign-in code requests for one e-mail: each new code is five more guesses, so new codes are scarce. */
export const OTP_REQUESTS_PER_ACCOUNT: AttemptLimit = {
  windowMs: HOUR_MS,
  max: 10,
  freeAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 10 * MINUTE_MS,
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
