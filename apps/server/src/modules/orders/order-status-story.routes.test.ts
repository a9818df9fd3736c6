import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
});
afterAll(() => testApp.close());

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function ok(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  const response = await call(method, url, headers, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** 30 staff of a hotel, 10 each in S, M and L, one polo each, ordered, approved and made ready. */
async function readyRosterOrder() {
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const roster = Array.from({ length: 30 }, (_, index) => ({
    staff_id: `H${String(index + 1).padStart(3, '0')}`,
    name: `Staff ${index + 1}`,
    product1_size: ['S', 'M', 'L'][index % 3]!,
    product1_qty: '1',
  }));
  const { uuid } = await placeRosterOrder(testApp.app, buyer, roster);
  for (const to of ['order_approved', 'order_processed', 'order_in_progress', 'order_ready'])
    await ok('POST', `/api/admin/orders/${uuid}/transition`, staff, { to });
  const detail = await ok('GET', `/api/admin/orders/${uuid}`, staff);
  const line = detail.items[0].items[0] as { uuid: string; qty_options: Record<string, number> };
  await ok('PUT', `/api/admin/orders/${uuid}/order_items/${line.uuid}`, staff, { due_date: '2026-12-20' });
  const garments = (await ok('GET', `/api/admin/orders/${uuid}/employee_products?per_page=100`, staff))
    .employee_products as Array<{ id: string; size: string }>;
  await ok('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
    ids: garments.map((garment) => garment.id),
    product_status: 'in_production',
  });
  return { buyer, uuid, line, garments };
}

async function garmentStatuses(itemUuid: string, headers: Record<string, string>) {
  const shown = await ok('GET', `/api/employee_products/${itemUuid}/show_status`, headers);
  return (shown.employee_products as Array<{ staff_id: string; size: string; product_status: string }>).map(
    (row) => row.product_status,
  );
}

async function listed(headers: Record<string, string>, status: string) {
  const list = await ok('GET', `/api/orders?status=${status}`, headers);
  return (list.orders as Array<{ uuid: string; order_status: string; ship_status: string }>).map((order) => [
    order.uuid,
    order.order_status,
    order.ship_status,
  ]);
}

describe('one status story', () => {
  it('says Shipped by itself, for the order and every garment, once two parcels hold all 30 pieces', async () => {
    const { buyer, uuid, line } = await readyRosterOrder();
    const first = await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      track_no: 'TRK-A',
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { S: 10, M: 10 } }] }],
    });
    expect(first.order).toMatchObject({
      order_status: 'order_partly_shipped',
      ship_status: 'partially_shipped',
    });
    const second = await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      track_no: 'TRK-B',
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { L: 10 } }] }],
    });
    expect(second.order).toMatchObject({ order_status: 'order_shipped', ship_status: 'shipped' });

    const seen = await ok('GET', `/api/orders/${uuid}`, buyer.headers);
    expect(seen.order).toMatchObject({ order_status: 'order_shipped', ship_status: 'shipped' });
    // The shipped date is the last parcel's, and it is what the buyer's pages show instead of the estimate.
    expect(seen.order.shipped_at).toBe(seen.order.shipping_logs[1].created_at);
    expect(await garmentStatuses(line.uuid, buyer.headers)).toEqual(Array(30).fill('shipped'));
    expect(await listed(buyer.headers, 'order_shipped')).toEqual([[uuid, 'order_shipped', 'shipped']]);
    expect(await listed(buyer.headers, 'order_ready')).toEqual([]);
    const counts = await ok('GET', '/api/admin/orders/status_counts', staff);
    expect(counts.counts.order_shipped).toBeGreaterThanOrEqual(1);
    const logs = (await ok('GET', `/api/employee_products/${uuid}/get_logs`, buyer.headers)).logs as Array<{
      title: string;
    }>;
    expect(logs.map((log) => log.title)).toEqual(
      expect.arrayContaining(['Order Partly shipped', 'Order Shipped']),
    );
    // The parcels' e-mails tell the same story as the pages.
    const [row] = await testApp.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.uuid, uuid));
    const mails = await testApp.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `order:${row!.id}:shipment_%`))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((mail) => mail.text.match(/The order is now ([A-Za-z ]+)\./)?.[1])).toEqual([
      'Partly shipped',
      'Shipped',
    ]);
    // The order can now be completed, and nothing more ships.
    const more = await call('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { L: 1 } }] }],
    });
    expect(more.statusCode).toBe(409);
    await ok('POST', `/api/admin/orders/${uuid}/transition`, staff, { to: 'order_completed' });
  });

  it('says Partly shipped after one parcel of part, shipping just that many garments of each size', async () => {
    const { buyer, uuid, line } = await readyRosterOrder();
    await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { S: 4, L: 1 } }] }],
    });
    const seen = await ok('GET', `/api/orders/${uuid}`, buyer.headers);
    expect(seen.order).toMatchObject({
      order_status: 'order_partly_shipped',
      ship_status: 'partially_shipped',
      shipped_at: null,
    });
    const shown = (await ok('GET', `/api/employee_products/${line.uuid}/show_status`, buyer.headers))
      .employee_products as Array<{ size: string; product_status: string }>;
    const shippedOf = (size: string) =>
      shown.filter((row) => row.size === size && row.product_status === 'shipped').length;
    expect([shippedOf('S'), shippedOf('M'), shippedOf('L')]).toEqual([4, 0, 1]);
    expect(shown.filter((row) => row.product_status === 'in_production')).toHaveLength(25);
    expect(await listed(buyer.headers, 'order_partly_shipped')).toEqual([
      [uuid, 'order_partly_shipped', 'partially_shipped'],
    ]);
    // An order partly shipped is not cancelled or completed by a button.
    for (const to of ['order_cancelled', 'order_completed']) {
      const refused = await call('POST', `/api/admin/orders/${uuid}/transition`, staff, { to, reason: 'x' });
      expect(refused.statusCode).toBe(409);
    }
  });

  it('refuses Shipped by a button, and a garment status that contradicts its parcel, writing nothing', async () => {
    const { buyer, uuid, line, garments } = await readyRosterOrder();
    const button = await call('POST', `/api/admin/orders/${uuid}/transition`, staff, { to: 'order_shipped' });
    expect(button.statusCode).toBe(409);
    expect(button.json().message).toMatch(/parcels hold every piece/);

    const unshipped = await call('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: [garments[0]!.id],
      product_status: 'shipped',
    });
    expect(unshipped.statusCode).toBe(422);
    expect(unshipped.json().errors.full_messages[0]).toMatch(/a garment is shipped when a parcel carries it/);

    await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { S: 10 } }] }],
    });
    const shippedS = garments.filter((garment) => garment.size === 'S').map((garment) => garment.id);
    const back = await call('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: shippedS,
      product_status: 'in_production',
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors.full_messages[0]).toMatch(/10 of the chosen garments have shipped/);
    expect(
      (await garmentStatuses(line.uuid, buyer.headers)).filter((status) => status === 'shipped'),
    ).toHaveLength(10);
    await ok('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: shippedS.slice(0, 2),
      product_status: 'delivered',
    });
    expect(
      (await garmentStatuses(line.uuid, buyer.headers)).filter((status) => status === 'delivered'),
    ).toHaveLength(2);
  });

  it('brings a cancelled garment back only as a parcel can carry it, offering the console just those statuses', async () => {
    const { buyer, uuid, line, garments } = await readyRosterOrder();
    const small = garments.find((garment) => garment.size === 'S')!;
    const medium = garments.find((garment) => garment.size === 'M')!;
    await ok('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: [small.id, medium.id],
      product_status: 'cancelled',
    });
    // Every S piece leaves, the cancelled one's too; of M, all but the cancelled one's.
    await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { S: 10, M: 9 } }] }],
    });
    const rows = (await ok('GET', `/api/admin/orders/${uuid}/employee_products?per_page=100`, staff))
      .employee_products as Array<{ id: string; product_status: string; status_choices: string[] }>;
    const choicesOf = (id: string) => rows.find((row) => row.id === id)?.status_choices;
    expect(choicesOf(small.id)).toEqual(['shipped', 'delivered', 'cancelled']);
    expect(choicesOf(medium.id)).toEqual(['pending', 'in_production', 'ready', 'cancelled']);

    // The S garment's piece has left: it cannot wait for a parcel that will never come.
    const pending = await call('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: [small.id, medium.id],
      product_status: 'pending',
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().errors.full_messages).toEqual([
      '1 of the chosen garments has pieces already in parcels: mark them Shipped or Delivered instead (Product status)',
    ]);
    expect(
      (await garmentStatuses(line.uuid, buyer.headers)).filter((status) => status === 'cancelled'),
    ).toHaveLength(2);
    await ok('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: [small.id],
      product_status: 'shipped',
    });
    await ok('PUT', `/api/admin/orders/${uuid}/employee_products/status`, staff, {
      ids: [medium.id],
      product_status: 'ready',
    });
    // The last parcels carry the M garment brought back: the order and every garment say Shipped.
    await ok('POST', `/api/admin/orders/${uuid}/shipments`, staff, {
      packages: [{ items: [{ order_item_id: line.uuid, qtys: { M: 1, L: 10 } }] }],
    });
    expect((await ok('GET', `/api/admin/orders/${uuid}`, staff)).order.order_status).toBe('order_shipped');
    expect(new Set(await garmentStatuses(line.uuid, buyer.headers))).toEqual(new Set(['shipped']));
  });
});
