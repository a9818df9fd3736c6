import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalRules,
  mailOutbox,
  orderApprovals,
  orderLogs,
  orders,
  shippingServices,
  taxRates,
  teamMembers,
  teams,
} from '../../db/schema.ts';
import {
  createAddress,
  createBuyer,
  createProduct,
  createProviderStaff,
  createSavedProduct,
  createUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 25 item 4: approval rules of condition -> approver at levels, approved in order, once, by the right people.
let testApp: TestApp;
let providerHeaders: Headers;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Local delivery',
    leadTime: '3-5 business days',
    feeCents: 0,
  });
  providerHeaders = await signIn(testApp.app, (await createProviderStaff(db)).email);
});
afterAll(() => testApp.close());

type Headers = Awaited<ReturnType<typeof signIn>>;

function call(method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A company whose lead, two finance persons in charge and a member share one team, with a saved polo. */
async function company() {
  const { db } = testApp.database;
  const buyer = await createBuyer(db);
  const join = async (department: string, name: string) => {
    const user = await createUser(db, { companyId: buyer.company.id, department, name });
    await db.insert(teamMembers).values({
      teamId: buyer.team.id,
      userId: user.id,
      email: user.email,
      role: 'member',
      status: 'joined',
    });
    return { user, headers: await signIn(testApp.app, user.email) };
  };
  const member = await join('sales', 'Mo Member');
  const finance = await join('person_in_charge', 'Fi Nance');
  const treasurer = await join('person_in_charge', 'Tre Asurer');
  const product = await createProduct(db);
  const savedProduct = await createSavedProduct(db, {
    companyId: buyer.company.id,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    productId: product.id,
  });
  const address = await createAddress(db, { companyId: buyer.company.id, userId: member.user.id });
  return {
    ...buyer,
    lead: { user: buyer.user, headers: await signIn(testApp.app, buyer.user.email) },
    member,
    finance,
    treasurer,
    savedProduct,
    address,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

async function placeOrder(headers: Headers, at: Company) {
  const added = await call('POST', '/api/kart_items', headers, {
    quote: { saved_product_id: at.savedProduct.uuid, qty_options: { M: 3, L: 2 } },
  });
  expect(added.statusCode, added.body).toBe(201);
  const placed = await call('POST', '/api/orders', headers, {
    team_id: at.team.id,
    ship_add_id: at.address.id,
    bill_add_id: at.address.id,
    reference: 'PO-1',
    status: 'order_pending',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().uuid as string;
}

async function orderRow(uuid: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!;
}

async function mailsTo(orderId: number, event: string) {
  const rows = await testApp.database.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(like(mailOutbox.eventKey, `order:${orderId}:${event}:%`));
  return rows.map((row) => row.to).sort();
}

async function logCount(orderId: number, title: string) {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.title, title)));
  return row!.value;
}

/** Level 1: the lead by name for every member order; level 2: finance (two people) above 1.00. */
async function twoLevels(at: Company) {
  const saved = await call('PUT', '/api/settings/approval_rules', at.lead.headers, {
    rules: [
      { condition: 'member_orders', level: 1, approver: 'person', approver_id: at.lead.user.uuid },
      { condition: 'amount_over', amount: 100, level: 2, approver: 'finance' },
    ],
    finance_ids: [at.finance.user.uuid, at.treasurer.user.uuid],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

describe('approval rules with levels', () => {
  it('holds an order for each level in turn, logs each approval, and mails the next level', async () => {
    const at = await company();
    const saved = await twoLevels(at);
    expect(saved.json().simple_rule).toBeNull();
    expect(saved.json().rules[0]).toMatchObject({ approver_name: at.lead.user.name || at.lead.user.email });
    expect((await call('GET', '/api/settings/order_approval', at.member.headers)).json().rule).toBe('custom');

    const uuid = await placeOrder(at.member.headers, at);
    const row = await orderRow(uuid);
    expect(row.orderApprovalNeeded).toBe(true);
    expect(await mailsTo(row.id, 'approval_requested')).toEqual([at.lead.user.email]);

    // The member reads who must approve next.
    const waiting = (await call('GET', `/api/orders/${uuid}/approvals`, at.member.headers)).json();
    expect(waiting.levels.map((level: { is_current: boolean }) => level.is_current)).toEqual([true, false]);
    expect(waiting.levels[0].approver_names).toEqual([at.lead.user.name || at.lead.user.email]);
    expect(waiting.levels[1].approvers).toEqual(['Finance']);
    expect(waiting.can_approve).toBe(false);

    // Level 2 cannot go first; the lists show the order to the current level's approver only.
    const early = await call('PUT', `/api/orders/${uuid}/approve_order`, at.finance.headers);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toContain('Level 1');
    expect((await call('GET', '/api/orders/awaiting_approval', at.lead.headers)).json().count).toBe(1);
    expect((await call('GET', '/api/orders/awaiting_approval', at.finance.headers)).json().count).toBe(0);

    const first = await call('PUT', `/api/orders/${uuid}/approve_order`, at.lead.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().description).toContain('level 2');
    expect((await orderRow(uuid)).orderApprovalNeeded).toBe(true);
    expect(await logCount(row.id, 'Approved at level 1')).toBe(1);
    expect(await mailsTo(row.id, 'approval_requested:level_2')).toEqual(
      [at.finance.user.email, at.treasurer.user.email].sort(),
    );
    expect((await call('GET', '/api/orders/awaiting_approval', at.lead.headers)).json().count).toBe(0);
    expect((await call('GET', '/api/orders/awaiting_approval', at.finance.headers)).json().count).toBe(1);
    // The provider still may not start on it.
    const moved = await call('POST', `/api/admin/orders/${uuid}/transition`, providerHeaders, {
      to: 'order_approved',
    });
    expect(moved.statusCode).toBe(409);

    // Both finance approvers at once, five times each: level 2 is approved once, the order once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(
          'PUT',
          `/api/orders/${uuid}/approve_order`,
          index % 2 === 0 ? at.finance.headers : at.treasurer.headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const approved = await orderRow(uuid);
    expect(approved.orderApprovalNeeded).toBe(false);
    expect(await logCount(row.id, 'Order approved')).toBe(1);
    expect(await mailsTo(row.id, 'company_approved')).toEqual([at.member.user.email]);
    const levels = await testApp.database.db
      .select()
      .from(orderApprovals)
      .where(eq(orderApprovals.orderId, row.id))
      .orderBy(asc(orderApprovals.level));
    expect(levels.map((level) => level.approvedById)).toEqual([
      at.lead.user.id,
      approved.companyApprovedById,
    ]);
    expect([at.finance.user.id, at.treasurer.user.id]).toContain(approved.companyApprovedById);

    const done = (await call('GET', `/api/orders/${uuid}/approvals`, at.member.headers)).json();
    expect(done.levels.every((level: { approved_by: string | null }) => level.approved_by !== null)).toBe(
      true,
    );
    expect(done.levels.some((level: { is_current: boolean }) => level.is_current)).toBe(false);
    const console = await call('GET', `/api/admin/orders/${uuid}/approvals`, providerHeaders);
    expect(console.statusCode).toBe(200);
    expect(console.json().levels).toHaveLength(2);
  });

  it('answers a member 403, another company 404, and skips levels whose condition does not hold', async () => {
    const at = await company();
    const stranger = await company();
    await twoLevels(at);
    const uuid = await placeOrder(at.member.headers, at);
    expect((await call('PUT', `/api/orders/${uuid}/approve_order`, at.member.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/api/orders/${uuid}/approve_order`, stranger.lead.headers)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/orders/${uuid}/approvals`, stranger.lead.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${uuid}/approvals`, providerHeaders)).statusCode).toBe(403);

    // The lead's own order: level 1 (members' orders) does not hold, level 2 (finance) does.
    const own = await placeOrder(at.lead.headers, at);
    const levels = (await call('GET', `/api/orders/${own}/approvals`, at.lead.headers)).json().levels;
    expect(levels.map((level: { level: number }) => level.level)).toEqual([2]);

    // A rule for another team does not hold this team's orders.
    const { db } = testApp.database;
    const [other] = await db
      .insert(teams)
      .values({ companyId: at.company.id, name: 'Kitchen', creatorId: at.lead.user.id })
      .returning();
    const saved = await call('PUT', '/api/settings/approval_rules', at.lead.headers, {
      rules: [{ condition: 'team_is', team_id: other!.uuid, level: 1, approver: 'team_persons_in_charge' }],
      finance_ids: [],
    });
    expect(saved.json().rules[0].team_name).toBe('Kitchen');
    expect((await orderRow(await placeOrder(at.member.headers, at))).orderApprovalNeeded).toBe(false);
  });
});

describe('editing the approval rules', () => {
  it('is for a person in charge only, and refuses a removed team or a stranger with the reason, writing nothing', async () => {
    const at = await company();
    const stranger = await company();
    await twoLevels(at);
    const before = (await call('GET', '/api/settings/approval_rules', at.member.headers)).json();
    expect(before.can_edit).toBe(false);
    expect(before.rules).toHaveLength(2);

    const byMember = await call('PUT', '/api/settings/approval_rules', at.member.headers, {
      rules: [],
      finance_ids: [],
    });
    expect(byMember.statusCode).toBe(403);

    const { db } = testApp.database;
    const [gone] = await db
      .insert(teams)
      .values({ companyId: at.company.id, name: 'Gone', creatorId: at.lead.user.id })
      .returning();
    await db.delete(teams).where(eq(teams.id, gone!.id));
    const refusals = [
      {
        body: {
          rules: [
            { condition: 'team_is', team_id: gone!.uuid, level: 1, approver: 'team_persons_in_charge' },
          ],
          finance_ids: [],
        },
        reason: 'Rule 1: the team no longer exists',
      },
      {
        body: {
          rules: [
            {
              condition: 'member_orders',
              level: 1,
              approver: 'person',
              approver_id: stranger.lead.user.uuid,
            },
          ],
          finance_ids: [],
        },
        reason: 'Rule 1: the approver is no longer a person in charge',
      },
      {
        body: {
          rules: [
            { condition: 'member_orders', level: 1, approver: 'person', approver_id: at.member.user.uuid },
          ],
          finance_ids: [],
        },
        reason: 'Rule 1: the approver is no longer a person in charge',
      },
      {
        body: { rules: [{ condition: 'member_orders', level: 1, approver: 'finance' }], finance_ids: [] },
        reason: 'choose at least one person in charge as finance',
      },
      {
        body: { rules: [{ condition: 'amount_over', level: 1, approver: 'finance' }], finance_ids: [] },
        reason: 'Enter the amount above which orders need approval',
      },
      {
        body: { rules: [{ condition: 'member_orders', level: 6, approver: 'finance' }], finance_ids: [] },
        reason: 'Levels go up to 5',
      },
      { body: { rules: 'all' }, reason: '' },
    ];
    for (const { body, reason } of refusals) {
      const refused = await call('PUT', '/api/settings/approval_rules', at.lead.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.body).toContain(reason);
    }
    const after = (await call('GET', '/api/settings/approval_rules', at.lead.headers)).json();
    expect(after.rules).toEqual(before.rules);
    expect(after.finance).toEqual(before.finance);
  });

  it('keeps the simple setting as the simplest rule set, both ways', async () => {
    const at = await company();
    await call('PUT', '/api/settings/order_approval', at.lead.headers, {
      rule: 'above_amount',
      threshold: 5_000,
    });
    const rules = (await call('GET', '/api/settings/approval_rules', at.lead.headers)).json();
    expect(rules.simple_rule).toBe('above_amount');
    expect(rules.rules).toMatchObject([
      { condition: 'amount_over', amount: 5_000, level: 1, approver: 'team_persons_in_charge' },
    ]);
    await call('PUT', '/api/settings/approval_rules', at.lead.headers, {
      rules: [{ condition: 'member_orders', level: 1, approver: 'team_persons_in_charge' }],
      finance_ids: [],
    });
    expect((await call('GET', '/api/settings/order_approval', at.member.headers)).json()).toEqual({
      rule: 'member_orders',
      threshold: null,
      can_edit: false,
    });
    await call('PUT', '/api/settings/order_approval', at.lead.headers, { rule: 'never' });
    const [left] = await testApp.database.db
      .select({ value: count() })
      .from(approvalRules)
      .where(eq(approvalRules.companyId, at.company.id));
    expect(left!.value).toBe(0);
  });
});
