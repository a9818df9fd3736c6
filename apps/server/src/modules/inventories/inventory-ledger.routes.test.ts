import { isSameStock, MAX_READY_STOCK, stockFromChanges } from '@livery/domain/inventory-stock';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, inventoryLogs } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProviderStaff,
  createSavedProduct,
  signIn,
} from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { allowSingaporeOrders } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { topUpInventoriesFromOrder } from './inventories.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const SIZES = ['S', 'M', 'L', 'XL', '2XL'];

/** A premium buyer's inventory item of a saved product (sizes S M L XL 2XL), empty. */
async function emptyItem() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db, { plan: 'premium' });
  const saved = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
  });
  const headers = await signIn(testApp.app, buyer.user.email);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/inventories',
    headers,
    payload: { saved_product_id: saved.uuid },
  });
  expect(created.statusCode, created.body).toBe(201);
  return {
    buyer,
    saved,
    headers,
    uuid: created.json().inventory.uuid as string,
    inventoryId: created.json().inventory.id as number,
  };
}

function putInventory(uuid: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PUT', url: `/api/inventories/${uuid}`, headers, payload });
}

async function detailOf(uuid: string, headers: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/inventories/${uuid}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().inventory;
}

async function storedItem(inventoryId: number) {
  const { db } = testApp.database;
  const [item] = await db.select().from(inventories).where(eq(inventories.id, inventoryId));
  const logs = await db.select().from(inventoryLogs).where(eq(inventoryLogs.inventoryId, inventoryId));
  return { readyStock: item?.readyStock ?? {}, logs };
}

describe('stock totals are bounded', () => {
  it('refuses an add past the most a size may hold with 422 naming the size, and writes nothing', async () => {
    const { headers, uuid, inventoryId } = await emptyItem();
    await testApp.database.db
      .update(inventories)
      .set({ readyStock: { S: 0, M: MAX_READY_STOCK - 5, L: 0, XL: 0, '2XL': 0 } })
      .where(eq(inventories.id, inventoryId));
    const before = await storedItem(inventoryId);

    const refused = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 1, M: 6 } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.full_messages).toEqual([
      'Ready stock of size M cannot go above 1,000,000,000: 999,999,995 in stock, at most 5 more',
    ]);
    expect(await storedItem(inventoryId)).toEqual(before);

    const fits = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 5 } });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().inventory.ready_stock.M).toBe(MAX_READY_STOCK);
  });

  it('answers 422, never 500, when a size already holds more than PostgreSQL integers would allow after the add', async () => {
    const { headers, uuid, inventoryId } = await emptyItem();
    await testApp.database.db
      .update(inventories)
      .set({ readyStock: { M: 2_147_483_000 } })
      .where(eq(inventories.id, inventoryId));
    const before = await storedItem(inventoryId);
    const refused = await putInventory(uuid, headers, {
      stock_action: 'add',
      ready_stock: { M: 1_000_000 },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toContain('Ready stock of size M cannot go above');
    expect(await storedItem(inventoryId)).toEqual(before);
  });

  it('refuses a withdrawal above the stock naming the size and what is left, and writes nothing', async () => {
    const { headers, uuid, inventoryId } = await emptyItem();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 2 } });
    const before = await storedItem(inventoryId);
    const refused = await putInventory(uuid, headers, { stock_action: 'withdraw', ready_stock: { M: 10 } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Not enough stock of size M: 2 left, 10 to withdraw');
    expect(await storedItem(inventoryId)).toEqual(before);
  });
});

describe('who may move stock', () => {
  it("answers 404 to another company's user and 403 to provider staff, and writes nothing", async () => {
    const { uuid, inventoryId } = await emptyItem();
    const stranger = await emptyItem();
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    const before = await storedItem(inventoryId);
    const move = { stock_action: 'add', ready_stock: { M: 3 } };
    expect((await putInventory(uuid, stranger.headers, move)).statusCode).toBe(404);
    expect((await putInventory(uuid, staff, move)).statusCode).toBe(403);
    expect(await storedItem(inventoryId)).toEqual(before);
  });
});

