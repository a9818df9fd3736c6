import type { TaxRate } from '@livery/api-schemas/shipping';
import { countryName } from '@livery/domain/country-name';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { notFound } from '../../errors.ts';
import { deleteTaxRate, findAllTaxRates, findTaxRate, upsertTaxRate } from './tax-rates.repository.ts';

/** A checkout's rate by country (0 where none is set), kept per process until a rate changes (decision 164). */
const cachedRates = cachedReferenceByKey(
  'tax_rates',
  async (db, countryCodes: string[]) =>
    new Map(
      await Promise.all(
        countryCodes.map(async (code) => [code, (await findTaxRate(db, code))?.ratePercent ?? 0] as const),
      ),
    ),
  1000,
);

/** GST percent charged for deliveries to a country; countries the provider has not set up are not taxed. */
export async function gstRateForCountry(
  db: DatabaseOrTransaction,
  countryCode: string | null,
): Promise<number> {
  if (!countryCode) return 0;
  const code = countryCode.toUpperCase();
  return (await cachedRates(db, [code])).get(code) ?? 0;
}

function toTaxRateJson(row: { countryCode: string; ratePercent: number }): TaxRate {
  return {
    country_code: row.countryCode,
    country_name: countryName(row.countryCode) ?? row.countryCode,
    rate_percent: row.ratePercent,
  };
}

/** Provider console: every country's rate. */
export async function listTaxRates(db: Database) {
  return (await findAllTaxRates(db)).map(toTaxRateJson);
}

export async function setTaxRate(db: Database, countryCode: string, ratePercent: number) {
  return toTaxRateJson(await upsertTaxRate(db, countryCode, ratePercent));
}

export async function removeTaxRate(db: Database, countryCode: string) {
  if (!(await deleteTaxRate(db, countryCode))) throw notFound('Tax rate');
}
