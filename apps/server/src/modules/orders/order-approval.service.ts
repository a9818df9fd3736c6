import type {
  OrderApprovalsResponse,
  OrdersAwaitingApprovalResponse,
} from '@livery/api-schemas/order-approval';
import {
  APPROVER_KIND_LABELS,
  type ApprovalFacts,
  type Approver,
  currentApprovalLevel,
  isApproverOf,
  type RequiredLevel,
  requiredApprovalLevels,
  rulesWithProgrammeApproval,
} from '@livery/domain/approval-rules';
import { canApproveOrder, ORDER_APPROVED_NOTICE } from '@livery/domain/order-approval';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { approvalRuleSetOf } from '../settings/order-approval-settings.service.ts';
import {
  findApproversOfLevel,
  findOrderApprovalLevels,
  findOrdersAwaitingApproval,
  insertOrderApprovalLevels,
  isFinanceApprover,
  markApprovalLevelApproved,
} from './order-approval.repository.ts';
import { mailApprovalRequested, mailApprovedByCompany } from './order-mails.ts';
import { noticeOrderApprovedByCompany } from './order-notices.ts';
import {
  findOrderByUuid,
  findOrderCreator,
  insertOrderLog,
  markOrderApprovedByCompany,
  type OrderRow,
  type PlacedOrderRow,
} from './orders.repository.ts';

/** The log a held order gets beside its first one. */
export const WAITING_FOR_APPROVAL_LOG = {
  title: 'Waiting for approval',
  message: 'The order waits for approval by a person in charge of the company.',
};

/**
 * What placeOrder tells the rules of an order besides its total and status (issue 25 item 4). Whether the order
 * takes its team past the budget costs reads, so it is asked only of a company whose rules look at budgets.
 */
export type HeldOrderFacts = Omit<ApprovalFacts, 'totalCents' | 'placedByDepartment' | 'overBudget'> & {
  overBudget: () => Promise<boolean>;
  /** The company's programme sends an order beyond an entitlement to approval (issue 25 item 2). */
  beyondEntitlementWaits: boolean;
};

/**
 * The levels the company's approval rules make an order of this total, status and facts wait for (none: it is
 * not held). placeOrder asks before it writes the order, so a held order is written held, with its two logs, in
 * the one insert; its levels are written by mailApproversOfHeldOrder. Only a Pending order is ever held.
 */
export async function isHeldByApprovalRule(
  tx: DatabaseOrTransaction,
  user: Pick<CurrentUser, 'companyId' | 'department'>,
  order: { total: number; orderStatus: OrderRow['orderStatus'] } & HeldOrderFacts,
): Promise<RequiredLevel[]> {
  if (order.orderStatus !== 'order_pending') return [];
  const { rules: ownRules } = await approvalRuleSetOf(tx, user.companyId);
  const rules = rulesWithProgrammeApproval(ownRules, order.beyondEntitlementWaits);
  if (rules.length === 0) return [];
  return requiredApprovalLevels(rules, {
    totalCents: order.total,
    teamId: order.teamId,
    costCenters: order.costCenters,
    overEntitlement: order.overEntitlement,
    overBudget: rules.some((rule) => rule.condition === 'over_budget') && (await order.overBudget()),
    placedByDepartment: user.department,
  });
}

/**
 * Writes the levels a held order waits for, and mails the approvers of its first level (once each) that it waits
 * for their approval.
 */
export async function mailApproversOfHeldOrder(
  tx: DatabaseOrTransaction,
  user: Pick<CurrentUser, 'name' | 'email'>,
  order: PlacedOrderRow,
  levels: readonly RequiredLevel[],
  publicUrl: string,
): Promise<void> {
  await insertOrderApprovalLevels(tx, order.id, levels);
  const [first] = levels;
  if (!first) return;
  const placedBy = user.name || user.email;
  for (const person of await findApproversOfLevel(tx, order, first.approvers)) {
    await mailApprovalRequested(tx, publicUrl, order, person.email, placedBy);
  }
}

