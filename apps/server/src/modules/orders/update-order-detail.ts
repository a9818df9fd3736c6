import type { OrderResponse, UpdateOrderBody } from '@livery/api-schemas/orders';
import type { Database } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { listOrderAttachments } from '../attachments/attachments.service.ts';
import { findTeamOfMember } from '../teams/teams.service.ts';
import { noticeOrderNote } from './order-notices.ts';
import { findOrderByUuid, insertOrderLog, updateOrder } from './orders.repository.ts';
import { findVisibleOrder, toOrderResponse } from './orders.service.ts';

/** A field sent empty clears it; a field left out keeps its value. */
const edited = (sent: string | null | undefined, kept: string | null) =>
  sent === undefined ? kept : sent || null;

/**
 * PUT /api/orders/{id}: the Detail panel's edit (team, reference, PO number, e-mail for updates). The team
 * must be one the editor has joined; the PO rule of checkout still holds (a PO number, or PO files, unless
 * the order is a quotation); a cancelled order keeps its details. Each change is logged on the order; a note
 * (the reference) written or changed tells the provider's staff (What's new and the settings' recipients).
 */
export async function updateOrderDetail(
  db: Database,
  user: CurrentUser,
  uuid: string,
  body: UpdateOrderBody,
  options: { secretKey: string; publicUrl: string },
): Promise<OrderResponse> {
  const { secretKey } = options;
  return db.transaction(async (tx) => {
    const row = await findOrderByUuid(
      tx,
      { kind: 'customer', userId: user.id, companyId: user.companyId },
      uuid,
      true,
    );
    if (!row) throw notFound('Order');
    const { order } = row;
    if (order.orderStatus === 'order_cancelled')
      throw unprocessable(['A cancelled order cannot be changed.']);
    const team = body.team_id ? await findTeamOfMember(tx, user.id, body.team_id) : undefined;
    if (!team) throw unprocessable(['Select a team']);

    const next = {
      teamId: team.teamId,
      reference: edited(body.reference, order.reference),
      poNumber: edited(body.po_number, order.poNumber),
      subscribedEmail: edited(body.subscribed_email, order.subscribedEmail),
    };
    if (order.orderStatus !== 'order_quotes' && !next.poNumber) {
      const files = await listOrderAttachments(tx, secretKey, order.id);
      if (files.po.length === 0) throw unprocessable(['Enter a PO reference (NA if not applicable)']);
    }
    const changes = [
      next.teamId !== order.teamId ? `the team to ${team.name}` : null,
      next.reference !== order.reference ? `the reference to ${next.reference ?? '(none)'}` : null,
      next.poNumber !== order.poNumber ? `the PO number to ${next.poNumber ?? '(none)'}` : null,
      next.subscribedEmail !== order.subscribedEmail
        ? `the e-mail for updates to ${next.subscribedEmail ?? '(none)'}`
        : null,
    ].filter((change) => change !== null);
    if (changes.length > 0) {
      await updateOrder(tx, order.id, next);
      const logId = await insertOrderLog(tx, {
        orderId: order.id,
        title: 'Order details updated',
        message: `${user.name} changed ${changes.join(', ')}`,
      });
      if (next.reference && next.reference !== order.reference) {
        await noticeOrderNote(
          tx,
          options.publicUrl,
          { uid: order.uid, companyId: order.companyId },
          { logId, text: next.reference, author: user.name || user.email },
        );
      }
    }
    const updated = await findOrderByUuid(tx, { kind: 'provider' }, uuid);
    return toOrderResponse(tx as unknown as Database, updated!, secretKey);
  });
}

/**
 * PUT /api/orders/{id}/po_number: the list's inline PO edit, the Detail edit's rules (one place: the PO rule of
 * checkout, nothing on a cancelled order, the change logged) with the order's team kept.
 */
export async function setOrderPoNumber(
  db: Database,
  user: CurrentUser,
  uuid: string,
  poNumber: string,
  options: { secretKey: string; publicUrl: string },
) {
  const order = await findVisibleOrder(db, user, uuid);
  const answer = await updateOrderDetail(
    db,
    user,
    uuid,
    { team_id: order.teamId, po_number: poNumber },
    options,
  );
  return { message: 'Updated!', po_number: answer.order.po_number };
}
