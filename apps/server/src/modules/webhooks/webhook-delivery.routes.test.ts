import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import {
  allowSingaporeOrders,
  buyerReadyToOrder,
  placeSizedOrder,
  shipEveryPiece,
} from '../../test/orders-for-tests.ts';
import { runJobsNow } from '../../test/run-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver as a buyer's ERP would run one: it records every request and answers as told per path. */
function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queued = answers.get(path);
      const status = queued && queued.length > 0 ? queued.shift()! : path.startsWith('/down') ? 500 : 200;
      if (status === 302) response.writeHead(302, { location: '/elsewhere' });
      else response.writeHead(status);
      response.end();
    });
  });
  return {
    received,
    /** The next answers of a path, in order; then 200. */
    answer: (path: string, statuses: number[]) => answers.set(path, statuses),
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    at: (path: string) => received.filter((entry) => entry.path === path),
  };
}

/** Checks a delivery as docs/api.md tells a receiver to: HMAC-SHA256 of `${timestamp}.${body}` with the secret. */
function hasValidSignature(entry: Received, secret: string) {
  const timestamp = String(entry.headers['livery-timestamp']);
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${entry.body}`).digest('hex')}`;
  const given = String(entry.headers['livery-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

let testApp: TestApp;
let receiver: ReturnType<typeof startReceiver>;
let staff: Record<string, string>;

beforeAll(async () => {
  receiver = startReceiver();
  await receiver.listen();
  // The receiver runs on this machine: the operator's setting lets endpoints reach it.
  testApp = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true', JOB_RETRY_DELAY_MS: '10' });
  await allowSingaporeOrders(testApp.database.db);
  staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function registerEndpoint(
  headers: Record<string, string>,
  path: string,
  events: string[],
  admin = false,
) {
  const created = await call('POST', `/api/${admin ? 'admin/' : ''}webhook_endpoints`, headers, {
    url: receiver.url(path),
    events,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { secret: string; webhook_endpoint: { id: string } };
}

/** The body as the receiver reads it; only the fields these tests look at are typed. */
interface EventBody {
  id: string;
  type: string;
  created_at: string;
  data: {
    company_id: number;
    order: { id: string; number: string; status: string };
    quotation: { id: string; currency: string; total_cents: number };
    [field: string]: unknown;
  };
}

const bodyOf = (entry: Received) => JSON.parse(entry.body) as EventBody;

/** The runs a worker would make: the first attempts, then any retry that falls due a moment later. */
async function deliverEverything() {
  await runJobsNow(testApp);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await runJobsNow(testApp);
}

describe('webhook deliveries', () => {
  it("sends each event of a company's order, once per endpoint, signed, and never to another company", async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const other = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const all = [
      'order.created',
      'order.status_changed',
      'order.approved',
      'invoice.issued',
      'payment.recorded',
      'shipment.created',
    ];
    const own = await registerEndpoint(buyer.headers, '/erp', all);
    await registerEndpoint(other.headers, '/other-erp', all);
    const provider = await registerEndpoint(staff, '/provider', ['order.created', 'order.approved'], true);

    const order = await placeSizedOrder(testApp.app, buyer, { M: 3 });
    const approved = await call('POST', `/api/admin/orders/${order.uuid}/transition`, staff, {
      to: 'order_approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const invoices = await call('GET', `/api/admin/invoices?keyword=${order.uid}`, staff);
    const invoice = invoices.json().invoices[0] as { id: string; total: number };
    const paid = await call('POST', `/api/admin/invoices/${invoice.id}/payments`, staff, {
      amount: invoice.total,
      received_on: new Date().toISOString().slice(0, 10),
      reference: 'TT-9',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await shipEveryPiece(testApp.app, staff, order.uuid);
    await deliverEverything();

    const atErp = receiver.at('/erp').map(bodyOf);
    expect(atErp.map((event) => event.type).sort()).toEqual(
      [
        'invoice.issued',
        'order.approved',
        'order.created',
        'order.status_changed',
        'order.status_changed',
        'payment.recorded',
        'shipment.created',
      ].sort(),
    );
    expect(new Set(atErp.map((event) => event.id)).size).toBe(atErp.length);
    for (const entry of receiver.at('/erp')) {
      expect(hasValidSignature(entry, own.secret)).toBe(true);
      expect(entry.headers['livery-event-id']).toBe(bodyOf(entry).id);
      expect(Math.abs(Number(entry.headers['livery-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(bodyOf(entry).data.company_id).toBe(buyer.company.id);
    }
    expect(atErp.find((event) => event.type === 'order.created')?.data.order).toMatchObject({
      id: order.uuid,
      number: order.uid,
      status: 'order_pending',
    });
    expect(atErp.find((event) => event.type === 'payment.recorded')?.data).toMatchObject({
      invoice: { id: invoice.id, balance_cents: 0 },
      payment: { amount_cents: invoice.total, reference: 'TT-9' },
    });
    expect(
      atErp.filter((event) => event.type === 'order.status_changed').map((event) => event.data.order.status),
    ).toEqual(expect.arrayContaining(['order_approved', 'order_shipped']));

    // The other company's endpoint heard nothing of this order; the provider's heard its two subscriptions.
    expect(receiver.at('/other-erp').filter((entry) => entry.body.includes(order.uuid))).toEqual([]);
    const atProvider = receiver.at('/provider').filter((entry) => entry.body.includes(order.uuid));
    expect(atProvider.map((entry) => bodyOf(entry).type).sort()).toEqual(['order.approved', 'order.created']);
    for (const entry of atProvider) expect(hasValidSignature(entry, provider.secret)).toBe(true);
    // The same event carries one id to every endpoint that receives it.
    const createdHere = atErp.find((event) => event.type === 'order.created')!;
    expect(atProvider.map((entry) => bodyOf(entry).id)).toContain(createdHere.id);

    const log = await call(
      'GET',
      `/api/webhook_endpoints/${own.webhook_endpoint.id}/deliveries`,
      buyer.headers,
    );
    expect(log.json().meta.total_count).toBe(7);
    for (const delivery of log.json().deliveries)
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, error: null });
  });

  it('tries again after a 500 with the same event id, and logs both attempts', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const endpoint = await registerEndpoint(buyer.headers, '/flaky', ['order.created']);
    receiver.answer('/flaky', [500]);
    await placeSizedOrder(testApp.app, buyer, { L: 1 });
    await runJobsNow(testApp);
    expect(receiver.at('/flaky')).toHaveLength(1);
    const first = await call(
      'GET',
      `/api/webhook_endpoints/${endpoint.webhook_endpoint.id}/deliveries`,
      buyer.headers,
    );
    expect(first.json().deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
    });
    expect(first.json().deliveries[0].error).toContain('500');

    await deliverEverything();
    const attempts = receiver.at('/flaky');
    expect(attempts).toHaveLength(2);
    expect(bodyOf(attempts[1]!).id).toBe(bodyOf(attempts[0]!).id);
    expect(hasValidSignature(attempts[1]!, endpoint.secret)).toBe(true);
    const log = await call(
      'GET',
      `/api/webhook_endpoints/${endpoint.webhook_endpoint.id}/deliveries`,
      buyer.headers,
    );
    expect(log.json().deliveries).toHaveLength(1);
    expect(log.json().deliveries[0]).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      response_status: 200,
    });
  });

  it('does not follow a redirect: a 302 is a failed attempt', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const endpoint = await registerEndpoint(buyer.headers, '/moved', ['order.created']);
    receiver.answer('/moved', [302]);
    await placeSizedOrder(testApp.app, buyer, { S: 1 });
    await runJobsNow(testApp);
    expect(receiver.at('/elsewhere')).toEqual([]);
    const log = await call(
      'GET',
      `/api/webhook_endpoints/${endpoint.webhook_endpoint.id}/deliveries`,
      buyer.headers,
    );
    expect(log.json().deliveries[0]).toMatchObject({ status: 'pending', response_status: 302 });
    expect(log.json().deliveries[0].error).toContain('redirects are not followed');
  });

  it('resends a logged delivery with the same event id', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const endpoint = await registerEndpoint(buyer.headers, '/resend', ['order.created']);
    await placeSizedOrder(testApp.app, buyer, { M: 1 });
    await runJobsNow(testApp);
    const base = `/api/webhook_endpoints/${endpoint.webhook_endpoint.id}/deliveries`;
    const [delivery] = (await call('GET', base, buyer.headers)).json().deliveries;
    const resent = await call('POST', `${base}/${delivery.id}/resend`, buyer.headers);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json().delivery).toMatchObject({
      status: 'pending',
      event_id: delivery.event_id,
      attempts: 0,
    });
    await runJobsNow(testApp);
    const sent = receiver.at('/resend');
    expect(sent).toHaveLength(2);
    expect(bodyOf(sent[1]!).id).toBe(bodyOf(sent[0]!).id);
    expect((await call('GET', base, buyer.headers)).json().meta.total_count).toBe(2);
    // Another company cannot resend it.
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect((await call('POST', `${base}/${delivery.id}/resend`, stranger.headers)).statusCode).toBe(404);
  });

  it('sends a priced quotation to its company', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await registerEndpoint(buyer.headers, '/quotes', ['quotation.priced']);
    const form = multipart(
      Object.entries({
        project_title: 'Front desk refresh',
        email: buyer.user.email,
        company: 'Harbour Hotels',
        name: 'Mei Tan',
        team_id: String(buyer.team.id),
        note: 'Embroidered logo on the chest',
        ship_add_id: String(buyer.address.id),
        bill_add_id: String(buyer.address.id),
        'rfq_products_attributes[0][title]': 'Blazer',
        'rfq_products_attributes[0][user_unit_cost]': '85.50',
        'rfq_products_attributes[0][qty]': '40',
      }).map(([name, data]) => ({ name, data })),
    );
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/rf_quotes',
      headers: { ...buyer.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const uid = asked.json().id as string;
    const detail = await call('GET', `/api/rf_quotes/${uid}`, buyer.headers);
    const priced = await call('PUT', `/api/admin/rf_quotes/${uid}/price`, staff, {
      products: detail
        .json()
        .rfq.products.map((product: { id: number }) => ({ id: product.id, unit_price: 8000 })),
      shipping_fee: 1800,
      additional_fees: 0,
      due_date: '2099-12-20',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    await runJobsNow(testApp);
    const [event] = receiver.at('/quotes').map(bodyOf);
    expect(event).toMatchObject({
      type: 'quotation.priced',
      data: { quotation: { id: uid, currency: 'SGD' } },
    });
    expect(event!.data.quotation.total_cents).toBeGreaterThan(40 * 8000);
  });

  it('sends nothing when the change is refused and rolled back', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await registerEndpoint(buyer.headers, '/refused', ['order.status_changed']);
    const order = await placeSizedOrder(testApp.app, buyer, { M: 1 });
    const refused = await call('POST', `/api/admin/orders/${order.uuid}/transition`, staff, {
      to: 'order_cancelled',
    });
    expect(refused.statusCode).toBe(422);
    await runJobsNow(testApp);
    expect(receiver.at('/refused')).toEqual([]);
  });

  it('turns off an endpoint failing for three days and e-mails its owner, and sends it nothing more', async () => {
    const buyer = await buyerReadyToOrder(testApp.app, testApp.database.db);
    await registerEndpoint(buyer.headers, '/down', ['order.created']);
    await placeSizedOrder(testApp.app, buyer, { M: 1 });
    await runJobsNow(testApp);
    expect(receiver.at('/down')).toHaveLength(1);
    const [failing] = (await call('GET', '/api/webhook_endpoints', buyer.headers)).json().webhook_endpoints;
    expect(failing).toMatchObject({ is_enabled: true });
    expect(failing.failing_since).not.toBeNull();

    const threeDaysOn = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000);
    await runJobsNow(testApp, { now: threeDaysOn });
    expect(receiver.at('/down')).toHaveLength(2);
    const [off] = (await call('GET', '/api/webhook_endpoints', buyer.headers)).json().webhook_endpoints;
    expect(off.is_enabled).toBe(false);
    expect(off.disabled_at).not.toBeNull();
    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, buyer.user.email),
          like(mailOutbox.subject, '%webhook endpoint was turned off%'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(receiver.url('/down'));

    await placeSizedOrder(testApp.app, buyer, { M: 1 });
    await runJobsNow(testApp, { now: threeDaysOn });
    expect(receiver.at('/down')).toHaveLength(2);
    const queued = await testApp.database.db.select().from(jobs).where(eq(jobs.kind, 'webhook.deliver'));
    expect(queued.filter((job) => job.status === 'queued' || job.status === 'running')).toEqual([]);
  });
});
