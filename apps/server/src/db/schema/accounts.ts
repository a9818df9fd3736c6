import { PAYMENT_TERMS } from '@livery/domain/credit-terms';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, publicId } from './columns.ts';

/** A customer company, or the provider itself (kind 'provider'). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['customer', 'provider'] })
      .notNull()
      .default('customer'),
    plan: text('plan', { enum: ['basic', 'advanced', 'premium'] })
      .notNull()
      .default('basic'),
    industry: text('industry'),
    /** When the company's orders wait for its person in charge (packages/domain/src/order-approval.ts). */
    orderApprovalRule: text('order_approval_rule', { enum: ['never', 'member_orders', 'above_amount'] })
      .notNull()
      .default('never'),
    orderApprovalThreshold: integer('order_approval_threshold'),
    /** When its invoices fall due (packages/domain/src/credit-terms.ts); set by the provider. */
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('immediate'),
    /** Cents the company may owe; null: no limit. */
    creditLimit: integer('credit_limit'),
    /** When production of its orders waits for the buyer's approval of every line's proof; set by the provider. */
    proofsRequired: boolean('proofs_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'companies_payment_terms_known',
      sql`${table.paymentTerms} in (${sql.raw(PAYMENT_TERMS.map((terms) => `'${terms}'`).join(', '))})`,
    ),
    check('companies_credit_limit_not_negative', sql`${table.creditLimit} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'provider'] })
      .notNull()
      .default('customer'),
    department: text('department'),
    countryCode: text('country_code'),
    phone: text('phone'),
    companyPosition: text('company_position'),
    industry: text('industry'),
    setupDone: boolean('setup_done').notNull().default(false),
    // A deleted address stops being anyone's default.
    shipAddressId: integer('ship_add_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    billAddressId: integer('bill_add_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    countryCode: text('country').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    nickname: text('nickname'),
    billingEmail: text('billing_email'),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_company_idx').on(table.companyId)],
);
