import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, teamMembers, users } from '../../db/schema.ts';
import { createBuyer, createCompany, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authenticateSession } from './session-tokens.service.ts';

/**
 * Issue 23: a process keeps a session it read for a few seconds, and whatever ends or changes it in one process
 * (sign-out, password change, role change, removal, a team joined or left, a plan change) holds in every other
 * process from its next request: two apps on one database here.
 */
let testApp: TestApp;
let first: FastifyInstance;
let second: FastifyInstance;
let companyId: number;
let sequence = 0;

/** The statements the first app sent (the second has a pool of its own on PostgreSQL). */
const statements: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({}, { onQuery: (statement) => statements.push(statement) });
  first = testApp.app;
  second = await testApp.startSecondProcess();
  ({ id: companyId } = await createCompany(testApp.database.db));
}, 60_000);
afterAll(() => testApp.close());

function newUser() {
  sequence += 1;
  return createUser(testApp.database.db, { companyId, email: `revoked${sequence}@northwind.test` });
}

async function statusOf(app: FastifyInstance, headers: Record<string, string>, url = '/api/users') {
  return (await app.inject({ method: 'GET', url, headers })).statusCode;
}

describe('a session ended in one process', () => {
  it('is refused by the other at once after a sign-out', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(second, session)).toBe(200);

    const signOut = await first.inject({ method: 'DELETE', url: '/api/v1/auth/sign_out', headers: session });
    expect(signOut.statusCode).toBe(200);
    expect(await statusOf(second, session)).toBe(401);
    expect(await statusOf(first, session)).toBe(401);
  });

  it('is refused by the other at once after a password change elsewhere, which keeps the changer signed in', async () => {
    const user = await newUser();
    const laptop = await signIn(first, user.email);
    const phone = await signIn(first, user.email);
    expect(await statusOf(first, phone)).toBe(200);

    const change = await second.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: laptop,
      payload: {
        current_password: 'correct-horse',
        password: 'brand-new-password',
        password_confirmation: 'brand-new-password',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await statusOf(first, phone)).toBe(401);
    expect(await statusOf(first, laptop)).toBe(200);
  });

  it('answers as the new role at once after a role change', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(second, session, '/api/orders')).toBe(200);

    await testApp.database.db.update(users).set({ role: 'provider' }).where(eq(users.id, user.id));
    expect(await statusOf(second, session, '/api/orders')).toBe(403);
  });

  it('ends with its user: a removed user is refused at once', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(second, session)).toBe(200);

    await testApp.database.db.delete(users).where(eq(users.id, user.id));
    expect(await statusOf(second, session)).toBe(401);
  });

  it('is kept between requests: the next one reads the version of the sessions, not the session again', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(first, session)).toBe(200);
    statements.length = 0;
    expect(await statusOf(first, session)).toBe(200);
    const reads = statements.filter((statement) => /"auth_tokens"|"reference_versions"/.test(statement));
    expect(reads).toHaveLength(1);
    expect(reads[0]).not.toContain('"auth_tokens"');
  });

  it('stays kept when someone else signs in: a new token ends no session', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(first, session)).toBe(200);
    await signIn(second, (await newUser()).email);
    statements.length = 0;
    expect(await statusOf(first, session)).toBe(200);
    expect(statements.filter((statement) => statement.includes('"auth_tokens"'))).toEqual([]);
  });

  it('is refused with a wrong token even while it is kept', async () => {
    const user = await newUser();
    const session = await signIn(first, user.email);
    expect(await statusOf(second, session)).toBe(200);
    const forged = { ...session, 'access-token': `${session['access-token'].slice(0, -2)}AA` };
    expect(await statusOf(second, forged)).toBe(401);
    expect(await statusOf(second, { ...session, 'access-token': 'short' })).toBe(401);
    expect(await statusOf(second, session)).toBe(200);
  });

  it('carries the teams joined and left and the plan changed elsewhere, at once', async () => {
    const { company, user, team } = await createBuyer(testApp.database.db, { plan: 'advanced' });
    const session = await signIn(first, user.email);
    const headers = { token: session['access-token'], client: session.client, uid: session.uid };
    const other = second.deps.db;
    expect((await authenticateSession(other, headers))?.teamIds).toEqual([team.id]);

    await testApp.database.db.delete(teamMembers).where(eq(teamMembers.userId, user.id));
    expect((await authenticateSession(other, headers))?.teamIds).toEqual([]);

    await testApp.database.db.update(companies).set({ plan: 'basic' }).where(eq(companies.id, company.id));
    expect((await authenticateSession(other, headers))?.plan).toBe('basic');
  });
});