/** An order held before its levels were kept (or written without them) waits for one level: its team's. */
const TEAM_LEVEL: Approver[] = [{ kind: 'team_persons_in_charge' }];

async function levelsOf(db: DatabaseOrTransaction, order: OrderRow) {
  const levels = await findOrderApprovalLevels(db, order.id);
  if (levels.length > 0 || !order.orderApprovalNeeded) return { levels, isStored: true };
  const unstored = [
    {
      level: 1,
      approvers: TEAM_LEVEL,
      approvedAt: null,
      approvedById: null,
      approvedByName: null,
      approvedByEmail: null,
    },
  ];
  return { levels: unstored, isStored: false };
}

/** Whether the user approves as one of these approvers; they see the order, so they joined its team. */
async function isUserApproverOf(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  order: OrderRow,
  approvers: readonly Approver[],
) {
  const isFinance =
    approvers.some((approver) => approver.kind === 'finance') &&
    (await isFinanceApprover(db, order.companyId, user.id));
  return isApproverOf(approvers, {
    id: user.id,
    department: user.department,
    isFinance,
    isInOrderTeam: true,
  });
}

const approvedNotice = () => ({
  message: ORDER_APPROVED_NOTICE.title,
  description: ORDER_APPROVED_NOTICE.description,
});

/**
 * PUT /api/orders/{id}/approve_order: an approver of the order's current level (the lowest not yet approved)
 * approves that level; the last level's approval is the company's (the order goes to the provider). Each
 * approval is logged with who, and the next level's approvers are mailed. The order's row is locked, so two
 * approvers at once approve a level once: the later one, an approver of a level now approved, is answered the
 * same notice and writes nothing. A person in charge who approves no waiting level gets 403; members 403; an
 * order the caller cannot see 404; one that needs no approval 409.
 */
export async function approveOrder(db: Database, user: CurrentUser, uuid: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(
      tx,
      { kind: 'customer', userId: user.id, companyId: user.companyId },
      uuid,
      true,
    );
    if (!row) throw notFound('Order');
    if (user.department !== PERSON_IN_CHARGE) {
      throw forbidden('Only a person in charge can approve orders.');
    }
    const { order } = row;
    const { levels, isStored } = await levelsOf(tx, order);
    const wasApproved = order.companyApprovedAt !== null && !order.orderApprovalNeeded;
    if (wasApproved) return approvedNotice();
    if (
      !canApproveOrder(user.department, {
        order_status: order.orderStatus,
        order_approval_needed: order.orderApprovalNeeded,
      })
    ) {
      throw new AppError('conflict', 'This order does not need approval.');
    }
    const current = currentApprovalLevel(levels);
    if (!current) throw new AppError('conflict', 'This order does not need approval.');
    if (!(await isUserApproverOf(tx, user, order, current.approvers))) {
      // Another approver of a level this person approves got there first: the same notice, nothing written.
      for (const level of levels) {
        if (level.approvedAt !== null && (await isUserApproverOf(tx, user, order, level.approvers))) {
          return {
            message: ORDER_APPROVED_NOTICE.title,
            description: `Level ${level.level} was approved by ${level.approvedByName || level.approvedByEmail}.`,
          };
        }
      }
      throw forbidden(
        `Level ${current.level} of this order's approval waits for ${describeApprovers(current.approvers, row.teamName)}; you do not approve it.`,
      );
    }
    const approvedBy = user.name || user.email;
    if (isStored) {
      const marked = await markApprovalLevelApproved(tx, order.id, current.level, user.id);
      if (!marked) return approvedNotice();
    }
    const next = levels.find((level) => level.level > current.level && level.approvedAt === null);
    if (next) {
      await insertOrderLog(tx, {
        orderId: order.id,
        title: `Approved at level ${current.level}`,
        message: `${approvedBy} approved level ${current.level}; it now waits for level ${next.level} (${describeApprovers(next.approvers, row.teamName)}).`,
      });
      const creator = await findOrderCreator(tx, order.userId);
      for (const person of await findApproversOfLevel(tx, order, next.approvers)) {
        await mailApprovalRequested(tx, publicUrl, order, person.email, creator.name || creator.email, {
          level: next.level,
          approvedBy,
        });
      }
      return {
        message: `Level ${current.level} approved!`,
        description: `Level ${current.level} is approved; the order now waits for level ${next.level} (${describeApprovers(next.approvers, row.teamName)}).`,
      };
    }
    const approved = await markOrderApprovedByCompany(tx, order.id, user.id);
    // Another request approved it between our read and our write: it wrote the log and the mail.
    if (approved) {
      await insertOrderLog(tx, {
        orderId: order.id,
        title: 'Order approved',
        message:
          levels.length > 1
            ? `${approvedBy} approved level ${current.level}, the last; the order is approved for the company.`
            : `${approvedBy} approved the order for the company.`,
      });
      const creator = await findOrderCreator(tx, order.userId);
      await mailApprovedByCompany(tx, publicUrl, order, creator.email, approvedBy);
      await noticeOrderApprovedByCompany(tx, publicUrl, order, approvedBy);
    }
    return approvedNotice();
  });
}

