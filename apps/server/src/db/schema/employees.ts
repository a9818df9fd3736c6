import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { programmeRoles } from './programmes.ts';

/**
 * The company's employee database (issue 13 point 9): one row per staff id, filled when an order is placed
 * and by edits and imports. `staffKey` is the staff id trimmed and upper-cased, so '007 ' and '007' are one
 * person; `staffId` keeps the first spelling seen.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    staffKey: text('staff_key').notNull(),
    staffId: text('staff_id').notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    sizes: jsonb('sizes')
      .$type<Record<string, { saved_product_uuid: string; title: string; size: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A text of name, aliases, staff id and the ids people search by, for one index-backed search. */
    searchText: text('search_text').notNull().default(''),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }),
    /** The uniform programme role that sets their entitlement; none: they are not in the programme. */
    roleId: integer('role_id').references(() => programmeRoles.id, { onDelete: 'set null' }),
    /** The day they started, where it matters for a pro-rated entitlement (a joiner). */
    startDate: date('start_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_company_staff_key').on(table.companyId, table.staffKey),
    index('employees_company_name_idx').on(table.companyId, table.name, table.id),
    index('employees_role_idx').on(table.roleId),
  ],
);
