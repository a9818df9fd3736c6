import { BEYOND_ENTITLEMENT_RULES, ENTITLEMENT_KINDS, GARMENT_GROUPS } from '@livery/domain/entitlements';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { savedProducts } from './saved-products.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A company's uniform programme (issue 25 item 1): the day its programme year starts and whether joiners get a
 * share of the year. No row: 1 January, no pro-rating.
 */
export const programmeSettings = pgTable(
  'programme_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    yearStartMonth: integer('year_start_month').notNull().default(1),
    yearStartDay: integer('year_start_day').notNull().default(1),
    isProRated: boolean('is_pro_rated').notNull().default(false),
    /** What an order beyond an employee's entitlement does: waits for approval, or marks who pays the excess. */
    beyondEntitlement: text('beyond_entitlement', { enum: BEYOND_ENTITLEMENT_RULES })
      .notNull()
      .default('approval'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('programme_settings_month', sql`${table.yearStartMonth} between 1 and 12`),
    check('programme_settings_day', sql`${table.yearStartDay} between 1 and 31`),
    check(
      'programme_settings_beyond_known',
      sql`${table.beyondEntitlement} in (${listed(BEYOND_ENTITLEMENT_RULES)})`,
    ),
  ],
);

/** A role of a company's programme (Front Office, Kitchen ...) and the kind of entitlement its employees get. */
export const programmeRoles = pgTable(
  'programme_roles',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ENTITLEMENT_KINDS }).notNull(),
    /** Cents a year; set only for an allowance. */
    allowanceCents: integer('allowance_cents'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('programme_roles_company_name').on(table.companyId, sql`lower(${table.name})`),
    check('programme_roles_kind_known', sql`${table.kind} in (${listed(ENTITLEMENT_KINDS)})`),
    check(
      'programme_roles_allowance_only_for_allowance',
      sql`(${table.kind} = 'allowance') = (${table.allowanceCents} is not null) and coalesce(${table.allowanceCents}, 0) >= 0`,
    ),
  ],
);

/**
 * One line of a role's entitlement: a saved product or a garment group, with a quantity a year for an allocation
 * (an allowance's lines name the saved products it may be spent on, without a quantity). A saved product's
 * deletion takes its lines with it.
 */
export const entitlementLines = pgTable(
  'entitlement_lines',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    roleId: integer('role_id')
      .notNull()
      .references(() => programmeRoles.id, { onDelete: 'cascade' }),
    savedProductId: integer('saved_product_id').references(() => savedProducts.id, { onDelete: 'cascade' }),
    garmentGroup: text('garment_group', { enum: GARMENT_GROUPS }),
    quantity: integer('quantity'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('entitlement_lines_role_saved_product').on(table.roleId, table.savedProductId),
    uniqueIndex('entitlement_lines_role_garment_group').on(table.roleId, table.garmentGroup),
    index('entitlement_lines_saved_product_idx').on(table.savedProductId),
    check(
      'entitlement_lines_one_item',
      sql`(${table.savedProductId} is null) <> (${table.garmentGroup} is null)`,
    ),
    check(
      'entitlement_lines_group_known',
      sql`${table.garmentGroup} is null or ${table.garmentGroup} in (${listed(GARMENT_GROUPS)})`,
    ),
    check('entitlement_lines_quantity_positive', sql`${table.quantity} is null or ${table.quantity} > 0`),
  ],
);
