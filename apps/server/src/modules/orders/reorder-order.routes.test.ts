import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const ROSTER: Array<Record<string, string>> = [
  {
    staff_id: '007',
    name: 'Ana Lim',
    nametag: 'Ana',
    department: 'Front Office',
    product1_size: 'M',
    product1_qty: '2',
    product1_tag_1: 'RFID-7',
  },
  { staff_id: '0042', name: 'Raj Kumar', nametag: 'Raj', product1_size: 'XXL', product1_qty: '1' },
  { staff_id: '0099', name: 'Mei Tan', nametag: 'Mei', product1_size: 'S', product1_qty: '1' },
];

function get(headers: Record<string, string>, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('ordering a roster order again', () => {
  it('hands back the same people, sizes, quantities, names and tags, and flags who left the employee database', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const order = await placeRosterOrder(testApp.app, buyer, ROSTER);
    const people = (await get(buyer.headers, '/api/employees')).json().employees;
    const mei = people.find((person: { name: string }) => person.name === 'Mei Tan');
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/employees/${mei.uuid}`,
      headers: buyer.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const response = await get(buyer.headers, `/api/orders/${order.uuid}/reorder_roster`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.products).toEqual([
      {
        saved_product_uuid: buyer.savedProduct.uuid,
        title: 'Front Desk Polo',
        qty_options: { S: 1, M: 2, '2XL': 1 },
        has_name_list: true,
      },
    ]);
    expect(body.employees).toEqual([
      {
        staff_id: '007',
        name: 'Ana Lim',
        nametag: 'Ana',
        department: 'Front Office',
        product1_size: 'M',
        product1_qty: '2',
        product1_tag_1: 'RFID-7',
      },
      { staff_id: '0042', name: 'Raj Kumar', nametag: 'Raj', product1_size: '2XL', product1_qty: '1' },
      { staff_id: '0099', name: 'Mei Tan', nametag: 'Mei', product1_size: 'S', product1_qty: '1' },
    ]);
    expect(body.leavers).toEqual([{ staff_id: '0099', name: 'Mei Tan' }]);
    expect(body.skipped).toEqual([]);

    // The roster as handed back goes into the cart as it is: the reorder is priced by today's cart.
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items/bulk_orders',
      headers: buyer.headers,
      payload: {
        quote: {
          mode: 'pro',
          data: [{ saved_product_id: buyer.savedProduct.uuid }],
          employees: body.employees,
        },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().kart_items[0].total_qty).toBe(4);
  });

  it('answers 404 for another company’s order and 403 for provider staff', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const order = await placeRosterOrder(testApp.app, buyer, ROSTER);
    const url = `/api/orders/${order.uuid}/reorder_roster`;
    expect((await get(other.headers, url)).statusCode).toBe(404);
    const staff = await createProviderStaff(testApp.database.db);
    expect((await get(await signIn(testApp.app, staff.email), url)).statusCode).toBe(403);
    expect((await get(buyer.headers, '/api/orders/not-a-uuid/reorder_roster')).statusCode).toBe(422);
  });

  it('duplicates a roster line into the cart with its names, sizes and tags', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const order = await placeRosterOrder(testApp.app, buyer, ROSTER);
    const duplicated = await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/duplicate_order`,
      headers: buyer.headers,
    });
    expect(duplicated.statusCode, duplicated.body).toBe(200);
    expect(duplicated.json()).toMatchObject({ added: 1, skipped: [] });
    const cart = (await get(buyer.headers, '/api/kart_items')).json();
    const line = cart.subkarts[0].items[0];
    expect(line.is_contain_namelist).toBe(true);
    const names = await get(
      buyer.headers,
      `/api/employee_products?item_uuid=${line.uuid}&model_name=kart_items`,
    );
    expect(names.statusCode, names.body).toBe(200);
    expect(
      names
        .json()
        .employee_products.map((row: Record<string, unknown>) => [
          row.staff_id,
          row.name,
          row.nametag,
          row.size,
          row.qty,
        ]),
    ).toEqual([
      ['007', 'Ana Lim', 'Ana', 'M', expect.anything()],
      ['0042', 'Raj Kumar', 'Raj', '2XL', expect.anything()],
      ['0099', 'Mei Tan', 'Mei', 'S', expect.anything()],
    ]);
  });
});
