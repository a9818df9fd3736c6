import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDay, DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import { formatMoneyWithCode } from '@livery/domain/money';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, teamMembers, teams } from '../../db/schema.ts';
import { createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { allowSingaporeOrders, buyerReadyToOrder, placeRosterOrder } from '../../test/orders-for-tests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';

let testApp: TestApp;
let provider: Record<string, string>;
let buyer: Awaited<ReturnType<typeof buyerReadyToOrder>>;
let stranger: Awaited<ReturnType<typeof buyerReadyToOrder>>;
/** Approved, shipped once, with a PO document and a roster of three staff. */
let fullOrder: { uuid: string; uid: string };
/** Pending: no invoice, no delivery order, no PO document. */
let bareOrder: { uuid: string; uid: string };
let strangerOrder: { uuid: string; uid: string };

const PO_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ALL_KINDS = ['order_detail', 'delivery_orders', 'purchase_order', 'invoice', 'namelists'];

function call(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const download = (headers: Record<string, string>, body: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/orders/download_paperworks',
    headers,
    payload: body as object,
  });

/** The text of a PDF, as pdftotext reads it. */
function textOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-paperwork-'));
  try {
    fs.writeFileSync(path.join(dir, 'file.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'file.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function zipOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return unzip(response.rawPayload);
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  await allowSingaporeOrders(db);
  provider = await signIn(testApp.app, (await createProviderStaff(db)).email);
  buyer = await buyerReadyToOrder(testApp.app, db);
  stranger = await buyerReadyToOrder(testApp.app, db);

  fullOrder = await placeRosterOrder(testApp.app, buyer, [
    { staff_id: '007', name: 'Ana Lim', product1_size: 'M', product1_qty: '1' },
    { staff_id: '008', name: '陈大文', product1_size: 'L', product1_qty: '1' },
    { staff_id: '009', name: '=HYPERLINK("x")', product1_size: 'M', product1_qty: '1' },
  ]);
  const approved = await call('POST', `/api/admin/orders/${fullOrder.uuid}/transition`, provider, {
    to: 'order_approved',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const itemUuid = approved.json().items[0].items[0].uuid as string;
  const shipped = await call('POST', `/api/admin/orders/${fullOrder.uuid}/shipments`, provider, {
    track_no: 'TRK-1',
    packages: [{ packed_in: 'Box 1', items: [{ order_item_id: itemUuid, qtys: { M: 2 } }] }],
  });
  expect(shipped.statusCode, shipped.body).toBe(201);
  const form = new FormData();
  form.append('order_id', fullOrder.uuid);
  form.append('files[]', new Blob([new Uint8Array(PO_PDF)]), '../PO 12.pdf');
  const attached = await testApp.app.inject({
    method: 'POST',
    url: '/api/po_attachments',
    headers: buyer.headers,
    payload: form,
  });
  expect(attached.statusCode, attached.body).toBeLessThan(300);

  bareOrder = await placeRosterOrder(testApp.app, buyer, [
    { staff_id: '101', name: 'Ben Tan', product1_size: 'S', product1_qty: '2' },
  ]);
  strangerOrder = await placeRosterOrder(testApp.app, stranger, [
    { staff_id: '1', name: 'Someone Else', product1_size: 'S', product1_qty: '1' },
  ]);
}, 120_000);
afterAll(() => testApp.close());

describe('POST /api/orders/download_paperworks', () => {
  it('zips every kind of paperwork of each order in a folder named by its order number', async () => {
    const answer = await download(buyer.headers, {
      ids: [fullOrder.uuid, bareOrder.uuid],
      fields: ALL_KINDS,
    });
    const entries = await zipOf(answer);
    // File names carry the provider's day, not UTC's.
    const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
    const team = buyer.team.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(answer.headers['content-disposition']).toContain(`filename="billing-${team}-${today}.zip"`);

    const full = [...entries.keys()].filter((name) => name.startsWith(`${fullOrder.uid}/`)).sort();
    expect(full).toEqual(
      [
        full.find((name) => /\/delivery-orders\/[A-Z]+-\d{4}-\d{6}-DO-\d+-1\.pdf$/.test(name)),
        full.find((name) => /\/invoice-INV-\d{4}-\d{6}\.pdf$/.test(name)),
        `${fullOrder.uid}/namelist-${fullOrder.uid}.csv`,
        `${fullOrder.uid}/namelist-${fullOrder.uid}.xlsx`,
        `${fullOrder.uid}/order-detail-${fullOrder.uid}.pdf`,
        `${fullOrder.uid}/purchase-order/PO 12.pdf`,
      ].sort(),
    );
    expect(full).toHaveLength(6);
    // A pending order has no invoice, delivery order or PO document yet: those files are simply absent.
    expect([...entries.keys()].filter((name) => name.startsWith(`${bareOrder.uid}/`)).sort()).toEqual(
      [
        `${bareOrder.uid}/namelist-${bareOrder.uid}.csv`,
        `${bareOrder.uid}/namelist-${bareOrder.uid}.xlsx`,
        `${bareOrder.uid}/order-detail-${bareOrder.uid}.pdf`,
      ].sort(),
    );
    for (const [name, bytes] of entries) {
      if (name.endsWith('.pdf')) expect(bytes.subarray(0, 4).toString(), name).toBe('%PDF');
      if (name.endsWith('.xlsx')) expect(bytes.subarray(0, 2).toString(), name).toBe('PK');
    }
    const csv = entries.get(`${fullOrder.uid}/namelist-${fullOrder.uid}.csv`)!.toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('Ana Lim');
    expect(csv).toContain('陈大文');
    expect(csv).toContain('007');
    // A formula from a roster is neutralised, as in every export.
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(entries.get(`${fullOrder.uid}/purchase-order/PO 12.pdf`)).toEqual(PO_PDF);
  });

  it('prints the order detail with the amounts the order page shows, in its currency, and a team name in Chinese', async () => {
    const { db } = testApp.database;
    await db.update(teams).set({ name: '海港 Kitchen' }).where(eq(teams.id, buyer.team.id));
    const { order, items } = (await call('GET', `/api/orders/${fullOrder.uuid}`, buyer.headers)).json();
    const answer = await download(buyer.headers, { ids: [fullOrder.uuid], fields: ['order_detail'] });
    const entries = await zipOf(answer);
    // File names carry the provider's day, not UTC's.
    const today = calendarDay(new Date(), DEFAULT_TIME_ZONE);
    expect(answer.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`billing-海港-kitchen-${today}.zip`)}`,
    );
    expect([...entries.keys()]).toEqual([`${fullOrder.uid}/order-detail-${fullOrder.uid}.pdf`]);
    const text = textOf(entries.get(`${fullOrder.uid}/order-detail-${fullOrder.uid}.pdf`)!);
    expect(text).toContain(fullOrder.uid);
    expect(text).toContain('海港 Kitchen');
    expect(text).toContain(items[0].items[0].title);
    for (const amount of [order.subtotal, order.gst, order.total, items[0].items[0].amount])
      expect(text).toContain(formatMoneyWithCode(amount, 'SGD'));
    expect(text).toContain(`GST (${order.gst_rate}%)`);
    await db.update(teams).set({ name: buyer.team.name }).where(eq(teams.id, buyer.team.id));
  });

  it("prints what is beyond the employees' entitlements as the order page says it, and nothing when within", async () => {
    const { db } = testApp.database;
    const excess = {
      rule: 'employee_pays' as const,
      totalCents: 4_360,
      garments: [
        {
          staffId: 'FO-7001',
          name: 'Nina Park',
          title: 'Front Office Polo',
          quantity: 1,
          cents: 2_180,
          costCentre: null,
        },
        {
          staffId: 'FO-7002',
          name: '陈大文',
          title: 'Front Office Polo',
          quantity: 1,
          cents: 2_180,
          costCentre: 'CC-FO',
        },
      ],
    };
    await db.update(orders).set({ entitlementExcess: excess }).where(eq(orders.uuid, fullOrder.uuid));
    const { order } = (await call('GET', `/api/orders/${fullOrder.uuid}`, buyer.headers)).json();
    expect(order.entitlement_excess).toMatchObject({ rule: 'employee_pays', total_cents: 4_360 });
    const pdfOf = async () => {
      const entries = await zipOf(
        await download(buyer.headers, { ids: [fullOrder.uuid], fields: ['order_detail'] }),
      );
      return textOf(entries.get(`${fullOrder.uid}/order-detail-${fullOrder.uid}.pdf`)!);
    };
    const text = await pdfOf();
    expect(text).toContain('BEYOND ENTITLEMENT');
    expect(text).toContain(`Employee pays: ${formatMoneyWithCode(4_360, 'SGD')} beyond entitlement`);
    expect(text).toContain(
      `Nina Park (FO-7001): 1 × Front Office Polo, ${formatMoneyWithCode(2_180, 'SGD')}`,
    );
    expect(text).toContain('陈大文');
    await db.update(orders).set({ entitlementExcess: null }).where(eq(orders.uuid, fullOrder.uuid));
    expect(await pdfOf()).not.toContain('BEYOND ENTITLEMENT');
  });

  it('puts in only the kinds chosen, and each order once however often it is named', async () => {
    const entries = await zipOf(
      await download(buyer.headers, {
        ids: [fullOrder.uuid, fullOrder.uuid, bareOrder.uuid],
        fields: ['invoice', 'purchase_order'],
      }),
    );
    expect([...entries.keys()].sort()).toEqual(
      [
        `${fullOrder.uid}/${[...entries.keys()].find((name) => name.includes('/invoice-'))?.split('/')[1]}`,
        `${fullOrder.uid}/purchase-order/PO 12.pdf`,
      ].sort(),
    );
  });

  it('takes the order numbers the billing list shows as well as uuids, each order once', async () => {
    const entries = await zipOf(
      await download(buyer.headers, {
        ids: [fullOrder.uid, fullOrder.uuid, bareOrder.uid],
        fields: ['order_detail'],
      }),
    );
    expect([...entries.keys()].sort()).toEqual(
      [
        `${fullOrder.uid}/order-detail-${fullOrder.uid}.pdf`,
        `${bareOrder.uid}/order-detail-${bareOrder.uid}.pdf`,
      ].sort(),
    );
    for (const ids of [[strangerOrder.uid], [fullOrder.uid, strangerOrder.uid], ['LV-1999-000001']]) {
      expect((await download(buyer.headers, { ids, fields: ['invoice'] })).statusCode, ids.join()).toBe(404);
    }
    for (const id of ['LV-2026-1', 'lv-2026-000001', 'LV-2026-000001; drop table orders']) {
      expect((await download(buyer.headers, { ids: [id], fields: ['invoice'] })).statusCode, id).toBe(422);
    }
  });

  it("answers 404 for another company's order, a missing one, or a list holding either, and writes no zip", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const ids of [[strangerOrder.uuid], [missing], [fullOrder.uuid, strangerOrder.uuid]]) {
      const answer = await download(buyer.headers, { ids, fields: ALL_KINDS });
      expect(answer.statusCode, JSON.stringify(ids)).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
    const theirs = await download(stranger.headers, { ids: [fullOrder.uuid], fields: ['invoice'] });
    expect(theirs.statusCode).toBe(404);
  });

  it('follows the billing list: a colleague sees the orders of teams they joined only; provider staff and anonymous callers are refused', async () => {
    const { db } = testApp.database;
    const colleague = await createUser(db, { companyId: buyer.company.id });
    const colleagueHeaders = await signIn(testApp.app, colleague.email);
    expect(
      (await download(colleagueHeaders, { ids: [fullOrder.uuid], fields: ['invoice'] })).statusCode,
    ).toBe(404);
    await db
      .insert(teamMembers)
      .values({ teamId: buyer.team.id, userId: colleague.id, email: colleague.email, status: 'joined' });
    const billing = await call('GET', '/api/billings', colleagueHeaders);
    expect(billing.json().billings.map((row: { uuid: string }) => row.uuid)).toContain(fullOrder.uuid);
    await zipOf(await download(colleagueHeaders, { ids: [fullOrder.uuid], fields: ['invoice'] }));

    expect((await download(provider, { ids: [fullOrder.uuid], fields: ['invoice'] })).statusCode).toBe(403);
    expect((await download({}, { ids: [fullOrder.uuid], fields: ['invoice'] })).statusCode).toBe(401);
  });

  it('answers 422 for malformed input, never 5xx', async () => {
    const uuid = fullOrder.uuid;
    const bodies: unknown[] = [
      {},
      { ids: [], fields: ALL_KINDS },
      { ids: [uuid], fields: [] },
      { ids: [uuid], fields: ['receipts'] },
      { ids: ['not-a-uuid'], fields: ALL_KINDS },
      { ids: [42], fields: ALL_KINDS },
      { ids: uuid, fields: ALL_KINDS },
      { ids: [uuid], fields: 'invoice' },
      { ids: [uuid], fields: [null] },
      { ids: Array.from({ length: 201 }, () => uuid), fields: ALL_KINDS },
      { ids: [`${uuid}\u0000`], fields: ALL_KINDS },
    ];
    for (const body of bodies) {
      const answer = await download(buyer.headers, body);
      expect([400, 422], JSON.stringify(body).slice(0, 80)).toContain(answer.statusCode);
      expect(answer.json().errors.full_messages.length).toBeGreaterThan(0);
    }
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/download_paperworks',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '{"ids": [',
    });
    expect(notJson.statusCode).toBeLessThan(500);
  });
});
