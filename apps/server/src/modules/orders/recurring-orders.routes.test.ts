import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  employeeProducts,
  jobs,
  mailOutbox,
  orderItems,
  orderLogs,
  orders,
  products,
  shippingServices,
  taxRates,
  teamMembers,
} from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { runJobsNow } from '../../test/run-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queueDueRecurringOrders, runDueRecurringOrders } from './recurring-orders.service.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await testApp.database.db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 1200,
  });
});
afterAll(() => testApp.close());

const PUBLIC_URL = 'https://livery.example';
// 2026-11-23 is a Monday; schedules set up through the API today start after the real date, so the runner
// is driven with explicit days far enough ahead.
const run = (today: string) => runDueRecurringOrders(testApp.database.db, { today, publicUrl: PUBLIC_URL });

function inject(headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return testApp.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
}

/** A buyer who has placed one order of 12 polos (M), to be repeated. */
async function buyerWithOrder() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const headers = await signIn(testApp.app, buyer.user.email);
  const added = await inject(headers, 'POST', '/kart_items', {
    quote: { saved_product_id: savedProduct.uuid, qty_options: { M: 12 } },
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await inject(headers, 'POST', '/orders', {
    team_id: buyer.team.id,
    ship_add_id: address.id,
    bill_add_id: address.id,
    reference: 'PO-REPEAT',
    status: 'order_pending',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...buyer, product, headers, order: placed.json() as { uuid: string; uid: string } };
}

async function setUp(headers: Headers, orderUuid: string, frequency: unknown, days: unknown) {
  return inject(headers, 'POST', '/recurring_order_schedules', {
    recurring_order: { order_id: orderUuid, frequency, days },
  });
}

async function repeatsOf(uid: string) {
  return testApp.database.db
    .select()
    .from(orders)
    .where(eq(orders.recurringOrderUid, uid))
    .orderBy(orders.id);
}

describe('recurring orders', () => {
  it('previews the next dates and refuses a schedule without frequency or week days', async () => {
    const { headers, order } = await buyerWithOrder();
    const preview = await inject(
      headers,
      'GET',
      '/recurring_order_schedules/calculate_schedule?frequency=1&days=monday,thursday',
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const dates: string[] = preview.json().schedule.next_dates;
    expect(dates).toHaveLength(5);
    expect(dates.map((date) => new Date(`${date}T00:00:00Z`).getUTCDay())).toEqual(
      expect.arrayContaining([1, 4]),
    );

    const noFrequency = await setUp(headers, order.uuid, undefined, ['monday']);
    expect(noFrequency.statusCode).toBe(422);
    expect(noFrequency.json().errors.full_messages.join()).toContain('Please enter a frequency!');
    const noDays = await setUp(headers, order.uuid, 2, []);
    expect(noDays.statusCode).toBe(422);
    expect(noDays.json().errors.full_messages.join()).toContain('Please enter week days!');
    for (const bad of [0, -1, 1.5, 53, 'two', 2_147_483_648]) {
      expect((await setUp(headers, order.uuid, bad, ['monday'])).statusCode, String(bad)).toBe(422);
    }
    expect((await setUp(headers, order.uuid, 1, ['someday'])).statusCode).toBe(422);
    const list = await inject(headers, 'GET', '/recurring_order_schedules');
    expect(list.json().recurring_orders_schedules).toEqual([]);
  });

  it('refuses up front to repeat an order placed from a quotation, whose lines only a new quote can price', async () => {
    const { headers, order } = await buyerWithOrder();
    const [placed] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    // A quoted line has no catalogue product (place-quoted-order.ts).
    await testApp.database.db
      .update(orderItems)
      .set({ productId: null })
      .where(eq(orderItems.orderId, placed!.id));
    const refused = await setUp(headers, order.uuid, 1, ['monday']);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(
      'An order placed from a quotation cannot be repeated; ask for a new quotation.',
    );
    const list = await inject(headers, 'GET', '/recurring_order_schedules');
    expect(list.json().recurring_orders_schedules).toEqual([]);
  });

  it('places each due order once, priced that day, in Pending, e-mailed to its creator, and catches up missed days', async () => {
    const { db } = testApp.database;
    const { headers, order, user, product } = await buyerWithOrder();
    const created = await setUp(headers, order.uuid, 1, ['thursday', 'monday']);
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json().recurring_order;
    expect(schedule).toMatchObject({
      order_id: order.uuid,
      order_uid: order.uid,
      frequency: 1,
      days: ['monday', 'thursday'],
    });

    // The catalogue price changes before the first run: the repeat is priced that day.
    await db
      .update(products)
      .set({ pricing: { qtys: { '1': 3000 }, addons_size: {} } })
      .where(eq(products.id, product.id));
    const startedOn = (await db.query.recurringOrderSchedules.findFirst({
      where: (table, { eq: is }) => is(table.id, schedule.id),
    }))!.startsAfter;
    const firstWeek = new Date(`${startedOn}T00:00:00Z`);
    const dayAfter = (days: number) =>
      new Date(firstWeek.getTime() + days * 86_400_000).toISOString().slice(0, 10);

    // Two processes (or two ticks) at once, after a stop that missed two weeks: each day placed once.
    const [first, second] = await Promise.all([run(dayAfter(14)), run(dayAfter(14))]);
    const repeats = await repeatsOf(order.uid);
    expect(first.placed + second.placed).toBe(repeats.length);
    expect(repeats.length).toBe(4);
    expect((await run(dayAfter(14))).placed).toBe(0);

    const [repeat] = repeats;
    expect(repeat).toMatchObject({ orderStatus: 'order_pending', userId: user.id, reference: 'PO-REPEAT' });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, repeat!.id));
    expect(line).toMatchObject({ qtyOptions: { M: 12 }, totalQty: 12, unitPrice: 3000, amount: 36000 });
    // 360.00 + 12.00 shipping, 9 % GST on both.
    expect(repeat).toMatchObject({ subtotal: 36000, shippingFee: 1200, gst: 3348, total: 40548 });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const placedMails = repeats.map((placed) => `Order ${placed.uid} received`);
    expect(mails.filter((mail) => placedMails.includes(mail.subject))).toHaveLength(4);

    const listed = await inject(headers, 'GET', `/orders/${repeat!.uuid}`);
    expect(listed.statusCode).toBe(200);
  });

  it("carries the template's name list onto each repeat, every garment starting afresh", async () => {
    const { db } = testApp.database;
    const buyer = await buyerReadyToOrder(testApp.app, db);
    const order = await placeRosterOrder(testApp.app, buyer, [
      { staff_id: '001', name: 'Mei Tan', product1_size: 'M', product1_qty: '1' },
      { staff_id: '002', name: 'Ravi Kumar', product1_size: 'L', product1_qty: '2' },
    ]);
    const [template] = await db.select().from(orders).where(eq(orders.uuid, order.uuid));
    const [templateLine] = await db.select().from(orderItems).where(eq(orderItems.orderId, template!.id));
    // A garment of the template already moved on: its repeat starts again.
    await db
      .update(employeeProducts)
      .set({ productStatus: 'shipped' })
      .where(and(eq(employeeProducts.orderItemId, templateLine!.id), eq(employeeProducts.staffId, '001')));
    const created = await setUp(buyer.headers, order.uuid, 1, ['monday']);
    expect(created.statusCode, created.body).toBe(201);
    const startedOn = (await db.query.recurringOrderSchedules.findFirst({
      where: (table, { eq: is }) => is(table.id, created.json().recurring_order.id),
    }))!.startsAfter;
    const weekLater = new Date(new Date(`${startedOn}T00:00:00Z`).getTime() + 7 * 86_400_000);
    expect((await run(weekLater.toISOString().slice(0, 10))).placed).toBe(1);

    const [repeat] = await repeatsOf(order.uid);
    expect(repeat).toMatchObject({ orderStatus: 'order_pending', hasNameList: true });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, repeat!.id));
    const people = await db
      .select()
      .from(employeeProducts)
      .where(eq(employeeProducts.orderItemId, line!.id))
      .orderBy(employeeProducts.id);
    expect(
      people.map(({ staffId, name, size, qty, productStatus }) => ({
        staffId,
        name,
        size,
        qty,
        productStatus,
      })),
    ).toEqual([
      { staffId: '001', name: 'Mei Tan', size: 'M', qty: 1, productStatus: 'pending' },
      { staffId: '002', name: 'Ravi Kumar', size: 'L', qty: 2, productStatus: 'pending' },
    ]);
  });

  it('is queued as one job per schedule and day however many processes tick, and the job places the orders', async () => {
    const { db } = testApp.database;
    const { headers, order } = await buyerWithOrder();
    const created = await setUp(headers, order.uuid, 1, [
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const scheduleId = created.json().recurring_order.id as number;
    const startedOn = (await db.query.recurringOrderSchedules.findFirst({
      where: (table, { eq: is }) => is(table.id, scheduleId),
    }))!.startsAfter;
    const weekLater = new Date(new Date(`${startedOn}T00:00:00Z`).getTime() + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);

    // Three processes tick at once: one job for the schedule's day.
    await Promise.all([1, 2, 3].map(() => queueDueRecurringOrders(db, weekLater)));
    const key = `recurring-order:${scheduleId}:${weekLater}`;
    const queued = await db.select().from(jobs).where(eq(jobs.uniqueKey, key));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'recurring-order.settle', status: 'queued' });

    await runJobsNow(testApp);
    expect(await repeatsOf(order.uid)).toHaveLength(5);
    const [done] = await db.select().from(jobs).where(eq(jobs.uniqueKey, key));
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    // Settled: a later tick of the same day queues nothing more.
    expect(await queueDueRecurringOrders(db, weekLater)).toBe(0);
  });

  it('fails visibly when a product was archived: a log on the template order and an e-mail, never silently', async () => {
    const { db } = testApp.database;
    const { headers, order, user, product } = await buyerWithOrder();
    const created = await setUp(headers, order.uuid, 2, ['wednesday']);
    expect(created.statusCode).toBe(201);
    await db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const report = await run('2027-03-01');
    expect(report.failed).toBeGreaterThan(0);
    expect(await repeatsOf(order.uid)).toEqual([]);
    const [template] = await db.select().from(orders).where(eq(orders.uid, order.uid));
    const logs = await db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, template!.id), eq(orderLogs.title, 'Recurring order not placed')));
    expect(logs.length).toBe(report.failed);
    expect(logs[0]!.message).toContain('No longer offered in the catalogue');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.filter((mail) => mail.subject.endsWith('not placed'))).toHaveLength(report.failed);
    const listed = await inject(headers, 'GET', '/recurring_order_schedules');
    expect(listed.json().recurring_orders_schedules[0].last_failure).toContain('No longer offered');
    // Ran again: the failed days are not retried or e-mailed twice.
    await run('2027-03-01');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(
      mails.length,
    );
    // A repeat every week up to the run date: some thirty orders placed, not a speed test.
  }, 90_000);

  it("holds a member's repeat for the company's approval when its rule says so, like any new order", async () => {
    const { db } = testApp.database;
    const owner = await buyerWithOrder();
    await db
      .update(companies)
      .set({ orderApprovalRule: 'member_orders' })
      .where(eq(companies.id, owner.company.id));
    const member = await createUser(db, { companyId: owner.company.id, department: 'staff' });
    await db.insert(teamMembers).values({
      teamId: owner.team.id,
      userId: member.id,
      email: member.email,
      role: 'member',
      status: 'joined',
    });
    const memberHeaders = await signIn(testApp.app, member.email);
    expect((await setUp(memberHeaders, owner.order.uuid, 1, ['tuesday'])).statusCode).toBe(201);
    await run('2027-06-01');
    const repeats = await repeatsOf(owner.order.uid);
    expect(repeats.length).toBeGreaterThan(0);
    expect(repeats.every((repeat) => repeat.orderApprovalNeeded && repeat.userId === member.id)).toBe(true);
    // A repeat every week up to the run date: some thirty orders placed, not a speed test.
  }, 90_000);

  it('is changed or stopped only by its creator or a person in charge, and hidden from other companies', async () => {
    const { db } = testApp.database;
    const owner = await buyerWithOrder();
    const created = await setUp(owner.headers, owner.order.uuid, 1, ['friday']);
    const id = created.json().recurring_order.id as number;

    const member = await createUser(db, { companyId: owner.company.id, department: 'staff' });
    await db.insert(teamMembers).values({
      teamId: owner.team.id,
      userId: member.id,
      email: member.email,
      role: 'member',
      status: 'joined',
    });
    const memberHeaders = await signIn(testApp.app, member.email);
    expect(
      (await inject(memberHeaders, 'GET', '/recurring_order_schedules')).json().recurring_orders_schedules,
    ).toHaveLength(1);
    const memberUpdate = await inject(memberHeaders, 'PUT', `/recurring_order_schedules/${id}`, {
      recurring_order: { frequency: 2, days: ['monday'] },
    });
    expect(memberUpdate.statusCode).toBe(403);
    expect((await inject(memberHeaders, 'DELETE', `/recurring_order_schedules/${id}`)).statusCode).toBe(403);

    const stranger = await buyerWithOrder();
    expect((await setUp(stranger.headers, owner.order.uuid, 1, ['monday'])).statusCode).toBe(404);
    expect(
      (
        await inject(stranger.headers, 'PUT', `/recurring_order_schedules/${id}`, {
          recurring_order: { frequency: 2, days: ['monday'] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await inject(stranger.headers, 'DELETE', `/recurring_order_schedules/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await inject(stranger.headers, 'GET', '/recurring_order_schedules')).json().recurring_orders_schedules,
    ).toEqual([]);

    const updated = await inject(owner.headers, 'PUT', `/recurring_order_schedules/${id}`, {
      recurring_order: { frequency: 3, days: ['tuesday'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().recurring_order).toMatchObject({ frequency: 3, days: ['tuesday'] });
    const deleted = await inject(owner.headers, 'DELETE', `/recurring_order_schedules/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await inject(owner.headers, 'GET', '/recurring_order_schedules')).json().recurring_orders_schedules,
    ).toEqual([]);
    expect((await inject(owner.headers, 'DELETE', `/recurring_order_schedules/${id}`)).statusCode).toBe(404);
    expect((await inject(owner.headers, 'DELETE', '/recurring_order_schedules/2147483648')).statusCode).toBe(
      422,
    );
  });
});
