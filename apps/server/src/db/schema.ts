/**
 * Every table, one file per module's area under `schema/`. The app imports its tables from here, drizzle reads
 * them all from here (database.ts), and so does drizzle-kit when it generates a migration (drizzle.config.ts).
 */
export * from './schema/accounts.ts';
export * from './schema/approval-rules.ts';
export * from './schema/artworks.ts';
export * from './schema/attachments.ts';
export * from './schema/auth.ts';
export * from './schema/blanket-pos.ts';
export * from './schema/cart.ts';
export * from './schema/catalogue.ts';
export * from './schema/console-settings.ts';
export * from './schema/conversations.ts';
export * from './schema/discounts.ts';
export * from './schema/employees.ts';
export * from './schema/entitlement-requests.ts';
export * from './schema/entitlement-uses.ts';
export * from './schema/idempotency.ts';
export * from './schema/inventories.ts';
export * from './schema/invoices.ts';
export * from './schema/jobs.ts';
export * from './schema/mail.ts';
export * from './schema/orders.ts';
export * from './schema/programmes.ts';
export * from './schema/proofs.ts';
export * from './schema/provider-notices.ts';
export * from './schema/quotations.ts';
export * from './schema/reference-data.ts';
export * from './schema/saved-products.ts';
export * from './schema/shipments.ts';
export * from './schema/shipping.ts';
export * from './schema/taxes.ts';
export * from './schema/team-budgets.ts';
export * from './schema/teams.ts';
export * from './schema/webhooks.ts';