describe('the activity log adds up to the stock', () => {
  const amounts = fc.dictionary(fc.constantFrom(...SIZES), fc.integer({ min: 0, max: 12 }), {
    minKeys: 1,
    maxKeys: 3,
  });
  const move = fc.record({
    action: fc.constantFrom('add' as const, 'withdraw' as const, 'edit' as const, 'top-up' as const),
    amounts,
  });

  it('holds over random adds, withdrawals, edits and order top-ups, refused ones included', async () => {
    const { db } = testApp.database;
    const staff = await createProviderStaff(db);
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 8 }), async (moves) => {
        const { headers, uuid, inventoryId } = await emptyItem();
        for (const { action, amounts: pieces } of moves) {
          if (action === 'top-up') {
            await db.transaction((tx) =>
              topUpInventoriesFromOrder(
                tx,
                { uid: 'LV-TEST' },
                [{ inventoryId, qtyOptions: pieces, sizes: SIZES }],
                staff.id,
              ),
            );
          } else {
            const answer = await putInventory(uuid, headers, { stock_action: action, ready_stock: pieces });
            expect([200, 409, 422]).toContain(answer.statusCode);
          }
        }
        const detail = await detailOf(uuid, headers);
        const ledger = stockFromChanges(
          detail.logs.map((log: { stock_change: Record<string, number> | null }) => log.stock_change),
        );
        expect(isSameStock(ledger, detail.ready_stock)).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});

function postBlanketPo(headers: Record<string, string>, fields: Record<string, string>) {
  const body = multipart(Object.entries(fields).map(([name, data]) => ({ name, data })));
  return testApp.app.inject({
    method: 'POST',
    url: '/api/blanket_purchase_orders',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('blanket purchase orders against orders', () => {
  it('shows committed, called off and remaining, counting only orders placed in the period', async () => {
    const { db } = testApp.database;
    const { buyer, saved, headers, uuid } = await emptyItem();
    const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items',
      headers,
      payload: { quote: { saved_product_id: saved.uuid, qty_options: { M: 6, L: 4 }, inventory_id: uuid } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        team_id: buyer.team.id,
        ship_add_id: address.id,
        bill_add_id: address.id,
        reference: 'CALL-OFF-1',
        status: 'order_pending',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const year = new Date().getUTCFullYear();
    const current = await postBlanketPo(headers, {
      inventory_id: uuid,
      title: 'BPO-CURRENT',
      begin_at: `${year - 1}-01-01`,
      finish_at: `${year + 1}-12-31`,
      'qtys[M]': '50',
      'qtys[L]': '2',
    });
    expect(current.statusCode, current.body).toBe(201);
    expect(current.json().blanket_purchase_order).toMatchObject({
      duration: '3 years',
      qtys: { M: 50, L: 2 },
      called_off_qtys: { M: 6, L: 4 },
      remaining_qtys: { M: 44, L: 0 },
      total_committed: 52,
      total_called_off: 10,
      total_remaining: 44,
    });
    const past = await postBlanketPo(headers, {
      inventory_id: uuid,
      title: 'BPO-LAST-DECADE',
      begin_at: '2015-01-01',
      finish_at: '2015-12-31',
      'qtys[M]': '10',
    });
    expect(past.statusCode, past.body).toBe(201);

    const listed = (await detailOf(uuid, headers)).blanket_p_ords;
    const byTitle = Object.fromEntries(listed.map((bpo: { title: string }) => [bpo.title, bpo]));
    expect(byTitle['BPO-LAST-DECADE']).toMatchObject({
      duration: '1 year',
      called_off_qtys: { M: 0 },
      remaining_qtys: { M: 10 },
      total_called_off: 0,
    });
    expect(byTitle['BPO-CURRENT']).toMatchObject({ total_called_off: 10, total_remaining: 44 });
  });
});

describe('overlapping blanket purchase orders', () => {
  /** Places an order of the item's pieces with the PO number given, through the cart and checkout. */
  async function placeWithItem(
    item: Awaited<ReturnType<typeof emptyItem>>,
    addressId: number,
    pieces: Record<string, number>,
    poNumber: string,
  ) {
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items',
      headers: item.headers,
      payload: { quote: { saved_product_id: item.saved.uuid, qty_options: pieces, inventory_id: item.uuid } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: item.headers,
      payload: {
        team_id: item.buyer.team.id,
        ship_add_id: addressId,
        bill_add_id: addressId,
        reference: poNumber,
        status: 'order_pending',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
  }

  it('count each order once: against the PO its PO number names, else the earliest one covering its day', async () => {
    const item = await emptyItem();
    const address = await createAddress(testApp.database.db, {
      companyId: item.buyer.company.id,
      userId: item.buyer.user.id,
    });
    const year = new Date().getUTCFullYear();
    for (const [title, beginAt] of [
      ['BPO-LATER', `${year - 1}-06-01`],
      ['BPO-EARLIER', `${year - 1}-01-01`],
    ] as const) {
      const created = await postBlanketPo(item.headers, {
        inventory_id: item.uuid,
        title,
        begin_at: beginAt,
        finish_at: `${year + 1}-12-31`,
        'qtys[M]': '50',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Naming no PO: the earlier-starting PO calls it off, and only it.
    await placeWithItem(item, address.id, { M: 6 }, 'NA');
    // Naming the later PO by its number (as typed, in lower case): that PO calls it off.
    await placeWithItem(item, address.id, { M: 4 }, 'bpo-later');
    const listed = (await detailOf(item.uuid, item.headers)).blanket_p_ords;
    const byTitle = Object.fromEntries(listed.map((bpo: { title: string }) => [bpo.title, bpo]));
    expect(byTitle['BPO-EARLIER']).toMatchObject({ called_off_qtys: { M: 6 }, total_remaining: 44 });
    expect(byTitle['BPO-LATER']).toMatchObject({ called_off_qtys: { M: 4 }, total_remaining: 46 });
  });
});
