import type { OrdersAwaitingApprovalResponse } from '@livery/api-schemas/order-approval';
import { canApproveOrder, isApprovalNeeded, ORDER_APPROVED_NOTICE } from '@livery/domain/order-approval';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { orderApprovalSettingOf } from '../settings/order-approval-settings.service.ts';
import { findOrdersAwaitingApproval } from './order-approval.repository.ts';
import { mailApprovalRequested, mailApprovedByCompany } from './order-mails.ts';
import { noticeOrderApprovedByCompany } from './order-notices.ts';
import {
  findOrderByUuid,
  findOrderCreator,
  findPersonsInChargeOfTeam,
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
 * Whether the company's approval rule holds an order of this total and status placed by the user: placeOrder asks
 * before it writes the order, so a held order is written held, with its two logs, in the one insert.
 */
export async function isHeldByApprovalRule(
  tx: DatabaseOrTransaction,
  user: Pick<CurrentUser, 'companyId' | 'department'>,
  order: { total: number; orderStatus: OrderRow['orderStatus']; overEntitlement?: boolean },
): Promise<boolean> {
  const setting = await orderApprovalSettingOf(tx, user.companyId);
  return isApprovalNeeded(setting, {
    placedByDepartment: user.department,
    totalCents: order.total,
    status: order.orderStatus,
    overEntitlement: order.overEntitlement ?? false,
  });
}

/** Mails the persons in charge of a held order's team (once each) that it waits for their approval. */
export async function mailApproversOfHeldOrder(
  tx: DatabaseOrTransaction,
  user: Pick<CurrentUser, 'name' | 'email'>,
  order: PlacedOrderRow,
  publicUrl: string,
): Promise<void> {
  const placedBy = user.name || user.email;
  for (const person of await findPersonsInChargeOfTeam(tx, order.teamId)) {
    await mailApprovalRequested(tx, publicUrl, order, person.email, placedBy);
  }
}

/**
 * PUT /api/orders/{id}/approve_order: a person in charge who can see the order approves it. Concurrent or
 * repeated calls approve it once (one log, one mail); the later ones answer the same notice.
 */
export async function approveOrder(db: Database, user: CurrentUser, uuid: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(
      tx,
      { kind: 'customer', userId: user.id, companyId: user.companyId },
      uuid,
    );
    if (!row) throw notFound('Order');
    if (user.department !== PERSON_IN_CHARGE) {
      throw forbidden('Only a person in charge can approve orders.');
    }
    const { order } = row;
    const wasApproved = order.companyApprovedAt !== null && !order.orderApprovalNeeded;
    if (wasApproved)
      return { message: ORDER_APPROVED_NOTICE.title, description: ORDER_APPROVED_NOTICE.description };
    if (
      !canApproveOrder(user.department, {
        order_status: order.orderStatus,
        order_approval_needed: order.orderApprovalNeeded,
      })
    ) {
      throw new AppError('conflict', 'This order does not need approval.');
    }
    const approved = await markOrderApprovedByCompany(tx, order.id, user.id);
    // Another request approved it between our read and our write: it wrote the log and the mail.
    if (approved) {
      const approvedBy = user.name || user.email;
      await insertOrderLog(tx, {
        orderId: order.id,
        title: 'Order approved',
        message: `${approvedBy} approved the order for the company.`,
      });
      const creator = await findOrderCreator(tx, order.userId);
      await mailApprovedByCompany(tx, publicUrl, order, creator.email, approvedBy);
      await noticeOrderApprovedByCompany(tx, publicUrl, order, approvedBy);
    }
    return { message: ORDER_APPROVED_NOTICE.title, description: ORDER_APPROVED_NOTICE.description };
  });
}

/** How many orders the list of waiting orders shows; the count covers them all. */
const AWAITING_APPROVAL_SHOWN = 5;

/**
 * GET /api/orders/awaiting_approval: the orders a person in charge can approve (held, in the teams they
 * joined), counted, with the latest few; a member, who approves nothing, is refused (403).
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
