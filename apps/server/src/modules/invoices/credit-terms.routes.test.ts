import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { formatMoneyWithCode } from '@livery/domain/money';
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, mailOutbox, orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
let testApp: TestApp;
let provider: Record<string, string>;
let buyer: Awaited<ReturnType<typeof buyerReadyToOrder>>;
let stranger: Awaited<ReturnType<typeof buyerReadyToOrder>>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await allowSingaporeOrders(db);
  provider = await signIn(testApp.app, (await createProviderStaff(db)).email);
  buyer = await buyerReadyToOrder(testApp.app, db);
  stranger = await buyerReadyToOrder(testApp.app, db);
}, 120_000);
afterAll(() => testApp.close());

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const termsUrl = (companyId: number) => `/api/admin/companies/${companyId}/credit_terms`;

async function approvedOrder(owner = buyer) {
  const placed = await placeRosterOrder(testApp.app, owner, [
    { staff_id: `S${Math.random()}`, name: 'Ana', product1_size: 'M', product1_qty: '2' },
  ]);
  const approved = await call('POST', `/api/admin/orders/${placed.uuid}/transition`, provider, {
    to: 'order_approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const [row] = await testApp.database.db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.uuid, placed.uuid));
  expect(row, `the invoice of ${placed.uid}`).toBeDefined();
  return { ...placed, invoice: row!.invoice };
}

type Statement = {
  payment_terms: string;
  credit_limit: number | null;
  currency: string;
  total_outstanding: number;
  buckets: Record<string, number>;
  statement_date: string;
  invoices: Array<{
    number: string;
    order_uid: string;
    issued_on: string;
    due_on: string;
    balance: number;
    days_overdue: number | null;
    bucket: string;
  }>;
};

async function statementOf(headers: Record<string, string>) {
  const answer = await call('GET', '/api/billings/statement', headers);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Statement;
}

describe('credit terms in the provider console', () => {
  it('a company nobody configured pays immediately (the spec window) with no credit limit', async () => {
    const answer = await call('GET', termsUrl(buyer.company.id), provider);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ payment_terms: 'immediate', credit_limit: null });
  });

  it('the next invoice takes its due date from new terms; an invoice already issued keeps its own', async () => {
    const before = await approvedOrder();
    expect(before.invoice.dueAt.getTime() - before.invoice.issuedAt.getTime()).toBe(3 * DAY);

    const set = await call('PUT', termsUrl(buyer.company.id), provider, {
      payment_terms: 'net_30',
      credit_limit: 500_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ payment_terms: 'net_30', credit_limit: 500_000 });

    const after = await approvedOrder();
    expect(after.invoice.dueAt.getTime() - after.invoice.issuedAt.getTime()).toBe(30 * DAY);
    const [kept] = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, before.invoice.id));
    expect(kept!.dueAt).toEqual(before.invoice.dueAt);

    // The approval e-mail gives the company's own window.
    const [mail] = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `order:${after.invoice.orderId}:approved:%`));
    expect(mail!.text).toContain(`Invoice ${after.invoice.number}: `);
    expect(mail!.text).toContain('(within 30 days)');
  }, 60_000);

  it('refuses bad terms or limits with 422 and a clear message, writing nothing', async () => {
    const bad: object[] = [
      { payment_terms: 'net_45' },
      { credit_limit: -1 },
      { credit_limit: 12.5 },
      { credit_limit: '1000' },
      { credit_limit: 3_000_000_000 },
      {},
      { payment_terms: 'net_7', credit_limit: -5 },
    ];
    const [before] = await testApp.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, stranger.company.id));
    for (const payload of bad) {
      const answer = await call('PUT', termsUrl(stranger.company.id), provider, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect((answer.json() as { message: string }).message.length).toBeGreaterThan(5);
    }
    const refused = await call('PUT', termsUrl(stranger.company.id), provider, { payment_terms: 'net_45' });
    expect(refused.json().message).toMatch(/payment terms/i);
    const [after] = await testApp.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, stranger.company.id));
    expect(after).toEqual(before);
  });

  it('answers 404 for a company that does not exist or is the provider, and to a customer', async () => {
    expect((await call('GET', termsUrl(2_000_000_000), provider)).statusCode).toBe(404);
    expect(
      (await call('PUT', termsUrl(2_000_000_000), provider, { payment_terms: 'net_7' })).statusCode,
    ).toBe(404);
    expect((await call('GET', termsUrl(0), provider)).statusCode).toBe(422);
    const [providerCompany] = await testApp.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.kind, 'provider'));
    if (providerCompany)
      expect((await call('GET', termsUrl(providerCompany.id), provider)).statusCode).toBe(404);
    const asCustomer = await call('PUT', termsUrl(buyer.company.id), buyer.headers, {
      payment_terms: 'net_60',
    });
    expect(asCustomer.statusCode).toBe(404);
    expect((await call('GET', termsUrl(buyer.company.id), provider)).json()).toMatchObject({
      payment_terms: 'net_30',
    });
  });

  it('clears the limit with null', async () => {
    const answer = await call('PUT', termsUrl(stranger.company.id), provider, { credit_limit: null });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ credit_limit: null, payment_terms: 'immediate' });
  });
});

