import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// GET/PUT /api/settings/order_approval: when a company's orders wait for its person in charge.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Headers = Record<string, string>;

const getSetting = (headers: Headers) =>
  testApp.app.inject({ method: 'GET', url: '/api/settings/order_approval', headers });

const putSetting = (headers: Headers, payload: object) =>
  testApp.app.inject({ method: 'PUT', url: '/api/settings/order_approval', headers, payload });

async function companyWithMember() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const member = await createUser(db, { companyId: buyer.company.id, department: 'staff' });
  return {
    inCharge: await signIn(testApp.app, buyer.user.email),
    member: await signIn(testApp.app, member.email),
  };
}

describe('the order approval setting', () => {
  it('starts at never, and only a person in charge may change it', async () => {
    const { inCharge, member } = await companyWithMember();
    expect((await getSetting(inCharge)).json()).toEqual({ rule: 'never', threshold: null, can_edit: true });
    expect((await getSetting(member)).json()).toEqual({ rule: 'never', threshold: null, can_edit: false });

    const refused = await putSetting(member, { rule: 'member_orders' });
    expect(refused.statusCode).toBe(403);
    expect((await getSetting(inCharge)).json().rule).toBe('never');
  });

  it('holds orders above an amount once the amount is given, keeping it only for that rule', async () => {
    const { inCharge, member } = await companyWithMember();
    const missing = await putSetting(inCharge, { rule: 'above_amount' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Enter the amount above which orders need approval');
    for (const threshold of [0, -5, 12.5, 2_147_483_648, '500']) {
      expect(
        (await putSetting(inCharge, { rule: 'above_amount', threshold })).statusCode,
        `${threshold}`,
      ).toBe(422);
    }
    expect((await getSetting(inCharge)).json().rule).toBe('never');

    const saved = await putSetting(inCharge, { rule: 'above_amount', threshold: 50_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ rule: 'above_amount', threshold: 50_000, can_edit: true });
    // Every member reads the same rule at once (the per-process cache is told of the change).
    expect((await getSetting(member)).json()).toMatchObject({ rule: 'above_amount', threshold: 50_000 });

    const members = await putSetting(inCharge, { rule: 'member_orders', threshold: 50_000 });
    expect(members.json()).toEqual({ rule: 'member_orders', threshold: null, can_edit: true });
  });

  it("is each company's own; the provider's staff are refused and strangers asked to sign in", async () => {
    const first = await companyWithMember();
    const second = await companyWithMember();
    await putSetting(first.inCharge, { rule: 'member_orders' });
    expect((await getSetting(second.inCharge)).json().rule).toBe('never');

    const staff = await createProviderStaff(testApp.database.db);
    const provider = await signIn(testApp.app, staff.email);
    // The provider's staff are told the portal's settings are the companies' (requireCustomer: 403).
    expect((await getSetting(provider)).statusCode).toBe(403);
    expect((await putSetting(provider, { rule: 'never' })).statusCode).toBe(403);
    expect((await getSetting({})).statusCode).toBe(401);
    expect((await getSetting(first.inCharge)).json().rule).toBe('member_orders');
  });

  it('refuses a rule it does not know, writing nothing', async () => {
    const { inCharge } = await companyWithMember();
    for (const payload of [{ rule: 'sometimes' }, {}, { rule: null }, { rule: ['never'] }]) {
      const answer = await putSetting(inCharge, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await getSetting(inCharge)).json().rule).toBe('never');
  });
});
