import type { Approver, RequiredLevel } from '@livery/domain/approval-rules';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  approvalFinanceApprovers,
  orderApprovals,
  orders,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';

/** Writes the levels a held order waits for (one statement). */
export async function insertOrderApprovalLevels(
  db: DatabaseOrTransaction,
  orderId: number,
  levels: readonly RequiredLevel[],
) {
  if (levels.length === 0) return;
  await db
    .insert(orderApprovals)
    .values(levels.map((level) => ({ orderId, level: level.level, approvers: level.approvers })));
}

/** The order's levels, lowest first, with who approved each. */
export async function findOrderApprovalLevels(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      level: orderApprovals.level,
      approvers: orderApprovals.approvers,
      approvedAt: orderApprovals.approvedAt,
      approvedById: orderApprovals.approvedById,
      approvedByName: users.name,
      approvedByEmail: users.email,
    })
    .from(orderApprovals)
    .leftJoin(users, eq(users.id, orderApprovals.approvedById))
    .where(eq(orderApprovals.orderId, orderId))
    .orderBy(asc(orderApprovals.level));
}

/**
 * Records a level's approval only while it waits: of concurrent approvals exactly one updates the row; the others
 * get undefined.
 */
export async function markApprovalLevelApproved(
  db: DatabaseOrTransaction,
  orderId: number,
  level: number,
  userId: number,
) {
  const [row] = await db
    .update(orderApprovals)
    .set({ approvedAt: new Date(), approvedById: userId })
    .where(
      and(
        eq(orderApprovals.orderId, orderId),
        eq(orderApprovals.level, level),
        isNull(orderApprovals.approvedAt),
      ),
    )
    .returning({ level: orderApprovals.level });
  return row;
}

/** Whether the user is among the company's finance approvers. */
export async function isFinanceApprover(db: DatabaseOrTransaction, companyId: number, userId: number) {
  const [row] = await db
    .select({ userId: approvalFinanceApprovers.userId })
    .from(approvalFinanceApprovers)
    .where(
      and(eq(approvalFinanceApprovers.companyId, companyId), eq(approvalFinanceApprovers.userId, userId)),
    );
  return row !== undefined;
}

/**
 * The people a level's approvers stand for now: the joined persons in charge of the order's team, the named
 * persons in charge, the company's finance approvers who are still persons in charge; each once, by name.
 */
export async function findApproversOfLevel(
  db: DatabaseOrTransaction,
  order: { companyId: number; teamId: number },
  approvers: readonly Approver[],
) {
  const conditions = [];
  if (approvers.some((approver) => approver.kind === 'team_persons_in_charge')) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, order.teamId), eq(teamMembers.status, 'joined'))),
      ),
    );
  }
  const named = approvers.flatMap((approver) => (approver.kind === 'person' ? [approver.userId] : []));
  if (named.length > 0) conditions.push(inArray(users.id, named));
  if (approvers.some((approver) => approver.kind === 'finance')) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ id: approvalFinanceApprovers.userId })
          .from(approvalFinanceApprovers)
          .where(eq(approvalFinanceApprovers.companyId, order.companyId)),
      ),
    );
  }
  if (conditions.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(eq(users.companyId, order.companyId), eq(users.department, PERSON_IN_CHARGE), or(...conditions)),
    )
    .orderBy(asc(users.id));
}

/**
 * The orders held for the company's approval, in the teams the person in charge joined, whose current level (the
 * lowest not yet approved) the person approves: as one of the team's persons in charge, by name, or as finance.
 * Starts from the few levels still waiting (order_approvals_waiting_idx), newest order first.
 */
export async function findOrdersAwaitingApproval(
  db: DatabaseOrTransaction,
  scope: { userId: number; companyId: number },
  limit: number,
) {
  const joinedTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, scope.userId), eq(teamMembers.status, 'joined')));
  const isFinance = sql`exists (select 1 from ${approvalFinanceApprovers} where ${approvalFinanceApprovers.companyId} = ${scope.companyId} and ${approvalFinanceApprovers.userId} = ${scope.userId})`;
  const approverOfLevel = sql`(
    ${orderApprovals.approvers} @> '[{"kind":"team_persons_in_charge"}]'::jsonb
    or ${orderApprovals.approvers} @> ${JSON.stringify([{ kind: 'person', userId: scope.userId }])}::jsonb
    or (${orderApprovals.approvers} @> '[{"kind":"finance"}]'::jsonb and ${isFinance})
  )`;
  const lowerWaiting = sql`not exists (select 1 from ${orderApprovals} as lower_level where lower_level.order_id = ${orderApprovals.orderId} and lower_level.approved_at is null and lower_level.level < ${orderApprovals.level})`;
  const waiting = and(
    isNull(orderApprovals.approvedAt),
    eq(orders.companyId, scope.companyId),
    eq(orders.orderApprovalNeeded, true),
    eq(orders.orderStatus, 'order_pending'),
    inArray(orders.teamId, joinedTeams),
    lowerWaiting,
    approverOfLevel,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        uuid: orders.uuid,
        uid: orders.uid,
        total: orders.total,
        currency: orders.currency,
        createdAt: orders.createdAt,
        teamName: teams.name,
        userName: users.name,
        userEmail: users.email,
      })
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .innerJoin(teams, eq(teams.id, orders.teamId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(waiting)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db
      .select({ value: count() })
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .where(waiting),
  ]);
  return { rows, total: total?.value ?? 0 };
}
