import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, entitlementUses, orders, teamMembers } from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { allowSingaporeOrders } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 25 item 2: an order records which entitlement each garment used, never below zero, follows the company's
// rule beyond it, and gives its use back when cancelled.
let testApp: TestApp;
let statements = 0;
beforeAll(async () => {
  testApp = await createTestApp(
    {},
    {
      // The yearly reset's test sets the clock to the year's end.
      movesClockAhead: true,
      onQuery: (statement) => {
        statements += 1;
        if (process.env.SHOW_STATEMENTS) console.log(`STMT ${statement.slice(0, 110)}`);
      },
    },
  );
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, payload });
}

/**
 * A company in a programme: a polo (saved product, 2 500 cents a piece), a jacket of the outerwear group, an apron;
 * Front Office allocates 2 polos and 1 of any outerwear a year, Kitchen an allowance of 3 000 cents on the apron,
 * Contractors on consumption. Ana is Front Office, Raj Kitchen, Cy a contractor.
 */
async function programmeCompany(beyond: 'approval' | 'employee_pays' | 'cost_centre') {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const address = await createAddress(db, { companyId: buyer.company.id, userId: buyer.user.id });
  const saved = async (title: string, garmentGroup: 'top' | 'outerwear' | 'apron' | null) =>
    createSavedProduct(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      teamId: buyer.team.id,
      productId: (
        await createProduct(db, { garmentGroup, pricing: { qtys: { '1': 2500 }, addons_size: {} } })
      ).id,
      title,
    });
  const polo = await saved('Polo', 'top');
  const jacket = await saved('Jacket', 'outerwear');
  const apron = await saved('Apron', 'apron');
  const inCharge = await signIn(testApp.app, buyer.user.email);
  const settings = await call('PUT', '/api/programme', inCharge, {
    year_start_month: 1,
    year_start_day: 1,
    is_pro_rated: false,
    beyond_entitlement: beyond,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const role = async (body: object) => {
    const created = await call('POST', '/api/programme/roles', inCharge, body);
    expect(created.statusCode, created.body).toBe(200);
    return created.json().role.uuid as string;
  };
  const frontOffice = await role({
    name: 'Front Office',
    kind: 'allocation',
    lines: [
      { saved_product_id: polo.uuid, quantity: 2 },
      { garment_group: 'outerwear', quantity: 1 },
    ],
  });
  const kitchen = await role({
    name: 'Kitchen',
    kind: 'allowance',
    allowance: 3000,
    lines: [{ saved_product_id: apron.uuid }],
  });
  const contractors = await role({ name: 'Contractors', kind: 'on_consumption', lines: [] });
  const imported = await call('POST', '/api/employees/import', inCharge, {
    employees: [
      { staff_id: 'FO-1', name: 'Ana Lim' },
      { staff_id: 'K-1', name: 'Raj Kumar' },
      { staff_id: 'C-1', name: 'Cy Ong' },
    ],
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const listed = (await call('GET', '/api/employees', inCharge)).json() as {
    employees: Array<{ uuid: string; staff_id: string; name: string }>;
  };
  for (const [staffId, roleUuid] of [
    ['FO-1', frontOffice],
    ['K-1', kitchen],
    ['C-1', contractors],
  ] as const) {
    const employee = listed.employees.find((row) => row.staff_id === staffId)!;
    const given = await call('PUT', `/api/employees/${employee.uuid}`, inCharge, {
      name: employee.name,
      role_id: roleUuid,
    });
    expect(given.statusCode, given.body).toBe(200);
  }
  return { buyer, address, polo, jacket, apron, inCharge };
}

type Company = Awaited<ReturnType<typeof programmeCompany>>;

/** A member of the company, in its team, signed in. */
async function memberOf(company: Company) {
  const { db } = testApp.database;
  const user = await createUser(db, { companyId: company.buyer.company.id, department: 'staff' });
  await db
    .insert(teamMembers)
    .values({ teamId: company.buyer.team.id, userId: user.id, email: user.email, status: 'joined' });
  return signIn(testApp.app, user.email);
}

/** Puts a roster of these saved products in the caller's cart (a bulk order). */
async function addRoster(
  headers: Headers,
  savedProductUuids: string[],
  roster: Array<Record<string, string>>,
) {
  const added = await call('POST', '/api/kart_items/bulk_orders', headers, {
    quote: {
      mode: 'pro',
      data: savedProductUuids.map((uuid) => ({ saved_product_id: uuid })),
      employees: roster,
    },
  });
  expect(added.statusCode, added.body).toBe(201);
}

function checkOut(company: Company, headers: Headers) {
  return call('POST', '/api/orders', headers, {
    team_id: company.buyer.team.id,
    ship_add_id: company.address.id,
    bill_add_id: company.address.id,
    reference: 'PO-1',
    status: 'order_pending',
  });
}

async function placed(company: Company, headers: Headers) {
  const answer = await checkOut(company, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  const detail = await call('GET', `/api/orders/${answer.json().uuid}`, company.inCharge);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json().order as {
    uuid: string;
    id: number;
    order_approval_needed: boolean;
    entitlement_excess: unknown;
  };
}

async function balanceOf(company: Company, staffId: string) {
  const answer = await call('GET', `/api/programme/balances?staff_ids=${staffId}`, company.inCharge);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().balances[0];
}

async function usesOfOrder(orderUuid: string) {
  const { db } = testApp.database;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, orderUuid));
  const rows = await db.execute(
    sql`select u.quantity, u.amount_cents, u.returned_at from entitlement_uses u
      join order_items i on i.id = u.order_item_id where i.order_id = ${order!.id} order by u.id`,
  );
  return (
    rows as unknown as { rows: Array<{ quantity: number; amount_cents: number; returned_at: unknown }> }
  ).rows;
}

describe('a checkout with employees in a programme', () => {
  it('uses allocations by saved product and by garment group, and marks the excess the employee pays', async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    await addRoster(
      member,
      [company.polo.uuid, company.jacket.uuid],
      [
        {
          staff_id: 'FO-1',
          name: 'Ana Lim',
          product1_size: 'M',
          product1_qty: '3',
          product2_size: 'L',
          product2_qty: '1',
        },
      ],
    );
    const order = await placed(company, member);
    expect(order.order_approval_needed).toBe(false);
    expect(order.entitlement_excess).toEqual({
      rule: 'employee_pays',
      total_cents: 2500,
      garments: [
        { staff_id: 'FO-1', name: 'Ana Lim', title: 'Polo', quantity: 1, cents: 2500, cost_centre: null },
      ],
    });
    expect((await usesOfOrder(order.uuid)).map((row) => row.quantity)).toEqual([2, 1]);
    const balance = await balanceOf(company, 'FO-1');
    expect(balance.lines.map((line: { used: number; left: number }) => [line.used, line.left])).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it('spends an allowance in cents on the role’s saved products and charges the rest to the cost centre', async () => {
    const company = await programmeCompany('cost_centre');
    const member = await memberOf(company);
    await addRoster(
      member,
      [company.apron.uuid],
      [{ staff_id: 'K-1', name: 'Raj Kumar', cost_center: 'CC-9', product1_size: 'M', product1_qty: '2' }],
    );
    const order = await placed(company, member);
    expect(order.order_approval_needed).toBe(false);
    expect(order.entitlement_excess).toMatchObject({
      rule: 'cost_centre',
      total_cents: 2000,
      garments: [{ staff_id: 'K-1', quantity: 0, cents: 2000, cost_centre: 'CC-9' }],
    });
    expect(await usesOfOrder(order.uuid)).toMatchObject([{ quantity: 2, amount_cents: 3000 }]);
    expect((await balanceOf(company, 'K-1')).allowance).toEqual({ entitled: 3000, used: 3000, left: 0 });
  });

  it('holds an order beyond an allocation for approval under the approval rule, and not one within it', async () => {
    const company = await programmeCompany('approval');
    const member = await memberOf(company);
    const ana = (qty: string) => [
      { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: qty },
    ];
    await addRoster(member, [company.polo.uuid], ana('2'));
    const within = await placed(company, member);
    expect(within.order_approval_needed).toBe(false);
    expect(within.entitlement_excess).toBeNull();
    await addRoster(member, [company.polo.uuid], ana('1'));
    const beyond = await placed(company, member);
    expect(beyond.order_approval_needed).toBe(true);
    expect(beyond.entitlement_excess).toMatchObject({ rule: 'approval', total_cents: 2500 });
    expect(await usesOfOrder(beyond.uuid)).toEqual([]);
  });

  it('uses nothing for an on-consumption role or a garment of someone outside the programme', async () => {
    const company = await programmeCompany('approval');
    const member = await memberOf(company);
    await addRoster(
      member,
      [company.polo.uuid],
      [
        { staff_id: 'C-1', name: 'Cy Ong', product1_size: 'M', product1_qty: '4' },
        { staff_id: 'X-9', name: 'Not Listed', product1_size: 'M', product1_qty: '4' },
      ],
    );
    const order = await placed(company, member);
    expect(order.order_approval_needed).toBe(false);
    expect(order.entitlement_excess).toBeNull();
    expect(await usesOfOrder(order.uuid)).toEqual([]);
  });

  it('gives the use back when the provider cancels the order', async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    await addRoster(
      member,
      [company.polo.uuid],
      [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '2' }],
    );
    const order = await placed(company, member);
    expect((await balanceOf(company, 'FO-1')).lines[0]).toMatchObject({ used: 2, left: 0 });
    const provider = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    const cancelled = await call('POST', `/api/admin/orders/${order.uuid}/transition`, provider, {
      to: 'order_cancelled',
      reason: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await usesOfOrder(order.uuid)).every((row) => row.returned_at !== null)).toBe(true);
    expect((await balanceOf(company, 'FO-1')).lines[0]).toMatchObject({ used: 0, left: 2 });
  });

  it('never takes a balance below zero: of 20 concurrent orders for one employee exactly the entitlement is used', async () => {
    const company = await programmeCompany('employee_pays');
    const members = [];
    for (let index = 0; index < 20; index += 1) {
      const member = await memberOf(company);
      await addRoster(
        member,
        [company.polo.uuid],
        [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '1' }],
      );
      members.push(member);
    }
    const answers = await Promise.all(members.map((member) => checkOut(company, member)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const { db } = testApp.database;
    const [ana] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, company.buyer.company.id), eq(employees.staffKey, 'FO-1')));
    const [used] = await db
      .select({ quantity: sql<number>`coalesce(sum(${entitlementUses.quantity}), 0)::int` })
      .from(entitlementUses)
      .where(and(eq(entitlementUses.employeeId, ana!.id), isNull(entitlementUses.returnedAt)));
    expect(used!.quantity).toBe(2);
    const excessOrders = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.companyId, company.buyer.company.id), sql`${orders.entitlementExcess} is not null`),
      );
    expect(excessOrders).toHaveLength(18);
    expect((await balanceOf(company, 'FO-1')).lines[0]).toMatchObject({ entitled: 2, used: 2, left: 0 });
  }, 120_000);

  it('costs at most 15 statements for a 20-line roster order of employees in the programme', async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    const fill = async () => {
      const products = [];
      for (let index = 0; index < 20; index += 1)
        products.push(index % 2 === 0 ? company.polo.uuid : company.jacket.uuid);
      for (const uuid of products) {
        await addRoster(
          member,
          [uuid],
          [
            { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '1' },
            { staff_id: 'K-1', name: 'Raj Kumar', product1_size: 'M', product1_qty: '1' },
          ],
        );
      }
    };
    // The first checkout of a company reads its approval rule and products; the second finds them kept.
    await addRoster(
      member,
      [company.polo.uuid, company.jacket.uuid],
      [
        {
          staff_id: 'X-9',
          name: 'Not Listed',
          product1_size: 'M',
          product1_qty: '1',
          product2_size: 'M',
          product2_qty: '1',
        },
      ],
    );
    expect((await checkOut(company, member)).statusCode).toBe(201);
    await fill();
    statements = 0;
    const answer = await checkOut(company, member);
    expect(answer.statusCode, answer.body).toBe(201);
    // PGlite runs begin and commit itself, unseen by the statement observer; PostgreSQL is sent both.
    const counted = statements + (testApp.database.kind === 'pglite' ? 2 : 0);
    expect(counted).toBeLessThanOrEqual(15);
    const order = (await call('GET', `/api/orders/${answer.json().uuid}`, company.inCharge)).json().order;
    expect(await usesOfOrder(order.uuid)).toHaveLength(3);
    // Ana: 8 polos and 9 jackets beyond; Raj: 20 garments his allowance does not name.
    expect(order.entitlement_excess.garments).toHaveLength(37);
  }, 120_000);
});

