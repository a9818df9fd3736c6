import { cartTotals } from '@livery/domain/cart-totals';
import { invoiceStatus } from '@livery/domain/invoice-status';
import { cents } from '@livery/domain/money';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, invoiceCreditNotes, invoicePayments, invoices, orders } from '../../db/schema.ts';
import { signUserLink } from '../../storage/signed-user-links.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVOICE_LINK_LIFETIME_SECONDS, invoiceUrl } from './invoices.service.ts';

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
}, 60_000);
afterAll(() => testApp.close());

const staffRow = (size: string, qty = 1) => ({
  staff_id: `S${Math.random()}`,
  name: 'Ana',
  product1_size: size,
  product1_qty: String(qty),
});

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function approve(orderUuid: string) {
  const answer = await call('POST', `/api/admin/orders/${orderUuid}/transition`, provider, {
    to: 'order_approved',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { order: { approved_at: string; total: number; invoice_url: string | null } };
}

async function invoiceOf(orderUid: string) {
  const list = await call('GET', `/api/admin/invoices?keyword=${orderUid}`, provider);
  expect(list.statusCode, list.body).toBe(200);
  const found = (list.json() as { invoices: Array<{ id: string; order_uid: string }> }).invoices.find(
    (invoice) => invoice.order_uid === orderUid,
  );
  expect(found, `an invoice for ${orderUid}`).toBeDefined();
  const detail = await call('GET', `/api/admin/invoices/${found!.id}`, provider);
  return detail.json() as {
    id: string;
    number: string;
    status: string;
    total: number;
    paid: number;
    balance: number;
    due_at: string;
    issued_at: string;
    subtotal: number;
    shipping_fee: number;
    additional_fees: number;
    discount: number;
    gst_rate: number;
    gst: number;
    lines: Array<{ amount: number; surcharge: number }>;
    invoice_url: string;
  };
}

async function approvedOrder(owner = buyer, rows = [staffRow('M', 2)]) {
  const placed = await placeRosterOrder(testApp.app, owner, rows);
  await approve(placed.uuid);
  return { ...placed, invoice: await invoiceOf(placed.uid) };
}

async function countLedgerRows() {
  const { db } = testApp.database;
  const [payments] = await db.select({ value: count() }).from(invoicePayments);
  const [credits] = await db.select({ value: count() }).from(invoiceCreditNotes);
  return { payments: payments!.value, credits: credits!.value };
}

describe('issuing invoices', () => {
  it('issues one invoice at the provider approval, due 3 days later, with the order total to the cent', async () => {
    const placed = await placeRosterOrder(testApp.app, buyer, [staffRow('M'), staffRow('2XL', 3)]);
    const before = await call('GET', '/api/orders?per_page=100', buyer.headers);
    const listed = (before.json() as { orders: Array<{ uuid: string; invoice_url: string | null }> }).orders;
    expect(listed.find((order) => order.uuid === placed.uuid)?.invoice_url).toBeNull();

    const approved = await approve(placed.uuid);
    const invoice = await invoiceOf(placed.uid);
    const year = new Date().getUTCFullYear();
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(invoice.status).toBe('invoice_awaiting_payment');
    expect(invoice.total).toBe(approved.order.total);
    expect(Date.parse(invoice.due_at) - Date.parse(approved.order.approved_at)).toBe(3 * 24 * 60 * 60 * 1000);
    expect(approved.order.invoice_url).toMatch(/^\/api\/invoices\/[0-9a-f-]{36}\/pdf\?expires=\d+&token=/);

    const after = await call('GET', '/api/orders?per_page=100', buyer.headers);
    const row = (after.json() as { orders: Array<{ uuid: string; invoice_url: string | null }> }).orders.find(
      (order) => order.uuid === placed.uuid,
    );
    expect(row?.invoice_url).toMatch(/^\/api\/invoices\//);
  });

  it('numbers 10 concurrent approvals without a gap or a repeat', async () => {
    const placed = [];
    for (let index = 0; index < 10; index += 1)
      placed.push(await placeRosterOrder(testApp.app, buyer, [staffRow('S')]));
    const answers = await Promise.all(
      placed.map((order) =>
        call('POST', `/api/admin/orders/${order.uuid}/transition`, provider, { to: 'order_approved' }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = (await Promise.all(placed.map((order) => invoiceOf(order.uid)))).map((invoice) =>
      Number(invoice.number.slice(-6)),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(sorted).size).toBe(10);
    expect(sorted[9]! - sorted[0]!).toBe(9);
    // Every number of the year up to the last is taken: nothing was skipped before these either.
    const { db } = testApp.database;
    const [all] = await db.select({ value: count() }).from(invoices);
    expect(sorted[9]).toBe(all!.value);
  }, 60_000);

  it('totals every random order to the cent: lines add up to the subtotal and GST at the order rate', async () => {
    const { db } = testApp.database;
    await db.insert(discountCodes).values([
      { code: 'TENOFF', kind: 'percentage', value: 10 },
      { code: 'FIVER', kind: 'fixed', value: 500 },
    ]);
    const roster = fc.array(
      fc.record({ size: fc.constantFrom('S', 'M', 'L', 'XL', '2XL'), qty: fc.integer({ min: 1, max: 40 }) }),
      { minLength: 1, maxLength: 4 },
    );
    const cases = fc.sample(fc.tuple(roster, fc.constantFrom(null, 'TENOFF', 'FIVER')), {
      seed: 1313,
      numRuns: 8,
    });
    for (const [rows, code] of cases) {
      if (code) {
        // The code sits in the cart for the checkout that follows.
        await call('POST', '/api/kart_items/bulk_orders', buyer.headers, {
          quote: {
            mode: 'pro',
            data: [{ saved_product_id: buyer.savedProduct.uuid }],
            employees: [staffRow('S')],
          },
        });
        const applied = await call('POST', '/api/cart/apply_discount', buyer.headers, {
          discount_code: code,
        });
        expect([200, 201]).toContain(applied.statusCode);
      }
      const { uid, invoice } = await approvedOrder(
        buyer,
        rows.map((row) => staffRow(row.size, row.qty)),
      );
      const [order] = await db.select().from(orders).where(eq(orders.uid, uid));
      expect(invoice.total).toBe(order!.total);
      expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(invoice.subtotal);
      expect(invoice.gst_rate).toBe(order!.gstRate);
      const recomputed = cartTotals({
        subtotal: cents(invoice.subtotal),
        shipping: cents(invoice.shipping_fee + invoice.additional_fees),
        discount: cents(invoice.discount),
        gstRatePercent: invoice.gst_rate,
      });
      expect(recomputed.gst).toBe(invoice.gst);
      expect(recomputed.total).toBe(invoice.total);
    }
  }, 120_000);
});

describe('payments, credit notes and voiding', () => {
  it('records a part payment (partially paid), refuses an overpayment naming the balance and writes nothing', async () => {
    const { invoice } = await approvedOrder();
    const part = Math.floor(invoice.total / 3);
    const paid = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: part,
      received_on: new Date().toISOString().slice(0, 10),
      method: 'Bank transfer',
      reference: 'TT-1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      status: 'invoice_partially_paid',
      paid: part,
      balance: invoice.total - part,
    });

    const before = await countLedgerRows();
    const over = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: invoice.total - part + 1,
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(over.statusCode).toBe(422);
    const balance = ((invoice.total - part) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(over.json().message).toBe(`Amount is more than the balance of SGD ${balance}`);
    expect(await countLedgerRows()).toEqual(before);

    const rest = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: invoice.total - part,
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(rest.json()).toMatchObject({ status: 'invoice_paid', balance: 0 });
    const again = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: 1,
      received_on: new Date().toISOString().slice(0, 10),
    });
    expect(again.statusCode).toBe(422);
  });

  it('takes a credit note off the balance and voids an invoice with a reason, after which it owes nothing', async () => {
    const { invoice } = await approvedOrder();
    const credited = await call('POST', `/api/admin/invoices/${invoice.id}/credit_notes`, provider, {
      amount: 100,
      reason: 'Late delivery',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json()).toMatchObject({ credited: 100, balance: invoice.total - 100 });

    const noReason = await call('POST', `/api/admin/invoices/${invoice.id}/void`, provider, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    const voided = await call('POST', `/api/admin/invoices/${invoice.id}/void`, provider, {
      reason: 'Raised twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'invoice_voided',
      balance: 0,
      void_reason: 'Raised twice',
    });
    const twice = await call('POST', `/api/admin/invoices/${invoice.id}/void`, provider, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    const payment = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: 1,
      received_on: '2026-01-01',
    });
    expect(payment.statusCode).toBe(422);
    expect(payment.json().message).toBe('This invoice is voided');
  });

  it('does not void an invoice with money received', async () => {
    const { invoice } = await approvedOrder();
    await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: 1,
      received_on: '2026-01-01',
    });
    const voided = await call('POST', `/api/admin/invoices/${invoice.id}/void`, provider, {
      reason: 'Wrong',
    });
    expect(voided.statusCode).toBe(422);
  });

  it('voids the invoice of an order cancelled before any payment', async () => {
    const { uuid, uid } = await approvedOrder();
    const cancelled = await call('POST', `/api/admin/orders/${uuid}/transition`, provider, {
      to: 'order_cancelled',
      reason: 'Customer changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await invoiceOf(uid)).status).toBe('invoice_voided');
  });

  it('answers 422 for malformed input, never 5xx, and writes nothing', async () => {
    const { invoice } = await approvedOrder();
    const before = await countLedgerRows();
    const bad: Array<[string, object]> = [
      ['payments', { amount: 'abc', received_on: '2026-01-01' }],
      ['payments', { amount: -5, received_on: '2026-01-01' }],
      ['payments', { amount: 0, received_on: '2026-01-01' }],
      ['payments', { amount: 10.5, received_on: '2026-01-01' }],
      ['payments', { amount: 10 }],
      ['payments', { amount: 10, received_on: '2026-02-31' }],
      ['payments', { amount: 10, received_on: '3000-01-01' }],
      ['payments', { amount: 1e12, received_on: '2026-01-01' }],
      ['credit_notes', { amount: 10 }],
      ['credit_notes', { amount: 10, reason: '' }],
      ['credit_notes', { amount: invoice.total + 1, reason: 'Too much' }],
      ['void', {}],
    ];
    for (const [path, payload] of bad) {
      const answer = await call('POST', `/api/admin/invoices/${invoice.id}/${path}`, provider, payload);
      expect(answer.statusCode, `${path} ${JSON.stringify(payload)}: ${answer.body}`).toBe(422);
    }
    const missing = await call('GET', '/api/admin/invoices/00000000-0000-4000-8000-000000000000', provider);
    expect(missing.statusCode).toBe(404);
    const badId = await call('GET', '/api/admin/invoices/not-a-uuid', provider);
    expect(badId.statusCode).toBe(422);
    const badStatus = await call('GET', '/api/admin/invoices?status=invoice_lost', provider);
    expect(badStatus.statusCode).toBe(422);
    expect(await countLedgerRows()).toEqual(before);
    expect(
      (await invoiceOf((await call('GET', `/api/admin/invoices/${invoice.id}`, provider)).json().order_uid))
        .status,
    ).toBe('invoice_awaiting_payment');
  });

  it('refuses customers every console ledger call (the console guard answers 404)', async () => {
    const { invoice } = await approvedOrder();
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/admin/invoices'],
      ['GET', `/api/admin/invoices/${invoice.id}`],
      ['POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: 1, received_on: '2026-01-01' }],
      ['POST', `/api/admin/invoices/${invoice.id}/credit_notes`, { amount: 1, reason: 'x' }],
      ['POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await call(method, url, buyer.headers, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await invoiceOf((await call('GET', `/api/admin/invoices/${invoice.id}`, provider)).json().order_uid))
        .paid,
    ).toBe(0);
  });
});

describe('overdue invoices and the derived status filter', () => {
  it('is overdue past its due date, and the console filter agrees with the domain rule for every status', async () => {
    const { db } = testApp.database;
    const { invoice: overdue } = await approvedOrder();
    await db
      .update(invoices)
      .set({ dueAt: new Date(Date.now() - 5.5 * 24 * 60 * 60 * 1000) })
      .where(eq(invoices.uuid, overdue.id));
    const { invoice: partlyOverdue } = await approvedOrder();
    await call('POST', `/api/admin/invoices/${partlyOverdue.id}/payments`, provider, {
      amount: 1,
      received_on: '2026-01-01',
    });
    await db
      .update(invoices)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(invoices.uuid, partlyOverdue.id));
    expect((await call('GET', `/api/admin/invoices/${overdue.id}`, provider)).json().status).toBe(
      'invoice_overdue',
    );

    const now = new Date();
    const all = await db.select().from(invoices);
    for (const status of [
      'invoice_awaiting_payment',
      'invoice_partially_paid',
      'invoice_paid',
      'invoice_overdue',
      'invoice_voided',
    ]) {
      const listed = await call('GET', `/api/admin/invoices?status=${status}&per_page=100`, provider);
      const ids = (listed.json() as { invoices: Array<{ id: string; status: string }> }).invoices.map(
        (row) => row.id,
      );
      const expected = all
        .filter(
          (row) =>
            invoiceStatus(
              {
                total: cents(row.total),
                paid: cents(row.paid),
                credited: cents(row.credited),
                issuedAt: row.issuedAt,
                dueAt: row.dueAt,
                voidedAt: row.voidedAt,
              },
              now,
            ) === status,
        )
        .map((row) => row.uuid);
      expect(ids.sort(), status).toEqual(expected.sort());
    }

    // The buyer's billing list: overdue days = whole days past due minus 1 (5.5 days -> 4).
    const billing = await call(
      'GET',
      '/api/billings?invoice_status=invoice_overdue&per_page=100',
      buyer.headers,
    );
    expect(billing.statusCode, billing.body).toBe(200);
    const row = (
      billing.json() as { billings: Array<{ invoice_number: string; overdue: number }> }
    ).billings.find((entry) => entry.invoice_number === overdue.number);
    expect(row?.overdue).toBe(4);
  });
});

describe('the customer side', () => {
  it('counts the billing list from the kept counts exactly as from the orders themselves', async () => {
    // An invoiced order cancelled after a payment keeps its bill; a pending one cancelled has none.
    const paid = await approvedOrder();
    expect(
      (
        await call('POST', `/api/admin/invoices/${paid.invoice.id}/payments`, provider, {
          amount: 100,
          received_on: '2026-01-02',
        })
      ).statusCode,
    ).toBe(201);
    const pending = await placeRosterOrder(testApp.app, buyer, [staffRow('S')]);
    for (const uuid of [paid.uuid, pending.uuid]) {
      const cancelled = await call('POST', `/api/admin/orders/${uuid}/transition`, provider, {
        to: 'order_cancelled',
        reason: 'Test',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const total = async (query: string) =>
      (await call('GET', `/api/billings?per_page=100${query}`, buyer.headers)).json().meta
        .total_count as number;
    // A date filter counts the orders joined to their invoices; no filter reads the kept counts.
    const counted = await total('&from_date=2000-01-01');
    expect(await total('')).toBe(counted);
    expect(await total(`&team_id=${buyer.team.id}`)).toBe(counted);
    const listed = (await call('GET', '/api/billings?per_page=100', buyer.headers)).json().billings as Array<{
      uuid: string;
    }>;
    expect(listed.map((row) => row.uuid)).toContain(paid.uuid);
    expect(listed.map((row) => row.uuid)).not.toContain(pending.uuid);
  });

  it("totals the console's invoice list from the kept counts, which follow issued and deleted invoices", async () => {
    const { db } = testApp.database;
    const { uuid } = await approvedOrder(buyer);
    await approvedOrder(stranger);
    const total = async (query = '') =>
      (await call('GET', `/api/admin/invoices?per_page=1${query}`, provider)).json().meta
        .total_count as number;
    const counted = async (companyId?: number) =>
      (
        await db
          .select({ value: count() })
          .from(invoices)
          .where(companyId === undefined ? undefined : eq(invoices.companyId, companyId))
      )[0]!.value;
    expect(await total()).toBe(await counted());
    expect(await total(`&company_id=${buyer.company.id}`)).toBe(await counted(buyer.company.id));
    // An order deleted takes its invoice with it (cascade), and the count follows.
    const before = await total(`&company_id=${buyer.company.id}`);
    await db.delete(orders).where(eq(orders.uuid, uuid));
    expect(await total(`&company_id=${buyer.company.id}`)).toBe(before - 1);
    expect(await total()).toBe(await counted());
  });

  it('lists billing rows with the invoice label, status, due date and team, and pages them', async () => {
    const pending = await placeRosterOrder(testApp.app, buyer, [staffRow('L')]);
    const answer = await call('GET', '/api/billings?per_page=5&page=1', buyer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as {
      billings: Array<Record<string, unknown>>;
      meta: { total_count: number; per_page: number; total_pages: number };
    };
    expect(body.billings).toHaveLength(5);
    expect(body.meta.per_page).toBe(5);
    const draft = body.billings.find((row) => row.uuid === pending.uuid);
    expect(draft).toMatchObject({
      invoice_status: 'invoice_draft',
      invoice_url: null,
      invoice_number: null,
      invoice_label: `I-${pending.uid}`,
      team_name: buyer.team.name,
      order_type: 'uniform_order',
    });
    const keyword = await call('GET', `/api/billings?keyword=${pending.uid}`, buyer.headers);
    expect((keyword.json() as { billings: unknown[] }).billings).toHaveLength(1);
    const drafts = await call(
      'GET',
      '/api/billings?invoice_status=invoice_draft&per_page=100',
      buyer.headers,
    );
    const statuses = (drafts.json() as { billings: Array<{ invoice_status: string }> }).billings.map(
      (row) => row.invoice_status,
    );
    expect(new Set(statuses)).toEqual(new Set(['invoice_draft']));
    const bad = await call('GET', '/api/billings?from_date=yesterday', buyer.headers);
    expect(bad.statusCode).toBe(422);
  });

  it("shows nothing of another company's invoices: billing, invoice url and invoice panel are 404 or empty", async () => {
    const { uuid, invoice } = await approvedOrder(stranger);
    const billing = await call('GET', '/api/billings?per_page=100', buyer.headers);
    const uuids = (billing.json() as { billings: Array<{ uuid: string }> }).billings.map((row) => row.uuid);
    expect(uuids).not.toContain(uuid);
    const byKeyword = await call('GET', `/api/billings?keyword=${invoice.number}`, buyer.headers);
    expect((byKeyword.json() as { billings: unknown[] }).billings).toHaveLength(0);
    expect((await call('GET', `/api/reports/${uuid}/get_invoice_url`, buyer.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${uuid}/invoice`, buyer.headers)).statusCode).toBe(404);
    const own = await call('GET', `/api/reports/${uuid}/get_invoice_url`, stranger.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().invoice_number).toBe(invoice.number);
  });

  it('serves the PDF behind a signed link and refuses a tampered or expired one', async () => {
    const { uuid, invoice } = await approvedOrder();
    const link = await call('GET', `/api/reports/${uuid}/get_invoice_url`, buyer.headers);
    const { url } = link.json() as { url: string };
    const pdf = await testApp.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const tampered = url.replace(/token=(.)/, (_, first: string) => `token=${first === 'A' ? 'B' : 'A'}`);
    expect((await testApp.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherInvoice = url.replace(invoice.id, (await approvedOrder()).invoice.id);
    expect((await testApp.app.inject({ method: 'GET', url: otherInvoice })).statusCode).toBe(403);
    const secretKey = testApp.app.deps.config.secretKey;
    const expired = invoiceUrl(secretKey, invoice.id, new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)).url;
    expect((await testApp.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const forged = signUserLink('another-secret-key-of-enough-length', 'invoice-pdf', invoice.id);
    const forgedUrl = `/api/invoices/${invoice.id}/pdf?expires=${forged.expires}&token=${forged.token}`;
    expect((await testApp.app.inject({ method: 'GET', url: forgedUrl })).statusCode).toBe(403);
    const noToken = await testApp.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` });
    expect(noToken.statusCode).toBe(422);
  });

  it('gives the same signed link for a minute, expiring a day after on a whole minute, and it opens', async () => {
    const { invoice } = await approvedOrder();
    const secretKey = testApp.app.deps.config.secretKey;
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);
    const first = invoiceUrl(secretKey, invoice.id, at);
    const later = invoiceUrl(secretKey, invoice.id, new Date(at.getTime() + 30_000));
    expect(later).toEqual(first);
    expect(first.expires % 60).toBe(0);
    expect(first.expires - at.getTime() / 1000).toBeGreaterThanOrEqual(INVOICE_LINK_LIFETIME_SECONDS);
    expect(first.expires - at.getTime() / 1000).toBeLessThanOrEqual(INVOICE_LINK_LIFETIME_SECONDS + 60);
    // The next minute's link is another, and both open the PDF.
    const nextMinute = invoiceUrl(secretKey, invoice.id, new Date(at.getTime() + 60_000));
    expect(nextMinute.url).not.toBe(first.url);
    for (const { url } of [first, nextMinute])
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it("shows an order's invoice panel figures and null before approval", async () => {
    const pending = await placeRosterOrder(testApp.app, buyer, [staffRow('L')]);
    expect((await call('GET', `/api/orders/${pending.uuid}/invoice`, buyer.headers)).json()).toEqual({
      invoice: null,
    });
    const { uuid, invoice } = await approvedOrder();
    await call('POST', `/api/admin/invoices/${invoice.id}/payments`, provider, {
      amount: 100,
      received_on: '2026-01-01',
    });
    const panel = await call('GET', `/api/orders/${uuid}/invoice`, buyer.headers);
    expect(panel.json().invoice).toMatchObject({
      number: invoice.number,
      status: 'invoice_partially_paid',
      paid: 100,
      balance: invoice.total - 100,
    });
  });
});

describe('accounting calls from the ledger', () => {
  it('answers the contact, invoice rows and aged receivables of the caller company only', async () => {
    const accountant = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const { db } = testApp.database;
    const first = await approvedOrder(accountant);
    const second = await approvedOrder(accountant);
    await approvedOrder(stranger);
    await call('POST', `/api/admin/invoices/${first.invoice.id}/payments`, provider, {
      amount: 100,
      received_on: '2026-01-01',
    });
    await db
      .update(invoices)
      .set({ dueAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000) })
      .where(eq(invoices.uuid, second.invoice.id));
    const owed = first.invoice.total - 100 + second.invoice.total;

    const contact = await call('GET', '/api/reports/get_xero_contact', accountant.headers);
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().contacts[0]).toMatchObject({
      name: accountant.company.name,
      default_currency: 'SGD',
      balances: { accounts_receivable: { outstanding: owed, overdue: second.invoice.total } },
    });

    const rows = await call('GET', '/api/reports/get_xero_invoices', accountant.headers);
    expect(rows.statusCode, rows.body).toBe(200);
    const body = rows.json() as {
      invoices: Array<{ number: string; paid: number; due: number }>;
      summary: Record<string, number>;
    };
    expect(body.invoices.map((row) => row.number).sort()).toEqual(
      [first.invoice.number, second.invoice.number].sort(),
    );
    expect(body.summary).toEqual({
      total: first.invoice.total + second.invoice.total,
      paid: 100,
      credited: 0,
      due: owed,
    });

    const aged = await call('GET', '/api/reports/get_report_aged_receivables_by_contact', accountant.headers);
    expect(aged.statusCode, aged.body).toBe(200);
    expect(aged.json()).toMatchObject({
      buckets: {
        current: first.invoice.total - 100,
        days_1_30: 0,
        days_31_60: second.invoice.total,
        days_61_90: 0,
        over_90: 0,
      },
      total: owed,
    });
    expect(aged.json().report_rows.map((row: { row_type: string }) => row.row_type)).toEqual([
      'header',
      'section',
      'summary_row',
    ]);
  });

  it("feeds the report's paid and outstanding cards from the ledger", async () => {
    const accountant = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const first = await approvedOrder(accountant);
    await approvedOrder(accountant);
    await placeRosterOrder(testApp.app, accountant, [staffRow('S')]);
    await call('POST', `/api/admin/invoices/${first.invoice.id}/payments`, provider, {
      amount: first.invoice.total,
      received_on: '2026-01-01',
    });
    const report = await call('GET', '/api/reports/report', accountant.headers);
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json();
    expect(body.finance_reporting.total_paid).toBe(first.invoice.total);
    expect(body.purchased_patterns.invoices_outstanding).toBe(1);
    const order = body.orders.find(
      (row: { xero_invoice_id: string | null }) => row.xero_invoice_id === first.invoice.number,
    );
    expect(order).toMatchObject({ invoice_status: 'invoice_paid' });
  });
});

describe('the billing list query plan', () => {
  it('finds a company page through indexes, never scanning orders or invoices whole', async () => {
    const { db } = testApp.database;
    const { billingPageQuery } = await import('./invoices.repository.ts');
    const query = billingPageQuery(db, {
      companyId: buyer.company.id,
      userId: buyer.user.id,
      joinedTeamIds: [buyer.team.id],
      timeZone: 'Asia/Singapore',
      now: new Date(),
      limit: 10,
      offset: 0,
    });
    // The test tables are small enough for any plan: forbid sequential scans to see which index answers.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/orders_company_(team_)?created_idx/);
    expect(plan).toMatch(/invoices_order_id_unique/);
    expect(plan).not.toMatch(/Seq Scan on orders|Seq Scan on invoices/);
  });
});

describe('the migration backfill', () => {
  it('gives every approved order an invoice numbered per year without gaps, with the order total', async () => {
    const { db } = testApp.database;
    const { readFileSync } = await import('node:fs');
    const migration = readFileSync(new URL('../../../drizzle/0017_invoices.sql', import.meta.url), 'utf8');
    const [backfill, counters] = migration.split('--> statement-breakpoint').slice(-2);
    await approvedOrder();
    // As before the ledger: no invoice, no counter; cancelled orders stay without one.
    await db.delete(invoices);
    await db.execute(sql`delete from invoice_numbers`);
    await db.execute(sql.raw(backfill!));
    await db.execute(sql.raw(counters!));
    const rows = await db
      .select({
        number: invoices.number,
        total: invoices.total,
        orderTotal: orders.total,
        status: orders.orderStatus,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId));
    const approved = await db
      .select({ value: count() })
      .from(orders)
      .where(sql`approved_at is not null and order_status <> 'order_cancelled'`);
    expect(rows).toHaveLength(approved[0]!.value);
    for (const row of rows) expect(row.total).toBe(row.orderTotal);
    const sequence = rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    expect(sequence).toEqual(sequence.map((_, index) => index + 1));
    // The next approval continues the sequence.
    const next = await approvedOrder();
    expect(Number(next.invoice.number.slice(-6))).toBe(rows.length + 1);
  });
});
