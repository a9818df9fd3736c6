import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

const credentialColumns = { id: users.id, email: users.email, passwordHash: users.passwordHash };

export async function findCredentialsByEmail(db: DatabaseOrTransaction, email: string) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findCredentialsById(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function updatePasswordHash(db: DatabaseOrTransaction, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
