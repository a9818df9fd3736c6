import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderLogs, orderShareLinks, orderShareLinkViews, orders } from '../../db/schema.ts';
import { createProviderStaff, signIn } from '../../test/factories.ts';
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

function share(
  headers: Record<string, string>,
  uuid: string,
  emails: string,
  extra: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/orders/${uuid}/share_order`,
    headers: { ...headers, ...extra },
    payload: { emails },
  });
}

/** The shared link of the mail sent to `to`, as a path with its query. */
async function sharedLinkMailedTo(to: string): Promise<string> {
  const [mail] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const url = /https?:\/\/\S+\/shared\/orders\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no shared link mailed to ${to}`);
  const link = new URL(url);
  return `/api/shared_orders/${link.pathname.split('/').pop()}${link.search}`;
}

describe('sharing an order', () => {
  it('mails each address a read-only link that shows the order without signing in, and logs the share', async () => {
    const { buyer, order } = await placedOrder();
    const answer = await share(buyer.headers, order.uuid, 'finance@example.test, Ops@Example.test ,');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ message: 'Shared Order Detail Successfully!' });

    const { db } = testApp.database;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['finance@example.test', 'ops@example.test']));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['finance@example.test', 'ops@example.test']);
    expect(mails[0]?.subject).toContain(order.uid);
    expect(mails[0]?.text).toContain('The link works for 30 days.');

    const opened = await testApp.app.inject({
      method: 'GET',
      url: await sharedLinkMailedTo('ops@example.test'),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toContain('no-store');
    expect(opened.json().order).toMatchObject({ uid: order.uid, uuid: order.uuid });
    expect(Date.parse(opened.json().link_expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    const [placed] = await db.select().from(orders).where(eq(orders.uuid, order.uuid));
    const logs = await db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, placed?.id ?? 0));
    expect(logs.map((log) => log.message)).toContain(
      `${buyer.user.name} shared this order with finance@example.test, ops@example.test`,
    );
  });

  it('refuses a list with one bad address, naming it, and sends nothing', async () => {
    const { buyer, order } = await placedOrder();
    const before = await testApp.database.db.select().from(mailOutbox);
    const answer = await share(buyer.headers, order.uuid, 'good@example.org, not-an-address');
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('not-an-address is not an e-mail address');
    expect(await testApp.database.db.select().from(mailOutbox)).toHaveLength(before.length);

    expect((await share(buyer.headers, order.uuid, ' , ')).statusCode).toBe(422);
    const tooMany = Array.from({ length: 21 }, (_, index) => `p${index}@example.org`).join(',');
    expect((await share(buyer.headers, order.uuid, tooMany)).statusCode).toBe(422);
  });

  it("answers 404 to another company's user, and sends a retried share once", async () => {
    const { buyer, order } = await placedOrder();
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    expect((await share(stranger.headers, order.uuid, 'x@example.net')).statusCode).toBe(404);

    const key = { 'idempotency-key': randomUUID() };
    expect((await share(buyer.headers, order.uuid, 'once@example.net', key)).statusCode).toBe(200);
    expect((await share(buyer.headers, order.uuid, 'once@example.net', key)).statusCode).toBe(200);
    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'once@example.net'));
    expect(mails).toHaveLength(1);
  });

  it('shows nothing for a forged, altered or expired link', async () => {
    const { buyer, order } = await placedOrder();
    expect((await share(buyer.headers, order.uuid, 'link@example.net')).statusCode).toBe(200);
    const path = await sharedLinkMailedTo('link@example.net');
    const link = new URL(path, 'http://livery');
    const expires = Number(link.searchParams.get('expires'));
    const token = link.searchParams.get('token') ?? '';

    const other = await placedOrder();
    const cases = [
      `/api/shared_orders/${order.uuid}?expires=${expires + 1}&token=${token}`,
      `/api/shared_orders/${other.order.uuid}?expires=${expires}&token=${token}`,
      `/api/shared_orders/${order.uuid}?expires=${expires}&token=forged`,
      `/api/shared_orders/${order.uuid}?expires=1000&token=${token}`,
    ];
    for (const url of cases)
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/shared_orders/${order.uuid}` })).statusCode,
    ).toBe(422);
  });
});

function shareLinksOf(headers: Record<string, string>, uuid: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/orders/${uuid}/share_links`, headers });
}

