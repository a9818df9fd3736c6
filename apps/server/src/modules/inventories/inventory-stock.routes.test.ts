import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { inventoryLogs, mailOutbox } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { allowSingaporeOrders, shipEveryPiece } from '../../test/orders-for-tests.ts';
import { runJobsNow } from '../../test/run-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A premium buyer with an inventory item of a saved product in their team (sizes S M L XL 2XL). */
async function itemInStock(plan: 'basic' | 'advanced' | 'premium' = 'premium') {
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
  const uuid: string = created.json().inventory.uuid;
  if (plan !== 'premium') {
    const { companies } = await import('../../db/schema.ts');
    await db.update(companies).set({ plan }).where(eq(companies.id, buyer.company.id));
  }
  return { buyer, saved, headers, uuid, inventoryId: created.json().inventory.id as number };
}

function putInventory(uuid: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PUT', url: `/api/inventories/${uuid}`, headers, payload });
}

async function stockOf(uuid: string, headers: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/inventories/${uuid}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().inventory;
}

function logsOf(inventoryId: number) {
  return testApp.database.db.select().from(inventoryLogs).where(eq(inventoryLogs.inventoryId, inventoryId));
}

describe('stock moves', () => {
  it('adds and withdraws per size, answering the new stock and logging who, what and the note', async () => {
    const { headers, uuid, inventoryId, buyer } = await itemInStock();
    const added = await putInventory(uuid, headers, {
      stock_action: 'add',
      ready_stock: { S: 4, M: 10 },
      notes: 'Delivery from the warehouse',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('Inventory Changed');
    expect(added.json().inventory.ready_stock).toEqual({ S: 4, M: 10, L: 0, XL: 0, '2XL': 0 });

    const withdrawn = await putInventory(uuid, headers, { stock_action: 'withdraw', ready_stock: { M: 3 } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().inventory.ready_stock.M).toBe(7);
    expect(withdrawn.json().inventory.total_ready_stock).toBe(11);

    const detail = await stockOf(uuid, headers);
    expect(detail.logs.map((log: { message: string }) => log.message)).toEqual([
      'Withdraw Stock 3 pcs (M: 3)',
      'Add Stock 14 pcs (S: 4, M: 10)',
      'Added to inventory',
    ]);
    expect(detail.logs[1]).toMatchObject({
      notes: 'Delivery from the warehouse',
      user_name: buyer.user.name,
    });
    expect(await logsOf(inventoryId)).toHaveLength(3);
  });

  it('refuses a move of nothing with the spec message and writes nothing', async () => {
    const { headers, uuid, inventoryId } = await itemInStock();
    const response = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 0, M: 0 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Quantity must be greater than 0!');
    expect(await logsOf(inventoryId)).toHaveLength(1);
  });

  it.each([
    ['negative', { S: -1 }],
    ['fractional', { S: 1.5 }],
    ['non-numeric', { S: 'three' }],
    ['numeric text', { S: '3' }],
    ['huge', { S: 1e12 }],
  ])('refuses a %s quantity with 422 and writes nothing', async (_, readyStock) => {
    const { headers, uuid, inventoryId } = await itemInStock();
    const response = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: readyStock });
    expect(response.statusCode, response.body).toBe(422);
    expect((await stockOf(uuid, headers)).total_ready_stock).toBe(0);
    expect(await logsOf(inventoryId)).toHaveLength(1);
  });

  it('refuses a size the product does not have, naming it', async () => {
    const { headers, uuid } = await itemInStock();
    const response = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { XXS: 2 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('XXS');
  });

  it('refuses a withdrawal beyond the stock as a whole, naming the size', async () => {
    const { headers, uuid, inventoryId } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 5, M: 1 } });
    const response = await putInventory(uuid, headers, {
      stock_action: 'withdraw',
      ready_stock: { S: 2, M: 2 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Not enough stock of size M: 1 left, 2 to withdraw');
    expect((await stockOf(uuid, headers)).ready_stock).toMatchObject({ S: 5, M: 1 });
    expect(await logsOf(inventoryId)).toHaveLength(2);
  });

  it('leaves exactly 0 after 50 concurrent withdrawals of 1 from 10, refusing 40 by size', async () => {
    const { headers, uuid, inventoryId } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 10 } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        putInventory(uuid, headers, { stock_action: 'withdraw', ready_stock: { M: 1 } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(40);
    for (const response of refused)
      expect(response.json().message).toMatch(/^Not enough stock of size M: 0 left/);
    expect((await stockOf(uuid, headers)).ready_stock.M).toBe(0);
    // The item's creation, the add, and one log per applied withdrawal.
    expect(await logsOf(inventoryId)).toHaveLength(12);
  });

  it('sets counts with Edit Stocks', async () => {
    const { headers, uuid } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 5 } });
    const response = await putInventory(uuid, headers, { stock_action: 'edit', ready_stock: { S: 2, L: 7 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().inventory.ready_stock).toMatchObject({ S: 2, L: 7 });
  });

  it('refuses two kinds of change in one call', async () => {
    const { headers, uuid } = await itemInStock();
    const response = await putInventory(uuid, headers, {
      stock_action: 'add',
      ready_stock: { S: 1 },
      low_level_qtys: { S: 1 },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('who may move stock', () => {
  it.each(['basic', 'advanced'] as const)('refuses the %s plan with 403', async (plan) => {
    const { headers, uuid } = await itemInStock(plan);
    const response = await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 1 } });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another company's inventory and changes nothing", async () => {
    const owner = await itemInStock();
    const stranger = await itemInStock();
    for (const request of [
      { method: 'GET' as const, url: `/api/inventories/${owner.uuid}` },
      { method: 'GET' as const, url: `/api/inventories/${owner.uuid}/get_reference_orders` },
      { method: 'GET' as const, url: `/api/inventories/${owner.uuid}/logs.csv` },
      {
        method: 'PUT' as const,
        url: `/api/inventories/${owner.uuid}`,
        payload: { stock_action: 'add', ready_stock: { S: 1 } },
      },
      { method: 'DELETE' as const, url: '/api/inventories', payload: { id: owner.uuid } },
    ]) {
      const response = await testApp.app.inject({ ...request, headers: stranger.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect((await stockOf(owner.uuid, owner.headers)).total_ready_stock).toBe(0);
  });
});

describe('low-stock e-mails', () => {
  /** The alert's mails, once its job (and any other due) has run. */
  async function mailsAbout(title: string) {
    await runJobsNow(testApp);
    return testApp.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Low inventory: ${title}%`));
  }

  it("sends the team's members one e-mail per crossing, naming the sizes and linking to the item", async () => {
    const { db } = testApp.database;
    const { headers, uuid, saved, buyer } = await itemInStock();
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const { teamMembers } = await import('../../db/schema.ts');
    await db.insert(teamMembers).values({
      teamId: buyer.team.id,
      userId: colleague.id,
      email: colleague.email,
      status: 'joined',
    });
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 10, L: 10 } });
    const levels = await putInventory(uuid, headers, { low_level_qtys: { M: 5, L: 2 } });
    expect(levels.statusCode, levels.body).toBe(200);

    const withdraw = (amounts: Record<string, number>) =>
      putInventory(uuid, headers, { stock_action: 'withdraw', ready_stock: amounts });
    await withdraw({ M: 4 });
    expect(await mailsAbout(saved.title)).toHaveLength(0);
    await withdraw({ M: 1 });
    const first = await mailsAbout(saved.title);
    expect(first.map((mail) => mail.to).sort()).toEqual([buyer.user.email, colleague.email].sort());
    expect(first[0]!.text).toContain('Size M: 5 left (low level 5)');
    expect(first[0]!.text).toContain(`/inventories/${uuid}`);

    await withdraw({ M: 2 });
    expect(await mailsAbout(saved.title)).toHaveLength(2);
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 10 } });
    await withdraw({ M: 10 });
    expect(await mailsAbout(saved.title)).toHaveLength(4);
  });

  it('sends one e-mail when concurrent withdrawals cross the level', async () => {
    const { headers, uuid, saved } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 10 } });
    await putInventory(uuid, headers, { low_level_qtys: { S: 5 } });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        putInventory(uuid, headers, { stock_action: 'withdraw', ready_stock: { S: 1 } }),
      ),
    );
    expect(await mailsAbout(saved.title)).toHaveLength(1);
  });

  it('marks the item low and lists the banner flag', async () => {
    const { headers, uuid } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { S: 3 } });
    await putInventory(uuid, headers, { low_level_qtys: { S: 5 } });
    const item = await stockOf(uuid, headers);
    expect(item).toMatchObject({ is_low_inventory_levels: true, total_low_levels: 5 });
  });
});

describe('team and location', () => {
  it('moves the item to a team the user joined, and refuses another company team with 404', async () => {
    const { db } = testApp.database;
    const { headers, uuid, buyer } = await itemInStock();
    const second = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Kitchen',
      creatorId: buyer.user.id,
    });
    const moved = await putInventory(uuid, headers, { team_id: second.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().inventory.team_name).toBe('Kitchen');
    const stranger = await createBuyer(db, { plan: 'premium' });
    expect((await putInventory(uuid, headers, { team_id: stranger.team.id })).statusCode).toBe(404);
  });
});

describe('QR label sheet', () => {
  it('prints an A4 PDF of the chosen items, and 404s for another company item', async () => {
    const { headers, uuid } = await itemInStock();
    const stranger = await itemInStock();
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/api/inventories/labels.pdf?ids=${uuid}`,
      headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/inventories/labels.pdf?ids=${uuid}`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const none = await testApp.app.inject({
      method: 'GET',
      url: '/api/inventories/labels.pdf?ids=',
      headers,
    });
    expect(none.statusCode).toBe(422);
    const tooMany = await testApp.app.inject({
      method: 'GET',
      url: `/api/inventories/labels.pdf?ids=${Array.from({ length: 201 }, () => uuid).join(',')}`,
      headers,
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.body).toContain('Choose at most 200 items for one label sheet');
    const notAnId = await testApp.app.inject({
      method: 'GET',
      url: `/api/inventories/labels.pdf?ids=${uuid},42`,
      headers,
    });
    expect(notAnId.statusCode).toBe(422);
    expect(notAnId.body).toContain('Choose items from the list');
  });
});

describe('top-up from orders', () => {
  it("adds a completed order's pieces to the item it was ordered for, once, logged with the order", async () => {
    const { db } = testApp.database;
    await allowSingaporeOrders(db);
    const { buyer, saved, headers, uuid, inventoryId } = await itemInStock();
    await putInventory(uuid, headers, { stock_action: 'add', ready_stock: { M: 2 } });
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
        reference: 'RESTOCK-1',
        status: 'order_pending',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { uuid: orderUuid, uid } = placed.json();
    const staff = await signIn(testApp.app, (await createProviderStaff(db)).email);
    const steps = ['order_approved', 'order_processed', 'order_in_progress', 'order_ready'];
    for (const to of steps) {
      const moved = await testApp.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderUuid}/transition`,
        headers: staff,
        payload: { to },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await shipEveryPiece(testApp.app, staff, orderUuid);
    // Nothing arrives before the order is delivered.
    expect((await stockOf(uuid, headers)).ready_stock).toMatchObject({ M: 2 });
    const completed = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderUuid}/transition`,
      headers: staff,
      payload: { to: 'order_completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await stockOf(uuid, headers)).ready_stock).toMatchObject({ M: 8, L: 4 });
    const again = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderUuid}/transition`,
      headers: staff,
      payload: { to: 'order_completed' },
    });
    expect(again.statusCode).toBe(409);
    expect((await stockOf(uuid, headers)).ready_stock).toMatchObject({ M: 8, L: 4 });
    const messages = (await logsOf(inventoryId)).map((log) => log.message);
    expect(messages.filter((message) => message.includes(uid))).toEqual([
      `Topped up from order ${uid} (M: 6, L: 4)`,
    ]);
  });
});
