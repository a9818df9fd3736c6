import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProduct, createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('saved products', () => {
  it('lists the company’s saved products sorted by title, with pricing for the price range', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const product = await createProduct(db);
    for (const title of ['Zeta Polo', 'Alpha Tee', 'Mid Hoodie']) {
      await createSavedProduct(db, {
        companyId: buyer.company.id,
        userId: buyer.user.id,
        teamId: buyer.team.id,
        productId: product.id,
        title,
      });
    }
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved_products?per_page=2',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.saved_products.map((p: { title: string }) => p.title)).toEqual(['Alpha Tee', 'Mid Hoodie']);
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total_pages: 2, total_count: 3 });
    expect(body.saved_products[0].pricing).toEqual(product.pricing);
    expect(body.saved_products[0].team_name).toBe(buyer.team.name);
  });

  it('filters by keyword and by a list of uuids', async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const first = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      title: 'Front Desk Polo',
    });
    await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      title: 'Kitchen Apron',
    });
    const headers = await signIn(testApp.app, buyer.user.email);
    const byKeyword = await testApp.app.inject({
      method: 'GET',
      url: '/api/saved_products?keyword=desk',
      headers,
    });
    expect(byKeyword.json().saved_products.map((p: { uuid: string }) => p.uuid)).toEqual([first.uuid]);
    const byUuid = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products?uids=${first.uuid}`,
      headers,
    });
    expect(byUuid.json().meta.total_count).toBe(1);
  });

  it("hides saved products of teams the user has not joined and answers 404 for another company's", async () => {
    const { db } = testApp.database;
    const buyer = await createBuyer(db);
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const teamOnly = await createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
    });
    const other = await createBuyer(db);
    const foreign = await createSavedProduct(db, { companyId: other.company.id, userId: other.user.id });

    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    const hidden = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${teamOnly.uuid}`,
      headers: colleagueHeaders,
    });
    expect(hidden.statusCode).toBe(404);

    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${foreign.uuid}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/saved_products/${teamOnly.uuid}`,
      headers,
    });
    expect(own.statusCode).toBe(200);
  });
});