/** A level's approvers in words: "Finance", "the persons in charge of Front Office", a named person. */
function describeApprovers(
  approvers: readonly Approver[],
  teamName: string,
  names = new Map<number, string>(),
) {
  return approvers
    .map((approver) => {
      if (approver.kind === 'team_persons_in_charge') return `the persons in charge of ${teamName}`;
      if (approver.kind === 'finance') return APPROVER_KIND_LABELS.finance;
      return names.get(approver.userId) ?? 'a named person in charge';
    })
    .join(' or ');
}

/**
 * GET /api/orders/{id}/approvals (and the console's): the levels a held order waits for or waited for, who
 * approved each and when, and who must approve next. Every member who sees the order reads it.
 */
export async function getOrderApprovals(
  db: DatabaseOrTransaction,
  user: CurrentUser | null,
  scope: Parameters<typeof findOrderByUuid>[1],
  uuid: string,
): Promise<OrderApprovalsResponse> {
  const row = await findOrderByUuid(db, scope, uuid);
  if (!row) throw notFound('Order');
  const { order } = row;
  const { levels } = await levelsOf(db, order);
  const current = order.orderApprovalNeeded ? currentApprovalLevel(levels) : undefined;
  const result: OrderApprovalsResponse = { levels: [], can_approve: false };
  for (const level of levels) {
    const people = await findApproversOfLevel(db, order, level.approvers);
    const names = new Map(people.map((person) => [person.id, person.name || person.email]));
    result.levels.push({
      level: level.level,
      approvers: level.approvers.map((approver) => describeApprovers([approver], row.teamName, names)),
      approver_names: people.map((person) => person.name || person.email),
      approved_by: level.approvedAt ? level.approvedByName || level.approvedByEmail : null,
      approved_at: level.approvedAt ? level.approvedAt.toISOString() : null,
      is_current: level === current,
    });
  }
  if (current && user && order.orderStatus === 'order_pending') {
    result.can_approve = await isUserApproverOf(db, user, order, current.approvers);
  }
  return result;
}

/** How many orders the list of waiting orders shows; the count covers them all. */
const AWAITING_APPROVAL_SHOWN = 5;

/**
 * GET /api/orders/awaiting_approval: the orders whose current level the person in charge approves (held, in the
 * teams they joined), counted, with the latest few; a member, who approves nothing, is refused (403).
 */
export async function listOrdersAwaitingApproval(
  db: DatabaseOrTransaction,
  user: CurrentUser,
): Promise<OrdersAwaitingApprovalResponse> {
  if (user.department !== PERSON_IN_CHARGE) throw forbidden('Only a person in charge approves orders.');
  const { rows, total } = await findOrdersAwaitingApproval(
    db,
    { userId: user.id, companyId: user.companyId },
    AWAITING_APPROVAL_SHOWN,
  );
  return {
    count: total,
    orders: rows.map((row) => ({
      uuid: row.uuid,
      uid: row.uid,
      total: row.total,
      currency: row.currency,
      team_name: row.teamName,
      user_name: row.userName || row.userEmail,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
