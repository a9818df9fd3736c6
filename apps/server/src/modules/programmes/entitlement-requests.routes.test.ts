import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlementRequests, mailOutbox } from '../../db/schema.ts';
import { createBuyer, createSavedProduct, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Requests for more (issue 25 item 3): anyone in the company asks for more of an employee's entitlement with a
// reason; a person in charge approves or refuses it once; both are mailed; an approval raises this year's balance.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, payload });
}

/**
 * A company with a person in charge and a member; Ana in Front Office (3 polos a year), Raj in Kitchen (an
 * allowance of 300.00) and Lee with no role.
 */
async function programmeCompany() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const memberUser = await createUser(db, { companyId: buyer.company.id, department: 'staff' });
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
  await call('POST', '/api/employees/import', inCharge, {
    employees: [
      { staff_id: 'FO-1', name: 'Ana Lim' },
      { staff_id: 'KT-1', name: 'Raj Kumar' },
      { staff_id: 'XX-1', name: 'Lee Tan' },
    ],
  });
  const { employees } = (await call('GET', '/api/employees', inCharge)).json() as {
    employees: Array<{ uuid: string; staff_id: string }>;
  };
  const uuidOf = (staffId: string) => employees.find((employee) => employee.staff_id === staffId)!.uuid;
  const frontOffice = (
    await call('POST', '/api/programme/roles', inCharge, {
      name: 'Front Office',
      kind: 'allocation',
      lines: [{ saved_product_id: polo.uuid, quantity: 3 }],
    })
  ).json().role;
  const kitchen = (
    await call('POST', '/api/programme/roles', inCharge, {
      name: 'Kitchen',
      kind: 'allowance',
      allowance: 30_000,
      lines: [{ saved_product_id: apron.uuid }],
    })
  ).json().role;
  await call('PUT', `/api/employees/${uuidOf('FO-1')}`, inCharge, {
    name: 'Ana Lim',
    role_id: frontOffice.uuid,
  });
  await call('PUT', `/api/employees/${uuidOf('KT-1')}`, inCharge, {
    name: 'Raj Kumar',
    role_id: kitchen.uuid,
  });
  return {
    buyer,
    memberUser,
    inCharge,
    member: await signIn(testApp.app, memberUser.email),
    ana: uuidOf('FO-1'),
    raj: uuidOf('KT-1'),
    lee: uuidOf('XX-1'),
    poloLine: frontOffice.lines[0].uuid as string,
  };
}

