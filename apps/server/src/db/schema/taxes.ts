import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const taxRates = pgTable('tax_rates', {
  countryCode: text('country_code').primaryKey(),
  /** Percent, e.g. 9 for Singapore's GST. */
  ratePercent: integer('rate_percent').notNull(),
});
