import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('teams', () => {
  it('creates a team whose creator is its first member, the first team becoming the default', async () => {
    const company = await createCompany(testApp.database.db);
    const user = await createUser(testApp.database.db, { companyId: company.id, setupDone: false });
    const headers = await signIn(testApp.app, user.email);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/team_accounts',
      headers,
      payload: { teams: { name: 'Front Office' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Team Created!');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/teams', headers });
    expect(list.json().teams).toEqual([
      expect.objectContaining({
        name: 'Front Office',
        role: 'creator',
        is_default: true,
        members: 1,
        user_name: user.name,
      }),
    ]);
  });

  it('requires a team name', async () => {
    const company = await createCompany(testApp.database.db);
    const user = await createUser(testApp.database.db, { companyId: company.id });
    const headers = await signIn(testApp.app, user.email);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/team_accounts',
      headers,
      payload: { teams: { name: '  ' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('The Team Name field is required');
  });

  it('lists no invitations for a user nobody invited', async () => {
    const company = await createCompany(testApp.database.db);
    const user = await createUser(testApp.database.db, { companyId: company.id });
    const headers = await signIn(testApp.app, user.email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/team_accounts/get_invitations',
      headers,
    });
    expect(response.json()).toEqual({ invitations: [] });
  });
});
