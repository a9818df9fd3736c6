import { createHash, randomBytes } from 'node:crypto';
import { loadArgon2 } from '../../lazy-libraries.ts';

/** Passwords and one-time codes are hashed with argon2id (a per-hash salt is part of the result). */
export async function hashSecret(secret: string): Promise<string> {
  return (await loadArgon2()).hash(secret);
}

/** False for a wrong secret and for a malformed stored hash; never throws. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  const argon2 = await loadArgon2();
  try {
    return await argon2.verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification would, so an unknown address answers as slowly as a known one
 * and response times do not reveal which addresses have accounts.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await dummyHash, secret);
  return false;
}

/** Link tokens are 256 random bits, so a plain SHA-256 is enough to make a stolen table useless. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createLinkToken(): string {
  return randomBytes(32).toString('base64url');
}
