import { randomUUID } from 'node:crypto';
import { MAX_SHARE_RECIPIENTS, type OrderResponse } from '@livery/api-schemas/orders';
import { parseEmailList } from '@livery/domain/email-list';
import type { Database } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { isValidUserLink, signUserLink } from '../../storage/signed-user-links.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { mailOrderShared } from './order-mails.ts';
import { findOrderByUuid, insertOrderLog } from './orders.repository.ts';
import { toOrderResponse } from './orders.service.ts';

/** How long a shared order link works: long enough for a colleague to follow the delivery, then it lapses. */
export const SHARED_ORDER_LINK_DAYS = 30;
const PURPOSE = 'shared-order';

export const SHARED_ORDER_MESSAGE = 'Shared Order Detail Successfully!';

/** The addresses of the list, refused whole (nothing sent) when one is not an e-mail address. */
function recipientsOf(emailsText: string): string[] {
  const { emails, invalid } = parseEmailList(emailsText);
  if (invalid.length > 0) throw unprocessable(invalid.map((entry) => `${entry} is not an e-mail address`));
  if (emails.length === 0) throw unprocessable(['Enter one or more e-mail addresses']);
  if (emails.length > MAX_SHARE_RECIPIENTS)
    throw unprocessable([`Share with at most ${MAX_SHARE_RECIPIENTS} addresses at once`]);
  return emails;
}

/**
 * PUT /api/orders/{id}/share_order: each address receives an e-mail with a signed read-only link to the order
 * that expires after SHARED_ORDER_LINK_DAYS; the share is logged on the order. A retried request (same
 * Idempotency-Key) sends nothing twice.
 */
export async function shareOrder(
  db: Database,
  user: CurrentUser,
  uuid: string,
  emailsText: string,
  options: { publicUrl: string; secretKey: string; idempotencyKey?: string; now?: Date },
): Promise<{ message: string }> {
  const row = await findOrderByUuid(
    db,
    { kind: 'customer', userId: user.id, companyId: user.companyId },
    uuid,
  );
  if (!row) throw notFound('Order');
  const recipients = recipientsOf(emailsText);
  const { order } = row;
  const link = signUserLink(
    options.secretKey,
    PURPOSE,
    order.uuid,
    options.now,
    SHARED_ORDER_LINK_DAYS * 24 * 60 * 60,
  );
  const url = `${options.publicUrl}/shared/orders/${order.uuid}?expires=${link.expires}&token=${encodeURIComponent(link.token)}`;
  const shareId = options.idempotencyKey ?? randomUUID();
  await db.transaction(async (tx) => {
    for (const to of recipients) {
      await mailOrderShared(tx, {
        order,
        to,
        sharedBy: user.name,
        shareId,
        url,
        days: SHARED_ORDER_LINK_DAYS,
      });
    }
    await insertOrderLog(tx, {
      orderId: order.id,
      title: 'Order shared',
      message: `${user.name} shared this order with ${recipients.join(', ')}`,
    });
  });
  return { message: SHARED_ORDER_MESSAGE };
}

/** GET /api/shared_orders/{id}: the order a valid, unexpired link names, read-only; any other link is 404. */
export async function getSharedOrder(
  db: Database,
  uuid: string,
  link: { expires: number; token: string },
  secretKey: string,
): Promise<OrderResponse & { link_expires_at: string }> {
  const isValid = isValidUserLink(secretKey, { purpose: PURPOSE, userUuid: uuid, ...link });
  const row = isValid ? await findOrderByUuid(db, { kind: 'provider' }, uuid) : undefined;
  // An expired or forged link says no more than a missing order does.
  if (!row) throw notFound('Order');
  const answer = await toOrderResponse(db, row, secretKey);
  return { ...answer, link_expires_at: new Date(link.expires * 1000).toISOString() };
}
