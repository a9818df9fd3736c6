import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';
import { runFuzz } from './fuzz-session.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The quick form of `npm run check:security`'s fuzz: a few hostile requests per operation, in every API run. */
describe('R1 fuzz (quick)', () => {
  it('answers every hostile request below 500, and a refused one writes nothing', {
    timeout: 180_000,
  }, async () => {
    const results = await runFuzz({
      app: testApp.app,
      db: testApp.database.db,
      casesPerOperation: 4,
      seed: 10,
    });
    for (const result of results) {
      expect(result.operations).toBeGreaterThan(50);
      // The cases reached the routes' own code: the session stayed signed in throughout (a random id's 404
      // is the route answering; only a 401 would mean the session was lost).
      expect(result.statusCounts['401'] ?? 0).toBeLessThan(result.cases / 10);
      expect(result.statusCounts['2xx'] ?? 0).toBeGreaterThan(result.operations / 4);
      expect(result.serverErrors, JSON.stringify(result.serverErrors, null, 1)).toEqual([]);
      expect(result.writesAfterRefusal, JSON.stringify(result.writesAfterRefusal, null, 1)).toEqual([]);
    }
  });
});
