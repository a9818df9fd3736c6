import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, entitlementLines, entitlementUses } from '../../db/schema.ts';
import {
  createBuyer,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The uniform programme (issue 25 item 1): a person in charge sets the year, roles and entitlements; employees are
// given a role and a start date; balances show what each has used and has left this programme year.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, payload });
}

/** A company with a person in charge, a member, two saved products and two employees in its database. */
async function programmeCompany() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const member = await createUser(db, { companyId: buyer.company.id, department: 'staff' });
  const polo = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    title: 'Polo',
  });
  const apron = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    title: 'Apron',
  });
  const inCharge = await signIn(testApp.app, buyer.user.email);
  const imported = await call('POST', '/api/employees/import', inCharge, {
    employees: [
      { staff_id: 'FO-1', name: 'Ana Lim' },
      { staff_id: 'FO-2', name: 'Raj Kumar' },
    ],
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const { employees } = (await call('GET', '/api/employees', inCharge)).json() as {
    employees: Array<{ uuid: string; staff_id: string }>;
  };
  const employeeOf = (staffId: string) => employees.find((employee) => employee.staff_id === staffId)!;
  return {
    buyer,
    polo,
    apron,
    inCharge,
    member: await signIn(testApp.app, member.email),
    ana: employeeOf('FO-1'),
    raj: employeeOf('FO-2'),
  };
}

const frontOffice = (poloUuid: string) => ({
  name: 'Front Office',
  kind: 'allocation',
  lines: [
    { saved_product_id: poloUuid, quantity: 3 },
    { garment_group: 'outerwear', quantity: 1 },
  ],
});

describe('the programme year', () => {
  it('starts on 1 January without pro-rating until a person in charge chooses', async () => {
    const { inCharge, member } = await programmeCompany();
    const first = await call('GET', '/api/programme', member);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      year_start_month: 1,
      year_start_day: 1,
      is_pro_rated: false,
      can_edit: false,
    });

    const saved = await call('PUT', '/api/programme', inCharge, {
      year_start_month: 4,
      year_start_day: 1,
      is_pro_rated: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      year_start_month: 4,
      year_start_day: 1,
      is_pro_rated: true,
      can_edit: true,
    });
    expect(saved.json().period.start.slice(5)).toBe('04-01');
    expect((await call('GET', '/api/programme', member)).json().year_start_month).toBe(4);
  });

  it('refuses a member (403) and a day some years lack (422), keeping the year as it was', async () => {
    const { inCharge, member } = await programmeCompany();
    const refused = await call('PUT', '/api/programme', member, {
      year_start_month: 7,
      year_start_day: 1,
      is_pro_rated: false,
    });
    expect(refused.statusCode).toBe(403);
    const leap = await call('PUT', '/api/programme', inCharge, {
      year_start_month: 2,
      year_start_day: 29,
      is_pro_rated: false,
    });
    expect(leap.statusCode).toBe(422);
    expect(leap.json().message).toContain('February stops at 28');
    expect((await call('GET', '/api/programme', inCharge)).json().year_start_month).toBe(1);
  });
});

