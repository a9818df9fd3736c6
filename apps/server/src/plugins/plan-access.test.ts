import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function headersFor(plan: 'basic' | 'advanced' | 'premium') {
  const { user } = await createBuyer(testApp.database.db, { plan });
  return signIn(testApp.app, user.email);
}

describe('plan access on the API', () => {
  it('refuses employee order history to the basic plan', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orders/show_orders_history?keyword=x',
      headers: await headersFor('basic'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'This feature is not available on your plan. Please contact support.',
    );
  });

  it('refuses inventories to the basic and advanced plans but not to premium', async () => {
    for (const plan of ['basic', 'advanced'] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/inventories',
        headers: await headersFor(plan),
      });
      expect(response.statusCode, plan).toBe(403);
    }
    const premium = await testApp.app.inject({
      method: 'GET',
      url: '/api/inventories/abc',
      headers: await headersFor('premium'),
    });
    expect(premium.statusCode).not.toBe(403);
  });
});
