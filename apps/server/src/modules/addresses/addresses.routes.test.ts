import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createBuyer, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const VALID = {
  first_name: 'Mei',
  last_name: 'Tan',
  company: 'Harbour Hotels',
  country: 'sg',
  address: '10 Marina Boulevard',
  city: 'Singapore',
  zip: '018983',
  phone: '+65 6123 4567',
  nickname: 'Head office',
};

async function signedInBuyer() {
  const buyer = await createBuyer(testApp.database.db);
  return { ...buyer, headers: await signIn(testApp.app, buyer.user.email) };
}

describe('addresses', () => {
  it('creates an address with its country name and summary, and finds it by keyword', async () => {
    const { headers } = await signedInBuyer();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: VALID,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Address Created',
      address: { country: 'SG', country_name: 'Singapore', nickname: 'Head office', billing_email: null },
    });
    expect(created.json().address.summary).toContain('10 Marina Boulevard');
    const found = await testApp.app.inject({ method: 'GET', url: '/api/addresses?keyword=marina', headers });
    expect(found.json().addresses).toHaveLength(1);
    const none = await testApp.app.inject({ method: 'GET', url: '/api/addresses?keyword=nowhere', headers });
    expect(none.json().addresses).toHaveLength(0);
  });

  it('refuses missing required fields with every message, and saves nothing', async () => {
    const { headers } = await signedInBuyer();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...VALID, first_name: ' ', city: '', country: 'XX', billing_email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(422);
    const messages = response.json().errors.full_messages.join(' | ');
    expect(messages).toContain('First name is required');
    expect(messages).toContain('City is required');
    expect(messages).toContain('Billing email is invalid');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/addresses', headers });
    expect(list.json().addresses).toHaveLength(0);
  });

  it('asks for a state where the country has states, and drops it where it has none', async () => {
    const { headers } = await signedInBuyer();
    const australian = { ...VALID, country: 'AU', city: 'Sydney', zip: '2000' };
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: australian,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('State is required');
    const withState = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...australian, state: 'NSW' },
    });
    expect(withState.statusCode).toBe(201);
    const singapore = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...VALID, state: 'Central' },
    });
    expect(singapore.json().address.state).toBeNull();
  });

  it('refuses a code that is not a country', async () => {
    const { headers } = await signedInBuyer();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...VALID, country: 'ZZ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Country is required');
  });

  it('updates an address of the company', async () => {
    const { headers, company, user } = await signedInBuyer();
    const address = await createAddress(testApp.database.db, { companyId: company.id, userId: user.id });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/addresses/${address.uuid}`,
      headers,
      payload: { ...VALID, city: 'Sentosa', country: 'SG' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Address Updated', address: { city: 'Sentosa' } });
  });

  it("answers 404 when another company's user edits or deletes the address, and leaves it as it was", async () => {
    const owner = await signedInBuyer();
    const address = await createAddress(testApp.database.db, {
      companyId: owner.company.id,
      userId: owner.user.id,
    });
    const stranger = await signedInBuyer();
    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/addresses/${address.uuid}`,
      headers: stranger.headers,
      payload: VALID,
    });
    expect(update.statusCode).toBe(404);
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/addresses',
      headers: stranger.headers,
      payload: { uuid: address.uuid },
    });
    expect(remove.statusCode).toBe(404);
    const list = await testApp.app.inject({ method: 'GET', url: '/api/addresses', headers: owner.headers });
    expect(list.json().addresses[0]).toMatchObject({ uuid: address.uuid, city: 'Singapore' });
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: stranger.headers,
    });
    expect(theirs.json().addresses).toHaveLength(0);
  });

  it('deletes an address, which stops being the default shipping address', async () => {
    const { headers, company, user } = await signedInBuyer();
    const address = await createAddress(testApp.database.db, { companyId: company.id, userId: user.id });
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: { ship_add_id: address.id },
    });
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/addresses',
      headers,
      payload: { uuid: address.uuid },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your address has been deleted.');
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(me.json().user.ship_add_id).toBeNull();
  });
});

describe('default addresses', () => {
  it('sets the default shipping and billing address, refusing another company’s', async () => {
    const { headers, company, user } = await signedInBuyer();
    const address = await createAddress(testApp.database.db, { companyId: company.id, userId: user.id });
    const shipping = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/address',
      headers,
      payload: { ship_add_id: address.id },
    });
    expect(shipping.json()).toMatchObject({
      message: 'Shipping address has been updated',
      user: { ship_add_id: address.id },
    });
    const billing = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/address',
      headers,
      payload: { bill_add_id: address.id },
    });
    expect(billing.json()).toMatchObject({
      message: 'Billing address has been updated',
      user: { bill_add_id: address.id },
    });
    const stranger = await signedInBuyer();
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/address',
      headers: stranger.headers,
      payload: { ship_add_id: address.id },
    });
    expect(refused.statusCode).toBe(404);
  });
});
