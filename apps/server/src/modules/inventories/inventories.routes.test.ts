import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createSavedProduct, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function buyerOnPlan(plan: 'basic' | 'advanced' | 'premium') {
  const { db } = testApp.database;
  const buyer = await createBuyer(db, { plan });
  const saved = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
  });
  const headers = await signIn(testApp.app, buyer.user.email);
  return { buyer, saved, headers };
}

describe('adding a saved product to the inventory', () => {
  it('creates an inventory with every size at zero, answering Inventory Added', async () => {
    const { buyer, saved, headers } = await buyerOnPlan('premium');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/inventories',
      headers,
      payload: { saved_product_id: saved.uuid },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Inventory Added');
    expect(response.json().inventory).toMatchObject({
      saved_product_id: saved.uuid,
      team_id: buyer.team.id,
      ready_stock: { S: 0, M: 0, L: 0, XL: 0, '2XL': 0 },
    });
  });

  it('refuses a second inventory of the same saved product with 409', async () => {
    const { saved, headers } = await buyerOnPlan('premium');
    const add = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/inventories',
        headers,
        payload: { saved_product_id: saved.uuid },
      });
    expect((await add()).statusCode).toBe(201);
    const second = await add();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This product is already in your inventory');
  });

  it('is refused with 403 on a plan without inventories', async () => {
    const { saved, headers } = await buyerOnPlan('advanced');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/inventories',
      headers,
      payload: { saved_product_id: saved.uuid },
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another company's saved product", async () => {
    const { headers } = await buyerOnPlan('premium');
    const { saved: foreign } = await buyerOnPlan('premium');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/inventories',
      headers,
      payload: { saved_product_id: foreign.uuid },
    });
    expect(response.statusCode).toBe(404);
  });
});
