import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../db/records.ts';
import { kartItems, orderItems, savedProducts, shippingServices } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createInventory,
  createProduct,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A buyer with one saved product in their team, and another company's saved product. */
async function buyerWithProducts() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const own = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    title: 'Front Desk Polo',
  });
  const other = await createBuyer(db);
  const foreign = await createSavedProduct(db, { companyId: other.company.id, userId: other.user.id });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { buyer, own, foreign, headers };
}

describe('listing saved products', () => {
  it('lists standard products by default, another type on request and every type with product_type=all', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const laundry = await createProduct(db, { productType: 'laundry' });
    await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id, title: 'Polo' });
    await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      productId: laundry.id,
      title: 'Laundry Bag',
    });
    const headers = await signIn(testApp.app, buyer.user.email);
    const titles = async (query: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/saved_products${query}`, headers }))
        .json()
        .saved_products.map((p: { title: string }) => p.title);
    expect(await titles('')).toEqual(['Polo']);
    expect(await titles('?product_type=laundry')).toEqual(['Laundry Bag']);
    expect(await titles('?product_type=all')).toEqual(['Laundry Bag', 'Polo']);
  });

  it('sorts by created_at oldest first and by desc newest first', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    for (const title of ['Beta', 'Alpha', 'Gamma']) {
      await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id, title });
    }
    const headers = await signIn(testApp.app, buyer.user.email);
    const titles = async (sort: string) =>
      (await testApp.app.inject({ method: 'GET', url: `/api/saved_products?sort_by=${sort}`, headers }))
        .json()
        .saved_products.map((p: { title: string }) => p.title);
    expect(await titles('created_at')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await titles('desc')).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await titles('title')).toEqual(['Alpha', 'Beta', 'Gamma']);
  });
});

describe('updating a saved product', () => {
  it('renames it and moves it to another team of the user, answering Updated!', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    const second = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Kitchen',
      creatorId: buyer.user.id,
    });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${own.uuid}`,
      headers,
      payload: { saved_product: { title: '  Lobby Polo ', team_id: second.id } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Updated!');
    expect(response.json().saved_product).toMatchObject({
      title: 'Lobby Polo',
      team_id: second.id,
      team_name: 'Kitchen',
    });
  });

  it('requires a title and a team', async () => {
    const { own, headers } = await buyerWithProducts();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${own.uuid}`,
      headers,
      payload: { saved_product: { title: ' ' } },
    });
    expect(response.statusCode).toBe(422);
    const messages = response.json().errors.full_messages.join(' ');
    expect(messages).toContain('Title is required');
    expect(messages).toContain('Team is required');
  });

  it('refuses a team the user has not joined', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const theirs = await insertTeam(db, {
      companyId: buyer.company.id,
      name: 'Spa',
      creatorId: colleague.id,
    });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${own.uuid}`,
      headers,
      payload: { saved_product: { title: 'Polo', team_id: theirs.id } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Team must be one of your teams');
  });

  it("answers 404 for another company's saved product", async () => {
    const { buyer, foreign, headers } = await buyerWithProducts();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${foreign.uuid}`,
      headers,
      payload: { saved_product: { title: 'Mine now', team_id: buyer.team.id } },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('deleting saved products', () => {
  it('deletes one, answering Deleted!, and keeps placed orders while its cart lines go', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items',
      headers,
      payload: { quote: { saved_product_id: own.uuid, qty_options: { M: 5 } } },
    });
    expect(added.statusCode, added.body).toBe(201);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products',
      headers,
      payload: { id: own.uuid },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Deleted!' });
    expect(await db.select().from(savedProducts).where(eq(savedProducts.id, own.id))).toEqual([]);
    expect(await db.select().from(kartItems).where(eq(kartItems.userId, buyer.user.id))).toEqual([]);
    const cart = await testApp.app.inject({ method: 'GET', url: '/api/kart_items', headers });
    expect(cart.statusCode).toBe(200);
  });

  it('leaves order lines of a deleted saved product with their own copy', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    await testApp.app.inject({
      method: 'POST',
      url: '/api/kart_items',
      headers,
      payload: { quote: { saved_product_id: own.uuid, qty_options: { M: 5 } } },
    });
    const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
    await db.insert(shippingServices).values({
      originCountry: 'SG',
      destinationCountry: 'SG',
      title: 'Local delivery',
      leadTime: '3-5 business days',
      feeCents: 0,
    });
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        team_id: buyer.team.id,
        ship_add_id: address.id,
        bill_add_id: address.id,
        reference: 'PO-1',
        status: 'order_quotes',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products',
      headers,
      payload: { id: own.uuid },
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.title, 'Front Desk Polo'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.savedProductId === null)).toBe(true);
  });

  it('refuses to delete a saved product kept in an inventory with 409', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    await createInventory(db, { companyId: buyer.company.id, userId: buyer.user.id, savedProductId: own.id });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products',
      headers,
      payload: { id: own.uuid },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This product is kept in an inventory');
  });

  it("answers 404 for another company's saved product and deletes nothing", async () => {
    const { db } = testApp.database;
    const { foreign, headers } = await buyerWithProducts();
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products',
      headers,
      payload: { id: foreign.uuid },
    });
    expect(response.statusCode).toBe(404);
    expect(await db.select().from(savedProducts).where(eq(savedProducts.id, foreign.id))).toHaveLength(1);
  });

  it('lets the person in charge remove several at once', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    const second = await createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products/bulk_remove',
      headers,
      payload: { ids: [own.uuid, second.uuid] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Deleted!');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/saved_products', headers });
    expect(list.json().meta.total_count).toBe(0);
  });

  it('refuses a bulk remove by a member who is not the person in charge with 403', async () => {
    const { db } = testApp.database;
    const { buyer, own } = await buyerWithProducts();
    const member = await createUser(db, { companyId: buyer.company.id, department: 'housekeeping' });
    const headers = await signIn(testApp.app, member.email);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products/bulk_remove',
      headers,
      payload: { ids: [own.uuid] },
    });
    expect(response.statusCode).toBe(403);
    expect(await db.select().from(savedProducts).where(eq(savedProducts.id, own.id))).toHaveLength(1);
  });

  it("removes nothing when one of the chosen products is another company's (404)", async () => {
    const { db } = testApp.database;
    const { own, foreign, headers } = await buyerWithProducts();
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/saved_products/bulk_remove',
      headers,
      payload: { ids: [own.uuid, foreign.uuid] },
    });
    expect(response.statusCode).toBe(404);
    expect(await db.select().from(savedProducts).where(eq(savedProducts.id, own.id))).toHaveLength(1);
  });
});

describe('sharing a saved product', () => {
  it('shows a shared team product to colleagues outside the team, and hides it again when unshared', async () => {
    const { db } = testApp.database;
    const { buyer, own, headers } = await buyerWithProducts();
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    const visible = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/saved_products', headers: colleagueHeaders }))
        .json()
        .saved_products.map((p: { uuid: string }) => p.uuid);
    expect(await visible()).toEqual([]);

    const shared = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${own.uuid}/share`,
      headers,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().message).toBe('Shared!');
    expect(shared.json().saved_product.shared_at).not.toBeNull();
    expect(await visible()).toEqual([own.uuid]);

    const unshared = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${own.uuid}/share`,
      headers,
      payload: { is_shared: false },
    });
    expect(unshared.json().saved_product.shared_at).toBeNull();
    expect(await visible()).toEqual([]);
  });

  it("answers 404 for another company's saved product", async () => {
    const { foreign, headers } = await buyerWithProducts();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/saved_products/${foreign.uuid}/share`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
