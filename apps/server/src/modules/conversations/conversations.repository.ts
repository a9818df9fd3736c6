import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  conversationReadCounts,
  conversationTeamCounts,
  orderConversationFigures,
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
export interface ThreadEntryRow {
  kind: 'message' | 'event';
  id: number;
  /** ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it. */
  created_at: string;
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
}

/** A thread page, oldest entry first, and the figures it is shown with. */
export interface ThreadPage {
  entries: ThreadEntryRow[];
  total: number;
  newestMessageId: number | null;
  lastReadMessageId: number | null;
}

/**
 * A page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`). The
 * customer's company and joined teams (from the session) are absent for provider staff, who see every order.
 */
interface ThreadPageValues extends Record<string, unknown> {
  orderUuid: string;
  userId: number;
  scopeCompanyId?: number;
  joinedTeamIds?: number[];
  limit: number;
  offset: number;
}

/**
 * The order the caller sees (the orders list's scope: a customer the company's orders of the teams they joined),
 * its thread's figures and the page as one row: the newest entries' keys, then each entry's message, author, line
 * and log by primary key, so no table is read beyond the order's own entries. The page is one JSON array, oldest
 * first, with its times written as ISO text: mapping 25 rows of a dozen columns through Drizzle, and parsing
 * their timestamps, was the largest part of this list's Node CPU in a profile. `offset 0` keeps each lateral
 * subquery a subquery: flattened, the figures ran once per entry (the thread counted 25 times a page) and a lookup
 * could become a join over a whole table (a merge join read order_items' primary key from its start).
 */
const threadPage = statementPerShape('conversation_thread_page', (db, values: ThreadPageValues) => {
  const seen = and(
    values.scopeCompanyId !== undefined ? sql`o.company_id = ${values.scopeCompanyId}` : undefined,
    values.joinedTeamIds !== undefined ? inArray(sql`o.team_id`, values.joinedTeamIds) : undefined,
  );
  return db
    .select({
      total: sql<number>`figures.total`.mapWith(Number),
      newestMessageId: sql<number | null>`figures.newest_message_id`,
      lastReadMessageId: sql<number | null>`figures.last_read_message_id`,
      entries: sql<ThreadEntryRow[]>`page.entries`,
    })
    .from(sql`${orders} o
      cross join lateral (
        select (select count(*) from ${orderMessages} cm where cm.order_id = o.id)
            + (select count(*) from ${orderLogs} cl where cl.order_id = o.id) as total,
          (select max(nm.id) from ${orderMessages} nm where nm.order_id = o.id) as newest_message_id,
          (select r.last_read_message_id from ${orderConversationReads} r
            where r.order_id = o.id and r.user_id = ${values.userId}) as last_read_message_id
        offset 0
      ) figures
      cross join lateral (
        select coalesce(json_agg(json_build_object(
            'kind', newest.kind,
            'id', newest.id,
            'created_at', to_char(newest.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'body', coalesce(m.body, l.message),
            'title', l.title,
            'item_names', l.item_names,
            'user_id', m.user_id,
            'author_name', u.name,
            'author_email', u.email,
            'author_role', u.role,
            'line_uuid', li.uuid,
            'line_title', li.title,
            'files', coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'storage_key', f.storage_key)
                order by f.id)
              from ${orderMessageFiles} f where f.message_id = m.id), '[]'::json)
          ) order by newest.created_at, newest.kind, newest.id), '[]'::json) as entries
        from (
          select entries.kind, entries.id, entries.created_at from (
            select 'message' as kind, pm.id, pm.created_at from ${orderMessages} pm where pm.order_id = o.id
            union all
            select 'event', pl.id, pl.created_at from ${orderLogs} pl where pl.order_id = o.id
          ) entries
          order by entries.created_at desc, entries.kind desc, entries.id desc
          limit ${values.limit} offset ${values.offset}
        ) newest
        left join lateral (select m.id, m.body, m.user_id, m.order_item_id from ${orderMessages} m
          where newest.kind = 'message' and m.id = newest.id offset 0) m on true
        left join lateral (select u.name, u.email, u.role from ${users} u where u.id = m.user_id offset 0) u on true
        left join lateral (select li.uuid, li.title from ${orderItems} li where li.id = m.order_item_id offset 0) li
          on true
        left join lateral (select l.title, l.message, l.item_names from ${orderLogs} l
          where newest.kind = 'event' and l.id = newest.id offset 0) l on true
      ) page`)
    .where(and(sql`o.uuid = ${values.orderUuid}`, seen));
});

/**
 * A page of an order's thread, oldest entry first (the page itself is counted from the newest: page 1 is the
 * latest): its messages and its logs (read where the order keeps them, not copied) merged, with the thread's
 * total, its newest message and the caller's read marker, in one prepared statement that also finds the order in
 * the caller's scope (undefined when they see no such order).
 */
