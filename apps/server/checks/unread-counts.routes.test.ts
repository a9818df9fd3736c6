import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../seed/demo-data.ts';
import { orderMessages, orders, teams, users } from '../src/db/schema.ts';
import { signIn } from '../src/test/factories.ts';
import { createTestApp, type TestApp } from '../src/test/test-app.ts';

/**
 * The unread badge answers from counts the database keeps (migration 0051). After every kind of write that
 * changes them, its answer must equal the one counted from the messages themselves, as the badge counted before:
 * the other side's messages after the reader's marker, on the orders the reader sees, the newest orders first.
 */
let testApp: TestApp;
const headers: Record<string, Record<string, string>> = {};
const BUYER = 'buyer@demo.test';
const PROVIDER = 'provider@demo.test';

interface Unread {
  unread_count: number;
  orders: Array<{ order_id: string; uid: string; unread_count: number }>;
}

async function unreadOf(email: string): Promise<Unread> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: '/api/conversations/unread',
    headers: headers[email],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The badge counted from the messages, as its statement did before the kept counts. */
async function countedFromMessages(email: string): Promise<Unread> {
  const { db } = testApp.database;
  const [reader] = await db.select().from(users).where(eq(users.email, email));
  const seen =
    reader!.role === 'provider'
      ? sql`true`
      : sql`o.company_id = ${reader!.companyId} and o.team_id in
          (select tm.team_id from team_members tm where tm.user_id = ${reader!.id} and tm.status = 'joined')`;
  const result = (await db.execute(sql`
    select o.uuid as order_id, o.uid, count(*)::int as unread_count
    from order_messages m
    join orders o on o.id = m.order_id
    join users author on author.id = m.user_id
    left join order_conversation_reads r on r.order_id = m.order_id and r.user_id = ${reader!.id}
    where ${seen} and author.role <> ${reader!.role} and m.id > coalesce(r.last_read_message_id, 0)
    group by o.id, o.uuid, o.uid
    order by max(m.id) desc`)) as unknown as {
    rows: { order_id: string; uid: string; unread_count: number }[];
  };
  const rows = [...result.rows];
  return {
    unread_count: rows.reduce((total, row) => total + row.unread_count, 0),
    orders: rows.slice(0, 20).map((row) => ({ ...row })),
  };
}

async function expectKeptEqualsCounted() {
  for (const email of [BUYER, PROVIDER])
    expect(await unreadOf(email)).toEqual(await countedFromMessages(email));
}

async function postMessage(email: string, orderUuid: string, body: string) {
  const boundary = 'unread-counts-boundary';
  const answer = await testApp.app.inject({
    method: 'POST',
    url: `/api/conversations/${orderUuid}/messages`,
    headers: { ...headers[email], 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${body}\r\n--${boundary}--\r\n`,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().message as { id: number };
}

async function markRead(email: string, orderUuid: string, upTo: number) {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: `/api/conversations/${orderUuid}/read`,
    headers: headers[email],
    payload: { up_to_message_id: upTo },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoDataIfEmpty(testApp.database.db, testApp.app.deps.files);
  for (const email of [BUYER, PROVIDER]) headers[email] = await signIn(testApp.app, email, 'livery-demo');
}, 120_000);
afterAll(() => testApp.close());

describe('the unread badge from the kept counts', () => {
  it('equals the count from the messages on the demo data', async () => {
    const buyer = await unreadOf(BUYER);
    expect(buyer.unread_count).toBeGreaterThan(0);
    await expectKeptEqualsCounted();
  });

  it('follows messages written and read on both sides', async () => {
    const [first] = (await unreadOf(BUYER)).orders;
    const fromBuyer = await postMessage(BUYER, first!.order_id, 'Any news on the proof?');
    await expectKeptEqualsCounted();
    const fromProvider = await postMessage(PROVIDER, first!.order_id, 'It goes out today.');
    await expectKeptEqualsCounted();
    // Read part of the way, then all of it; a marker never moves back.
    await markRead(PROVIDER, first!.order_id, fromBuyer.id);
    await expectKeptEqualsCounted();
    await markRead(BUYER, first!.order_id, fromProvider.id);
    await markRead(BUYER, first!.order_id, fromBuyer.id);
    await expectKeptEqualsCounted();
  });

  it('follows an order moved to another team, a message deleted and an order deleted', async () => {
    const { db } = testApp.database;
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders?per_page=2',
      headers: headers[BUYER],
    });
    const [first, second] = (listed.json().orders as Array<{ uuid: string }>).map((shown) => ({
      order_id: shown.uuid,
    }));
    for (const shown of [first!, second!]) {
      await postMessage(BUYER, shown.order_id, 'Can it ship on Friday?');
      await postMessage(PROVIDER, shown.order_id, 'Yes, on Friday.');
    }
    await expectKeptEqualsCounted();
    const [order] = await db.select().from(orders).where(eq(orders.uuid, first!.order_id));
    const [otherTeam] = await db
      .select()
      .from(teams)
      .where(sql`${teams.companyId} = ${order!.companyId} and ${teams.id} <> ${order!.teamId}`);
    await db.update(orders).set({ teamId: otherTeam!.id }).where(eq(orders.id, order!.id));
    await expectKeptEqualsCounted();
    await db.update(orders).set({ teamId: order!.teamId }).where(eq(orders.id, order!.id));
    await expectKeptEqualsCounted();

    const [newest] = await db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order!.id))
      .orderBy(sql`${orderMessages.id} desc`)
      .limit(1);
    await db.delete(orderMessages).where(eq(orderMessages.id, newest!.id));
    await expectKeptEqualsCounted();

    // An order deleted takes its messages, markers and figures along (in whatever order the cascade runs).
    await db.delete(orders).where(eq(orders.uuid, second!.order_id));
    await expectKeptEqualsCounted();
  });
});
