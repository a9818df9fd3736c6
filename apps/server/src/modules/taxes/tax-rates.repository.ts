import { asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { taxRates } from '../../db/schema.ts';

export async function findTaxRate(db: DatabaseOrTransaction, countryCode: string) {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.countryCode, countryCode)).limit(1);
  return row;
}

export function findAllTaxRates(db: DatabaseOrTransaction) {
  return db.select().from(taxRates).orderBy(asc(taxRates.countryCode));
}

/** Sets a country's rate, replacing the one it had. */
export async function upsertTaxRate(db: DatabaseOrTransaction, countryCode: string, ratePercent: number) {
  const [row] = await db
    .insert(taxRates)
    .values({ countryCode, ratePercent })
    .onConflictDoUpdate({ target: taxRates.countryCode, set: { ratePercent } })
    .returning();
  return row!;
}

export async function deleteTaxRate(db: DatabaseOrTransaction, countryCode: string) {
  const deleted = await db
    .delete(taxRates)
    .where(eq(taxRates.countryCode, countryCode))
    .returning({ countryCode: taxRates.countryCode });
  return deleted.length > 0;
}
