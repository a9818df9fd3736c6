import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { teams } from './teams.ts';

/**
 * A team's budget from a programme year on (issue 25 item 5): the amount a year, in cents, from `period_start`
 * until a later row for the same team; a year with no row of its own keeps the latest earlier one.
 */
export const teamBudgets = pgTable(
  'team_budgets',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The first day of the programme year the amount starts in (the company's year, decision 199). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null: no budget from this year on (a removal, so an earlier year's amount is not carried on). */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    setById: integer('set_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.periodStart] }),
    check('team_budgets_amount', sql`${table.amountCents} between 0 and 100000000000`),
  ],
);

/**
 * What each team's orders that count against a budget (`BUDGET_SPEND_STATUSES`) came to per UTC day, kept by a
 * trigger on `orders` in the writing transaction (migration 0046), so a year's spend adds up at most 366 rows.
 */
export const teamDaySpend = pgTable(
  'team_day_spend',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId, table.day] })],
);
