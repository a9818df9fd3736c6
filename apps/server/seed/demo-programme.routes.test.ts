import { agedBucket } from '@livery/domain/invoice-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/published-demo-sign-ins.ts';
import { createTestApp, type TestApp } from '../src/test/test-app.ts';
import { DEMO_FINANCE_THRESHOLD_CENTS } from './demo-approval-rules.ts';
import { DEMO_FRONT_OFFICE_STAFF, seedDemoDataIfEmpty } from './demo-data.ts';

/**
 * Issue 25 item 8: Harbour Hotels' uniform programme as the person in charge reads it through the API, on the
 * whole demo data: three roles, allocations and an allowance, one employee near the limit, one request waiting, a
 * two-level approval rule, a team budget half spent, net-30 terms with one overdue invoice on the statement.
 */
let testApp: TestApp;
let buyer: Record<string, string>;

async function getJson(url: string) {
  const answer = await testApp.app.inject({ method: 'GET', url, headers: buyer });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoDataIfEmpty(testApp.database.db, testApp.app.deps.files);
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email: 'buyer@demo.test', password: DEMO_PASSWORD },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  buyer = {
    'access-token': String(answer.headers['access-token']),
    client: String(answer.headers.client),
    uid: String(answer.headers.uid),
  };
}, 120_000);
afterAll(() => testApp.close());

describe("the demo's uniform programme (Harbour Hotels)", () => {
  it('has three roles: allocations and an allowance', async () => {
    const { roles } = await getJson('/api/programme/roles');
    expect(roles.map((role: { name: string; kind: string }) => [role.name, role.kind]).sort()).toEqual([
      ['Front Office', 'allocation'],
      ['Housekeeping', 'allocation'],
      ['Kitchen', 'allowance'],
    ]);
  });

  it('has front office employees near the limit: one polo left of three, none for the pro-rated joiner', async () => {
    const staffIds = DEMO_FRONT_OFFICE_STAFF.map((person) => person.staff_id);
    const { balances } = await getJson(`/api/programme/balances?staff_ids=${staffIds.join(',')}`);
    expect(balances).toHaveLength(staffIds.length);
    const poloLeft = (staffId: string) =>
      balances
        .find((balance: { staff_id: string }) => balance.staff_id === staffId)
        .lines.find(
          (line: { saved_product: { title: string } | null }) =>
            line.saved_product?.title === 'Front Office Polo',
        );
    expect(poloLeft('FO-1001')).toMatchObject({ entitled: 3, used: 2, left: 1 });
    expect(poloLeft('FO-1006')).toMatchObject({ used: 2, left: 0 });
  });

  it('has one request for more waiting for the person in charge', async () => {
    const { requests } = await getJson('/api/programme/requests?status=waiting');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ status: 'waiting', quantity: 2, employee: { staff_id: 'HK-2001' } });
  });

  it('has a two-level approval rule: above SGD 5,000 the team lead, then finance', async () => {
    const answer = await getJson('/api/settings/approval_rules');
    const above = answer.rules
      .filter((rule: { condition: string }) => rule.condition === 'amount_over')
      .map((rule: { amount: number; level: number; approver: string }) => [
        rule.amount,
        rule.level,
        rule.approver,
      ]);
    expect(above).toEqual([
      [DEMO_FINANCE_THRESHOLD_CENTS, 1, 'team_persons_in_charge'],
      [DEMO_FINANCE_THRESHOLD_CENTS, 2, 'finance'],
    ]);
    expect(answer.finance.map((person: { email: string }) => person.email)).toEqual(['buyer@demo.test']);
    expect(answer.simple_rule).toBeNull();
  });

  it("has the front office team's budget about half spent", async () => {
    const { teams } = await getJson('/api/reports/budgets');
    const frontOffice = teams.find((team: { team: { name: string } }) => team.team.name === 'Front Office');
    expect(frontOffice.budget).toBeGreaterThan(0);
    expect(frontOffice.used_percent).toBeGreaterThanOrEqual(40);
    expect(frontOffice.used_percent).toBeLessThanOrEqual(60);
  });

  it('has net-30 terms and one overdue invoice, aged on the statement as the billing list marks it', async () => {
    const now = new Date();
    const statement = await getJson('/api/billings/statement');
    expect(statement.payment_terms).toBe('net_30');
    const overdue = statement.invoices.filter((invoice: { bucket: string }) => invoice.bucket !== 'current');
    expect(overdue).toHaveLength(1);
    const [invoice] = overdue;
    expect(['days_1_30', 'days_31_60']).toContain(invoice.bucket);
    // The same domain rule as the invoice: its due date 30 days after its issue, aged by it.
    expect(new Date(invoice.due_at).getTime() - new Date(invoice.issued_at).getTime()).toBe(30 * 86_400_000);
    expect(invoice.bucket).toBe(agedBucket(new Date(invoice.due_at), now));
    expect(statement.buckets[invoice.bucket]).toBe(invoice.balance);
    expect(invoice.balance).toBeGreaterThan(0);
    const { billings } = await getJson(`/api/billings?keyword=${invoice.order_uid}`);
    const row = billings.find((billing: { uid: string }) => billing.uid === invoice.order_uid);
    expect(row).toMatchObject({ invoice_status: 'invoice_overdue', balance: invoice.balance });
  });
});
