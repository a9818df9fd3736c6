import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProviderStaff, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Calls whose input the console's own schemas refuse: before this guard, a customer got their 422. */
const MALFORMED_CONSOLE_CALLS = [
  { method: 'POST', url: '/api/admin/products', payload: { title: '' } },
  { method: 'PUT', url: '/api/admin/tax_rates/front', payload: { rate_percent: 1 } },
  { method: 'DELETE', url: '/api/admin/discount_codes/0' },
  { method: 'GET', url: '/api/admin/customer_companies/0/recommended_products' },
] as const;

describe('the provider console guard', () => {
  it('answers a customer 404 on every /api/admin call before its input is validated', async () => {
    const { user } = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, user.email);
    for (const call of MALFORMED_CONSOLE_CALLS) {
      const response = await testApp.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(404);
    }
  });

  it('answers an anonymous caller 401 and still validates provider staff input', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/admin/products', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const staff = await createProviderStaff(testApp.database.db);
    const headers = await signIn(testApp.app, staff.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers,
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(422);
  });
});
