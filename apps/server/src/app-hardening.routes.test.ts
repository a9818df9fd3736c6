import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createCompany, createUser, signIn } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function signedInBuyer() {
  const { user } = await createBuyer(testApp.database.db);
  return { user, headers: await signIn(testApp.app, user.email) };
}

describe('answers of the API', () => {
  it('are never stored by a browser or a cache, signed in or signing in', async () => {
    const { user, headers } = await signedInBuyer();
    expect((await call('GET', '/api/users', headers)).headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/addresses', headers)).headers['cache-control']).toBe('no-store');
    const signingIn = await call(
      'POST',
      '/api/v1/auth/sign_in',
      {},
      { email: user.email, password: 'correct-horse' },
    );
    expect(signingIn.statusCode).toBe(200);
    expect(signingIn.headers['cache-control']).toBe('no-store');
  });

  it('switch off the browser features the portal does not use', async () => {
    const { headers } = await signedInBuyer();
    const policy = String((await call('GET', '/api/users', headers)).headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
    expect((await call('GET', '/api/health', {})).headers['permissions-policy']).toBe(policy);
  });
});

describe('a user who has not finished the setup wizard', () => {
  async function newHire() {
    const company = await createCompany(testApp.database.db);
    const user = await createUser(testApp.database.db, { companyId: company.id, setupDone: false });
    return { user, headers: await signIn(testApp.app, user.email) };
  }

  it('can make the wizard’s calls: read and save the profile, list and create teams, sign out', async () => {
    const { user, headers } = await newHire();
    expect((await call('GET', '/api/users', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/teams', headers)).statusCode).toBe(200);
    const team = await call('POST', '/api/team_accounts', headers, { teams: { name: 'Kitchen' } });
    expect(team.statusCode, team.body).toBeLessThan(300);
    const saved = await call('PUT', `/api/users/${user.id}`, headers, { name: 'Nadia Rahman' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('DELETE', '/api/v1/auth/sign_out', headers)).statusCode).toBe(200);
  });

  it('gets 403 for everything else until the wizard sets setup_done', async () => {
    const { user, headers } = await newHire();
    for (const url of ['/api/addresses', '/api/orders', '/api/kart_items', '/api/saved_products']) {
      const refused = await call('GET', url, headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Please finish setting up your account first.');
    }
    const finished = await call('PUT', `/api/users/${user.id}`, headers, { setup_done: true });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await call('GET', '/api/addresses', headers)).statusCode).toBe(200);
  });
});

describe('cart attachments', () => {
  function upload(headers: Headers, name: string, text: string) {
    const form = new FormData();
    form.append('files[]', new Blob([text]), name);
    return testApp.app.inject({ method: 'POST', url: '/api/attachment_files', headers, payload: form });
  }

  it('refuses a web page, whatever its name, and keeps a plain CSV', async () => {
    const { headers } = await signedInBuyer();
    const pages = [
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
      'name,size\n<script>fetch("/api/users")</script>',
      '<html><body onload="alert(1)">roster</body></html>',
    ];
    for (const page of pages) {
      const refused = await upload(headers, 'roster.csv', page);
      expect(refused.statusCode, page).toBe(422);
    }
    const kept = await upload(headers, 'roster.csv', 'name,size,note\nAlex,M,<5 items\n');
    expect(kept.statusCode, kept.body).toBeLessThan(300);
    const cart = await call('GET', '/api/kart_items', headers);
    expect(cart.json().kart.other_attachments).toHaveLength(1);
  });
});

describe('the OpenAPI document in production', () => {
  it('leaves out the provider console’s calls', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://livery.example',
      SECRET_KEY: 'a-production-secret-key-of-enough-length',
    });
    try {
      const document = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(document.statusCode).toBe(200);
      const paths = Object.keys(document.json().paths);
      expect(paths).toContain('/api/v1/auth/sign_in');
      expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('still lists them in development, for the people building the console', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(document.json().paths).some((path) => path.startsWith('/api/admin'))).toBe(true);
  });
});
