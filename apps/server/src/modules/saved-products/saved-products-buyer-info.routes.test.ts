import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedProducts, shippingServices } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
type Headers = Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  testApp = await createTestApp();
  // Singapore is served from SG and MY; nothing runs from NZ to Singapore.
  await testApp.database.db.insert(shippingServices).values([
    { originCountry: 'SG', destinationCountry: 'SG', title: 'Local', leadTime: '3-5 days', feeCents: 0 },
    { originCountry: 'MY', destinationCountry: 'SG', title: 'Road', leadTime: '5-7 days', feeCents: 1800 },
    {
      originCountry: 'NZ',
      destinationCountry: 'SG',
      title: 'Air',
      leadTime: '9 days',
      feeCents: 9000,
      isActive: false,
    },
  ]);
});
afterAll(() => testApp.close());

const get = (url: string, headers: Headers) => testApp.app.inject({ method: 'GET', url, headers });

async function chooseShippingAddress(headers: Headers, userId: number, addressId: number) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers,
    payload: { ship_add_id: addressId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('where a saved product ships from', () => {
  async function buyerWithTwoOrigins() {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const owner = { companyId: buyer.company.id, userId: buyer.user.id, teamId: buyer.team.id };
    const sgProduct = await createProduct(db, { originCountry: 'SG', sizeChart: 'Chest (cm): S 49, M 52' });
    const nzProduct = await createProduct(db, { originCountry: 'NZ' });
    const polo = await createSavedProduct(db, { ...owner, productId: sgProduct.id, title: 'A Polo' });
    const vest = await createSavedProduct(db, { ...owner, productId: nzProduct.id, title: 'B Vest' });
    const headers = await signIn(testApp.app, buyer.user.email);
    return { ...buyer, owner, sgProduct, nzProduct, polo, vest, headers };
  }

  it('says ships_to_you is unknown (null) until the buyer has a default shipping address', async () => {
    const { headers } = await buyerWithTwoOrigins();
    const list = (await get('/api/saved_products', headers)).json().saved_products;
    expect(
      list.map((p: { ships_from: string; ships_to_you: boolean | null }) => [p.ships_from, p.ships_to_you]),
    ).toEqual([
      ['Singapore', null],
      ['New Zealand', null],
    ]);
  });

  it('tells which products reach the default shipping country, in the list, one product and the builder', async () => {
    const { db } = testApp.database;
    const buyer = await buyerWithTwoOrigins();
    const address = await createAddress(db, buyer.owner);
    await chooseShippingAddress(buyer.headers, buyer.user.id, address.id);

    const list = (await get('/api/saved_products', buyer.headers)).json().saved_products;
    expect(list.map((p: { title: string; ships_to_you: boolean }) => [p.title, p.ships_to_you])).toEqual([
      ['A Polo', true],
      ['B Vest', false],
    ]);
    expect(list[0].size_chart).toBe('Chest (cm): S 49, M 52');

    const vest = await get(`/api/saved_products/${buyer.vest.uuid}`, buyer.headers);
    expect(vest.statusCode, vest.body).toBe(200);
    expect(vest.json().product).toMatchObject({ ships_from: 'New Zealand', ships_to_you: false });
    expect(vest.json().saved_product).toMatchObject({ ships_from: 'New Zealand', ships_to_you: false });

    const catalogue = (await get(`/api/products/${buyer.sgProduct.uuid}`, buyer.headers)).json();
    expect(catalogue.product).toMatchObject({ ships_from: 'Singapore', ships_to_you: true });
  });

  it('follows the default shipping country when the buyer changes it', async () => {
    const { db } = testApp.database;
    const buyer = await buyerWithTwoOrigins();
    const malaysia = await createAddress(db, { ...buyer.owner, countryCode: 'MY', city: 'Kuala Lumpur' });
    await chooseShippingAddress(buyer.headers, buyer.user.id, malaysia.id);
    const list = (await get('/api/saved_products', buyer.headers)).json().saved_products;
    expect(list.map((p: { ships_to_you: boolean }) => p.ships_to_you)).toEqual([false, false]);
  });
});

describe('who deletes a saved product', () => {
  async function companyWithSharedProduct() {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const creator = await createUser(db, { companyId: buyer.company.id, department: 'housekeeping' });
    const member = await createUser(db, { companyId: buyer.company.id, department: 'housekeeping' });
    const product = await createSavedProduct(db, { companyId: buyer.company.id, userId: creator.id });
    await db.update(savedProducts).set({ sharedAt: new Date() }).where(eq(savedProducts.id, product.id));
    return { buyer, creator, member, product };
  }
  const remove = (headers: Headers, uuid: string) =>
    testApp.app.inject({ method: 'DELETE', url: '/api/saved_products', headers, payload: { id: uuid } });
  const stillThere = async (id: number) =>
    (await testApp.database.db.select().from(savedProducts).where(eq(savedProducts.id, id))).length === 1;

  it('refuses a member who did not create a shared product with 403 and deletes nothing', async () => {
    const { member, product } = await companyWithSharedProduct();
    const headers = await signIn(testApp.app, member.email);
    const listed = (await get('/api/saved_products', headers)).json().saved_products;
    expect(listed.map((p: { uuid: string }) => p.uuid)).toContain(product.uuid);
    const response = await remove(headers, product.uuid);
    expect(response.statusCode).toBe(403);
    expect(await stillThere(product.id)).toBe(true);
  });

  it('lets its creator delete it', async () => {
    const { creator, product } = await companyWithSharedProduct();
    const response = await remove(await signIn(testApp.app, creator.email), product.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stillThere(product.id)).toBe(false);
  });

  it('lets a person in charge delete a product someone else created', async () => {
    const { buyer, product } = await companyWithSharedProduct();
    const response = await remove(await signIn(testApp.app, buyer.user.email), product.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stillThere(product.id)).toBe(false);
  });

  it("answers 404 to another company's person in charge", async () => {
    const { product } = await companyWithSharedProduct();
    const stranger = await createBuyer(testApp.database.db);
    const response = await remove(await signIn(testApp.app, stranger.user.email), product.uuid);
    expect(response.statusCode).toBe(404);
    expect(await stillThere(product.id)).toBe(true);
  });
});