describe('the statement of account', () => {
  it('ages the open invoices by their due dates and totals what is owed', async () => {
    const { db } = testApp.database;
    const current = await approvedOrder(stranger);
    const late = await approvedOrder(stranger);
    const older = await approvedOrder(stranger);
    const settled = await approvedOrder(stranger);
    const now = Date.now();
    const backdate = (id: number, dueDaysAgo: number) =>
      db
        .update(invoices)
        .set({ dueAt: new Date(now - dueDaysAgo * DAY), issuedAt: new Date(now - (dueDaysAgo + 3) * DAY) })
        .where(eq(invoices.id, id));
    await backdate(late.invoice.id, 10);
    await backdate(older.invoice.id, 45);
    // A part payment lowers the balance; a settled invoice leaves the statement.
    const part = await call('POST', `/api/admin/invoices/${late.invoice.uuid}/payments`, provider, {
      amount: 100,
      received_on: calendarDay(new Date(), 'UTC'),
    });
    expect(part.statusCode, part.body).toBe(201);
    const full = await call('POST', `/api/admin/invoices/${settled.invoice.uuid}/payments`, provider, {
      amount: settled.invoice.total,
      received_on: calendarDay(new Date(), 'UTC'),
    });
    expect(full.statusCode, full.body).toBe(201);

    const statement = await statementOf(stranger.headers);
    expect(statement.invoices.map((invoice) => invoice.number).sort()).toEqual(
      [current.invoice.number, late.invoice.number, older.invoice.number].sort(),
    );
    expect(statement.buckets).toEqual({
      current: current.invoice.total,
      days_1_30: late.invoice.total - 100,
      days_31_60: older.invoice.total,
      days_61_90: 0,
      over_90: 0,
    });
    expect(statement.total_outstanding).toBe(
      current.invoice.total + late.invoice.total - 100 + older.invoice.total,
    );
    const lateRow = statement.invoices.find((invoice) => invoice.number === late.invoice.number)!;
    expect(lateRow).toMatchObject({
      balance: late.invoice.total - 100,
      days_overdue: 9,
      bucket: 'days_1_30',
    });
    expect(
      statement.invoices.find((invoice) => invoice.number === current.invoice.number)?.days_overdue,
    ).toBeNull();
    expect(statement).toMatchObject({ payment_terms: 'immediate', credit_limit: null });
  }, 120_000);

  it('puts each open invoice in the bucket of its whole days past due, over random due dates', async () => {
    const { db } = testApp.database;
    const owner = await buyerReadyToOrder(testApp.app, db);
    const open = [];
    for (let index = 0; index < 5; index += 1) open.push((await approvedOrder(owner)).invoice);
    // Due dates from 20 days ahead to 130 days past, each half a day from a day's edge, so the second the
    // statement is read at cannot move an invoice across one.
    const rounds = fc.sample(fc.array(fc.integer({ min: -20, max: 130 }), { minLength: 5, maxLength: 5 }), 3);
    for (const daysPastDue of rounds) {
      const now = Date.now();
      const lateMsOf = (days: number) => (days + (days < 0 ? -0.5 : 0.5)) * DAY;
      for (const [index, invoice] of open.entries()) {
        await db
          .update(invoices)
          .set({ dueAt: new Date(now - lateMsOf(daysPastDue[index]!)) })
          .where(eq(invoices.id, invoice.id));
      }
      const statement = await statementOf(owner.headers);
      const expected = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0 };
      for (const [index, invoice] of open.entries()) {
        const lateDays = Math.ceil(lateMsOf(daysPastDue[index]!) / DAY);
        const bucket =
          lateDays <= 0
            ? 'current'
            : lateDays <= 30
              ? 'days_1_30'
              : lateDays <= 60
                ? 'days_31_60'
                : lateDays <= 90
                  ? 'days_61_90'
                  : 'over_90';
        expected[bucket] += invoice.total;
        const row = statement.invoices.find((candidate) => candidate.number === invoice.number);
        expect(row?.bucket, `${invoice.number} due ${daysPastDue[index]} days ago`).toBe(bucket);
      }
      expect(statement.buckets, `due ${daysPastDue.join(', ')} days ago`).toEqual(expected);
      expect(statement.total_outstanding).toBe(open.reduce((sum, invoice) => sum + invoice.total, 0));
    }
  }, 120_000);

  it('shows each company only its own invoices, with its own terms', async () => {
    const mine = await statementOf(buyer.headers);
    const theirs = await statementOf(stranger.headers);
    const theirNumbers = new Set(theirs.invoices.map((invoice) => invoice.number));
    expect(mine.invoices.length).toBeGreaterThan(0);
    expect(mine.invoices.some((invoice) => theirNumbers.has(invoice.number))).toBe(false);
    expect(mine).toMatchObject({ payment_terms: 'net_30', credit_limit: 500_000 });
  });

  it('is for company users: provider staff get 403, and no session 401', async () => {
    expect((await call('GET', '/api/billings/statement', provider)).statusCode).toBe(403);
    expect((await call('GET', '/api/billings/statement.pdf', provider)).statusCode).toBe(403);
    expect((await call('GET', '/api/billings/statement', {})).statusCode).toBe(401);
  });

  it('downloads as a PDF that carries the total outstanding', async () => {
    const statement = await statementOf(stranger.headers);
    const answer = await call('GET', '/api/billings/statement.pdf', stranger.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    try {
      const file = path.join(dir, 'statement.pdf');
      fs.writeFileSync(file, answer.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(statement.total_outstanding).toBeGreaterThan(0);
      expect(text).toContain('Statement of Account');
      expect(text).toContain(
        `Total outstanding ${formatMoneyWithCode(statement.total_outstanding, statement.currency)}`,
      );
      for (const invoice of statement.invoices) expect(text).toContain(invoice.number);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("dates each invoice by the provider's calendar day, as the statement's own date, on the page and the PDF", async () => {
    const { db } = testApp.database;
    const evening = await approvedOrder(stranger);
    // 22:17 UTC yesterday is 06:17 today in Singapore: the invoice was issued on the provider's today.
    const today = new Date();
    const issuedAt = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 22, 17),
    );
    const dueAt = new Date(issuedAt.getTime() + 30 * DAY);
    await db.update(invoices).set({ issuedAt, dueAt }).where(eq(invoices.id, evening.invoice.id));
    const statement = await statementOf(stranger.headers);
    const row = statement.invoices.find((invoice) => invoice.number === evening.invoice.number)!;
    expect(row.issued_on).toBe(calendarDay(issuedAt, DEFAULT_TIME_ZONE));
    expect(row.issued_on).not.toBe(issuedAt.toISOString().slice(0, 10));
    expect(row.due_on).toBe(calendarDay(dueAt, DEFAULT_TIME_ZONE));
    expect(statement.statement_date).toBe(calendarDay(new Date(), DEFAULT_TIME_ZONE));
    const answer = await call('GET', '/api/billings/statement.pdf', stranger.headers);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: answer.rawPayload }).toString(
      'utf8',
    );
    const line = text.split('\n').find((candidate) => candidate.includes(evening.invoice.number));
    expect(line).toContain(row.issued_on);
    expect(line).toContain(row.due_on);
  });

  it('lists the new calls in /api/docs', async () => {
    const document = await call('GET', '/api/docs/json', {});
    const paths = document.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/billings/statement'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/billings/statement.pdf'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/admin/companies/{id}/credit_terms'] ?? {}).sort()).toEqual(['get', 'put']);
  });
});
