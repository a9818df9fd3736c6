import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createBuyer, createProviderStaff, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The operator's default: private and loopback addresses are refused.
let testApp: TestApp;
/** Every statement the app sends, for the counts per request. */
const statements: string[] = [];
beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: (statement) => statements.push(statement) });
});
afterAll(() => testApp.close());

/** A public address given literally, so no name is looked up; nothing connects to it when an endpoint is made. */
const PUBLIC_URL = 'https://93.184.215.14/livery-hooks';
const VALID = { url: PUBLIC_URL, events: ['order.created', 'invoice.issued'], description: 'ERP' };

async function personInCharge() {
  const buyer = await createBuyer(testApp.database.db);
  return { ...buyer, headers: await signIn(testApp.app, buyer.user.email) };
}

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function countEndpoints() {
  const [row] = await testApp.database.db.select({ count: count() }).from(webhookEndpoints);
  return row?.count ?? 0;
}

describe('webhook endpoints', () => {
  it('shows the signing secret in the create answer only, and a new one on rotate', async () => {
    const { headers } = await personInCharge();
    const created = await call('POST', '/api/webhook_endpoints', headers, VALID);
    expect(created.statusCode, created.body).toBe(201);
    const { secret, webhook_endpoint: endpoint } = created.json();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      events: VALID.events,
      is_enabled: true,
      description: 'ERP',
    });

    const list = await call('GET', '/api/webhook_endpoints', headers);
    expect(list.json().webhook_endpoints).toHaveLength(1);
    expect(list.body).not.toContain(secret);
    const edited = await call('PUT', `/api/webhook_endpoints/${endpoint.id}`, headers, {
      ...VALID,
      events: ['order.approved'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().webhook_endpoint.events).toEqual(['order.approved']);
    expect(edited.body).not.toContain('whsec_');

    const rotated = await call('POST', `/api/webhook_endpoints/${endpoint.id}/rotate_secret`, headers);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(secret);

    const deleted = await call('DELETE', `/api/webhook_endpoints/${endpoint.id}`, headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', '/api/webhook_endpoints', headers)).json().webhook_endpoints).toHaveLength(0);
  });

  it('refuses private, loopback, link-local, CGNAT, mapped and unique-local addresses with 422, writing nothing', async () => {
    const { headers } = await personInCharge();
    const before = await countEndpoints();
    for (const url of [
      'https://10.1.2.3/hooks',
      'https://127.0.0.1:8443/hooks',
      'https://localhost/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://192.168.1.10/hooks',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
    ]) {
      const refused = await call('POST', '/api/webhook_endpoints', headers, { ...VALID, url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().message, url).toMatch(/must lead to a public internet address/);
    }
    expect(await countEndpoints()).toBe(before);
  });

  it('refuses a URL that is not http(s), carries credentials, or names no event, with the reason', async () => {
    const { headers } = await personInCharge();
    const before = await countEndpoints();
    const cases: Array<[object, string]> = [
      [{ ...VALID, url: 'ftp://93.184.215.14/x' }, 'URL must start with https://'],
      [{ ...VALID, url: 'https://me:secret@93.184.215.14/x' }, 'URL must not carry a user name or password'],
      [{ ...VALID, url: 'hooks' }, 'URL must be an absolute address'],
      [{ ...VALID, events: [] }, 'Choose at least one event'],
      [{ ...VALID, events: ['order.deleted'] }, 'Choose events from the list'],
    ];
    for (const [payload, message] of cases) {
      const refused = await call('POST', '/api/webhook_endpoints', headers, payload);
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json().errors.full_messages.join(' | ')).toContain(message);
    }
    expect(await countEndpoints()).toBe(before);
    const { webhook_endpoint: endpoint } = (
      await call('POST', '/api/webhook_endpoints', headers, VALID)
    ).json();
    const moved = await call('PUT', `/api/webhook_endpoints/${endpoint.id}`, headers, {
      ...VALID,
      url: 'https://10.0.0.8/hooks',
    });
    expect(moved.statusCode).toBe(422);
    const [kept] = (await call('GET', '/api/webhook_endpoints', headers)).json().webhook_endpoints;
    expect(kept.url).toBe(PUBLIC_URL);
  });

  it("answers 403 to a member who is not the person in charge, and 404 for another company's endpoint", async () => {
    const owner = await personInCharge();
    const { webhook_endpoint: endpoint } = (
      await call('POST', '/api/webhook_endpoints', owner.headers, VALID)
    ).json();
    const member = await createUser(testApp.database.db, {
      companyId: owner.company.id,
      department: 'sales',
    });
    const memberHeaders = await signIn(testApp.app, member.email);
    expect((await call('GET', '/api/webhook_endpoints', memberHeaders)).statusCode).toBe(403);
    expect((await call('POST', '/api/webhook_endpoints', memberHeaders, VALID)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/webhook_endpoints/${endpoint.id}`, memberHeaders)).statusCode).toBe(
      403,
    );

    const stranger = await personInCharge();
    expect((await call('GET', '/api/webhook_endpoints', stranger.headers)).json().webhook_endpoints).toEqual(
      [],
    );
    for (const [method, url, payload] of [
      ['PUT', `/api/webhook_endpoints/${endpoint.id}`, VALID],
      ['DELETE', `/api/webhook_endpoints/${endpoint.id}`, undefined],
      ['POST', `/api/webhook_endpoints/${endpoint.id}/rotate_secret`, undefined],
      ['GET', `/api/webhook_endpoints/${endpoint.id}/deliveries`, undefined],
    ] as const) {
      const answer = await call(method, url, stranger.headers, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // The provider's console does not reach a company's endpoint either.
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    expect((await call('DELETE', `/api/admin/webhook_endpoints/${endpoint.id}`, staff)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/webhook_endpoints', owner.headers)).json().webhook_endpoints,
    ).toHaveLength(1);
  });

  it("keeps the provider's endpoints in the console: staff manage them, customers are refused", async () => {
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    const created = await call('POST', '/api/admin/webhook_endpoints', staff, VALID);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().secret).toMatch(/^whsec_/);
    const listed = (await call('GET', '/api/admin/webhook_endpoints', staff)).json().webhook_endpoints;
    expect(listed.map((row: { id: string }) => row.id)).toContain(created.json().webhook_endpoint.id);
    // Provider staff have no company endpoints, and a customer has no console.
    expect((await call('GET', '/api/webhook_endpoints', staff)).statusCode).toBe(403);
    const buyer = await personInCharge();
    expect((await call('GET', '/api/admin/webhook_endpoints', buyer.headers)).statusCode).toBe(404);
    const companyList = (await call('GET', '/api/webhook_endpoints', buyer.headers)).json().webhook_endpoints;
    expect(companyList).toEqual([]);
  });

  it('pages the delivery log newest first in one statement beside the session, and counts past its end', async () => {
    const staff = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
    for (const [base, headers] of [
      ['/api/webhook_endpoints', (await personInCharge()).headers],
      ['/api/admin/webhook_endpoints', staff],
    ] as const) {
      const created = (await call('POST', base, headers, VALID)).json().webhook_endpoint;
      const empty = (await call('GET', `${base}/${created.id}/deliveries`, headers)).json();
      expect(empty).toEqual({
        deliveries: [],
        meta: { current_page: 1, per_page: 20, total_pages: 1, total_count: 0 },
      });
      const [endpoint] = await testApp.database.db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.uuid, created.id));
      const inserted = await testApp.database.db
        .insert(webhookDeliveries)
        .values(
          [1, 2, 3].map((index) => ({
            endpointId: endpoint!.id,
            eventId: `evt_${index}`,
            eventType: 'order.created',
            body: '{}',
          })),
        )
        .returning({ uuid: webhookDeliveries.uuid });
      statements.length = 0;
      const first = (await call('GET', `${base}/${created.id}/deliveries?per_page=2`, headers)).json();
      expect(
        statements.filter((statement) => !/"auth_tokens"|"reference_versions"/.test(statement)),
      ).toHaveLength(1);
      expect(first.deliveries.map((delivery: { id: string }) => delivery.id)).toEqual([
        inserted[2]!.uuid,
        inserted[1]!.uuid,
      ]);
      expect(first.deliveries[0]).toMatchObject({ event_id: 'evt_3', status: 'pending', attempts: 0 });
      expect(first.meta).toEqual({ current_page: 1, per_page: 2, total_pages: 2, total_count: 3 });
      const second = (
        await call('GET', `${base}/${created.id}/deliveries?per_page=2&page=2`, headers)
      ).json();
      expect(second.deliveries.map((delivery: { id: string }) => delivery.id)).toEqual([inserted[0]!.uuid]);
      const past = (await call('GET', `${base}/${created.id}/deliveries?per_page=2&page=5`, headers)).json();
      expect(past).toEqual({
        deliveries: [],
        meta: { current_page: 5, per_page: 2, total_pages: 2, total_count: 3 },
      });
    }
  });
});
