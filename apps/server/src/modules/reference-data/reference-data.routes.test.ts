import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let headers: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testApp = await createTestApp();
  const buyer = await createBuyer(testApp.database.db);
  headers = await signIn(testApp.app, buyer.user.email);
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers });

describe('reference data', () => {
  it('lists countries by name with their codes', async () => {
    const { countries } = (await get('/api/countries')).json();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'SG', name: 'Singapore' });
  });

  it('lists the states of a country that uses them, and none for one that does not', async () => {
    const australia = (await get('/api/states/AU')).json().states;
    expect(australia).toContainEqual({ key: 'NSW', value: 'New South Wales' });
    expect((await get('/api/states/SG')).json().states).toEqual([]);
  });

  it('answers industries, the caller’s own company only, and the status tables', async () => {
    expect((await get('/api/companies/get_industries')).json().industries).toContain('Hospitality');
    const companies = (await get('/api/companies')).json().companies;
    expect(companies).toHaveLength(1);
    const statuses = (await get('/api/team_accounts/get_orders_status')).json();
    expect(statuses.order_statuses).toContainEqual({ key: 'order_pending', value: 'Pending' });
    expect(statuses.invoice_statuses).toContainEqual({ key: 'invoice_paid', value: 'Paid' });
  });

  it('needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});
