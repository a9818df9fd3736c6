import type { DatabaseOrTransaction } from '../../db/database.ts';
import { findTaxRate } from './tax-rates.repository.ts';

/** GST percent charged for deliveries to a country; countries the provider has not set up are not taxed. */
export async function gstRateForCountry(
  db: DatabaseOrTransaction,
  countryCode: string | null,
): Promise<number> {
  if (!countryCode) return 0;
  const row = await findTaxRate(db, countryCode.toUpperCase());
  return row?.ratePercent ?? 0;
}