export async function findThreadPage(
  db: Database,
  page: {
    orderUuid: string;
    userId: number;
    /** The customer's company and joined teams; undefined for provider staff (every order). */
    scope: { companyId: number; teamIds: readonly number[] } | undefined;
    limit: number;
    offset: number;
  },
): Promise<ThreadPage | undefined> {
  const [row] = await threadPage(
    db,
    {
      orderUuid: page.orderUuid,
      userId: page.userId,
      scopeCompanyId: page.scope?.companyId,
      joinedTeamIds: page.scope ? [...page.scope.teamIds] : undefined,
      limit: page.limit,
      offset: page.offset,
    },
    // The given values alone decide the statement's text.
    undefined,
  );
  if (!row) return undefined;
  return {
    entries: row.entries,
    total: row.total,
    newestMessageId: row.newestMessageId === null ? null : Number(row.newestMessageId),
    lastReadMessageId: row.lastReadMessageId === null ? null : Number(row.lastReadMessageId),
  };
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

/** The unread badge's answer: the total over every order the caller sees and the newest orders with unread. */
export interface UnreadFigures {
  total: number;
  orders: Array<{ order_id: string; uid: string; unread_count: number }>;
}

/**
 * The unread figures' values, every one a parameter of the statement prepared for its shape. The customer's
 * company and joined teams are absent for provider staff, who see every order.
 */
interface UnreadValues extends Record<string, unknown> {
  userId: number;
  scopeCompanyId?: number;
  joinedTeamIds?: number[];
}

/**
 * The messages written by the other side after the user's markers, as one row from the kept counts (migration
 * 0051), never reading a message: the total is the messages of the teams the user sees less those their markers
 * cover; the orders shown are the newest whose other side's newest message is past the user's marker, each with
 * its own figures less its marker's. A customer reads the provider's messages, provider staff the customers'.
 */
const unreadFiguresQuery = (db: Database, values: UnreadValues) => {
  const customer = values.scopeCompanyId !== undefined;
  const written = customer ? sql.raw('provider_messages') : sql.raw('customer_messages');
  const newest = customer ? sql.raw('newest_provider_message_id') : sql.raw('newest_customer_message_id');
  const inScope = (table: string) =>
    customer
      ? and(
          sql`${sql.raw(table)}.company_id = ${values.scopeCompanyId}`,
          inArray(sql.raw(`${table}.team_id`), values.joinedTeamIds ?? []),
        )
      : undefined;
  const where = (...conditions: Array<SQL | undefined>) => {
    const all = and(...conditions);
    return all ? sql`where ${all}` : sql``;
  };
  return db
    .select({
      total:
        sql<number>`(select coalesce(sum(c.${written}), 0) from ${conversationTeamCounts} c ${where(inScope('c'))})
        - (select coalesce(sum(rc.count), 0) from ${conversationReadCounts} rc
            ${where(sql`rc.user_id = ${values.userId}`, inScope('rc'))})`.mapWith(Number),
      orders: sql<UnreadFigures['orders']>`(select coalesce(json_agg(json_build_object(
            'order_id', o.uuid, 'uid', o.uid, 'unread_count', shown.unread) order by shown.newest desc), '[]'::json)
        from (
          select f.order_id, f.${newest} as newest, f.${written} - coalesce(r.read_count, 0) as unread
          from ${orderConversationFigures} f
          left join ${orderConversationReads} r on r.order_id = f.order_id and r.user_id = ${values.userId}
          ${where(
            inScope('f'),
            // Said apart, and sorted as the index is (nulls last), so the partial index on the newest message
            // gives the order and the limit: else the provider's page sorted every order with a conversation.
            sql`f.${newest} is not null`,
            sql`f.${newest} > coalesce(r.last_read_message_id, 0)`,
          )}
          order by f.${newest} desc nulls last
          limit ${UNREAD_ORDERS_SHOWN}
        ) shown
        join ${orders} o on o.id = shown.order_id)`,
    })
    .from(sql`(select 1) one`);
};
const unreadFigures = statementPerShape('conversation_unread', unreadFiguresQuery);

/**
 * The caller's unread messages over the orders they see (a customer's company and joined teams; provider staff
 * every order) in one prepared statement.
 */
export async function findUnreadFigures(
  db: Database,
  user: { id: number; scope: { companyId: number; teamIds: readonly number[] } | undefined },
): Promise<UnreadFigures> {
  const values: UnreadValues = {
    userId: user.id,
    scopeCompanyId: user.scope?.companyId,
    joinedTeamIds: user.scope ? [...user.scope.teamIds] : undefined,
  };
  // A customer's statement is planned with its values each time, not prepared: a prepared statement's generic plan
  // takes every company for an average one (~25 orders with a conversation) and reads and sorts all of a big
  // company's instead of walking the index to the newest 20 (1M data, 2,575 orders: 4.4 ms of PostgreSQL against
  // 0.25 ms of planning and 0.15 ms of execution with the values known). Provider staff see every order: no skew.
  const [row] = user.scope
    ? await unreadFiguresQuery(db, values)
    : await unreadFigures(db, values, undefined);
  return { total: row?.total ?? 0, orders: row?.orders ?? [] };
}
