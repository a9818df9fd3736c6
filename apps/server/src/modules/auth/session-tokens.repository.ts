import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { addresses, authTokens, companies, referenceVersions, teamMembers, users } from '../../db/schema.ts';

export async function upsertSessionToken(
  db: DatabaseOrTransaction,
  row: { userId: number; client: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(authTokens)
    .values(row)
    .onConflictDoUpdate({
      target: [authTokens.userId, authTokens.client],
      set: { tokenHash: row.tokenHash, expiresAt: row.expiresAt },
    });
}

/** Every version of reference_versions as one JSON object, table name -> version (as text: a bigint). */
const versionsJson = sql<Record<string, string>>`coalesce(json_object_agg(${referenceVersions.tableName},
  ${referenceVersions.version}::text), '{}')`;

const sessionOwner = preparedStatement((db) =>
  db
    .select({
      tokenHash: authTokens.tokenHash,
      expiresAt: authTokens.expiresAt,
      // Read in the same statement as the session, so the session is exactly as of these versions.
      versions: sql<Record<string, string>>`(select ${versionsJson} from ${referenceVersions})`,
      user: {
        id: users.id,
        uuid: users.uuid,
        email: users.email,
        name: users.name,
        role: users.role,
        department: users.department,
        companyId: users.companyId,
        shipAddressId: users.shipAddressId,
        billAddressId: users.billAddressId,
        setupDone: users.setupDone,
      },
      plan: companies.plan,
      shipCountryCode: addresses.countryCode,
      // Every customer list is scoped to the teams the caller joined: read here, no list reads them again.
      teamIds: sql<number[]>`coalesce((select array_agg(${teamMembers.teamId} order by ${teamMembers.teamId})
        from ${teamMembers} where ${teamMembers.userId} = ${users.id} and ${teamMembers.status} = 'joined'), '{}')`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(addresses, and(eq(addresses.id, users.shipAddressId), eq(addresses.companyId, users.companyId)))
    .where(
      and(
        eq(users.email, sql.placeholder('email')),
        eq(authTokens.client, sql.placeholder('client')),
        gt(authTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('session_owner'),
);

/**
 * The user, company and joined teams behind a live token of the given client, or nothing, with the 'sessions'
 * version they are current at (migration 0036); prepared once.
 */
export async function findSessionOwner(db: Database, email: string, client: string, now: Date) {
  const [row] = await sessionOwner(db).execute({ email, client, now: now.toISOString() });
  return row;
}

const currentVersions = preparedStatement((db) =>
  db.select({ versions: versionsJson }).from(referenceVersions).prepare('reference_versions_now'),
);

/**
 * Every reference version now: whatever ended or changed a session (sign-out, password, role, teams, plan) raised
 * 'sessions', a catalogue or shipping change its own table's.
 */
export async function findReferenceVersions(db: Database): Promise<Record<string, string>> {
  const [row] = await currentVersions(db).execute();
  return row?.versions ?? {};
}

export async function deleteSessionToken(db: DatabaseOrTransaction, userId: number, client: string) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.client, client)));
}

export async function deleteAllSessionTokens(db: DatabaseOrTransaction, userId: number) {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export async function deleteOtherSessionTokens(
  db: DatabaseOrTransaction,
  userId: number,
  keptClient: string,
) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), ne(authTokens.client, keptClient)));
}

export async function deleteExpiredSessionTokens(db: DatabaseOrTransaction, now: Date) {
  await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
}
