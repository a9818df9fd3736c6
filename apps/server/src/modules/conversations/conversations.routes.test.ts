import fs from 'node:fs';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderMessageFiles, orderMessages, providerSettings } from '../../db/schema.ts';
import { createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeSizedOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
/** Every statement the app sends, for the counts per request. */
const statements: string[] = [];
type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;
let buyer: Buyer;
let stranger: Buyer;
let provider: Record<string, string>;
let providerEmail: string;
let order: { uuid: string; uid: string };
let lineId: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function post(
  headers: Record<string, string>,
  orderUuid: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const parts = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (file) parts.push({ name: 'files', fileName: file.name, data: file.data } as never);
  const body = multipart(parts);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/conversations/${orderUuid}/messages`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function unreadOf(headers: Record<string, string>) {
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/conversations/unread', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { unread_count: number; orders: Array<{ order_id: string; unread_count: number }> };
}

async function threadOf(headers: Record<string, string>, query = '') {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/conversations/${order.uuid}${query}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

function storedUploads() {
  const folder = path.join(testApp.app.deps.config.dataDir, 'uploads', 'attachments');
  return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
}

beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: (statement) => statements.push(statement) });
  const { db } = testApp.database;
  await allowSingaporeOrders(db);
  buyer = await buyerReadyToOrder(testApp.app, db);
  stranger = await buyerReadyToOrder(testApp.app, db);
  const staff = await createProviderStaff(db);
  providerEmail = staff.email;
  provider = await signIn(testApp.app, staff.email);
  await db.update(providerSettings).set({ notificationEmails: ['desk@provider.test'] });
  order = await placeSizedOrder(testApp.app, buyer, { M: 10 });
  const shown = await testApp.app.inject({
    method: 'GET',
    url: `/api/orders/${order.uuid}`,
    headers: buyer.headers,
  });
  lineId = shown.json().items[0].items[0].uuid;
}, 60_000);
afterAll(() => testApp.close());

describe('an order conversation', () => {
  it('keeps another company out: its thread, its messages and its read marker are 404', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/conversations/${order.uuid}`,
      headers: stranger.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await post(stranger.headers, order.uuid, { body: 'Hello?' })).statusCode).toBe(404);
    const marked = await testApp.app.inject({
      method: 'POST',
      url: `/api/conversations/${order.uuid}/read`,
      headers: stranger.headers,
      payload: { up_to_message_id: 999 },
    });
    expect(marked.statusCode).toBe(404);
  });

  it('keeps a colleague out of the thread of a team they have not joined', async () => {
    const colleague = await createUser(testApp.database.db, { companyId: buyer.company.id });
    const headers = await signIn(testApp.app, colleague.email);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/conversations/${order.uuid}`,
      headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses a file of another type with the accepted types named, and stores nothing', async () => {
    const before = storedUploads();
    const answer = await post(
      buyer.headers,
      order.uuid,
      { body: 'Here is the logo' },
      { name: 'logo.html', data: Buffer.from('<html><script>alert(1)</script></html>') },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toContain('only images, xls, xlsx, csv and pdf files can be attached');
    expect(storedUploads()).toBe(before);
    const rows = await testApp.database.db.select().from(orderMessages);
    expect(rows).toHaveLength(0);
    expect(await testApp.database.db.select().from(orderMessageFiles)).toHaveLength(0);
  });

  it('refuses an empty text and a line of another order', async () => {
    const empty = await post(buyer.headers, order.uuid, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Write a message.');
    const otherOrder = await placeSizedOrder(testApp.app, buyer, { L: 5 });
    const shown = await testApp.app.inject({
      method: 'GET',
      url: `/api/orders/${otherOrder.uuid}`,
      headers: buyer.headers,
    });
    const otherLine = shown.json().items[0].items[0].uuid;
    const wrongLine = await post(buyer.headers, order.uuid, {
      body: 'About this one',
      order_line_id: otherLine,
    });
    expect(wrongLine.statusCode).toBe(422);
    expect(wrongLine.json().message).toBe('No such line on this order');
  });

  it('mails a buyer message to the provider side with a link back, never to the sender', async () => {
    const answer = await post(
      buyer.headers,
      order.uuid,
      { body: '  Can the logo be 2 cm higher?  ', order_line_id: lineId },
      { name: 'mock-up.png', data: PNG },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { message } = answer.json();
    expect(message.body).toBe('Can the logo be 2 cm higher?');
    expect(message.order_line.id).toBe(lineId);
    expect(message.files.map((file: { name: string }) => file.name)).toEqual(['mock-up.png']);
    expect(storedUploads()).toBe(1);
    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%wrote about order ${order.uid}`));
    expect(mails.map((mail) => mail.to)).toEqual(['desk@provider.test']);
    expect(mails[0]!.text).toContain(`/admin/orders?keyword=${order.uid}`);
  });

  it('mails a provider answer to the order creator, and the next buyer message to the staff who answered', async () => {
    const answer = await post(provider, order.uuid, { body: 'Yes, moved it up 2 cm.' });
    expect(answer.statusCode, answer.body).toBe(201);
    const toBuyer = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, buyer.user.email), like(mailOutbox.subject, `%wrote about order ${order.uid}`)),
      );
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain(`/orders/${order.uuid}`);
    const toStaff = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, providerEmail));
    expect(toStaff).toHaveLength(0);

    await post(buyer.headers, order.uuid, { body: 'Thank you!' });
    const staffNow = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, providerEmail));
    expect(staffNow).toHaveLength(1);
  });

  it('shows the messages between the order events, oldest first, newest page first', async () => {
    const thread = await threadOf(buyer.headers);
    const kinds = thread.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds[0]).toBe('event');
    expect(kinds.filter((kind: string) => kind === 'message')).toHaveLength(3);
    const bodies = thread.entries
      .filter((entry: { kind: string }) => entry.kind === 'message')
      .map((entry: { body: string }) => entry.body);
    expect(bodies).toEqual(['Can the logo be 2 cm higher?', 'Yes, moved it up 2 cm.', 'Thank you!']);
    const newest = await threadOf(buyer.headers, '?per_page=2');
    expect(newest.entries.map((entry: { body: string }) => entry.body)).toEqual([
      'Yes, moved it up 2 cm.',
      'Thank you!',
    ]);
    expect(newest.meta.total_count).toBe(thread.meta.total_count);
  });

  it('reads a page in one statement beside the session, and past the end still gives the thread its figures', async () => {
    const thread = await threadOf(provider);
    statements.length = 0;
    const again = await threadOf(provider);
    const pageStatements = statements.filter(
      (statement) => !/"auth_tokens"|"reference_versions"/.test(statement),
    );
    expect(pageStatements).toHaveLength(1);
    expect(again).toEqual(thread);
    const asked = thread.entries.find(
      (entry: { body?: string }) => entry.body === 'Can the logo be 2 cm higher?',
    );
    expect(asked.order_line).toMatchObject({ id: lineId });
    expect(asked.files.map((file: { name: string }) => file.name)).toEqual(['mock-up.png']);
    expect(asked.author).toMatchObject({ side: 'buyer', is_me: false });
    for (const entry of thread.entries)
      expect(new Date(entry.created_at).toISOString()).toBe(entry.created_at);

    const past = await threadOf(provider, `?per_page=2&page=${thread.meta.total_count}`);
    expect(past.entries).toEqual([]);
    expect(past.newest_message_id).toBe(thread.newest_message_id);
    expect(past.meta).toEqual({
      current_page: thread.meta.total_count,
      per_page: 2,
      total_pages: Math.ceil(thread.meta.total_count / 2),
      total_count: thread.meta.total_count,
    });
  });

  it('counts unread messages of the other side until the reader marks them read', async () => {
    expect(await unreadOf(buyer.headers)).toMatchObject({
      unread_count: 1,
      orders: [{ order_id: order.uuid, unread_count: 1 }],
    });
    expect((await unreadOf(provider)).unread_count).toBe(2);
    expect((await unreadOf(stranger.headers)).unread_count).toBe(0);

    const thread = await threadOf(buyer.headers);
    const marked = await testApp.app.inject({
      method: 'POST',
      url: `/api/conversations/${order.uuid}/read`,
      headers: buyer.headers,
      payload: { up_to_message_id: thread.newest_message_id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await unreadOf(buyer.headers)).unread_count).toBe(0);
    expect((await unreadOf(provider)).unread_count).toBe(2);

    await post(provider, order.uuid, { body: 'Proof follows tomorrow.' });
    expect((await unreadOf(buyer.headers)).unread_count).toBe(1);
  });
});
