import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { otpCodes } from '../../db/schema.ts';

/** Stores the user's one live code; a resend replaces the previous code and its attempt count. */
export async function replaceOtpCode(
  db: DatabaseOrTransaction,
  row: { userId: number; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(otpCodes)
    .values({ ...row, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: otpCodes.userId,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.createdAt, failedAttempts: 0 },
    });
}

/**
 * Spends one attempt on the live, unlocked code before it is checked, in one statement, so parallel
 * guesses cannot exceed the limit. Returns the code's hash, or nothing when the code is missing,
 * expired or locked. A right code is deleted right after, so the count only stays for wrong ones.
 */
export async function spendOtpAttempt(
  db: DatabaseOrTransaction,
  userId: number,
  options: { now: Date; maxAttempts: number },
) {
  const [row] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(otpCodes.userId, userId),
        gt(otpCodes.expiresAt, options.now),
        lt(otpCodes.failedAttempts, options.maxAttempts),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash });
  return row;
}

export async function findOtpCode(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, userId)).limit(1);
  return row;
}

/** Deletes the code if it is still the one that was checked; false when a resend or another sign-in won. */
export async function deleteOtpCode(
  db: DatabaseOrTransaction,
  userId: number,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.codeHash, codeHash)))
    .returning({ userId: otpCodes.userId });
  return rows.length > 0;
}
