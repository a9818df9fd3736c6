import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, invoices, orderItems, orders, shippingServices, taxRates } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { buyerReadyToOrder, placeSizedOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runDueRecurringOrders } from '../orders/recurring-orders.service.ts';

let testApp: TestApp;
let providerHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  // GST and a paid local delivery, so every checkout carries tax and a shipping fee.
  await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 1500,
  });
  await db.insert(discountCodes).values([
    { code: 'TENPERCENT', kind: 'percentage', value: 10 },
    { code: 'FIVEOFF', kind: 'fixed', value: 500 },
  ]);
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(db)).email);
});
afterAll(() => testApp.close());

type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;

const sizes = fc
  .record({ S: fc.nat(12), M: fc.nat(12), L: fc.nat(12) })
  .filter((quantities) => quantities.S + quantities.M + quantities.L > 0);

/** One order of each kind the report must count: checkout (with or without a code), recurring, quoted. */
const orderPlan = fc.oneof(
  fc.record({
    kind: fc.constant('checkout' as const),
    sizes,
    code: fc.constantFrom(null, 'TENPERCENT', 'FIVEOFF'),
  }),
  fc.record({ kind: fc.constant('recurring' as const), sizes }),
  fc.record({
    kind: fc.constant('quoted' as const),
    products: fc.array(
      fc.record({
        title: fc.constantFrom('Chef Jacket', 'Name Badge', 'Blazer'),
        qty: fc.integer({ min: 1, max: 60 }),
        unitPrice: fc.integer({ min: 1, max: 20_000 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    shippingFee: fc.nat(5000),
    additionalFees: fc.nat(5000),
  }),
);
const plannedOrder = fc.record({ plan: orderPlan, isCancelled: fc.boolean() });

function inject(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function placeCheckout(buyer: Buyer, quantities: Record<string, number>, code: string | null) {
  if (code) {
    // The code is applied to the cart the order is checked out from.
    const added = await inject('POST', '/api/kart_items/bulk_orders', buyer.headers, {
      quote: {
        mode: 'normal',
        data: [{ saved_product_id: buyer.savedProduct.uuid, qty_options: quantities }],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const applied = await inject('POST', '/api/cart/apply_discount', buyer.headers, { discount_code: code });
    expect(applied.statusCode, applied.body).toBe(200);
    const placed = await inject('POST', '/api/orders', buyer.headers, {
      team_id: buyer.team.id,
      ship_add_id: buyer.address.id,
      bill_add_id: buyer.address.id,
      reference: 'PO-1',
      status: 'order_pending',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return [placed.json().uuid as string];
  }
  return [(await placeSizedOrder(testApp.app, buyer, quantities)).uuid];
}

/** A checkout repeated by its schedule: the template and the orders the runner placed a week on. */
async function placeRecurring(buyer: Buyer, quantities: Record<string, number>) {
  const [templateUuid] = await placeCheckout(buyer, quantities, null);
  const schedule = await inject('POST', '/api/recurring_order_schedules', buyer.headers, {
    recurring_order: { order_id: templateUuid, frequency: 1, days: ['monday', 'thursday'] },
  });
  expect(schedule.statusCode, schedule.body).toBe(201);
  const { db } = testApp.database;
  const [template] = await db.select().from(orders).where(eq(orders.uuid, templateUuid!));
  const schedules = await db.query.recurringOrderSchedules.findMany({
    where: (table, { eq: is }) => is(table.orderId, template!.id),
  });
  const weekLater = new Date(Date.parse(`${schedules[0]!.startsAfter}T00:00:00Z`) + 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const report = await runDueRecurringOrders(db, { today: weekLater, publicUrl: 'http://livery.test' });
  expect(report.failed).toBe(0);
  const repeats = await db.select().from(orders).where(eq(orders.recurringOrderUid, template!.uid));
  expect(repeats.length).toBeGreaterThan(0);
  return [templateUuid!, ...repeats.map((order) => order.uuid)];
}

async function placeQuoted(
  buyer: Buyer,
  plan: {
    products: Array<{ title: string; qty: number; unitPrice: number }>;
    shippingFee: number;
    additionalFees: number;
  },
) {
  const body = multipart([
    ...Object.entries({
      project_title: 'Kitchen refresh',
      email: buyer.user.email,
      company: 'Harbour Hotels',
      name: 'Mei Tan',
      note: 'Embroidered logo on the chest',
      team_id: String(buyer.team.id),
      ship_add_id: String(buyer.address.id),
      bill_add_id: String(buyer.address.id),
    }).map(([name, data]) => ({ name, data })),
    ...plan.products.flatMap((product, index) => [
      { name: `rfq_products_attributes[${index}][title]`, data: product.title },
      { name: `rfq_products_attributes[${index}][user_unit_cost]`, data: '10' },
      { name: `rfq_products_attributes[${index}][qty]`, data: String(product.qty) },
    ]),
  ]);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/rf_quotes',
    headers: { ...buyer.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const uid = created.json().id as string;
  const detail = (await inject('GET', `/api/rf_quotes/${uid}`, buyer.headers)).json().rfq;
  const priced = await inject('PUT', `/api/admin/rf_quotes/${uid}/price`, providerHeaders, {
    products: detail.products.map((product: { id: number }, index: number) => ({
      id: product.id,
      unit_price: plan.products[index]!.unitPrice,
    })),
    shipping_fee: plan.shippingFee,
    additional_fees: plan.additionalFees,
    due_date: '2099-12-20',
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const approved = await inject('PUT', `/api/rf_quotes/${uid}/approve_quote`, buyer.headers);
  expect(approved.statusCode, approved.body).toBe(200);
  return [approved.json().order.uuid as string];
}

async function transition(uuid: string, to: string, reason?: string) {
  const moved = await inject('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, { to, reason });
  expect(moved.statusCode, moved.body).toBe(200);
}

describe('the report over random orders', () => {
  it("adds up to the invoices' totals and the lines' pieces, for orders of every kind", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(plannedOrder, { minLength: 8, maxLength: 12 }), async (planned) => {
        const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
        const cancelled = new Set<string>();
        for (const { plan, isCancelled } of planned) {
          const placed =
            plan.kind === 'checkout'
              ? await placeCheckout(buyer, plan.sizes, plan.code)
              : plan.kind === 'recurring'
                ? await placeRecurring(buyer, plan.sizes)
                : await placeQuoted(buyer, plan);
          // Every order is approved, which issues its invoice; a cancelled one's invoice is voided with it.
          for (const uuid of placed) {
            await transition(uuid, 'order_approved');
            if (isCancelled) {
              await transition(uuid, 'order_cancelled', 'Ordered by mistake');
              cancelled.add(uuid);
            }
          }
        }

        const { db } = testApp.database;
        const companyOrders = await db.select().from(orders).where(eq(orders.companyId, buyer.company.id));
        const counted = companyOrders.filter((order) => !cancelled.has(order.uuid));
        const issued = await db.select().from(invoices).where(eq(invoices.companyId, buyer.company.id));
        const live = issued.filter((invoice) => invoice.voidedAt === null);
        const lines = (
          await Promise.all(
            counted.map((order) => db.select().from(orderItems).where(eq(orderItems.orderId, order.id))),
          )
        ).flat();
        const pieces = lines.reduce((sum, line) => sum + line.totalQty, 0);

        const response = await inject('GET', '/api/reports/report', buyer.headers);
        expect(response.statusCode, response.body).toBe(200);
        const report = response.json();
        expect(live).toHaveLength(counted.length);
        expect(report.finance_reporting.total_spending).toBe(
          live.reduce((sum, invoice) => sum + invoice.total, 0),
        );
        expect(report.finance_reporting.total_outstanding).toBe(
          live.reduce((sum, invoice) => sum + invoice.total, 0),
        );
        expect(report.purchased_patterns.date_purchased).toBe(counted.length);
        expect(report.purchased_patterns.sizes_purchased).toBe(pieces);
        expect(
          report.products.reduce((sum: number, product: { total_qty: number }) => sum + product.total_qty, 0),
        ).toBe(pieces);
        // Every product is named as the buyer named it: the saved product's name or the quoted title.
        expect(new Set(report.products.map((product: { title: string }) => product.title))).toEqual(
          new Set(lines.map((line) => line.title)),
        );
        expect(report.orders).toHaveLength(counted.length);
        for (const row of report.orders) {
          const order = counted.find((candidate) => candidate.uuid === row.uuid)!;
          const invoice = live.find((candidate) => candidate.orderId === order.id)!;
          expect(row.gross).toBe(invoice.total);
          expect(row.additional_fees).toBe(invoice.additionalFees);
          expect(row.total_before_tax + invoice.gst).toBe(invoice.total);
          const rowPieces = row.products.flatMap(
            (product: { product_sizes: Array<{ product_qty: number }> }) =>
              product.product_sizes.map((size) => size.product_qty),
          );
          expect(rowPieces.reduce((sum: number, qty: number) => sum + qty, 0)).toBe(
            lines.filter((line) => line.orderId === order.id).reduce((sum, line) => sum + line.totalQty, 0),
          );
        }
      }),
      // Each run places its orders through the API, so a failure is reported as found, not shrunk.
      { numRuns: 2, seed: 20261127, endOnFailure: true },
    );
    // A few dozen orders through the API: seconds on an idle machine, more on a shared one.
  }, 600_000);
});
