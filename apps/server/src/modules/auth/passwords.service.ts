import type { User } from '@livery/api-schemas/users';
import { PASSWORD_RESET_TTL_MS, passwordProblems } from '@livery/domain/auth-rules';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { claimRecipientMail, enqueueMail } from '../mail/mail.service.ts';
import { joinInvitedTeams } from '../teams/teams.service.ts';
import { findUserJson } from '../users/users.service.ts';
import type { SignedIn } from './auth.service.ts';
import { composePasswordResetMail } from './auth-mails.ts';
import { findCredentialsByEmail, findCredentialsById, updatePasswordHash } from './credentials.repository.ts';
import {
  consumeAllPasswordTokensOfUser,
  consumePasswordToken,
  findLivePasswordToken,
  insertPasswordToken,
  type PasswordTokenPurpose,
} from './password-tokens.repository.ts';
import { createLinkToken, hashLinkToken, hashSecret, verifySecret } from './secret-hashing.ts';
import { endAllSessions, endOtherSessions, startSession } from './session-tokens.service.ts';

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If the address has an account, a link to reset its password has been sent to it.';
/** The web app sends the user to /signup-token-expired on this message. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';
export const CURRENT_PASSWORD_INVALID_MESSAGE = 'Current password is invalid';

/**
 * Where a password link points: the client's redirect_url when it is on our own origin (or a relative
 * path), otherwise the /register page, so a link in our mail never sends anyone elsewhere.
 */
export function passwordLinkTarget(publicUrl: string, redirectUrl: string | undefined): URL {
  const fallback = new URL(`${publicUrl}/register`);
  if (!redirectUrl?.trim()) return fallback;
  try {
    const candidate = new URL(redirectUrl.trim(), `${publicUrl}/`);
    return candidate.origin === fallback.origin ? candidate : fallback;
  } catch {
    return fallback;
  }
}

/** `${target}?uid=<email>&token=<token>`: the page reads both and posts the token with the new password. */
export function buildPasswordLink(target: URL, email: string, token: string): string {
  const link = new URL(target);
  link.searchParams.set('uid', email);
  link.searchParams.set('token', token);
  return link.toString();
}

/**
 * Creates a single-use password link token (only its hash is stored). Reset links come from here, and
 * team invitations create 'signup' tokens the same way; both are consumed by setPasswordWithToken.
 */
export async function issuePasswordToken(
  db: DatabaseOrTransaction,
  values: { userId: number; purpose: PasswordTokenPurpose; lifetimeMs: number },
): Promise<string> {
  const token = createLinkToken();
  await insertPasswordToken(db, {
    tokenHash: hashLinkToken(token),
    userId: values.userId,
    purpose: values.purpose,
    expiresAt: new Date(Date.now() + values.lifetimeMs),
  });
  return token;
}

/**
 * Mails a single-use reset link to an address with an account; any other address gets the same answer,
 * and so does one whose mail share is used up (it gets no further link for now).
 */
export async function requestPasswordReset(
  db: Database,
  publicUrl: string,
  request: { email: string; redirectUrl?: string },
): Promise<{ message: string }> {
  const user = await findCredentialsByEmail(db, request.email);
  if (user && (await claimRecipientMail(db, user.email))) {
    // Taken before the token is issued, so the mail never outlives the link it carries.
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
    const token = await issuePasswordToken(db, {
      userId: user.id,
      purpose: 'reset',
      lifetimeMs: PASSWORD_RESET_TTL_MS,
    });
    const link = buildPasswordLink(passwordLinkTarget(publicUrl, request.redirectUrl), user.email, token);
    await enqueueMail(db, composePasswordResetMail(user.email, link, PASSWORD_RESET_TTL_MS), { expiresAt });
  }
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

/**
 * Sets a new password with a reset or sign-up token: the token is used up, every session of the user
 * ends (a stolen session does not survive a reset), and the caller is signed in afresh.
 */
export async function setPasswordWithToken(
  db: Database,
  request: { token: string; password: string; passwordConfirmation: string },
): Promise<SignedIn & { message: string }> {
  const tokenHash = hashLinkToken(request.token);
  if (!(await findLivePasswordToken(db, tokenHash, new Date()))) throw unprocessable([TOKEN_EXPIRED_MESSAGE]);
  const problems = passwordProblems(request.password, request.passwordConfirmation);
  if (problems.length > 0) throw unprocessable(problems);

  const passwordHash = await hashSecret(request.password);
  const { userId, headers } = await db.transaction(async (tx) => {
    const now = new Date();
    const token = await consumePasswordToken(tx, tokenHash, now);
    if (!token) throw unprocessable([TOKEN_EXPIRED_MESSAGE]);
    const user = await findCredentialsById(tx, token.userId);
    if (!user) throw unprocessable([TOKEN_EXPIRED_MESSAGE]);
    await updatePasswordHash(tx, user.id, passwordHash);
    // An invited address that sets its first password joins the teams that invited it.
    await joinInvitedTeams(tx, user.id);
    await consumeAllPasswordTokensOfUser(tx, user.id, now);
    await endAllSessions(tx, user.id);
    return { userId: user.id, headers: await startSession(tx, user) };
  });
  return { message: 'Your password has been set.', headers, user: await findUserJson(db, userId) };
}

/**
 * Changes the signed-in user's password after checking the current one (not asked of an account that
 * has no password yet, e.g. one that only signed in with codes). Other sessions end; the caller's stays.
 */
export async function changePassword(
  db: Database,
  caller: CurrentUser,
  request: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<{ message: string; user: User }> {
  const credentials = await findCredentialsById(db, caller.id);
  const messages: string[] = [];
  if (credentials?.passwordHash && !(await verifySecret(credentials.passwordHash, request.currentPassword))) {
    messages.push(CURRENT_PASSWORD_INVALID_MESSAGE);
  }
  messages.push(...passwordProblems(request.password, request.passwordConfirmation));
  if (messages.length > 0) throw unprocessable(messages);

  const passwordHash = await hashSecret(request.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, caller.id, passwordHash);
    await endOtherSessions(tx, caller);
  });
  return { message: 'Your password has been changed.', user: await findUserJson(db, caller.id) };
}
