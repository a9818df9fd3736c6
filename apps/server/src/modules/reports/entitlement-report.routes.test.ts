import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, entitlementLines, entitlementUses } from '../../db/schema.ts';
import { createBuyer, createProviderStaff, createSavedProduct, signIn } from '../../test/factories.ts';
import { readXlsx, rowValues } from '../../test/read-xlsx.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The entitlement report (issue 25 item 7): each employee with a role and each role, entitled, used and left this
// programme year, exported as CSV and XLSX through the report's signed links.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, payload });
}

/**
 * Front Office (3 polos and 1 jacket a year): Ana used 2 polos and was granted 2 more; Ben used nothing. Kitchen
 * (300.00 a year): Raj spent 275.00. Lee has no role and is not in the report.
 */
async function companyWithUse() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const product = (title: string) =>
    createSavedProduct(db, { companyId: buyer.company.id, userId: buyer.user.id, title });
  const [polo, jacket, apron] = [await product('Polo'), await product('Jacket'), await product('Apron')];
  const headers = await signIn(testApp.app, buyer.user.email);
  await call('POST', '/api/employees/import', headers, {
    employees: [
      { staff_id: 'FO-1', name: 'Ana Lim' },
      { staff_id: 'FO-2', name: 'Ben Ng' },
      { staff_id: 'KT-1', name: 'Raj Kumar' },
      { staff_id: 'XX-1', name: 'Lee Tan' },
    ],
  });
  const role = async (body: object) =>
    (await call('POST', '/api/programme/roles', headers, body)).json().role;
  const frontOffice = await role({
    name: 'Front Office',
    kind: 'allocation',
    lines: [
      { saved_product_id: polo.uuid, quantity: 3 },
      { saved_product_id: jacket.uuid, quantity: 1 },
    ],
  });
  const kitchen = await role({
    name: 'Kitchen',
    kind: 'allowance',
    allowance: 30_000,
    lines: [{ saved_product_id: apron.uuid }],
  });
  const people = await db.select().from(employees).where(eq(employees.companyId, buyer.company.id));
  const person = (staffId: string) => people.find((row) => row.staffId === staffId)!;
  for (const [staffId, roleUuid] of [
    ['FO-1', frontOffice.uuid],
    ['FO-2', frontOffice.uuid],
    ['KT-1', kitchen.uuid],
  ]) {
    await call('PUT', `/api/employees/${person(staffId!).uuid}`, headers, {
      name: person(staffId!).name,
      role_id: roleUuid,
    });
  }
  const { period } = (await call('GET', '/api/programme', headers)).json();
  const lineId = async (uuid: string) =>
    (await db.select().from(entitlementLines).where(eq(entitlementLines.uuid, uuid)))[0]!.id;
  await db.insert(entitlementUses).values([
    {
      companyId: buyer.company.id,
      employeeId: person('FO-1').id,
      entitlementLineId: await lineId(frontOffice.lines[0].uuid),
      periodStart: period.start,
      quantity: 2,
    },
    {
      companyId: buyer.company.id,
      employeeId: person('KT-1').id,
      entitlementLineId: await lineId(kitchen.lines[0].uuid),
      periodStart: period.start,
      quantity: 3,
      amountCents: 27_500,
    },
  ]);
  const asked = await call('POST', '/api/programme/requests', headers, {
    employee_id: person('FO-1').uuid,
    line_id: frontOffice.lines[0].uuid,
    quantity: 2,
    reason: 'Second site',
  });
  await call('PUT', `/api/programme/requests/${asked.json().request.uuid}/approve`, headers, {});
  return { buyer, headers, period };
}

describe('the entitlement report', () => {
  it('shows each employee with a role and each role: entitled, used and left this programme year', async () => {
    const { headers, period } = await companyWithUse();
    const answer = await call('GET', '/api/reports/entitlements', headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    expect(report.period).toEqual(period);
    expect(report.employees).toEqual([
      expect.objectContaining({
        staff_id: 'FO-1',
        role: expect.objectContaining({ name: 'Front Office' }),
        unit: 'items',
        entitled: 6,
        used: 2,
        left: 4,
      }),
      expect.objectContaining({ staff_id: 'FO-2', unit: 'items', entitled: 4, used: 0, left: 4 }),
      expect.objectContaining({
        staff_id: 'KT-1',
        unit: 'cents',
        entitled: 30_000,
        used: 27_500,
        left: 2_500,
      }),
    ]);
    expect(report.roles).toEqual([
      expect.objectContaining({
        name: 'Front Office',
        employee_count: 2,
        unit: 'items',
        entitled: 10,
        used: 2,
        left: 8,
      }),
      expect.objectContaining({
        name: 'Kitchen',
        employee_count: 1,
        unit: 'cents',
        entitled: 30_000,
        used: 27_500,
        left: 2_500,
      }),
    ]);
  });

  it("exports CSV and XLSX through a signed link, and shows another company's nothing", async () => {
    const { headers, buyer } = await companyWithUse();
    const link = await call('GET', '/api/reports/entitlements/export_link?format=csv', headers);
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json().url as string;
    expect(url).toMatch(new RegExp(`^/api/share_links/${buyer.user.uuid}/entitlement_report\\?`));
    const csv = await call('GET', url);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="entitlements-\d{4}-\d{2}-\d{2}-to-/,
    );
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Staff ID,Name,Role,Unit,Entitled,Used,Left');
    expect(lines).toContain('FO-1,Ana Lim,Front Office,items,6,2,4');
    expect(lines).toContain('KT-1,Raj Kumar,Kitchen,SGD,300.00,275.00,25.00');
    const xlsxLink = (await call('GET', '/api/reports/entitlements/export_link?format=xlsx', headers)).json()
      .url;
    const xlsx = await call('GET', xlsxLink);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const roles = (await readXlsx(xlsx.rawPayload)).get('Roles')!;
    expect(rowValues(roles, 3)).toEqual(['Front Office', 'items', 2, 10, 2, 8]);
    expect(rowValues(roles, 4)).toEqual(['Kitchen', 'SGD', 1, 300, 275, 25]);
    expect(roles.get(4)!.get('D')!.format).toContain('SGD');
    const tampered = url.replace(/token=[^&]+/, 'token=AAAA');
    expect((await call('GET', tampered)).statusCode).toBe(403);

    const other = await signIn(testApp.app, (await createBuyer(testApp.database.db)).user.email);
    expect((await call('GET', '/api/reports/entitlements', other)).json()).toMatchObject({
      employees: [],
      roles: [],
    });
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    expect((await call('GET', '/api/reports/entitlements', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/reports/entitlements')).statusCode).toBe(401);
  });
});
