import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('finishing methods for the builder', () => {
  it('gives a signed-in buyer the five methods with file hints and surcharges by size and colour count', async () => {
    const buyer = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, buyer.user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/products/get_finishings',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const finishings = response.json().finishings;
    expect(finishings).toHaveLength(5);
    expect(finishings[0]).toMatchObject({
      key: 'screenprint',
      title: 'Screen print',
      file_hint: 'Use .svg artwork',
    });
    expect(finishings[0].surcharges.a4['99']).toBe(650);
  });

  it('asks a visitor to sign in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/products/get_finishings' });
    expect(response.statusCode).toBe(401);
  });
});
