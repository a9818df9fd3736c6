import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderStaff, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  provider = await signIn(testApp.app, (await createProviderStaff(testApp.database.db)).email);
});
afterAll(() => testApp.close());

type VersionRow = { table_name: string; version: string };
const versions = async () =>
  (
    (await testApp.database.db.execute(
      sql`select table_name, version::text as version from reference_versions order by table_name`,
    )) as unknown as { rows: VersionRow[] }
  ).rows;

describe('the versions the process caches follow', () => {
  it('stay as they are when a refused call or an update touches no row', async () => {
    const before = await versions();
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/admin/shipping_services/999999',
      headers: provider,
    });
    expect(refused.statusCode).toBe(404);
    await testApp.database.db.execute(sql`update tax_rates set rate_percent = rate_percent where false`);
    expect(await versions()).toEqual(before);
  });
});
