import { describe, expect, it } from 'vitest';
import { jobRetryDelayMs } from './job-status.ts';

describe('jobRetryDelayMs', () => {
  it('doubles per failed attempt from the first delay', () => {
    expect([0, 1, 2, 3].map((attempts) => jobRetryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
  });

  it('stops growing at an hour', () => {
    expect(jobRetryDelayMs(20, 30_000)).toBe(60 * 60_000);
  });
});