async function balanceOf(headers: Headers, staffId: string) {
  const answer = await call('GET', `/api/programme/balances?staff_ids=${staffId}`, headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().balances[0];
}

function mailsTo(email: string) {
  return testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('a request for more items', () => {
  it('is asked by a member, mailed to the person in charge, approved with a note and raises the balance', async () => {
    const { inCharge, member, memberUser, buyer, ana, poloLine } = await programmeCompany();
    const asked = await call('POST', '/api/programme/requests', member, {
      employee_id: ana,
      line_id: poloLine,
      quantity: 2,
      reason: 'Spilled paint on two polos at the gala',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request).toMatchObject({
      status: 'waiting',
      employee: { staff_id: 'FO-1', name: 'Ana Lim' },
      item: { line_uuid: poloLine, saved_product_title: 'Polo' },
      quantity: 2,
      amount: null,
      reason: 'Spilled paint on two polos at the gala',
      decided_at: null,
    });
    const [toInCharge] = await mailsTo(buyer.user.email);
    expect(toInCharge?.text).toContain('asks for 2 more × Polo for Ana Lim');
    expect(toInCharge?.text).toContain('Reason: Spilled paint on two polos at the gala');

    const waiting = await call('GET', '/api/programme/requests?status=waiting', inCharge);
    expect(waiting.json()).toMatchObject({ can_decide: true, meta: { total_count: 1 } });
    expect((await call('GET', '/api/programme/requests', member)).json()).toMatchObject({
      can_decide: false,
      requests: [{ status: 'waiting' }],
    });
    expect((await balanceOf(inCharge, 'FO-1')).lines[0]).toMatchObject({ entitled: 3, left: 3 });

    const uuid = asked.json().request.uuid;
    const approved = await call('PUT', `/api/programme/requests/${uuid}/approve`, inCharge, {
      note: 'Granted once',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().request).toMatchObject({ status: 'approved', decision_note: 'Granted once' });
    expect(approved.json().request.period_start).toBe(
      (await call('GET', '/api/programme', inCharge)).json().period.start,
    );
    expect((await balanceOf(member, 'FO-1')).lines[0]).toMatchObject({ entitled: 5, used: 0, left: 5 });
    const [toMember] = await mailsTo(memberUser.email);
    expect(toMember?.subject).toBe('Your request for Ana Lim was approved');
    expect(toMember?.text).toContain('Note: Granted once');
    // History: the decided request stays, with who decided.
    const history = (await call('GET', '/api/programme/requests?status=approved', inCharge)).json().requests;
    expect(history).toHaveLength(1);
    expect(history[0].decided_by).toBeTruthy();
  });

  it('raises only the programme year it was approved in', async () => {
    const { inCharge, ana, poloLine } = await programmeCompany();
    const { uuid } = (
      await call('POST', '/api/programme/requests', inCharge, {
        employee_id: ana,
        line_id: poloLine,
        quantity: 4,
        reason: 'Second site',
      })
    ).json().request;
    await call('PUT', `/api/programme/requests/${uuid}/approve`, inCharge, {});
    expect((await balanceOf(inCharge, 'FO-1')).lines[0].entitled).toBe(7);
    // The same increase approved in an earlier programme year no longer counts.
    await testApp.database.db
      .update(entitlementRequests)
      .set({ periodStart: '2001-01-01' })
      .where(eq(entitlementRequests.uuid, uuid));
    expect((await balanceOf(inCharge, 'FO-1')).lines[0].entitled).toBe(3);
  });
});

describe('a request for a larger allowance', () => {
  it('is refused with a note, mailed to whoever asked, and leaves the balance as it was', async () => {
    const { inCharge, buyer, raj } = await programmeCompany();
    const asked = await call('POST', '/api/programme/requests', inCharge, {
      employee_id: raj,
      amount: 5_000,
      reason: 'Extra aprons for the banquet season',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().request).toMatchObject({ item: null, quantity: null, amount: 5_000 });
    const refused = await call(
      'PUT',
      `/api/programme/requests/${asked.json().request.uuid}/refuse`,
      inCharge,
      {
        note: 'Use the kitchen stock',
      },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().request).toMatchObject({ status: 'refused', period_start: null });
    expect((await balanceOf(inCharge, 'KT-1')).allowance).toMatchObject({ entitled: 30_000, left: 30_000 });
    const subjects = (await mailsTo(buyer.user.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your request for Raj Kumar was refused');
    // Asked by the only person in charge: nobody else to tell, and not mailed their own request.
    expect(subjects.filter((subject) => subject.includes('asks for more'))).toEqual([]);
  });

  it('is approved into the allowance', async () => {
    const { inCharge, raj } = await programmeCompany();
    const { uuid } = (
      await call('POST', '/api/programme/requests', inCharge, {
        employee_id: raj,
        amount: 5_000,
        reason: 'Banquets',
      })
    ).json().request;
    await call('PUT', `/api/programme/requests/${uuid}/approve`, inCharge, {});
    expect((await balanceOf(inCharge, 'KT-1')).allowance).toMatchObject({ entitled: 35_000, left: 35_000 });
  });
});

describe('refused requests and decisions', () => {
  it('refuse bad input with the reason and write nothing', async () => {
    const first = await programmeCompany();
    const second = await programmeCompany();
    const cases: Array<[object, number, string]> = [
      [{ employee_id: first.lee, amount: 100, reason: 'x' }, 422, 'Lee Tan has no entitlement to add to'],
      [{ employee_id: first.ana, amount: 100, reason: 'x' }, 422, 'Front Office is an allocation'],
      [
        { employee_id: first.raj, line_id: first.poloLine, quantity: 1, reason: 'x' },
        422,
        'Kitchen is an allowance',
      ],
      [
        { employee_id: first.ana, line_id: second.poloLine, quantity: 1, reason: 'x' },
        422,
        'not in the Front Office',
      ],
      [
        { employee_id: first.ana, line_id: first.poloLine, quantity: 1, reason: '  ' },
        422,
        'Give the reason',
      ],
      [{ employee_id: first.ana, quantity: 1, reason: 'x' }, 422, 'Choose the item'],
      [
        { employee_id: first.ana, line_id: first.poloLine, quantity: 1, amount: 5, reason: 'x' },
        422,
        'Ask for more items or a larger amount',
      ],
      [
        { employee_id: first.ana, line_id: first.poloLine, quantity: 0, reason: 'x' },
        422,
        'Ask for at least 1 more item',
      ],
      [
        { employee_id: second.ana, line_id: second.poloLine, quantity: 1, reason: 'x' },
        404,
        'Employee not found',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call('POST', '/api/programme/requests', first.member, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toContain(message);
    }
    const { db } = testApp.database;
    const written = await db
      .select()
      .from(entitlementRequests)
      .where(inArray(entitlementRequests.companyId, [first.buyer.company.id, second.buyer.company.id]));
    expect(written).toEqual([]);
    expect(await mailsTo(first.buyer.user.email)).toEqual([]);
  });

  it("are a person in charge's (403), of their own company only (404)", async () => {
    const first = await programmeCompany();
    const second = await programmeCompany();
    const { uuid } = (
      await call('POST', '/api/programme/requests', first.member, {
        employee_id: first.ana,
        line_id: first.poloLine,
        quantity: 1,
        reason: 'Torn',
      })
    ).json().request;
    expect((await call('PUT', `/api/programme/requests/${uuid}/approve`, first.member, {})).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/programme/requests/${uuid}/approve`, second.inCharge, {})).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/programme/requests/${uuid}/refuse`, second.inCharge, {})).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/programme/requests', second.inCharge)).json().requests).toEqual([]);
    const [still] = (await call('GET', '/api/programme/requests', first.inCharge)).json().requests;
    expect(still.status).toBe('waiting');
  });

  it('approve once when two persons in charge approve at the same time, and refuse a refusal after it', async () => {
    const { inCharge, member, memberUser, buyer, ana, poloLine } = await programmeCompany();
    const second = await signIn(
      testApp.app,
      (await createUser(testApp.database.db, { companyId: buyer.company.id, department: 'person_in_charge' }))
        .email,
    );
    const { uuid } = (
      await call('POST', '/api/programme/requests', member, {
        employee_id: ana,
        line_id: poloLine,
        quantity: 2,
        reason: 'New uniform policy',
      })
    ).json().request;
    const answers = await Promise.all([
      call('PUT', `/api/programme/requests/${uuid}/approve`, inCharge, { note: 'first' }),
      call('PUT', `/api/programme/requests/${uuid}/approve`, second, { note: 'second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const notes = answers.map((answer) => answer.json().request.decision_note);
    expect(notes[0]).toBe(notes[1]);
    expect((await balanceOf(inCharge, 'FO-1')).lines[0].entitled).toBe(5);
    expect(
      (await mailsTo(memberUser.email)).filter((mail) => mail.subject.includes('approved')),
    ).toHaveLength(1);

    const late = await call('PUT', `/api/programme/requests/${uuid}/refuse`, second, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request was already approved.');
  });

  it('let one of an approval and a refusal at the same time win, and answer the other with 409', async () => {
    const { inCharge, buyer, raj } = await programmeCompany();
    const second = await signIn(
      testApp.app,
      (await createUser(testApp.database.db, { companyId: buyer.company.id, department: 'person_in_charge' }))
        .email,
    );
    const { uuid } = (
      await call('POST', '/api/programme/requests', inCharge, {
        employee_id: raj,
        amount: 1_000,
        reason: 'Caps',
      })
    ).json().request;
    const answers = await Promise.all([
      call('PUT', `/api/programme/requests/${uuid}/approve`, inCharge, {}),
      call('PUT', `/api/programme/requests/${uuid}/refuse`, second, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().request.status;
    expect((await balanceOf(inCharge, 'KT-1')).allowance.entitled).toBe(
      winner === 'approved' ? 31_000 : 30_000,
    );
  });
});

describe('the API document', () => {
  it('lists the request calls in /api/docs', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/programme/requests'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/programme/requests/{id}/approve'] ?? {})).toEqual(['put']);
    expect(Object.keys(paths['/api/programme/requests/{id}/refuse'] ?? {})).toEqual(['put']);
  });
});
