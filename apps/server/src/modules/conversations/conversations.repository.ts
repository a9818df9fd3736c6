import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  orderConversationReads,
  orderItems,
  orderLogs,
  orderMessageFiles,
  orderMessages,
  orders,
  users,
} from '../../db/schema.ts';

type Side = 'customer' | 'provider';

/** One entry of a thread page: a message (with its author, line and files) or one of the order's logs. */
export interface ThreadRow {
  kind: 'message' | 'event';
  id: number;
  created_at: Date | string;
  body: string;
  title: string | null;
  item_names: string[] | null;
  user_id: number | null;
  author_name: string | null;
  author_email: string | null;
  author_role: Side | null;
  line_uuid: string | null;
  line_title: string | null;
  files: Array<{ id: number; name: string; storage_key: string }>;
  page_total: number | string;
  newest_message_id: number | null;
  last_read_message_id: number | null;
}

/**
 * A page of an order's thread, newest entries first: its messages and its logs (read where the order keeps
 * them, not copied) merged in one statement, with the page's total, the newest message and the caller's read
 * marker as columns, so a page costs one round trip however many files and lines it shows.
 */
export async function findThreadPage(
  db: DatabaseOrTransaction,
  page: { orderId: number; userId: number; limit: number; offset: number },
): Promise<ThreadRow[]> {
  const { orderId, userId, limit, offset } = page;
  const result = (await db.execute(sql`
    select entries.*,
      (select count(*) from ${orderMessages} where ${orderMessages.orderId} = ${orderId})
        + (select count(*) from ${orderLogs} where ${orderLogs.orderId} = ${orderId}) as page_total,
      (select max(${orderMessages.id}) from ${orderMessages} where ${orderMessages.orderId} = ${orderId}) as newest_message_id,
      (select ${orderConversationReads.lastReadMessageId} from ${orderConversationReads}
        where ${orderConversationReads.orderId} = ${orderId} and ${orderConversationReads.userId} = ${userId}) as last_read_message_id
    from (
      select 'message' as kind, m.id, m.created_at, m.body, null::text as title, null::jsonb as item_names,
        m.user_id, u.name as author_name, u.email as author_email, u.role as author_role,
        li.uuid::text as line_uuid, li.title as line_title,
        coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'storage_key', f.storage_key) order by f.id)
          from ${orderMessageFiles} f where f.message_id = m.id), '[]'::json) as files
      from ${orderMessages} m
      join ${users} u on u.id = m.user_id
      left join ${orderItems} li on li.id = m.order_item_id
      where m.order_id = ${orderId}
      union all
      select 'event', l.id, l.created_at, l.message, l.title, l.item_names,
        null, null, null, null, null, null, '[]'::json
      from ${orderLogs} l
      where l.order_id = ${orderId}
    ) as entries
    order by entries.created_at desc, entries.kind desc, entries.id desc
    limit ${limit} offset ${offset}`)) as unknown as { rows: ThreadRow[] };
  return result.rows;
}

/** The total and newest message of a thread when the page asked for holds no entry (past the end). */
export async function countThread(db: DatabaseOrTransaction, orderId: number) {
  const result = (await db.execute(sql`
    select (select count(*) from ${orderMessages} where ${orderMessages.orderId} = ${orderId})
      + (select count(*) from ${orderLogs} where ${orderLogs.orderId} = ${orderId}) as total,
      (select max(${orderMessages.id}) from ${orderMessages} where ${orderMessages.orderId} = ${orderId}) as newest`)) as unknown as {
    rows: Array<{ total: number | string; newest: number | null }>;
  };
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), newestMessageId: row?.newest ?? null };
}

/** A line of that order by its uuid, or undefined (a line of another order is not found). */
export async function findLineOfOrder(db: DatabaseOrTransaction, orderId: number, lineUuid: string) {
  const [row] = await db
    .select({ id: orderItems.id, uuid: orderItems.uuid, title: orderItems.title })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.uuid, lineUuid)));
  return row;
}

export async function insertMessage(db: DatabaseOrTransaction, values: typeof orderMessages.$inferInsert) {
  const [row] = await db.insert(orderMessages).values(values).returning();
  return row!;
}

export async function insertMessageFiles(
  db: DatabaseOrTransaction,
  values: Array<typeof orderMessageFiles.$inferInsert>,
) {
  if (values.length === 0) return [];
  return db.insert(orderMessageFiles).values(values).returning();
}

/** The addresses of the provider's staff who have written on the order's thread. */
export async function findProviderWritersOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(orderMessages)
    .innerJoin(users, eq(users.id, orderMessages.userId))
    .where(and(eq(orderMessages.orderId, orderId), eq(users.role, 'provider')));
  return rows.map((row) => row.email);
}

/**
 * Moves the user's read marker forward to `upTo`, never past the order's newest message and never back (two tabs
 * marking out of order keep the furthest).
 */
export async function markThreadRead(
  db: DatabaseOrTransaction,
  orderId: number,
  userId: number,
  upTo: number,
) {
  const newest = sql`least(${upTo}, coalesce((select max(${orderMessages.id}) from ${orderMessages} where ${orderMessages.orderId} = ${orderId}), 0))`;
  await db
    .insert(orderConversationReads)
    .values({ orderId, userId, lastReadMessageId: newest })
    .onConflictDoUpdate({
      target: [orderConversationReads.orderId, orderConversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${orderConversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/** Orders with unread messages shown per user: the sidebars need the total, a menu the first few. */
export const UNREAD_ORDERS_SHOWN = 20;

/**
 * The messages written by the other side after the user's marker, on the orders `seen` keeps, per order (the
 * most recent first, UNREAD_ORDERS_SHOWN of them) with the total over all in one statement.
 */
export async function countUnreadMessages(
  db: DatabaseOrTransaction,
  user: { id: number; role: Side },
  seen: SQL | undefined,
) {
  const unread = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({
      uuid: orders.uuid,
      uid: orders.uid,
      unread,
      total: sql<number>`sum(count(*)) over ()`.mapWith(Number),
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .innerJoin(users, eq(users.id, orderMessages.userId))
    .leftJoin(
      orderConversationReads,
      and(
        eq(orderConversationReads.orderId, orderMessages.orderId),
        eq(orderConversationReads.userId, user.id),
      ),
    )
    .where(
      and(
        seen,
        sql`${users.role} <> ${user.role}`,
        sql`${orderMessages.id} > coalesce(${orderConversationReads.lastReadMessageId}, 0)`,
      ),
    )
    .groupBy(orders.id, orders.uuid, orders.uid)
    .orderBy(sql`max(${orderMessages.id}) desc`)
    .limit(UNREAD_ORDERS_SHOWN);
}
