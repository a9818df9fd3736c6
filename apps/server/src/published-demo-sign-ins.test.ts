import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { users } from './db/schema.ts';
import { hashSecret } from './modules/auth/secret-hashing.ts';
import {
  DEMO_PASSWORD,
  findPublishedDemoSignIns,
  PublishedDemoSignInError,
  refusePublishedDemoSignIns,
} from './published-demo-sign-ins.ts';
import { createCompany, createUser } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://livery.example',
  SECRET_KEY: 'a-production-secret-key-of-enough-length',
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const company = await createCompany(testApp.database.db, { name: 'Livery Provider' });
  await createUser(testApp.database.db, {
    companyId: company.id,
    email: 'provider@demo.test',
    password: DEMO_PASSWORD,
    role: 'provider',
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('a production start on a database with demo accounts', () => {
  it('is refused while a demo account signs in with the published password', async () => {
    expect(await findPublishedDemoSignIns(testApp.database.db)).toEqual(['provider@demo.test']);
    const start = refusePublishedDemoSignIns(testApp.database.db, loadConfig(PRODUCTION));
    await expect(start).rejects.toThrow(PublishedDemoSignInError);
    await expect(start).rejects.toThrow(/provider@demo\.test/);
  });

  it('goes ahead when SEED_DEMO_DATA=true says it is a demo, and in development', async () => {
    const db = testApp.database.db;
    await expect(
      refusePublishedDemoSignIns(db, loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })),
    ).resolves.toBeUndefined();
    await expect(refusePublishedDemoSignIns(db, loadConfig({}))).resolves.toBeUndefined();
  });

  it('goes ahead once the demo account has a password of its own', async () => {
    const db = testApp.database.db;
    await db
      .update(users)
      .set({ passwordHash: await hashSecret('a-private-password') })
      .where(eq(users.email, 'provider@demo.test'));
    expect(await findPublishedDemoSignIns(db)).toEqual([]);
    await expect(refusePublishedDemoSignIns(db, loadConfig(PRODUCTION))).resolves.toBeUndefined();
  });
});