describe("the programme year's reset", () => {
  afterEach(() => vi.useRealTimers());

  it("happens once, at the provider's midnight, for both of two processes; last year's use stays, counted once", async () => {
    // 23:00 on 31 Dec in Singapore (15:00 UTC): the last hour of the programme year that began on 1 January 2026.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T15:00:00Z') });
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    const second = await testApp.startSecondProcess();
    const ana = (qty: string) => [
      { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: qty },
    ];
    const poloBalanceIn = async (app: FastifyInstance) => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/programme/balances?staff_ids=FO-1',
        headers: company.inCharge,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { period, balances } = answer.json();
      const polo = balances[0].lines.find(
        (line: { saved_product: { uuid: string } | null }) => line.saved_product?.uuid === company.polo.uuid,
      );
      return { period: period.start as string, entitled: polo.entitled, used: polo.used, left: polo.left };
    };
    const bothRead = async () => [await poloBalanceIn(testApp.app), await poloBalanceIn(second)];
    const lastYear = '2026-01-01';
    const thisYear = '2027-01-01';

    await addRoster(member, [company.polo.uuid], ana('2'));
    await placed(company, member);
    const spent = { period: lastYear, entitled: 2, used: 2, left: 0 };
    expect(await bothRead()).toEqual([spent, spent]);

    // 23:59:59 in Singapore: still last year for both.
    vi.setSystemTime(new Date('2026-12-31T15:59:59Z'));
    expect(await bothRead()).toEqual([spent, spent]);

    // Midnight in Singapore, still 31 December in UTC: both processes read the new year's whole allocation, with no
    // job run and nothing written.
    vi.setSystemTime(new Date('2026-12-31T16:00:00Z'));
    const reset = { period: thisYear, entitled: 2, used: 0, left: 2 };
    expect(await bothRead()).toEqual([reset, reset]);

    // An order through the second process uses the new year's allocation; the first process reads it too.
    const added = await second.inject({
      method: 'POST',
      url: '/api/kart_items/bulk_orders',
      headers: member,
      payload: {
        quote: { mode: 'pro', data: [{ saved_product_id: company.polo.uuid }], employees: ana('1') },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const checkout = await second.inject({
      method: 'POST',
      url: '/api/orders',
      headers: member,
      payload: {
        team_id: company.buyer.team.id,
        ship_add_id: company.address.id,
        bill_add_id: company.address.id,
        reference: 'PO-NEW-YEAR',
        status: 'order_pending',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const afterOrder = { period: thisYear, entitled: 2, used: 1, left: 1 };
    expect(await bothRead()).toEqual([afterOrder, afterOrder]);

    // Last year's use is still there as history, once, against last year; the new year's once against it.
    const { db } = testApp.database;
    const [person] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.companyId, company.buyer.company.id), eq(employees.staffKey, 'FO-1')));
    const perYear = await db
      .select({
        periodStart: entitlementUses.periodStart,
        quantity: sql<number>`sum(${entitlementUses.quantity})::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(entitlementUses)
      .where(and(eq(entitlementUses.employeeId, person!.id), isNull(entitlementUses.returnedAt)))
      .groupBy(entitlementUses.periodStart)
      .orderBy(entitlementUses.periodStart);
    expect(perYear.map((row) => [String(row.periodStart).slice(0, 10), row.quantity, row.rows])).toEqual([
      [lastYear, 2, 1],
      [thisYear, 1, 1],
    ]);
  }, 120_000);
});

describe('the rule beyond an entitlement', () => {
  it('is set by a person in charge only (403 for a member), and refused when unknown (422)', async () => {
    const company = await programmeCompany('approval');
    const member = await memberOf(company);
    const body = { year_start_month: 1, year_start_day: 1, is_pro_rated: false };
    const refused = await call('PUT', '/api/programme', member, {
      ...body,
      beyond_entitlement: 'employee_pays',
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await call('PUT', '/api/programme', company.inCharge, {
      ...body,
      beyond_entitlement: 'nobody',
    });
    expect(unknown.statusCode).toBe(422);
    const kept = await call('PUT', '/api/programme', company.inCharge, body);
    expect(kept.json().beyond_entitlement).toBe('approval');
    const changed = await call('PUT', '/api/programme', company.inCharge, {
      ...body,
      beyond_entitlement: 'cost_centre',
    });
    expect(changed.json().beyond_entitlement).toBe('cost_centre');
    expect((await call('GET', '/api/programme', member)).json().beyond_entitlement).toBe('cost_centre');
  });
});

describe('GET /api/programme/cart_uses', () => {
  it("shows per employee on the cart what checking out uses and leaves, in a few statements, of the caller's company only", async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    await addRoster(
      member,
      [company.polo.uuid],
      [
        { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '3' },
        { staff_id: 'C-1', name: 'Cy Ong', product1_size: 'M', product1_qty: '1' },
      ],
    );
    await addRoster(
      member,
      [company.apron.uuid],
      [{ staff_id: 'K-1', name: 'Raj Kumar', product1_size: 'M', product1_qty: '1' }],
    );
    statements = 0;
    const answer = await call('GET', '/api/programme/cart_uses', member);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(statements).toBeLessThanOrEqual(6);
    expect(answer.json().beyond_entitlement).toBe('employee_pays');
    expect(answer.json().employees.filter((row: { unit: string | null }) => row.unit !== null)).toEqual([
      {
        staff_id: 'FO-1',
        name: 'Ana Lim',
        role: { name: 'Front Office', kind: 'allocation' },
        unit: 'items',
        left_before: 3,
        uses: 2,
        left_after: 1,
        beyond_items: 1,
        beyond_cents: 2500,
      },
      {
        staff_id: 'K-1',
        name: 'Raj Kumar',
        role: { name: 'Kitchen', kind: 'allowance' },
        unit: 'cents',
        left_before: 3000,
        uses: 2500,
        left_after: 500,
        beyond_items: 0,
        beyond_cents: 0,
      },
    ]);
    expect(answer.json().employees).toContainEqual(
      expect.objectContaining({ staff_id: 'C-1', unit: null, uses: 0 }),
    );
    // Nothing was written: the balance is as it was.
    expect((await balanceOf(company, 'FO-1')).lines[0]).toMatchObject({ used: 0, left: 2 });

    // Another company's cart naming the same staff id knows nothing of this company's employee.
    const stranger = await programmeCompany('approval');
    const { db } = testApp.database;
    await db.delete(employees).where(eq(employees.companyId, stranger.buyer.company.id));
    await addRoster(
      stranger.inCharge,
      [stranger.polo.uuid],
      [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '1' }],
    );
    expect((await call('GET', '/api/programme/cart_uses', stranger.inCharge)).json().employees).toEqual([]);

    const provider = await signIn(testApp.app, (await createProviderStaff(db)).email);
    expect((await call('GET', '/api/programme/cart_uses', provider)).statusCode).toBe(403);
  }, 120_000);
});

describe('POST /api/programme/bulk_order_uses', () => {
  it("shows a bulk order's uses before it goes to the cart, as the cart then shows them, writing nothing", async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    const roster = [
      { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '3' },
      { staff_id: 'C-1', name: 'Cy Ong', product1_size: 'L', product1_qty: '1' },
    ];
    const body = {
      quote: { mode: 'pro', data: [{ saved_product_id: company.polo.uuid }], employees: roster },
    };
    statements = 0;
    const preview = await call('POST', '/api/programme/bulk_order_uses', member, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(statements).toBeLessThanOrEqual(8);
    expect(preview.json().employees).toContainEqual({
      staff_id: 'FO-1',
      name: 'Ana Lim',
      role: { name: 'Front Office', kind: 'allocation' },
      unit: 'items',
      // Two polos and one of any outerwear a year: two used, the outerwear left, one polo beyond.
      left_before: 3,
      uses: 2,
      left_after: 1,
      beyond_items: 1,
      beyond_cents: 2500,
    });
    expect(preview.json().beyond_entitlement).toBe('employee_pays');
    // Nothing written: the cart is empty and the balance as it was.
    expect((await call('GET', '/api/programme/cart_uses', member)).json().employees).toEqual([]);
    expect((await balanceOf(company, 'FO-1')).lines[0]).toMatchObject({ used: 0, left: 2 });
    // The cart, once the roster is in it, shows the very same figures (one rule).
    await addRoster(member, [company.polo.uuid], roster);
    expect((await call('GET', '/api/programme/cart_uses', member)).json()).toEqual(preview.json());
  });

  it('counts a person already on a cart line once with the roster, as checkout will, and answers only the roster', async () => {
    const company = await programmeCompany('employee_pays');
    const member = await memberOf(company);
    // The cart already holds one polo for Ana and one for Cy; the roster adds two more for Ana only.
    await addRoster(
      member,
      [company.polo.uuid],
      [
        { staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '1' },
        { staff_id: 'C-1', name: 'Cy Ong', product1_size: 'L', product1_qty: '1' },
      ],
    );
    const roster = [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '2' }];
    const body = {
      quote: { mode: 'pro', data: [{ saved_product_id: company.polo.uuid }], employees: roster },
    };
    const preview = await call('POST', '/api/programme/bulk_order_uses', member, body);
    expect(preview.statusCode, preview.body).toBe(200);
    // Three polos in all against two a year: two used, one beyond (the roster's two alone would fit).
    expect(preview.json().employees).toEqual([
      expect.objectContaining({ staff_id: 'FO-1', uses: 2, beyond_items: 1, left_after: 1 }),
    ]);
    // Once added, the cart shows Ana's figures as the preview did.
    await addRoster(member, [company.polo.uuid], roster);
    const cart = (await call('GET', '/api/programme/cart_uses', member)).json();
    expect(cart.employees).toContainEqual(preview.json().employees[0]);
  });

  it("refuses what adding to the cart refuses: another company's product 404, a bad roster 422, no session 401", async () => {
    const company = await programmeCompany('approval');
    const stranger = await programmeCompany('approval');
    const roster = [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'M', product1_qty: '3' }];
    const body = (uuid: string, employees: object[]) => ({
      quote: { mode: 'pro', data: [{ saved_product_id: uuid }], employees },
    });
    const url = '/api/programme/bulk_order_uses';
    expect((await call('POST', url, company.inCharge, body(stranger.polo.uuid, roster))).statusCode).toBe(
      404,
    );
    expect((await call('POST', url, company.inCharge, body(company.polo.uuid, []))).statusCode).toBe(422);
    const badSize = [{ staff_id: 'FO-1', name: 'Ana Lim', product1_size: 'XXXXL', product1_qty: '3' }];
    expect((await call('POST', url, company.inCharge, body(company.polo.uuid, badSize))).statusCode).toBe(
      422,
    );
    expect((await call('POST', url, company.inCharge, { quote: { mode: 'pro' } })).statusCode).toBe(422);
    expect((await call('POST', url, {}, body(company.polo.uuid, roster))).statusCode).toBe(401);
  });
});
