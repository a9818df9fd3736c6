import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../src/db/schema.ts';
import { createBuyer, signIn } from '../../src/test/factories.ts';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';

let testApp: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const buyer = await createBuyer(testApp.database.db);
  headers = await signIn(testApp.app, buyer.user.email);
});
afterAll(() => testApp.close());

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

async function expectRefused(call: Call, status = 422) {
  const response = await testApp.app.inject({ ...call, headers });
  expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(status);
  expect(response.json()).toMatchObject({
    message: expect.any(String),
    errors: { full_messages: expect.any(Array) },
  });
  return response;
}

describe('bad input is refused with a 4xx, never a 5xx', () => {
  it('refuses a NUL byte in a query string and in a JSON body', async () => {
    await expectRefused({ method: 'GET', url: '/api/addresses?keyword=a%00b' });
    const refused = await expectRefused({
      method: 'POST',
      url: '/api/addresses',
      payload: {
        first_name: 'a\u0000b',
        last_name: 'Tan',
        company: 'Harbour Hotels',
        country: 'sg',
        address: '10 Marina Boulevard',
        city: 'Singapore',
        zip: '018983',
        phone: '+65 6123 4567',
      },
    });
    expect(refused.json().message).toContain('First name');
  });

  it('refuses a body nested thousands of levels deep', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/name_lists',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('refuses integers above the largest database id', async () => {
    await expectRefused({ method: 'GET', url: '/api/orders?team_id=2147483648' });
    await expectRefused({ method: 'PUT', url: '/api/team_accounts/2147483648/approved_team' });
    await expectRefused({ method: 'DELETE', url: '/api/po_attachments', payload: { id: 2147483648 } });
  });

  it('answers a multipart body that cannot be read with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('The upload could not be read. Please choose the file again.');
  });

  it('refuses a list of ids holding something that is not a uuid', async () => {
    const dashes = '-'.repeat(36);
    await expectRefused({ method: 'GET', url: `/api/saved_products/price_list.pdf?ids=${dashes}` });
    await expectRefused({ method: 'GET', url: `/api/saved_products?uids=${dashes}` });
  });

  it('refuses an artwork update that changes nothing', async () => {
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const boundary = '----livery-bad-input';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mark.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uuid = uploaded.json().data.uuid;
    await expectRefused({ method: 'PUT', url: `/api/photos/${uuid}`, payload: { design_manager: {} } });
  });
});

describe('a refused request writes nothing', () => {
  it('creates no team when an invited address is not an e-mail address', async () => {
    await expectRefused({
      method: 'POST',
      url: '/api/team_accounts',
      payload: { teams: { name: 'ghost' }, invite_members: 'not-an-email' },
    });
    const ghosts = await testApp.database.db.select().from(teams).where(eq(teams.name, 'ghost'));
    expect(ghosts).toHaveLength(0);
  });
});
