import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { companies, users } from '../../db/schema.ts';

export async function findUserWithCompany(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name, plan: companies.plan },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type UserProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'countryCode'
    | 'companyPosition'
    | 'phone'
    | 'industry'
    | 'setupDone'
    | 'shipAddressId'
    | 'billAddressId'
  >
>;

export async function updateUserProfile(
  db: DatabaseOrTransaction,
  userId: number,
  changes: UserProfileChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function updateCompanyName(
  db: DatabaseOrTransaction,
  companyId: number,
  name: string,
): Promise<void> {
  await db.update(companies).set({ name }).where(eq(companies.id, companyId));
}

export async function findUserByEmail(db: DatabaseOrTransaction, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      companyId: users.companyId,
      role: users.role,
      name: users.name,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** An account for an invited address: no password until its owner sets one from the e-mailed link. */
export async function insertInvitedUser(db: DatabaseOrTransaction, companyId: number, email: string) {
  const [row] = await db.insert(users).values({ companyId, email, name: '', setupDone: false }).returning({
    id: users.id,
    email: users.email,
    companyId: users.companyId,
    role: users.role,
    name: users.name,
  });
  return row!;
}
