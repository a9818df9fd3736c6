import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, webhookDeliveries } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A checkout reads the company's payment terms and the webhook endpoints an order reaches from the process's cache
// (issue 23 item 4): a change made between two checkouts is in the second one's mail and deliveries all the same.
let testApp: TestApp;
let providerHeaders: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await allowSingaporeOrders(db);
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(db)).email);
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;

/** A one-line cart checked out; the order's id and uuid. */
async function checkOut(buyer: Buyer): Promise<{ id: number; uuid: string }> {
  const added = await call('POST', '/api/kart_items', buyer.headers, {
    quote: { saved_product_id: buyer.savedProduct.uuid, qty_options: { M: 2 } },
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call('POST', '/api/orders', buyer.headers, {
    team_id: buyer.team.id,
    ship_add_id: buyer.address.id,
    bill_add_id: buyer.address.id,
    reference: 'PO-7',
    status: 'order_pending',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: orders.id, uuid: orders.uuid })
    .from(orders)
    .where(eq(orders.uuid, placed.json().uuid));
  return row!;
}

async function placedMailText({ id: orderId }: { id: number }) {
  const [mail] = await testApp.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `order:${orderId}:placed:%`));
  return mail?.text ?? '';
}

async function deliveriesOf({ uuid }: { uuid: string }) {
  const rows = await testApp.database.db
    .select({ endpointId: webhookDeliveries.endpointId, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventType, 'order.created'));
  return rows
    .filter((row) => (JSON.parse(row.body) as { data: { order?: { id: string } } }).data.order?.id === uuid)
    .map((row) => row.endpointId);
}

describe('a checkout after a change of reference data', () => {
  it("tells the buyer the company's payment terms as they are when the order is placed", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect(await placedMailText(await checkOut(buyer))).toContain('payment is due within 3 days');

    const set = await call('PUT', `/api/admin/companies/${buyer.company.id}/credit_terms`, providerHeaders, {
      payment_terms: 'net_30',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await placedMailText(await checkOut(buyer))).toContain('payment is due within 30 days');

    // A change of the credit limit alone leaves the terms as they were.
    await call('PUT', `/api/admin/companies/${buyer.company.id}/credit_terms`, providerHeaders, {
      credit_limit: 100_000,
    });
    expect(await placedMailText(await checkOut(buyer))).toContain('payment is due within 30 days');
  }, 60_000);

  it('records order.created for exactly the endpoints subscribed, enabled and not deleted at that moment', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect(await deliveriesOf(await checkOut(buyer))).toEqual([]);

    const created = await call('POST', '/api/webhook_endpoints', buyer.headers, {
      url: 'https://93.184.215.14/livery-hooks',
      events: ['order.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json().webhook_endpoint as { id: string };
    const subscribed = await deliveriesOf(await checkOut(buyer));
    expect(subscribed).toHaveLength(1);

    const resubscribed = await call('PUT', `/api/webhook_endpoints/${endpoint.id}`, buyer.headers, {
      url: 'https://93.184.215.14/livery-hooks',
      events: ['invoice.issued'],
    });
    expect(resubscribed.statusCode, resubscribed.body).toBe(200);
    expect(await deliveriesOf(await checkOut(buyer))).toEqual([]);

    await call('PUT', `/api/webhook_endpoints/${endpoint.id}`, buyer.headers, {
      url: 'https://93.184.215.14/livery-hooks',
      events: ['order.created'],
      is_enabled: false,
    });
    expect(await deliveriesOf(await checkOut(buyer))).toEqual([]);

    await call('PUT', `/api/webhook_endpoints/${endpoint.id}`, buyer.headers, {
      url: 'https://93.184.215.14/livery-hooks',
      events: ['order.created'],
      is_enabled: true,
    });
    expect(await deliveriesOf(await checkOut(buyer))).toEqual(subscribed);

    const deleted = await call('DELETE', `/api/webhook_endpoints/${endpoint.id}`, buyer.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await deliveriesOf(await checkOut(buyer))).toEqual([]);
  }, 60_000);
});
