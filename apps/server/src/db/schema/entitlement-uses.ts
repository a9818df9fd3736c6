import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt } from './columns.ts';
import { employees } from './employees.ts';
import { orderItems } from './orders.ts';
import { entitlementLines } from './programmes.ts';

/**
 * Entitlement an order line used for one employee, in the programme year it counts against (`periodStart`):
 * items for an allocation, cents for an allowance. Cancelling the order sets `returnedAt`, which gives it back;
 * the row stays as history. A removed entitlement line leaves its uses unattached.
 */
export const entitlementUses = pgTable(
  'entitlement_uses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    entitlementLineId: integer('entitlement_line_id').references(() => entitlementLines.id, {
      onDelete: 'set null',
    }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Balances read one employee's uses of one year, leaving given-back ones out.
    index('entitlement_uses_employee_period_idx')
      .on(table.employeeId, table.periodStart)
      .where(sql`${table.returnedAt} is null`),
    index('entitlement_uses_order_item_idx').on(table.orderItemId),
    index('entitlement_uses_line_idx').on(table.entitlementLineId),
    check('entitlement_uses_not_negative', sql`${table.quantity} >= 0 and ${table.amountCents} >= 0`),
  ],
);
