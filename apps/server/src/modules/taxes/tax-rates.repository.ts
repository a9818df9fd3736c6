import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { taxRates } from '../../db/schema.ts';

export async function findTaxRate(db: DatabaseOrTransaction, countryCode: string) {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.countryCode, countryCode)).limit(1);
  return row;
}
