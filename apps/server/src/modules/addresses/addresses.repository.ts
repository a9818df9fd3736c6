import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { addresses } from '../../db/schema.ts';
import { statementBuiltOnce } from '../../db/statement-built-once.ts';

export type AddressRow = typeof addresses.$inferSelect;

export async function findAddressesOfCompany(db: DatabaseOrTransaction, companyId: number, keyword?: string) {
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, companyId),
        pattern
          ? or(
              ilike(addresses.nickname, pattern),
              ilike(addresses.firstName, pattern),
              ilike(addresses.lastName, pattern),
              ilike(addresses.company, pattern),
              ilike(addresses.address, pattern),
              ilike(addresses.city, pattern),
              ilike(addresses.zip, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(addresses.nickname), asc(addresses.id));
}

export async function findAddressById(db: DatabaseOrTransaction, companyId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.id, addressId)))
    .limit(1);
  return row;
}

/** Several of the company's addresses by id in one read (a checkout's shipping and billing addresses). */
const addressesByIds = statementBuiltOnce('addresses_by_ids', (db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.companyId, sql.placeholder('companyId')),
        sql`${addresses.id} = any(${sql.placeholder('addressIds')}::integer[])`,
      ),
    ),
);

export function findAddressesByIds(db: DatabaseOrTransaction, companyId: number, addressIds: number[]) {
  return addressesByIds(db, { companyId, addressIds });
}

export async function insertAddressRow(db: DatabaseOrTransaction, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddressOfCompany(
  db: DatabaseOrTransaction,
  companyId: number,
  uuid: string,
  values: Partial<typeof addresses.$inferInsert>,
) {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.uuid, uuid)))
    .returning();
  return row;
}

export async function deleteAddressOfCompany(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.uuid, uuid)))
    .returning({ id: addresses.id });
  return row;
}