function revoke(headers: Record<string, string>, uuid: string, linkId: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/orders/${uuid}/share_links/${linkId}/revoke`,
    headers,
  });
}

async function mailCount(to?: string) {
  const { db } = testApp.database;
  const rows = to
    ? await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
    : await db.select().from(mailOutbox);
  return rows.length;
}

describe('limits on sharing', () => {
  it('mails one outside address at most five shares in ten minutes, refusing the sixth with 429 and sending nothing', async () => {
    const { buyer, order } = await placedOrder();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await share(buyer.headers, order.uuid, 'outside@example.com')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await mailCount('outside@example.com')).toBe(5);

    const refused = await share(buyer.headers, order.uuid, 'colleague@example.com, outside@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'outside@example.com has had several e-mails from us just now. Please try again later.',
    );
    // Refused whole: the colleague in the same request got nothing and no link was stored.
    expect(await mailCount('colleague@example.com')).toBe(0);
    const links = (await shareLinksOf(buyer.headers, order.uuid)).json().share_links;
    expect(links.filter((link: { recipient: string }) => link.recipient === 'colleague@example.com')).toEqual(
      [],
    );
  });

  it('holds one sender to forty addresses an hour, refusing a share past it whole', async () => {
    const { buyer, order } = await placedOrder();
    const list = (batch: number, size: number) =>
      Array.from({ length: size }, (_, index) => `s${batch}-${index}@example.org`).join(', ');
    expect((await share(buyer.headers, order.uuid, list(1, 20))).statusCode).toBe(200);
    expect((await share(buyer.headers, order.uuid, list(2, 15))).statusCode).toBe(200);
    const before = await mailCount();

    const refused = await share(buyer.headers, order.uuid, list(3, 6));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You can share orders with at most 40 addresses an hour. Please try again later.',
    );
    expect(await mailCount()).toBe(before);
    expect((await share(buyer.headers, order.uuid, list(4, 5))).statusCode).toBe(200);
    expect((await share(buyer.headers, order.uuid, list(5, 1))).statusCode).toBe(429);
  });
});

describe('revoking a shared link', () => {
  it('lists each address with its openings, and a revoked link opens the order no more', async () => {
    const { buyer, order } = await placedOrder();
    expect((await share(buyer.headers, order.uuid, 'site@example.net, auditor@example.net')).statusCode).toBe(
      200,
    );
    const sitePath = await sharedLinkMailedTo('site@example.net');
    const auditorPath = await sharedLinkMailedTo('auditor@example.net');
    expect((await testApp.app.inject({ method: 'GET', url: sitePath })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: sitePath })).statusCode).toBe(200);

    const listed = await shareLinksOf(buyer.headers, order.uuid);
    expect(listed.statusCode, listed.body).toBe(200);
    const links: Array<Record<string, unknown>> = listed.json().share_links;
    const site = links.find((link) => link.recipient === 'site@example.net');
    expect(site).toMatchObject({ status: 'active', view_count: 2, shared_by_name: buyer.user.name });
    // Openings are listed one per hour they happened in: both were just now.
    expect(site?.recent_views).toEqual([site?.last_viewed_at]);
    expect(links.find((link) => link.recipient === 'auditor@example.net')).toMatchObject({
      view_count: 0,
      last_viewed_at: null,
    });

    const revoked = await revoke(buyer.headers, order.uuid, String(site?.id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe('Link revoked: it no longer opens the order.');
    expect((await testApp.app.inject({ method: 'GET', url: sitePath })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: auditorPath })).statusCode).toBe(200);
    expect((await revoke(buyer.headers, order.uuid, String(site?.id))).statusCode).toBe(200);

    const after: Array<Record<string, unknown>> = (await shareLinksOf(buyer.headers, order.uuid)).json()
      .share_links;
    expect(after.find((link) => link.recipient === 'site@example.net')).toMatchObject({
      status: 'revoked',
      revoked_by_name: buyer.user.name,
      view_count: 2,
    });
    const [placed] = await testApp.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    const logs = await testApp.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, placed?.id ?? 0));
    expect(logs.filter((log) => log.title === 'Shared link revoked').map((log) => log.message)).toEqual([
      `${buyer.user.name} revoked the link shared with site@example.net`,
    ]);
  });

  it("answers 404 to another company's user and 403 to provider staff, and revokes nothing", async () => {
    const { buyer, order } = await placedOrder();
    expect((await share(buyer.headers, order.uuid, 'keep@example.net')).statusCode).toBe(200);
    const [link] = (await shareLinksOf(buyer.headers, order.uuid)).json().share_links;
    const stranger = await buyerReadyToOrder(testApp.app, testApp.database.db);
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);

    expect((await shareLinksOf(stranger.headers, order.uuid)).statusCode).toBe(404);
    expect((await revoke(stranger.headers, order.uuid, link.id)).statusCode).toBe(404);
    expect((await shareLinksOf(staff, order.uuid)).statusCode).toBe(403);
    expect((await revoke(staff, order.uuid, link.id)).statusCode).toBe(403);
    expect((await revoke(buyer.headers, order.uuid, randomUUID())).statusCode).toBe(404);
    const other = await placedOrder();
    expect((await revoke(other.buyer.headers, other.order.uuid, link.id)).statusCode).toBe(404);

    const path = await sharedLinkMailedTo('keep@example.net');
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});

describe('counting openings of a shared link', () => {
  it('counts a loop of openings in one row per hour, so repeated requests cannot fill the table', async () => {
    const { buyer, order } = await placedOrder();
    expect((await share(buyer.headers, order.uuid, 'looper@example.net')).statusCode).toBe(200);
    const path = await sharedLinkMailedTo('looper@example.net');
    const { db } = testApp.database;
    const [link] = await db
      .select()
      .from(orderShareLinks)
      .where(eq(orderShareLinks.recipient, 'looper@example.net'));
    const viewRows = () =>
      db
        .select()
        .from(orderShareLinkViews)
        .where(eq(orderShareLinkViews.linkId, link?.id ?? 0));

    const openings = await Promise.all(
      Array.from({ length: 30 }, () => testApp.app.inject({ method: 'GET', url: path })),
    );
    expect(openings.map((opening) => opening.statusCode)).toEqual(Array(30).fill(200));
    expect(await viewRows()).toHaveLength(1);
    expect((await viewRows())[0]?.viewCount).toBe(30);

    // Those openings an hour ago: the next one starts a second row, and the list still counts every opening.
    await db
      .update(orderShareLinkViews)
      .set({
        hourStart: sql`${orderShareLinkViews.hourStart} - interval '1 hour'`,
        viewedAt: sql`${orderShareLinkViews.viewedAt} - interval '1 hour'`,
      })
      .where(eq(orderShareLinkViews.linkId, link?.id ?? 0));
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(await viewRows()).toHaveLength(2);

    const [listed] = (await shareLinksOf(buyer.headers, order.uuid)).json().share_links;
    expect(listed).toMatchObject({ recipient: 'looper@example.net', view_count: 31 });
    expect(listed.recent_views).toHaveLength(2);
    expect(listed.last_viewed_at).toBe(listed.recent_views[0]);
  });

  it('counts nothing for a refused link', async () => {
    const { buyer, order } = await placedOrder();
    expect((await share(buyer.headers, order.uuid, 'forger@example.net')).statusCode).toBe(200);
    const path = await sharedLinkMailedTo('forger@example.net');
    const forged = path.replace(/token=[^&]+/, 'token=forged-token');
    expect((await testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const [listed] = (await shareLinksOf(buyer.headers, order.uuid)).json().share_links;
    expect(listed).toMatchObject({ view_count: 0, recent_views: [] });
  });
});
