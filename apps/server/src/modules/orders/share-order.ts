import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_SHARE_RECIPIENTS, type OrderResponse, type OrderShareLink } from '@livery/api-schemas/orders';
import { ORDER_SHARE_MAILS_PER_SENDER } from '@livery/domain/auth-rules';
import { parseEmailList } from '@livery/domain/email-list';
import type { Database } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { claimAttempts } from '../attempt-limits/attempt-limits.service.ts';
import { claimRecipientMail } from '../mail/mail.service.ts';
import { mailOrderShared } from './order-mails.ts';
import {
  countShareLinkView,
  findRecentShareLinkViews,
  findShareLinkByTokenHash,
  findShareLinksOfOrder,
  insertShareLinks,
  revokeShareLinkRow,
} from './order-share-links.repository.ts';
import { findOrderByUuid, insertOrderLog } from './orders.repository.ts';
import { toOrderResponse } from './orders.service.ts';

/** How long a shared order link works: long enough for a colleague to follow the delivery, then it lapses. */
export const SHARED_ORDER_LINK_DAYS = 30;
/** Links listed on an order, and openings listed per link. */
const LISTED_LINKS = 200;
const LISTED_VIEWS = 10;

const HOUR_MS = 60 * 60 * 1000;
/** The (UTC) hour an opening is counted in: one row per link and hour. */
const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

function findOrderOfCaller(db: Database, user: CurrentUser, uuid: string) {
  return findOrderByUuid(db, { kind: 'customer', userId: user.id, companyId: user.companyId }, uuid);
}

/**
 * PUT /api/orders/{id}/share_order: each address receives an e-mail with its own read-only link to the order,
 * stored (hashed) so it can be revoked, expiring after SHARED_ORDER_LINK_DAYS; the share is logged on the
 * order. Limited like invitations: each address draws on its share of the mails anyone can make us send, and
 * each sender on ORDER_SHARE_MAILS_PER_SENDER an hour; a refused share sends and stores nothing. A retried
 * request (same Idempotency-Key) sends nothing twice.
 */
export async function shareOrder(
  db: Database,
  user: CurrentUser,
  uuid: string,
  emailsText: string,
  options: { publicUrl: string; idempotencyKey?: string; now?: Date },
): Promise<{ message: string }> {
  const row = await findOrderOfCaller(db, user, uuid);
  if (!row) throw notFound('Order');
  const recipients = recipientsOf(emailsText);
  const { order } = row;
  const now = options.now ?? new Date();
  const expiresAt = new Date(
    Math.floor(now.getTime() / 1000) * 1000 + SHARED_ORDER_LINK_DAYS * 24 * 60 * 60 * 1000,
  );
  const shareId = options.idempotencyKey ?? randomUUID();
  const tokens = new Map(recipients.map((to) => [to, randomBytes(32).toString('base64url')]));
  await db.transaction(async (tx) => {
    const added = await insertShareLinks(
      tx,
      recipients.map((to) => ({
        orderId: order.id,
        sharedByUserId: user.id,
        shareId,
        recipient: to,
        tokenHash: hashToken(tokens.get(to) ?? ''),
        expiresAt,
      })),
    );
    // A retried share finds its links stored already: nothing more to count or send.
    if (added.length === 0) return;
    const sender = await claimAttempts(
      tx,
      `order-share-from:${user.id}`,
      ORDER_SHARE_MAILS_PER_SENDER,
      added.length,
    );
    if (!sender.isAllowed) {
      throw new AppError(
        'rate_limited',
        `You can share orders with at most ${ORDER_SHARE_MAILS_PER_SENDER.max} addresses an hour. Please try again later.`,
      );
    }
    for (const link of added) {
      if (!(await claimRecipientMail(tx, link.recipient))) {
        throw new AppError(
          'rate_limited',
          `${link.recipient} has had several e-mails from us just now. Please try again later.`,
        );
      }
    }
    for (const link of added) {
      const token = tokens.get(link.recipient) ?? '';
      await mailOrderShared(tx, {
        order,
        to: link.recipient,
        sharedBy: user.name,
        shareId,
        url: `${options.publicUrl}/shared/orders/${order.uuid}?expires=${expiresAt.getTime() / 1000}&token=${encodeURIComponent(token)}`,
        days: SHARED_ORDER_LINK_DAYS,
      });
    }
    await insertOrderLog(tx, {
      orderId: order.id,
      title: 'Order shared',
      message: `${user.name} shared this order with ${added.map((link) => link.recipient).join(', ')}`,
    });
  });
  return { message: SHARED_ORDER_MESSAGE };
}

