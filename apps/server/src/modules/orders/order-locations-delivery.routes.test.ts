import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema.ts';
import { createAddress, createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let providerHeaders: Headers;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const ROSTER = [
  { staff_id: '1', name: 'Ana Lim', department: 'Front Office', product1_size: 'M', product1_qty: '2' },
  { staff_id: '2', name: 'Raj Kumar', department: 'Kitchen', product1_size: 'L', product1_qty: '1' },
  { staff_id: '3', name: 'Siti Rahman', department: 'Front Office', product1_size: 'M', product1_qty: '1' },
];

function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A roster order whose Front Office people go to "Sentosa Resort" at a second address; the rest stay unassigned. */
async function orderWithLocation(roster = ROSTER) {
  const { db } = testApp.database;
  const buyer = await buyerReadyToOrder(testApp.app, db);
  const resort = await createAddress(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    nickname: 'Resort',
    address: '8 Sentosa Gateway',
  });
  const order = await placeRosterOrder(testApp.app, buyer, roster);
  const shown = (
    await call('GET', `/api/employee_products/${order.uuid}/show_location`, buyer.headers)
  ).json();
  const item = shown.unassigned[0] as { item_id: string };
  const people = shown.unassigned[0].employee_groups[0].employee_products as Array<{
    id: string;
    name: string;
  }>;
  const frontOffice = people
    .filter((row) => roster.some((each) => each.name === row.name && each.department === 'Front Office'))
    .map((row) => row.id);
  const added = await call('PUT', `/api/orders/${order.uuid}/add_location`, buyer.headers, {
    name: 'Sentosa Resort',
    address_id: resort.id,
    items: [{ item_id: item.item_id, employee_product_ids: frontOffice }],
  });
  expect(added.statusCode, added.body).toBe(200);
  return { buyer, order, itemId: item.item_id, locationId: added.json().location_id as string };
}

