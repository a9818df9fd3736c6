import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { orderShareLinks, orderShareLinkViews, orders, users } from '../../db/schema.ts';

/**
 * Stores the links of one share; a retried share (same share id) adds none. Returns the links it added,
 * with the token each must be mailed with.
 */
export async function insertShareLinks(
  db: DatabaseOrTransaction,
  rows: Array<typeof orderShareLinks.$inferInsert>,
) {
  if (rows.length === 0) return [];
  return db
    .insert(orderShareLinks)
    .values(rows)
    .onConflictDoNothing({ target: [orderShareLinks.shareId, orderShareLinks.recipient] })
    .returning({
      id: orderShareLinks.id,
      recipient: orderShareLinks.recipient,
      tokenHash: orderShareLinks.tokenHash,
    });
}

/** The link whose token hashes to this, with its order's uuid. */
export async function findShareLinkByTokenHash(db: DatabaseOrTransaction, tokenHash: string) {
  const [row] = await db
    .select({
      id: orderShareLinks.id,
      orderUuid: orders.uuid,
      expiresAt: orderShareLinks.expiresAt,
      revokedAt: orderShareLinks.revokedAt,
    })
    .from(orderShareLinks)
    .innerJoin(orders, eq(orders.id, orderShareLinks.orderId))
    .where(eq(orderShareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Counts one opening of the link in its hour's row, in one statement: the first opening of an hour adds the
 * row, later ones raise its count and move its time, so a loop of requests adds no rows.
 */
export async function countShareLinkView(
  db: DatabaseOrTransaction,
  linkId: number,
  opening: { viewedAt: Date; hourStart: Date },
) {
  await db
    .insert(orderShareLinkViews)
    .values({ linkId, viewedAt: opening.viewedAt, hourStart: opening.hourStart, viewCount: 1 })
    .onConflictDoUpdate({
      target: [orderShareLinkViews.linkId, orderShareLinkViews.hourStart],
      set: {
        viewCount: sql`${orderShareLinkViews.viewCount} + 1`,
        viewedAt: sql`greatest(${orderShareLinkViews.viewedAt}, excluded.viewed_at)`,
      },
    });
}

const sharedBy = alias(users, 'shared_by');
const revokedBy = alias(users, 'revoked_by');

/** An order's links, newest first, with who shared and revoked each and how often it was opened. */
export function findShareLinksOfOrder(db: DatabaseOrTransaction, orderId: number, limit: number) {
  const views = db
    .select({
      linkId: orderShareLinkViews.linkId,
      viewCount: sql<number>`sum(${orderShareLinkViews.viewCount})`.as('view_count'),
      lastViewedAt: max(orderShareLinkViews.viewedAt).as('last_viewed_at'),
    })
    .from(orderShareLinkViews)
    .groupBy(orderShareLinkViews.linkId)
    .as('views');
  return db
    .select({
      id: orderShareLinks.id,
      uuid: orderShareLinks.uuid,
      recipient: orderShareLinks.recipient,
      sharedByName: sharedBy.name,
      createdAt: orderShareLinks.createdAt,
      expiresAt: orderShareLinks.expiresAt,
      revokedAt: orderShareLinks.revokedAt,
      revokedByName: revokedBy.name,
      viewCount: sql<number>`coalesce(${views.viewCount}, 0)::int`,
      lastViewedAt: views.lastViewedAt,
    })
    .from(orderShareLinks)
    .leftJoin(sharedBy, eq(sharedBy.id, orderShareLinks.sharedByUserId))
    .leftJoin(revokedBy, eq(revokedBy.id, orderShareLinks.revokedByUserId))
    .leftJoin(views, eq(views.linkId, orderShareLinks.id))
    .where(eq(orderShareLinks.orderId, orderId))
    .orderBy(desc(orderShareLinks.createdAt), desc(orderShareLinks.id))
    .limit(limit);
}

/** The latest openings of these links, one per hour they were opened in, newest first, at most `perLink` each. */
export function findRecentShareLinkViews(db: DatabaseOrTransaction, linkIds: number[], perLink: number) {
  if (linkIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .select({
      linkId: orderShareLinkViews.linkId,
      viewedAt: orderShareLinkViews.viewedAt,
      rank: sql<number>`row_number() over (partition by ${orderShareLinkViews.linkId} order by ${orderShareLinkViews.viewedAt} desc, ${orderShareLinkViews.id} desc)`.as(
        'rank',
      ),
    })
    .from(orderShareLinkViews)
    .where(inArray(orderShareLinkViews.linkId, linkIds))
    .as('ranked');
  return db
    .select({ linkId: ranked.linkId, viewedAt: ranked.viewedAt })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perLink}`)
    .orderBy(desc(ranked.viewedAt));
}

/** Revokes an order's link unless it already is; the link as it now stands, or undefined when not the order's. */
export async function revokeShareLinkRow(
  db: DatabaseOrTransaction,
  orderId: number,
  linkUuid: string,
  revoked: { at: Date; byUserId: number },
) {
  const [updated] = await db
    .update(orderShareLinks)
    .set({ revokedAt: revoked.at, revokedByUserId: revoked.byUserId })
    .where(
      and(
        eq(orderShareLinks.orderId, orderId),
        eq(orderShareLinks.uuid, linkUuid),
        isNull(orderShareLinks.revokedAt),
      ),
    )
    .returning({ recipient: orderShareLinks.recipient });
  if (updated) return { recipient: updated.recipient, isNewlyRevoked: true };
  const [existing] = await db
    .select({ recipient: orderShareLinks.recipient })
    .from(orderShareLinks)
    .where(and(eq(orderShareLinks.orderId, orderId), eq(orderShareLinks.uuid, linkUuid)))
    .limit(1);
  return existing && { recipient: existing.recipient, isNewlyRevoked: false };
}
