import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';
import { runIsolation } from './isolation-check.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The quick form of `npm run check:security`'s R2: one side's actors against the other side's rows. */
describe('R2 isolation matrix (quick)', () => {
  it('gives no customer another company’s rows, no member or basic-plan user more than their role, and writes nothing on a refusal', {
    timeout: 180_000,
  }, async () => {
    const result = await runIsolation({ app: testApp.app, db: testApp.database.db, full: false });
    expect(result.operations).toBeGreaterThan(80);
    expect(result.foreignCases).toBeGreaterThan(100);
    // The matrix reached the code of most id-taking routes: its own-id calls got a 2xx there.
    expect(result.reachedWithOwnIds.length).toBeGreaterThan(result.operationsWithIds / 2);
    expect(result.findings, JSON.stringify(result.findings, null, 1)).toEqual([]);
    // Another company's share link (decision 132) is not found, like any other row of theirs.
    expect(result.foreignStatusesBySlot['PUT /api/orders/{id}/share_links/{link_id}/revoke link_id']).toEqual(
      [404],
    );
  });
});