describe('roles and their entitlements', () => {
  it('are set by a person in charge and read by everyone in the company', async () => {
    const { inCharge, member, polo, apron } = await programmeCompany();
    const created = await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().role).toMatchObject({
      name: 'Front Office',
      kind: 'allocation',
      allowance: null,
      employee_count: 0,
      lines: [
        { saved_product: { uuid: polo.uuid, title: 'Polo' }, garment_group: null, quantity: 3 },
        { saved_product: null, garment_group: 'outerwear', quantity: 1 },
      ],
    });
    const kitchen = await call('POST', '/api/programme/roles', inCharge, {
      name: 'Kitchen',
      kind: 'allowance',
      allowance: 30_000,
      lines: [{ saved_product_id: apron.uuid }],
    });
    expect(kitchen.statusCode, kitchen.body).toBe(200);

    const roles = await call('GET', '/api/programme/roles', member);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().roles.map((role: { name: string }) => role.name)).toEqual([
      'Front Office',
      'Kitchen',
    ]);
    expect(roles.json().roles[1]).toMatchObject({ allowance: 30_000, lines: [{ quantity: null }] });
  });

  it('keep a line (and the use recorded on it) when the role is edited with the same item', async () => {
    const { inCharge, polo, apron } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const edited = await call('PUT', `/api/programme/roles/${role.uuid}`, inCharge, {
      name: 'Front Office',
      kind: 'allocation',
      lines: [
        { saved_product_id: apron.uuid, quantity: 1 },
        { saved_product_id: polo.uuid, quantity: 5 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const lines = edited.json().role.lines;
    expect(lines.map((line: { quantity: number }) => line.quantity)).toEqual([1, 5]);
    expect(lines[1].uuid).toBe(role.lines[0].uuid);
  });

  it('refuse a member with 403 and write nothing', async () => {
    const { inCharge, member, polo } = await programmeCompany();
    expect((await call('POST', '/api/programme/roles', member, frontOffice(polo.uuid))).statusCode).toBe(403);
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const renamed = { ...frontOffice(polo.uuid), name: 'Lobby' };
    expect((await call('PUT', `/api/programme/roles/${role.uuid}`, member, renamed)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/programme/roles/${role.uuid}`, member)).statusCode).toBe(403);
    const roles = (await call('GET', '/api/programme/roles', inCharge)).json().roles;
    expect(roles).toEqual([expect.objectContaining({ name: 'Front Office' })]);
  });

  it("answer 404 for another company's role, and refuse its saved product with the reason, writing nothing", async () => {
    const first = await programmeCompany();
    const second = await programmeCompany();
    const theirs = (
      await call('POST', '/api/programme/roles', second.inCharge, frontOffice(second.polo.uuid))
    ).json().role;
    const body = frontOffice(first.polo.uuid);
    expect((await call('PUT', `/api/programme/roles/${theirs.uuid}`, first.inCharge, body)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/programme/roles/${theirs.uuid}`, first.inCharge)).statusCode).toBe(
      404,
    );

    const borrowed = await call(
      'POST',
      '/api/programme/roles',
      first.inCharge,
      frontOffice(second.polo.uuid),
    );
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().message).toBe(
      'Line 1: this saved product no longer exists; choose another or remove the line.',
    );
    expect((await call('GET', '/api/programme/roles', first.inCharge)).json().roles).toEqual([]);
    expect((await call('GET', '/api/programme/roles', second.inCharge)).json().roles[0].name).toBe(
      'Front Office',
    );
  });

  it('refuse a deleted saved product on an edit and keep the role as it was', async () => {
    const { inCharge, polo, buyer } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const gone = await createSavedProduct(testApp.database.db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      title: 'Jacket',
    });
    expect((await call('DELETE', '/api/saved_products', inCharge, { id: gone.uuid })).statusCode).toBe(200);
    const edited = await call('PUT', `/api/programme/roles/${role.uuid}`, inCharge, {
      name: 'Front Desk',
      kind: 'allocation',
      lines: [
        { saved_product_id: polo.uuid, quantity: 1 },
        { saved_product_id: gone.uuid, quantity: 1 },
      ],
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.full_messages).toEqual([
      'Line 2: this saved product no longer exists; choose another or remove the line.',
    ]);
    const [kept] = (await call('GET', '/api/programme/roles', inCharge)).json().roles;
    expect(kept).toMatchObject({ name: 'Front Office', lines: [{ quantity: 3 }, { quantity: 1 }] });
  });

  it('refuse bad shapes with the reason: a taken name, a line with both or neither item, an allowance without an amount', async () => {
    const { inCharge, polo } = await programmeCompany();
    await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid));
    const taken = await call('POST', '/api/programme/roles', inCharge, {
      ...frontOffice(polo.uuid),
      name: 'front office',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A role named front office already exists.');
    const cases: Array<[object, string]> = [
      [
        {
          name: 'A',
          kind: 'allocation',
          lines: [{ saved_product_id: polo.uuid, garment_group: 'top', quantity: 1 }],
        },
        'Choose a saved product or a garment group',
      ],
      [
        { name: 'B', kind: 'allocation', lines: [{ quantity: 1 }] },
        'Choose a saved product or a garment group',
      ],
      [{ name: 'C', kind: 'allocation', lines: [{ saved_product_id: polo.uuid }] }, 'Enter how many a year'],
      [{ name: 'D', kind: 'allocation', lines: [] }, 'Add at least one item to the allocation'],
      [{ name: 'E', kind: 'allowance', lines: [] }, 'Enter the allowance a year'],
      [
        {
          name: 'F',
          kind: 'allocation',
          lines: [
            { garment_group: 'top', quantity: 1 },
            { garment_group: 'top', quantity: 2 },
          ],
        },
        'This item is listed twice',
      ],
      [
        { name: 'G', kind: 'allowance', allowance: 100, lines: [{ garment_group: 'top' }] },
        "An allowance is spent on the role's saved products: choose one",
      ],
      [
        { name: 'H', kind: 'allocation', lines: [{ saved_product_id: polo.uuid, quantity: 0 }] },
        'Allocate at least 1 item a year',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', '/api/programme/roles', inCharge, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.body, JSON.stringify(body)).toContain(message);
    }
    expect((await call('GET', '/api/programme/roles', inCharge)).json().roles).toHaveLength(1);
  });

  it('leave their employees without a role when removed', async () => {
    const { inCharge, polo, ana } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    await call('PUT', `/api/employees/${ana.uuid}`, inCharge, { name: 'Ana Lim', role_id: role.uuid });
    const removed = await call('DELETE', `/api/programme/roles/${role.uuid}`, inCharge);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/employees/${ana.uuid}`, inCharge)).json().employee.role).toBeNull();
  });
});

describe("an employee's role and start date", () => {
  it('are set on the employee edit, kept when left out and cleared by null', async () => {
    const { inCharge, polo, ana } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const given = await call('PUT', `/api/employees/${ana.uuid}`, inCharge, {
      name: 'Ana Lim',
      role_id: role.uuid,
      start_date: '2026-07-01',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().employee).toMatchObject({
      role: { uuid: role.uuid, name: 'Front Office' },
      start_date: '2026-07-01',
    });
    const list = (await call('GET', '/api/employees', inCharge)).json().employees;
    expect(list.find((row: { uuid: string }) => row.uuid === ana.uuid).role.name).toBe('Front Office');
    expect((await call('GET', '/api/programme/roles', inCharge)).json().roles[0].employee_count).toBe(1);

    const renamed = await call('PUT', `/api/employees/${ana.uuid}`, inCharge, { name: 'Ana Lim Mei' });
    expect(renamed.json().employee).toMatchObject({
      role: { name: 'Front Office' },
      start_date: '2026-07-01',
    });
    const cleared = await call('PUT', `/api/employees/${ana.uuid}`, inCharge, {
      name: 'Ana Lim Mei',
      role_id: null,
      start_date: null,
    });
    expect(cleared.json().employee).toMatchObject({ role: null, start_date: null });
  });

  it('are given by a person in charge only; a member may still edit the rest of the person', async () => {
    const { inCharge, member, polo, ana } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const refused = await call('PUT', `/api/employees/${ana.uuid}`, member, {
      name: 'Ana Lim',
      role_id: role.uuid,
    });
    expect(refused.statusCode).toBe(403);
    const late = await call('PUT', `/api/employees/${ana.uuid}`, member, {
      name: 'Ana Lim',
      start_date: '2026-01-05',
    });
    expect(late.statusCode).toBe(403);
    const renamed = await call('PUT', `/api/employees/${ana.uuid}`, member, { name: 'Ana Lim Mei' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().employee).toMatchObject({ name: 'Ana Lim Mei', role: null, start_date: null });
  });

  it("refuse another company's role and a date that is not one, changing nothing", async () => {
    const first = await programmeCompany();
    const second = await programmeCompany();
    const theirs = (
      await call('POST', '/api/programme/roles', second.inCharge, frontOffice(second.polo.uuid))
    ).json().role;
    const borrowed = await call('PUT', `/api/employees/${first.ana.uuid}`, first.inCharge, {
      name: 'Someone Else',
      role_id: theirs.uuid,
    });
    expect(borrowed.statusCode).toBe(422);
    expect(borrowed.json().message).toBe('This role no longer exists; choose another.');
    const badDate = await call('PUT', `/api/employees/${first.ana.uuid}`, first.inCharge, {
      name: 'Someone Else',
      start_date: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(422);
    expect(
      (await call('GET', `/api/employees/${first.ana.uuid}`, first.inCharge)).json().employee,
    ).toMatchObject({
      name: 'Ana Lim',
      role: null,
    });
  });
});

describe('balances', () => {
  it('show each employee what they are entitled to this year, what they used and what is left', async () => {
    const { inCharge, member, polo, apron, ana, raj, buyer } = await programmeCompany();
    const { db } = testApp.database;
    const frontDesk = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json()
      .role;
    const kitchen = (
      await call('POST', '/api/programme/roles', inCharge, {
        name: 'Kitchen',
        kind: 'allowance',
        allowance: 30_000,
        lines: [{ saved_product_id: apron.uuid }],
      })
    ).json().role;
    await call('PUT', `/api/employees/${ana.uuid}`, inCharge, { name: 'Ana Lim', role_id: frontDesk.uuid });
    await call('PUT', `/api/employees/${raj.uuid}`, inCharge, { name: 'Raj Kumar', role_id: kitchen.uuid });

    // Use is written by checkout in a later slice; here it is recorded as that slice will record it.
    const period = (await call('GET', '/api/programme', inCharge)).json().period;
    const employeeIds = new Map(
      (await db.select().from(employees).where(eq(employees.companyId, buyer.company.id))).map((row) => [
        row.staffId,
        row.id,
      ]),
    );
    const lineIds = new Map((await db.select().from(entitlementLines)).map((row) => [row.uuid, row.id]));
    await db.insert(entitlementUses).values([
      {
        companyId: buyer.company.id,
        employeeId: employeeIds.get('FO-1')!,
        entitlementLineId: lineIds.get(frontDesk.lines[0].uuid)!,
        periodStart: period.start,
        quantity: 2,
      },
      // Given back by a cancelled order: not counted.
      {
        companyId: buyer.company.id,
        employeeId: employeeIds.get('FO-1')!,
        entitlementLineId: lineIds.get(frontDesk.lines[0].uuid)!,
        periodStart: period.start,
        quantity: 1,
        returnedAt: new Date(),
      },
      // Last year's: not counted.
      {
        companyId: buyer.company.id,
        employeeId: employeeIds.get('FO-1')!,
        entitlementLineId: lineIds.get(frontDesk.lines[1].uuid)!,
        periodStart: '2001-01-01',
        quantity: 1,
      },
      {
        companyId: buyer.company.id,
        employeeId: employeeIds.get('FO-2')!,
        entitlementLineId: lineIds.get(kitchen.lines[0].uuid)!,
        periodStart: period.start,
        quantity: 2,
        amountCents: 27_500,
      },
    ]);

    const answer = await call('GET', '/api/programme/balances?staff_ids=fo-1, FO-2,NOBODY', member);
    expect(answer.statusCode, answer.body).toBe(200);
    const { balances } = answer.json();
    expect(answer.json().period).toEqual(period);
    expect(balances).toHaveLength(2);
    expect(balances[0]).toMatchObject({
      staff_id: 'FO-1',
      role: { name: 'Front Office', kind: 'allocation' },
      allowance: null,
      lines: [
        { saved_product: { title: 'Polo' }, entitled: 3, used: 2, left: 1 },
        { garment_group: 'outerwear', entitled: 1, used: 0, left: 1 },
      ],
    });
    expect(balances[1]).toMatchObject({
      staff_id: 'FO-2',
      role: { name: 'Kitchen', kind: 'allowance' },
      lines: [],
      allowance: { entitled: 30_000, used: 27_500, left: 2_500 },
    });
  });

  it("scale a joiner's entitlement when the company pro-rates, and show none without a role", async () => {
    const { inCharge, polo, ana, raj } = await programmeCompany();
    const role = (await call('POST', '/api/programme/roles', inCharge, frontOffice(polo.uuid))).json().role;
    const { period } = (await call('GET', '/api/programme', inCharge)).json();
    await call('PUT', `/api/employees/${ana.uuid}`, inCharge, {
      name: 'Ana Lim',
      role_id: role.uuid,
      start_date: period.end,
    });
    const fullYear = await call('GET', '/api/programme/balances?staff_ids=FO-1,FO-2', inCharge);
    expect(fullYear.json().balances[0].lines[0]).toMatchObject({ entitled: 3, left: 3 });
    expect(fullYear.json().balances[1]).toMatchObject({ role: null, lines: [], allowance: null });

    const month = Number(period.start.slice(5, 7));
    const day = Number(period.start.slice(8, 10));
    await call('PUT', '/api/programme', inCharge, {
      year_start_month: month,
      year_start_day: day,
      is_pro_rated: true,
    });
    const joiner = (await call('GET', '/api/programme/balances?staff_ids=FO-1', inCharge)).json().balances[0];
    // One day of the year: rounded up to one of each item.
    expect(joiner.share.days).toBe(1);
    expect(joiner.lines.map((line: { entitled: number }) => line.entitled)).toEqual([1, 1]);
    expect(raj).toBeDefined();
  });

  it("know only the caller's company's employees, and refuse a call without staff ids", async () => {
    const first = await programmeCompany();
    const second = await programmeCompany();
    await call('POST', '/api/employees/import', second.inCharge, {
      employees: [{ staff_id: 'ONLY-2', name: 'Lee' }],
    });
    const answer = await call('GET', '/api/programme/balances?staff_ids=ONLY-2', first.inCharge);
    expect(answer.json().balances).toEqual([]);
    expect((await call('GET', '/api/programme/balances', first.inCharge)).statusCode).toBe(422);
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    expect((await call('GET', '/api/programme/roles', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/programme/roles', {})).statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('lists the programme calls in /api/docs', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/programme'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/api/programme/roles'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/programme/roles/{id}'] ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(paths['/api/programme/balances'] ?? {})).toContain('get');
  });
});