/**
 * GET /api/shared_orders/{id}: the order a stored, unrevoked, unexpired link names, read-only; each opening
 * is counted for the order's people, in one row per link and hour. Any other link is 404.
 */
export async function getSharedOrder(
  db: Database,
  uuid: string,
  link: { expires: number; token: string },
  secretKey: string,
  now = new Date(),
): Promise<OrderResponse & { link_expires_at: string }> {
  const stored = await findShareLinkByTokenHash(db, hashToken(link.token));
  const isValid =
    stored !== undefined &&
    stored.orderUuid === uuid &&
    stored.revokedAt === null &&
    stored.expiresAt.getTime() > now.getTime() &&
    stored.expiresAt.getTime() === link.expires * 1000;
  const row = isValid ? await findOrderByUuid(db, { kind: 'provider' }, uuid) : undefined;
  // A revoked, expired, altered or forged link says no more than a missing order does.
  if (!row || !stored) throw notFound('Order');
  await countShareLinkView(db, stored.id, { viewedAt: now, hourStart: startOfHour(now) });
  const answer = await toOrderResponse(db, row, secretKey);
  return { ...answer, link_expires_at: stored.expiresAt.toISOString() };
}

/** GET /api/orders/{id}/share_links: whom the order was shared with, each link's state and its openings. */
export async function listShareLinks(
  db: Database,
  user: CurrentUser,
  uuid: string,
  now = new Date(),
): Promise<OrderShareLink[]> {
  const row = await findOrderOfCaller(db, user, uuid);
  if (!row) throw notFound('Order');
  const links = await findShareLinksOfOrder(db, row.order.id, LISTED_LINKS);
  const views = await findRecentShareLinkViews(
    db,
    links.map((link) => link.id),
    LISTED_VIEWS,
  );
  return links.map((link) => ({
    id: link.uuid,
    recipient: link.recipient,
    shared_by_name: link.sharedByName,
    created_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    status: link.revokedAt ? 'revoked' : link.expiresAt <= now ? 'expired' : 'active',
    revoked_at: link.revokedAt?.toISOString() ?? null,
    revoked_by_name: link.revokedByName,
    view_count: link.viewCount,
    last_viewed_at: link.lastViewedAt ? new Date(link.lastViewedAt).toISOString() : null,
    recent_views: views
      .filter((view) => view.linkId === link.id)
      .map((view) => new Date(view.viewedAt).toISOString()),
  }));
}

export const SHARE_LINK_REVOKED_MESSAGE = 'Link revoked: it no longer opens the order.';

/** PUT /api/orders/{id}/share_links/{link_id}/revoke: anyone who sees the order may stop a link; logged once. */
export async function revokeShareLink(
  db: Database,
  user: CurrentUser,
  uuid: string,
  linkUuid: string,
): Promise<{ message: string }> {
  const row = await findOrderOfCaller(db, user, uuid);
  if (!row) throw notFound('Order');
  await db.transaction(async (tx) => {
    const revoked = await revokeShareLinkRow(tx, row.order.id, linkUuid, {
      at: new Date(),
      byUserId: user.id,
    });
    if (!revoked) throw notFound('Shared link');
    if (revoked.isNewlyRevoked) {
      await insertOrderLog(tx, {
        orderId: row.order.id,
        title: 'Shared link revoked',
        message: `${user.name} revoked the link shared with ${revoked.recipient}`,
      });
    }
  });
  return { message: SHARE_LINK_REVOKED_MESSAGE };
}
