import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { passwordTokens } from '../../db/schema.ts';

export type PasswordTokenPurpose = (typeof passwordTokens.$inferInsert)['purpose'];

export async function insertPasswordToken(
  db: DatabaseOrTransaction,
  row: { tokenHash: string; userId: number; purpose: PasswordTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(row);
}

/** The token when it is unused and unexpired. */
export async function findLivePasswordToken(db: DatabaseOrTransaction, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a live token used in one statement, so two requests with the same token cannot both succeed. */
export async function consumePasswordToken(db: DatabaseOrTransaction, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Once a password is set, the user's other outstanding links stop working too. */
export async function consumeAllPasswordTokensOfUser(db: DatabaseOrTransaction, userId: number, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}
