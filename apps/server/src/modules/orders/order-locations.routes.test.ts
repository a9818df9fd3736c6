import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLocationItems, orderLocations, orders } from '../../db/schema.ts';
import { createAddress } from '../../test/factories.ts';
import {
  allowSingaporeOrders,
  buyerReadyToOrder,
  placeRosterOrder,
  placeSizedOrder,
} from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
type Buyer = Awaited<ReturnType<typeof buyerReadyToOrder>>;

const ROSTER = [
  { staff_id: '1', name: 'Ana Lim', department: 'Front Office', product1_size: 'M', product1_qty: '2' },
  { staff_id: '2', name: 'Raj Kumar', department: 'Kitchen', product1_size: 'L', product1_qty: '1' },
  { staff_id: '3', name: 'Siti Rahman', department: 'Front Office', product1_size: 'M', product1_qty: '1' },
];

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function show(headers: Headers, orderUuid: string, filter = 'none') {
  const response = await call(
    'GET',
    `/api/employee_products/${orderUuid}/show_location?filter=${filter}`,
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function itemOf(buyer: Buyer, orderUuid: string) {
  const body = (await call('GET', `/api/orders/${orderUuid}`, buyer.headers)).json();
  return body.items[0].items[0] as { uuid: string; title: string };
}

async function locationCount() {
  const [row] = await testApp.database.db.select({ value: count() }).from(orderLocations);
  const [items] = await testApp.database.db.select({ value: count() }).from(orderLocationItems);
  return { locations: row!.value, items: items!.value };
}

async function rosterOrder() {
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const order = await placeRosterOrder(testApp.app, buyer, ROSTER);
  const item = await itemOf(buyer, order.uuid);
  const shown = await show(buyer.headers, order.uuid);
  const employees = shown.unassigned[0].employee_groups[0].employee_products as Array<{
    id: string;
    name: string;
  }>;
  return { buyer, order, item, employees };
}

describe('multilocation', () => {
  it('sends chosen employees to a named address and keeps the rest unassigned, adding up to the line', async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    const added = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      name: 'Sentosa Resort',
      address_id: buyer.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id, employees[1]!.id] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('Added!');

    const shown = await show(buyer.headers, order.uuid);
    expect(shown.is_multilocation_shipping_order).toBe(true);
    expect(shown.locations).toHaveLength(1);
    expect(shown.locations[0]).toMatchObject({
      id: added.json().location_id,
      name: 'Sentosa Resort',
      address: { address: '1 Harbourfront Walk', city: 'Singapore' },
      products: [
        {
          item_id: item.uuid,
          sizes: [
            { size: 'M', qty: 2 },
            { size: 'L', qty: 1 },
          ],
          total_qty: 3,
        },
      ],
    });
    expect(
      shown.locations[0].products[0].employee_groups[0].employee_products.map(
        (row: { name: string }) => row.name,
      ),
    ).toEqual(['Ana Lim', 'Raj Kumar']);
    expect(shown.unassigned[0].lines).toEqual([
      { size: 'M', qty: 3, assigned_qty: 2, unfinished_qty: 1, is_assigned_location: false },
      { size: 'L', qty: 1, assigned_qty: 1, unfinished_qty: 0, is_assigned_location: true },
    ]);
    expect(
      shown.unassigned[0].employee_groups[0].employee_products.map((row: { name: string }) => row.name),
    ).toEqual(['Siti Rahman']);

    const list = (await call('GET', '/api/orders', buyer.headers)).json();
    expect(list.orders[0].is_multilocation_shipping_order).toBe(true);
    const detail = (await call('GET', `/api/orders/${order.uuid}`, buyer.headers)).json();
    expect(detail.order.is_multilocation_shipping_order).toBe(true);
  });

  it('refuses an employee already assigned elsewhere with 422 naming them, and writes nothing', async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    const first = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      name: 'North',
      address_id: buyer.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id] }],
    });
    expect(first.statusCode).toBe(200);
    const before = await locationCount();
    const again = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      name: 'South',
      address_id: buyer.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id, employees[2]!.id] }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Ana Lim (1) of Front Desk Polo is already assigned to North.');
    expect(await locationCount()).toEqual(before);
  });

  it('splits a line without employees by size, never beyond what the line has left', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const order = await placeSizedOrder(testApp.app, buyer, { M: 5, L: 3 });
    const item = await itemOf(buyer, order.uuid);
    const add = (name: string, qtyOptions: Record<string, number>) =>
      call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
        name,
        address_id: buyer.address.id,
        items: [{ item_id: item.uuid, qty_options: qtyOptions }],
      });
    expect((await add('East', { M: 3, L: 0 })).statusCode).toBe(200);
    const over = await add('West', { M: 3 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Front Desk Polo: M: 3 asked, 2 left to assign.');
    expect((await add('West', { XL: 1 })).statusCode).toBe(422);
    expect((await add('West', { M: 0 })).json().message).toBe('Choose at least one item');
    expect((await add('West', { M: 2, L: 3 })).statusCode).toBe(200);

    const shown = await show(buyer.headers, order.uuid);
    expect(shown.unassigned[0].has_employee_products).toBe(false);
    expect(shown.unassigned[0].lines).toEqual([
      { size: 'M', qty: 5, assigned_qty: 5, unfinished_qty: 0, is_assigned_location: true },
      { size: 'L', qty: 3, assigned_qty: 3, unfinished_qty: 0, is_assigned_location: true },
    ]);
    expect(shown.locations.map((location: { name: string }) => location.name)).toEqual(['East', 'West']);
  });

  it('groups employees by department or size when asked', async () => {
    const { buyer, order } = await rosterOrder();
    const byDepartment = await show(buyer.headers, order.uuid, 'department');
    expect(
      byDepartment.unassigned[0].employee_groups.map(
        (group: { name: string; employee_products: unknown[] }) => [
          group.name,
          group.employee_products.length,
        ],
      ),
    ).toEqual([
      ['Front Office', 2],
      ['Kitchen', 1],
    ]);
    const bySize = await show(buyer.headers, order.uuid, 'size');
    expect(bySize.unassigned[0].employee_groups.map((group: { name: string }) => group.name)).toEqual([
      'M',
      'L',
    ]);
  });

  it('removes a location, its pieces unassigned again and the flag cleared with the last one', async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    const added = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      name: 'North',
      address_id: buyer.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id] }],
    });
    const locationId = added.json().location_id;
    const removed = await call('DELETE', `/api/orders/${order.uuid}/remove_location`, buyer.headers, {
      location_id: locationId,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Deleted!');
    const shown = await show(buyer.headers, order.uuid);
    expect(shown.locations).toEqual([]);
    expect(shown.is_multilocation_shipping_order).toBe(false);
    expect(shown.unassigned[0].employee_groups[0].employee_products).toHaveLength(3);
    const again = await call('DELETE', `/api/orders/${order.uuid}/remove_location`, buyer.headers, {
      location_id: locationId,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses changes once the order has shipped, completed or been cancelled (422)', async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    for (const status of ['order_shipped', 'order_completed', 'order_cancelled'] as const) {
      await testApp.database.db
        .update(orders)
        .set({ orderStatus: status })
        .where(eq(orders.uuid, order.uuid));
      const response = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
        name: 'Late',
        address_id: buyer.address.id,
        items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id] }],
      });
      expect(response.statusCode, status).toBe(422);
      expect(response.json().message).toBe('Locations can only be changed before the order ships.');
      expect((await show(buyer.headers, order.uuid)).can_change_locations).toBe(false);
    }
  });

  it("answers 404 to another company's user and for another company's address", async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const body = {
      name: 'Theirs',
      address_id: stranger.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id] }],
    };
    expect(
      (await call('PUT', `/api/orders/${order.uuid}/add_location`, stranger.headers, body)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/employee_products/${order.uuid}/show_location`, stranger.headers)).statusCode,
    ).toBe(404);
    const added = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      ...body,
      address_id: buyer.address.id,
    });
    expect(
      (
        await call('DELETE', `/api/orders/${order.uuid}/remove_location`, stranger.headers, {
          location_id: added.json().location_id,
        })
      ).statusCode,
    ).toBe(404);
    // The buyer's own order, with an address of the other company's book.
    const before = await locationCount();
    const foreignAddress = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      ...body,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[1]!.id] }],
    });
    expect(foreignAddress.statusCode).toBe(404);
    // A line or employee row of another order is not found either.
    const other = await placeRosterOrder(testApp.app, stranger, ROSTER);
    const otherItem = await itemOf(stranger, other.uuid);
    const foreignLine = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      name: 'Mixed',
      address_id: buyer.address.id,
      items: [{ item_id: otherItem.uuid, employee_product_ids: [] }],
    });
    expect(foreignLine.statusCode).toBe(404);
    expect(await locationCount()).toEqual(before);
  });

  it('refuses a missing name, negative quantities and malformed ids with 422, writing nothing', async () => {
    const { buyer, order, item, employees } = await rosterOrder();
    await createAddress(testApp.database.db, { companyId: buyer.company.id, userId: buyer.user.id });
    const before = await locationCount();
    const valid = {
      name: 'North',
      address_id: buyer.address.id,
      items: [{ item_id: item.uuid, employee_product_ids: [employees[0]!.id] }],
    };
    const cases: Array<[string, object]> = [
      ['no name', { ...valid, name: undefined }],
      ['blank name', { ...valid, name: '   ' }],
      ['negative quantity', { ...valid, items: [{ item_id: item.uuid, qty_options: { M: -1 } }] }],
      ['fractional quantity', { ...valid, items: [{ item_id: item.uuid, qty_options: { M: 1.5 } }] }],
      ['malformed item id', { ...valid, items: [{ item_id: 'abc', employee_product_ids: [] }] }],
      [
        'malformed employee id',
        { ...valid, items: [{ item_id: item.uuid, employee_product_ids: ['1;drop'] }] },
      ],
      ['no items', { ...valid, items: [] }],
      ['address id as text', { ...valid, address_id: 'one' }],
    ];
    for (const [label, payload] of cases) {
      const response = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, payload);
      expect(response.statusCode, label).toBe(422);
    }
    const named = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
      ...valid,
      name: undefined,
    });
    expect(named.json().message).toMatch(/Please enter a name/);
    expect((await call('PUT', '/api/orders/not-a-uuid/add_location', buyer.headers, valid)).statusCode).toBe(
      422,
    );
    expect(
      (await call('DELETE', `/api/orders/${order.uuid}/remove_location`, buyer.headers, { location_id: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('GET', `/api/employee_products/${order.uuid}/show_location?filter=team`, buyer.headers))
        .statusCode,
    ).toBe(422);
    expect(await locationCount()).toEqual(before);
  });
});
