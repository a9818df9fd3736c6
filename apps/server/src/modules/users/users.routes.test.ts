import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  createBuyer,
  createCompany,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function getCurrentUser(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/users', headers });
}

function updateUser(headers: Record<string, string>, id: number, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });
}

describe('GET /api/users', () => {
  it('answers the current user in the documented shape', async () => {
    const db = testApp.database.db;
    const { company, user } = await createBuyer(db, { plan: 'premium' });
    await createSavedProduct(db, { companyId: company.id, userId: user.id });
    await createSavedProduct(db, { companyId: company.id, userId: user.id });
    const headers = await signIn(testApp.app, user.email);

    const response = await getCurrentUser(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        uuid: user.uuid,
        name: user.name,
        email: user.email,
        country: null,
        company: { id: company.id, name: company.name },
        company_position: null,
        phone: null,
        industry: null,
        role: 'customer',
        department: 'person_in_charge',
        plan: 'premium',
        setup_done: true,
        team_qty: 1,
        product_qty: 2,
        ship_add_id: null,
        bill_add_id: null,
      },
      time_zone: 'Asia/Singapore',
    });
  });

  it('needs a session', async () => {
    const response = await getCurrentUser({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { full_messages: [expect.any(String)] },
    });
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates the own profile, renames the company and shows the country name', async () => {
    const { company, user } = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, user.email);

    const response = await updateUser(headers, user.id, {
      name: 'Mei Tan',
      country: 'sg',
      company_position: 'Buyer',
      phone: '+65 6000 0000',
      industry: 'Hospitality',
      company_name: 'Harbour Hotels',
      setup_done: true,
      email: 'changed@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      name: 'Mei Tan',
      email: user.email,
      country: { code: 'SG', name: 'Singapore' },
      company: { id: company.id, name: 'Harbour Hotels' },
      company_position: 'Buyer',
      phone: '+65 6000 0000',
      industry: 'Hospitality',
      setup_done: true,
    });
    expect((await getCurrentUser(headers)).json().user.email).toBe(user.email);
  });

  it('answers 404 for another user of the same company', async () => {
    const db = testApp.database.db;
    const { company, user } = await createBuyer(db);
    const colleague = await createUser(db, { companyId: company.id });
    const headers = await signIn(testApp.app, user.email);

    const response = await updateUser(headers, colleague.id, { name: 'Someone Else' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: { full_messages: [expect.any(String)] },
    });
  });

  it("answers 404 for another company's user", async () => {
    const db = testApp.database.db;
    const { user } = await createBuyer(db);
    const stranger = await createUser(db, { companyId: (await createCompany(db)).id });
    const headers = await signIn(testApp.app, user.email);

    expect((await updateUser(headers, stranger.id, { name: 'Someone Else' })).statusCode).toBe(404);
  });

  it('rejects a country code that is not a known region', async () => {
    const { user } = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, user.email);
    const response = await updateUser(headers, user.id, { country: 'XX' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Country is invalid');
  });

  it('rejects an empty required field with its message', async () => {
    const { user } = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, user.email);
    const response = await updateUser(headers, user.id, { name: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.full_messages).toContain('Name is required');
  });

  it("sets default addresses of the caller's company and refuses another company's address", async () => {
    const db = testApp.database.db;
    const { company, user } = await createBuyer(db);
    const own = await createAddress(db, { companyId: company.id, userId: user.id });
    const other = await createBuyer(db);
    const foreign = await createAddress(db, { companyId: other.company.id, userId: other.user.id });
    const headers = await signIn(testApp.app, user.email);

    const response = await updateUser(headers, user.id, { ship_add_id: own.id, bill_add_id: own.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ ship_add_id: own.id, bill_add_id: own.id });

    const refused = await updateUser(headers, user.id, { ship_add_id: foreign.id });
    expect(refused.statusCode).toBe(404);
    expect((await getCurrentUser(headers)).json().user.ship_add_id).toBe(own.id);

    const cleared = await updateUser(headers, user.id, { bill_add_id: null });
    expect(cleared.json().user.bill_add_id).toBeNull();
  });

  it('lets only the person in charge rename the company', async () => {
    const { company } = await createBuyer(testApp.database.db);
    const member = await createUser(testApp.database.db, { companyId: company.id, department: null });
    const headers = await signIn(testApp.app, member.email);
    const response = await updateUser(headers, member.id, { company_name: 'Hijacked Ltd' });
    expect(response.statusCode).toBe(403);
    expect((await getCurrentUser(headers)).json().user.company.name).toBe(company.name);
  });
});
