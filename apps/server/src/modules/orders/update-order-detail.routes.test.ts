import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLogs, orders, teamMembers, teams } from '../../db/schema.ts';
import { createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await allowSingaporeOrders(testApp.database.db);
});
afterAll(() => testApp.close());

const ROSTER = [{ staff_id: '1', name: 'Ana', product1_size: 'M', product1_qty: '30' }];

async function placedOrder() {
  const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
  const order = await placeRosterOrder(testApp.app, buyer, ROSTER);
  return { buyer, order };
}

function edit(headers: Record<string, string>, uuid: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PUT', url: `/api/orders/${uuid}`, headers, payload });
}

async function orderRow(uuid: string) {
  const [row] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, uuid));
  return row!;
}

describe("editing an order's detail", () => {
  it('changes team, reference, PO number and the e-mail for updates, and logs what changed', async () => {
    const { buyer, order } = await placedOrder();
    const { db } = testApp.database;
    const [kitchen] = await db
      .insert(teams)
      .values({ companyId: buyer.company.id, name: 'Kitchen', creatorId: buyer.user.id })
      .returning();
    await db
      .insert(teamMembers)
      .values({ teamId: kitchen!.id, userId: buyer.user.id, email: buyer.user.email, status: 'joined' });

    const answer = await edit(buyer.headers, order.uuid, {
      team_id: kitchen!.id,
      reference: 'Spring uniforms',
      po_number: 'PO-7731',
      subscribed_email: 'Finance@Example.test',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({
      team_id: kitchen!.id,
      team_name: 'Kitchen',
      reference: 'Spring uniforms',
      po_number: 'PO-7731',
      subscribed_email: 'finance@example.test',
    });
    const logs = await db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, (await orderRow(order.uuid)).id));
    expect(logs.map((log) => log.message)).toContain(
      `${buyer.user.name} changed the team to Kitchen, the reference to Spring uniforms, the PO number to PO-7731, the e-mail for updates to finance@example.test`,
    );

    // Sending the same values again changes and logs nothing.
    const again = await edit(buyer.headers, order.uuid, { team_id: kitchen!.id, po_number: 'PO-7731' });
    expect(again.statusCode).toBe(200);
    const after = await db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, (await orderRow(order.uuid)).id));
    expect(after).toHaveLength(logs.length);
  });

  it('refuses a missing team, a team not joined, a long PO number, a bad e-mail and an empty PO, changing nothing', async () => {
    const { buyer, order } = await placedOrder();
    const before = await orderRow(order.uuid);
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ po_number: 'X' }, 'Select a team'],
      [{ team_id: stranger.team.id, po_number: 'X' }, 'Select a team'],
      [{ team_id: buyer.team.id, po_number: 'P'.repeat(101) }, 'The PO number can be at most 100 characters'],
      [{ team_id: buyer.team.id, subscribed_email: 'finance@' }, 'The e-mail for updates is invalid'],
      [{ team_id: buyer.team.id, po_number: '' }, 'Enter a PO reference (NA if not applicable)'],
      [{ team_id: 'x' }, ''],
    ];
    for (const [payload, message] of refusals) {
      const answer = await edit(buyer.headers, order.uuid, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.body).toContain(message);
    }
    expect(await orderRow(order.uuid)).toEqual(before);
  });

  it("answers 404 to another company's user and 403 to the provider's staff", async () => {
    const { buyer, order } = await placedOrder();
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect((await edit(stranger.headers, order.uuid, { team_id: stranger.team.id })).statusCode).toBe(404);
    const staff = await createProviderStaff(testApp.database.db);
    const staffHeaders = await signIn(testApp.app, staff.email);
    expect((await edit(staffHeaders, order.uuid, { team_id: buyer.team.id })).statusCode).toBe(403);
  });

  it('lets a member of the team edit, and tells the subscribed address when the order is approved', async () => {
    const { buyer, order } = await placedOrder();
    const member = await createUser(testApp.database.db, {
      companyId: buyer.company.id,
      email: `member-${order.uid}@example.test`,
      department: 'member',
    });
    await testApp.database.db
      .insert(teamMembers)
      .values({ teamId: buyer.team.id, userId: member.id, email: member.email, status: 'joined' });
    const memberHeaders = await signIn(testApp.app, member.email);
    const edited = await edit(memberHeaders, order.uuid, {
      team_id: buyer.team.id,
      subscribed_email: 'site.manager@example.test',
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const staff = await createProviderStaff(testApp.database.db);
    const staffHeaders = await signIn(testApp.app, staff.email);
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.uuid}/transition`,
      headers: staffHeaders,
      payload: { to: 'order_approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'site.manager@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.uid);
  });
});
