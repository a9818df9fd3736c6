import { ENTITLEMENT_REQUEST_STATUSES } from '@livery/domain/entitlement-requests';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { employees } from './employees.ts';
import { entitlementLines } from './programmes.ts';

/**
 * A request for more entitlement for one employee (issue 25 item 3): `quantity` more items on one allocation
 * line, or `amountCents` more of an allowance, with the reason. A person in charge approves or refuses it once;
 * an approved one raises the employee's balance for the programme year it was approved in (`periodStart`).
 * Decided requests stay as history.
 */
export const entitlementRequests = pgTable(
  'entitlement_requests',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The allocation line asked for; null for an allowance (or once the line is removed from the role). */
    entitlementLineId: integer('entitlement_line_id').references(() => entitlementLines.id, {
      onDelete: 'set null',
    }),
    quantity: integer('quantity').notNull().default(0),
    amountCents: integer('amount_cents').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status', { enum: ENTITLEMENT_REQUEST_STATUSES }).notNull().default('waiting'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** The programme year an approved increase counts for; null until approved. */
    periodStart: date('period_start', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('entitlement_requests_company_idx').on(table.companyId, table.createdAt, table.id),
    // Balances read one employee's approved increases of one year.
    index('entitlement_requests_employee_period_idx')
      .on(table.employeeId, table.periodStart)
      .where(sql`${table.status} = 'approved'`),
    index('entitlement_requests_line_idx').on(table.entitlementLineId),
    check(
      'entitlement_requests_status_known',
      sql`${table.status} in (${sql.raw(ENTITLEMENT_REQUEST_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
    check(
      'entitlement_requests_one_increase',
      sql`${table.quantity} >= 0 and ${table.amountCents} >= 0 and (${table.quantity} > 0) <> (${table.amountCents} > 0)`,
    ),
    check(
      'entitlement_requests_approved_has_year',
      sql`(${table.status} = 'approved') = (${table.periodStart} is not null)`,
    ),
  ],
);
