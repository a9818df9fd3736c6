import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens } from '../../db/schema.ts';
import { createCompany, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://portal.livery.test';
const RESET_REQUESTED = 'If the address has an account, a link to reset its password has been sent to it.';

let testApp: TestApp;
let companyId: number;
let sequence = 0;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL });
  companyId = (await createCompany(testApp.database.db, { name: 'Northwind Uniforms' })).id;
});

afterAll(async () => {
  await testApp.close();
});

async function newUser(password = 'correct-horse') {
  sequence += 1;
  return createUser(testApp.database.db, { companyId, email: `staff${sequence}@northwind.test`, password });
}

function requestReset(email: string, redirectUrl = `${PUBLIC_URL}/register`) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password',
    payload: { email, redirect_url: redirectUrl },
  });
}

function setPassword(token: string, password: string, confirmation = password) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password',
    payload: { reset_password_token: token, password, password_confirmation: confirmation },
  });
}

function changePassword(headers: Record<string, string>, body: Record<string, string>) {
  return testApp.app.inject({ method: 'PUT', url: '/api/v1/auth/password', headers, payload: body });
}

function getCurrentUser(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/users', headers });
}

async function mailsTo(email: string): Promise<Array<{ subject: string; text: string; html: string }>> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`,
  });
  return response.json();
}

/** The reset link in the newest mail to the address. */
async function latestResetLink(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return new URL(link);
}

describe('requesting a password reset', () => {
  it('mails a single-use link to the redirect page with the uid and token', async () => {
    const user = await newUser();
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Livery password');
    const link = await latestResetLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/register`);
    expect(link.searchParams.get('uid')).toBe(user.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(mail?.html).toContain(`token=${token}`);

    const [stored] = await testApp.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user.id));
    expect(stored?.purpose).toBe('reset');
    expect(stored?.tokenHash).not.toBe(token);
  });

  it('gives an unknown address the same answer and sends no mail', async () => {
    const response = await requestReset('ghost@northwind.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    expect(await mailsTo('ghost@northwind.test')).toEqual([]);
  });

  it('accepts a relative redirect path and makes the link absolute on the public URL', async () => {
    const user = await newUser();
    await requestReset(user.email, '/register?from=mail');
    const link = await latestResetLink(user.email);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('from')).toBe('mail');
    expect(link.searchParams.get('uid')).toBe(user.email);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/register',
    '/\\evil.example/register',
    'javascript:alert(1)',
    `${PUBLIC_URL}.evil.example/register`,
  ])('does not use a redirect_url on another origin (%s)', async (redirectUrl) => {
    const user = await newUser();
    const response = await requestReset(user.email, redirectUrl);
    expect(response.statusCode).toBe(200);
    const link = await latestResetLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/register`);
  });
});

describe('setting a password with the e-mailed token', () => {
  it('sets the password, ends the old sessions, signs the user in and works only once', async () => {
    const user = await newUser('old-password');
    const oldSession = await signIn(testApp.app, user.email, 'old-password');
    await requestReset(user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token') ?? '';

    const response = await setPassword(token, 'brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
    const newSession = {
      'access-token': String(response.headers['access-token']),
      client: String(response.headers.client),
      uid: String(response.headers.uid),
    };
    expect(response.headers.expiry).toEqual(expect.any(String));
    expect(response.headers['token-type']).toBe('Bearer');

    expect((await getCurrentUser(oldSession)).statusCode).toBe(401);
    expect((await getCurrentUser(newSession)).statusCode).toBe(200);
    await signIn(testApp.app, user.email, 'brand-new-password');
    const oldPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email: user.email, password: 'old-password' },
    });
    expect(oldPassword.statusCode).toBe(401);

    const reuse = await setPassword(token, 'another-password');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({ message: 'Token expired', errors: { full_messages: ['Token expired'] } });
  });

  it('answers Token expired for an expired token', async () => {
    const user = await newUser();
    await requestReset(user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token') ?? '';
    await testApp.database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));

    const response = await setPassword(token, 'brand-new-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Token expired');
  });

  it('answers Token expired for a token that was never issued', async () => {
    const response = await setPassword('this-token-was-never-issued', 'brand-new-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Token expired');
  });

  it('checks the new password and keeps the token when it is too short or unconfirmed', async () => {
    const user = await newUser();
    await requestReset(user.email);
    const token = (await latestResetLink(user.email)).searchParams.get('token') ?? '';

    const short = await setPassword(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.full_messages).toContain('Password must be at least 8 characters.');

    const mismatch = await setPassword(token, 'long-enough-password', 'something-else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.full_messages).toContain('Password confirmation does not match.');

    expect((await setPassword(token, 'long-enough-password')).statusCode).toBe(200);
  });

  it('makes earlier reset links stop working once a password is set', async () => {
    const user = await newUser();
    await requestReset(user.email);
    const firstToken = (await latestResetLink(user.email)).searchParams.get('token') ?? '';
    await requestReset(user.email);
    const secondToken = (await latestResetLink(user.email)).searchParams.get('token') ?? '';

    expect((await setPassword(secondToken, 'brand-new-password')).statusCode).toBe(200);
    expect((await setPassword(firstToken, 'another-password')).json().message).toBe('Token expired');
  });
});

describe('changing the password', () => {
  it('requires the current password', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    const response = await changePassword(headers, {
      current_password: 'wrong-password',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Current password is invalid',
      errors: { full_messages: ['Current password is invalid'] },
    });
    await signIn(testApp.app, user.email);
  });

  it('rejects a short new password with its message', async () => {
    const user = await newUser();
    const headers = await signIn(testApp.app, user.email);
    const response = await changePassword(headers, {
      current_password: 'correct-horse',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Password must be at least 8 characters.');
  });

  it('changes the password, ends other sessions and keeps the caller signed in', async () => {
    const user = await newUser();
    const laptop = await signIn(testApp.app, user.email);
    const phone = await signIn(testApp.app, user.email);

    const response = await changePassword(laptop, {
      current_password: 'correct-horse',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: expect.any(String), data: { id: user.id } });

    expect((await getCurrentUser(laptop)).statusCode).toBe(200);
    expect((await getCurrentUser(phone)).statusCode).toBe(401);
    await signIn(testApp.app, user.email, 'brand-new-password');
  });

  it('needs a signed-in user', async () => {
    const response = await changePassword(
      {},
      {
        current_password: 'correct-horse',
        password: 'brand-new-password',
        password_confirmation: 'brand-new-password',
      },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('reset rate limit', () => {
  it('answers 429 after five reset requests for one address in a minute', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await requestReset(user.email)).statusCode).toBe(200);
    }
    const limited = await requestReset(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors.full_messages).toEqual([
      'Too many attempts. Please wait a moment and try again.',
    ]);
  });
});