describe("the provider's view of an order's locations", () => {
  it('lists each location with its address, its people by department and its pieces per size', async () => {
    const { order, locationId } = await orderWithLocation();
    const response = await call(
      'GET',
      `/api/admin/orders/${order.uuid}/locations?filter=department`,
      providerHeaders,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [location] = response.json().locations;
    expect(location).toMatchObject({
      id: locationId,
      name: 'Sentosa Resort',
      address: { address: '8 Sentosa Gateway', nickname: 'Resort' },
      people_count: 2,
      total_qty: 3,
      products: [{ sizes: [{ size: 'M', qty: 3 }], total_qty: 3 }],
    });
    expect(location.products[0].employee_groups).toMatchObject([
      {
        name: 'Front Office',
        employee_products: [{ name: 'Ana Lim' }, { name: 'Siti Rahman' }],
      },
    ]);
    expect(response.json().unassigned[0].lines).toContainEqual(
      expect.objectContaining({ size: 'L', unfinished_qty: 1 }),
    );
  });

  it("is hidden from buyers like the rest of the console (404, even to the order's buyer) and 404 for no order", async () => {
    const { buyer, order } = await orderWithLocation();
    expect((await call('GET', `/api/admin/orders/${order.uuid}/locations`, buyer.headers)).statusCode).toBe(
      404,
    );
    const missing = await call(
      'GET',
      '/api/admin/orders/00000000-0000-4000-8000-000000000000/locations',
      providerHeaders,
    );
    expect(missing.statusCode).toBe(404);
  });
});

async function approvedOrderWithLocation() {
  const placed = await orderWithLocation();
  const approved = await call('POST', `/api/admin/orders/${placed.order.uuid}/transition`, providerHeaders, {
    to: 'order_approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return placed;
}

async function shipmentCount() {
  const [row] = await testApp.database.db.select({ value: count() }).from(shipments);
  return row!.value;
}

function ship(orderUuid: string, payload: object, headers = providerHeaders) {
  return call('POST', `/api/admin/orders/${orderUuid}/shipments`, headers, payload);
}

describe('a parcel names its destination location', () => {
  it("goes to one of the order's locations, and the buyer's shipping log names it", async () => {
    const { buyer, order, itemId, locationId } = await approvedOrderWithLocation();
    const parcel = await ship(order.uuid, {
      track_no: 'SEN-1',
      location_id: locationId,
      packages: [{ packed_in: 'Box 1', items: [{ order_item_id: itemId, qtys: { M: 3 } }] }],
    });
    expect(parcel.statusCode, parcel.body).toBe(201);
    const rest = await ship(order.uuid, {
      packages: [{ items: [{ order_item_id: itemId, qtys: { L: 1 } }] }],
    });
    expect(rest.statusCode, rest.body).toBe(201);

    const detail = (await call('GET', `/api/orders/${order.uuid}`, buyer.headers)).json();
    expect(detail.order.shipping_logs.map((log: { location: unknown }) => log.location)).toEqual([
      {
        id: locationId,
        name: 'Sentosa Resort',
        address_summary: expect.stringContaining('8 Sentosa Gateway'),
      },
      null,
    ]);
    const list = (await call('GET', '/api/orders', buyer.headers)).json();
    const listed = list.orders.find((each: { uuid: string }) => each.uuid === order.uuid);
    expect(
      listed.delivery_orders.map((link: { location_name: string | null }) => link.location_name),
    ).toEqual(['Sentosa Resort', null]);
  });

  it("marks shipped only the garments of the location's people, and the order address's parcel the others", async () => {
    // Ben (Kitchen, unassigned) comes first in the roster: a parcel to the resort is still not his.
    const placed = await orderWithLocation([
      { staff_id: '1', name: 'Ben Tan', department: 'Kitchen', product1_size: 'M', product1_qty: '1' },
      { staff_id: '2', name: 'Ana Lim', department: 'Front Office', product1_size: 'M', product1_qty: '1' },
      {
        staff_id: '3',
        name: 'Siti Rahman',
        department: 'Front Office',
        product1_size: 'M',
        product1_qty: '1',
      },
    ]);
    const { order, itemId, locationId } = placed;
    await call('POST', `/api/admin/orders/${order.uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    const statuses = async () => {
      const rows = (
        await call('GET', `/api/admin/orders/${order.uuid}/employee_products`, providerHeaders)
      ).json().employee_products as Array<{ name: string; product_status: string }>;
      return Object.fromEntries(rows.map((row) => [row.name, row.product_status]));
    };
    const toResort = await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }],
    });
    expect(toResort.statusCode, toResort.body).toBe(201);
    expect(await statuses()).toEqual({
      'Ben Tan': 'pending',
      'Ana Lim': 'shipped',
      'Siti Rahman': 'pending',
    });
    const toOrderAddress = await ship(order.uuid, {
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }],
    });
    expect(toOrderAddress.statusCode, toOrderAddress.body).toBe(201);
    expect(await statuses()).toEqual({
      'Ben Tan': 'shipped',
      'Ana Lim': 'shipped',
      'Siti Rahman': 'pending',
    });
    await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }],
    });
    expect(await statuses()).toEqual({
      'Ben Tan': 'shipped',
      'Ana Lim': 'shipped',
      'Siti Rahman': 'shipped',
    });
  });

  it("refuses with 422, writing nothing, a parcel carrying pieces that are not the location's", async () => {
    const { order, itemId, locationId } = await approvedOrderWithLocation();
    const before = await shipmentCount();
    const refused = await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 3, L: 1 } }] }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages).toEqual([
      'Front Desk Polo for Sentosa Resort: nothing is left to ship in size L',
    ]);
    const first = await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 2 } }] }],
    });
    expect(first.statusCode).toBe(201);
    const again = await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1, L: 1 } }] }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Front Desk Polo for Sentosa Resort: nothing is left to ship in size L',
    );
    expect(await shipmentCount()).toBe(before + 1);
  });

  it("refuses with 422, writing nothing, a location that is not the order's (another order's, another company's, malformed)", async () => {
    const { order, itemId } = await approvedOrderWithLocation();
    const other = await orderWithLocation();
    const before = await shipmentCount();
    const packages = [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }];
    const elsewhere = await ship(order.uuid, { location_id: other.locationId, packages });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe(
      "location_id: the parcel can only go to one of this order's locations",
    );
    const malformed = await ship(order.uuid, { location_id: 'sentosa', packages });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.full_messages.join(' ')).toMatch(/location_id/);
    expect(await shipmentCount()).toBe(before);
  });

  it('keeps a location a parcel went to: removing it is refused with 422 and writes nothing', async () => {
    const { buyer, order, itemId, locationId } = await approvedOrderWithLocation();
    await ship(order.uuid, {
      location_id: locationId,
      packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }],
    });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}/remove_location`,
      headers: buyer.headers,
      payload: { location_id: locationId },
    });
    // The parcel made the order Partly shipped, and an order that has begun to ship keeps its locations.
    expect(removed.statusCode).toBe(422);
    expect(removed.json().message).toBe('Locations can only be changed before the order ships.');
    const shown = await call('GET', `/api/employee_products/${order.uuid}/show_location`, buyer.headers);
    expect(shown.json().locations.map((location: { id: string }) => location.id)).toEqual([locationId]);
  });

  it('cannot be sent by a buyer (the console answers 404) and writes nothing', async () => {
    const { buyer, order, itemId, locationId } = await approvedOrderWithLocation();
    const before = await shipmentCount();
    const response = await ship(
      order.uuid,
      { location_id: locationId, packages: [{ items: [{ order_item_id: itemId, qtys: { M: 1 } }] }] },
      buyer.headers,
    );
    expect(response.statusCode).toBe(404);
    expect(await shipmentCount()).toBe(before);
  });
});

function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-locations-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('paperwork per location', () => {
  it("prints a location's parcel with the location's address and only its garments and people", async () => {
    const { buyer, order, itemId, locationId } = await approvedOrderWithLocation();
    await ship(order.uuid, {
      location_id: locationId,
      packages: [{ packed_in: 'Box 1', items: [{ order_item_id: itemId, qtys: { M: 3 } }] }],
    });
    await ship(order.uuid, { packages: [{ items: [{ order_item_id: itemId, qtys: { L: 1 } }] }] });
    const logs = (await call('GET', `/api/orders/${order.uuid}`, buyer.headers)).json().order.shipping_logs;

    const toResort = await call('GET', logs[0].delivery_order_url, buyer.headers);
    expect(toResort.statusCode).toBe(200);
    const resortText = textOf(toResort.rawPayload);
    expect(resortText).toContain('Sentosa Resort');
    expect(resortText).toContain('8 Sentosa Gateway');
    expect(resortText).not.toContain('1 Harbourfront Walk');
    expect(resortText).toMatch(/Ana Lim/);
    expect(resortText).toMatch(/Siti Rahman/);
    expect(resortText).not.toMatch(/Raj Kumar/);
    expect(resortText).toMatch(/3 pieces/);

    const toOffice = textOf((await call('GET', logs[1].delivery_order_url, buyer.headers)).rawPayload);
    expect(toOffice).toContain('1 Harbourfront Walk');
    expect(toOffice).not.toContain('Sentosa');
    expect(toOffice).toMatch(/1 pieces/);
  });

  it("prints the provider a location's packing sheet: address, pieces per size and each person", async () => {
    const { order, locationId } = await orderWithLocation();
    const response = await call(
      'GET',
      `/api/admin/orders/${order.uuid}/locations/${locationId}/packing_sheet`,
      providerHeaders,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".*packing.*\.pdf"/);
    const text = textOf(response.rawPayload);
    expect(text).toContain('Packing Sheet');
    expect(text).toContain('Sentosa Resort');
    expect(text).toContain('8 Sentosa Gateway');
    expect(text).toMatch(/Front Desk Polo\s+M: 3\s+3/);
    expect(text).toMatch(/1\s+Ana Lim\s+Front Office\s+Front Desk Polo\s+M\s*×\s*2/);
    expect(text).toMatch(/Siti Rahman/);
    expect(text).not.toMatch(/Raj Kumar/);
  });

  it("answers 404 for another order's location, for a buyer, and for a malformed location", async () => {
    const { buyer, order } = await orderWithLocation();
    const other = await orderWithLocation();
    const url = (locationId: string) =>
      `/api/admin/orders/${order.uuid}/locations/${locationId}/packing_sheet`;
    const elsewhere = await call('GET', url(other.locationId), providerHeaders);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toMatch(/Location/);
    expect((await call('GET', url(other.locationId), buyer.headers)).statusCode).toBe(404);
    expect([400, 404, 422]).toContain((await call('GET', url('resort'), providerHeaders)).statusCode);
  });
});
