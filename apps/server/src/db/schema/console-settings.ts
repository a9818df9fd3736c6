import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The provider's console settings: one row (id 1). Who on the provider's side is e-mailed of new work, and the
 * bank details printed on invoices and in the approval e-mail (decision 126).
 */
export const providerSettings = pgTable(
  'provider_settings',
  {
    id: integer('id').primaryKey().default(1),
    notificationEmails: text('notification_emails').array().notNull().default(sql`'{}'::text[]`),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    paynowUen: text('paynow_uen').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('provider_settings_one_row', sql`${table.id} = 1`)],
);
