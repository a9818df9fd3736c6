import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const body = (email: string, name = 'Journey Co') => ({
  name,
  person_in_charge: { email, name: 'Pat Journey', password: 'journey-pass-1' },
});

const make = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/dev/companies', payload: payload as object });

describe('a company made for a browser journey (development only)', () => {
  it('has a person in charge who signs in, set up, and sees only that company', async () => {
    const made = await make(body('Pat@Journey.test'));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      company: { id: expect.any(Number), name: 'Journey Co' },
      person_in_charge: { id: expect.any(Number), email: 'pat@journey.test' },
    });

    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email: 'pat@journey.test', password: 'journey-pass-1' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const headers = Object.fromEntries(
      ['access-token', 'client', 'uid', 'expiry', 'token-type'].map((name) => [
        name,
        String(signedIn.headers[name]),
      ]),
    );
    const user = (await testApp.app.inject({ method: 'GET', url: '/api/users', headers })).json().user;
    expect(user).toMatchObject({
      department: 'person_in_charge',
      setup_done: true,
      company: { name: 'Journey Co' },
    });
  });

  it('refuses an address that already has an account, writing nothing', async () => {
    const first = (await make(body('sam@journey.test', 'Second Co'))).json().company.id;
    const again = await make(body('SAM@journey.test', 'Third Co'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('already has an account');
    // No company was inserted for the refused request: the next one takes the next number.
    expect((await make(body('kim@journey.test'))).json().company.id).toBe(first + 1);
  });

  it('refuses a malformed request with a 422, never a 5xx', async () => {
    for (const payload of [{}, { name: 'X' }, body('not-an-email'), { ...body('a@b.test'), plan: 'gold' }]) {
      expect((await make(payload)).statusCode).toBe(422);
    }
  });

  it('is not there in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://livery.example',
      SECRET_KEY: 'a-production-secret-key-of-enough-length',
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/companies',
        payload: body('x@y.test'),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
