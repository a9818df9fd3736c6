import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const ANA = {
  staff_id: '007',
  name: 'Ana Lim',
  department: 'Front Office',
  product1_size: 'M',
  product1_qty: '1',
};
const RAJ = { staff_id: '0042', name: 'Raj Kumar', locker_id: 'L-12', product1_size: 'L', product1_qty: '1' };

function get(headers: Record<string, string>, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('the employee database', () => {
  it('fills one row per staff id from placed orders, with other spellings as aliases and the last sizes', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    const second = await placeRosterOrder(testApp.app, buyer, [
      { ...ANA, staff_id: ' 007', name: 'Anna Lim', locker_id: 'L-3', product1_size: 'S' },
    ]);

    const list = await get(buyer.headers, '/api/employees?per_page=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ current_page: 1, per_page: 1, total_pages: 2, total_count: 2 });
    expect(list.json().employees).toEqual([
      expect.objectContaining({
        staff_id: '007',
        name: 'Ana Lim',
        aliases: ['Anna Lim'],
        department: 'Front Office',
        locker_id: 'L-3',
        sizes: [{ saved_product_uuid: buyer.savedProduct.uuid, title: 'Front Desk Polo', size: 'S' }],
      }),
    ]);

    const ana = list.json().employees[0];
    const detail = await get(buyer.headers, `/api/employees/${ana.uuid}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().orders).toHaveLength(2);
    expect(detail.json().orders[0]).toMatchObject({
      uuid: second.uuid,
      items: [{ title: 'Front Desk Polo', size: 'S', qty: 1 }],
    });
  });

  it('finds people by name, alias, staff id or locker id', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    const names = async (keyword: string) =>
      (await get(buyer.headers, `/api/employees?keyword=${encodeURIComponent(keyword)}`))
        .json()
        .employees.map((employee: { name: string }) => employee.name);
    expect(await names('raj')).toEqual(['Raj Kumar']);
    expect(await names('0042')).toEqual(['Raj Kumar']);
    expect(await names('l-12')).toEqual(['Raj Kumar']);
    expect(await names('%')).toEqual([]);
  });

  it('edits a person: the old name stays an alias, the staff id stays the key', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [RAJ]);
    const [raj] = (await get(buyer.headers, '/api/employees')).json().employees;
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${raj.uuid}`,
      headers: buyer.headers,
      payload: { name: 'Rajesh Kumar', department: 'Kitchen', locker_id: '', staff_id: 'X' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Updated!',
      employee: {
        staff_id: '0042',
        name: 'Rajesh Kumar',
        aliases: ['Raj Kumar'],
        department: 'Kitchen',
        locker_id: null,
      },
    });
    const blank = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${raj.uuid}`,
      headers: buyer.headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Name is required');
  });

  it('imports rows with the bulk order checks: one bad row refuses the file and writes nothing', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: buyer.headers,
      payload: {
        employees: [
          { staff_id: '1', name: 'Mei' },
          { staff_id: '', name: 'Nobody' },
        ],
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.full_messages).toEqual(['Row 2: - Input Staff ID']);
    expect((await get(buyer.headers, '/api/employees')).json().meta.total_count).toBe(0);

    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: buyer.headers,
      payload: {
        employees: [
          { staff_id: '00123', name: '=cmd|calc', department: 'Spa', laundry_id: 'W-1' },
          { staff_id: '2', name: 'Tom', sex: 'male' },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 2, updated: 0 });

    const csv = await get(buyer.headers, '/api/employees/export_csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toMatch(/^Staff ID,Name,Other Names,Department/);
    expect(lines).toContain('="00123",\'=cmd|calc,,Spa,,,,,W-1,,,');
  });

  it('keeps each company to its own people: another company gets 404 on an id', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA]);
    const [ana] = (await get(buyer.headers, '/api/employees')).json().employees;
    expect((await get(other.headers, '/api/employees')).json().employees).toEqual([]);
    expect((await get(other.headers, `/api/employees/${ana.uuid}`)).statusCode).toBe(404);
    const edit = await testApp.app.inject({
      method: 'PUT',
      url: `/api/employees/${ana.uuid}`,
      headers: other.headers,
      payload: { name: 'Taken' },
    });
    expect(edit.statusCode).toBe(404);
    expect((await get(buyer.headers, `/api/employees/${ana.uuid}`)).json().employee.name).toBe('Ana Lim');
  });

  it('lists who wore a saved product with their last size, and 404 for another company’s saved product', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    await placeRosterOrder(testApp.app, buyer, [{ ...RAJ, product1_size: 'XXL' }]);
    const url = `/api/employees/wearers?saved_product_id=${buyer.savedProduct.uuid}`;
    const wearers = await get(buyer.headers, url);
    expect(wearers.statusCode, wearers.body).toBe(200);
    expect(wearers.json().wearers).toEqual([
      { staff_id: '007', name: 'Ana Lim', size: 'M' },
      { staff_id: '0042', name: 'Raj Kumar', size: '2XL' },
    ]);
    expect((await get(other.headers, url)).statusCode).toBe(404);
    expect((await get(buyer.headers, '/api/employees/wearers?saved_product_id=nope')).statusCode).toBe(422);
  });

  it('removes a person who left; another company gets 404 and removes nothing', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await placeRosterOrder(testApp.app, buyer, [ANA, RAJ]);
    const people = (await get(buyer.headers, '/api/employees')).json().employees;
    const raj = people.find((person: { name: string }) => person.name === 'Raj Kumar');
    const remove = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/employees/${raj.uuid}`, headers });
    expect((await remove(other.headers)).statusCode).toBe(404);
    const removed = await remove(buyer.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Raj Kumar was removed from the employee database.');
    const left = (await get(buyer.headers, '/api/employees')).json().employees;
    expect(left.map((person: { name: string }) => person.name)).toEqual(['Ana Lim']);
    expect((await remove(buyer.headers)).statusCode).toBe(404);
  });

  it('is refused on the basic plan', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db, { plan: 'basic' });
    const wearers = `/api/employees/wearers?saved_product_id=${buyer.savedProduct.uuid}`;
    for (const url of ['/api/employees', '/api/employees/export_csv', wearers]) {
      expect((await get(buyer.headers, url)).statusCode).toBe(403);
    }
    const imported = await testApp.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: buyer.headers,
      payload: { employees: [{ staff_id: '1', name: 'Mei' }] },
    });
    expect(imported.statusCode).toBe(403);
  });
});
