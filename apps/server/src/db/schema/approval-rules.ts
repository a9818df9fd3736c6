import type { Approver } from '@livery/domain/approval-rules';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { teams } from './teams.ts';

/**
 * A company's approval rules (issue 25 item 4, packages/domain/src/approval-rules.ts): condition -> approver at a
 * level, in `position` order. The spec's simple setting is the simplest set (none, or one level-1 rule).
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    condition: text('condition', {
      enum: ['member_orders', 'amount_over', 'team_is', 'cost_center_is', 'over_entitlement', 'over_budget'],
    }).notNull(),
    amountCents: integer('amount_cents'),
    // A rule about a team that is removed goes with it.
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    costCenter: text('cost_center'),
    level: integer('level').notNull(),
    approverKind: text('approver_kind', { enum: ['team_persons_in_charge', 'person', 'finance'] }).notNull(),
    approverUserId: integer('approver_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('approval_rules_company_idx').on(table.companyId, table.position),
    check('approval_rules_level_range', sql`${table.level} between 1 and 5`),
  ],
);

/** The persons in charge a company marks as finance: a rule's "finance" approver is any one of them. */
export const approvalFinanceApprovers = pgTable(
  'approval_finance_approvers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] })],
);

/**
 * The levels a held order waits for, written with it, and each level's approval (who, when): the lowest level
 * not approved is the one asked; the order is the company's approved once the last is.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    approvers: jsonb('approvers').$type<Approver[]>().notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: integer('approved_by_id').references(() => users.id),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.level] }),
    // The awaiting-approval list starts from the few levels still waiting, never from the orders.
    index('order_approvals_waiting_idx')
      .on(table.orderId, table.level)
      .where(sql`${table.approvedAt} is null`),
  ],
);
