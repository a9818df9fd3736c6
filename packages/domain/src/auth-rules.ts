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
