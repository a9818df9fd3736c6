import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/test/test-app.ts';
import { RACES, type RaceResult } from './races.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Fewer racers than the full form's 50 keep the suite quick; on PostgreSQL they run truly at once. */
const RACERS = 20;

/** The quick form of `npm run check:security`'s R3: each single-winner operation has exactly one winner. */
describe('R3 races (quick)', () => {
  for (const race of RACES) {
    it(`${race.name}: exactly the expected winners among ${RACERS} concurrent requests`, {
      timeout: 60_000,
    }, async () => {
      const result: RaceResult = await race.run({
        app: testApp.app,
        db: testApp.database.db,
        racers: RACERS,
      });
      expect(result.outcome.winners, JSON.stringify(result.outcome.statuses)).toBe(
        result.expectedWinners ?? 1,
      );
      expect(Object.keys(result.outcome.statuses).every((status) => Number(status) < 500)).toBe(true);
      expect(result.problems).toEqual([]);
    });
  }
});
