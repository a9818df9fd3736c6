import { describe, expect, it } from 'vitest';
import { attemptWaitMs, isOtpCode, passwordProblems, recordAttempt } from './auth-rules.ts';

describe('auth rules', () => {
  it('accepts exactly six digits as a one-time code', () => {
    expect(isOtpCode('012345')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
    expect(isOtpCode('12a456')).toBe(false);
    expect(isOtpCode('١٢٣٤٥٦')).toBe(false);
  });

  it('asks for eight characters and a matching confirmation', () => {
    expect(passwordProblems('short', 'short')).toEqual(['Password must be at least 8 characters.']);
    expect(passwordProblems('long enough', 'different')).toEqual(['Password confirmation does not match.']);
    expect(passwordProblems('long enough', 'long enough')).toEqual([]);
    expect(passwordProblems('long enough')).toEqual([]);
  });
});

describe('attempt limits', () => {
  const limit = { windowMs: 3_600_000, max: 8, freeAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 4_000 };

  function afterAttempts(count: number, start = 0) {
    let history: ReturnType<typeof recordAttempt> | undefined;
    for (let index = 0; index < count; index += 1) history = recordAttempt(limit, history, start);
    return history;
  }

  it('lets the free attempts go back to back', () => {
    expect(attemptWaitMs(limit, undefined, 0)).toBe(0);
    expect(attemptWaitMs(limit, afterAttempts(2), 0)).toBe(0);
  });

  it('makes each attempt past the free ones wait twice as long as the one before, up to the cap', () => {
    expect(attemptWaitMs(limit, afterAttempts(3), 0)).toBe(1_000);
    expect(attemptWaitMs(limit, afterAttempts(4), 0)).toBe(2_000);
    expect(attemptWaitMs(limit, afterAttempts(5), 0)).toBe(4_000);
    expect(attemptWaitMs(limit, afterAttempts(6), 0)).toBe(4_000);
    expect(attemptWaitMs(limit, afterAttempts(4), 1_500)).toBe(500);
  });

  it('holds every attempt after the maximum until the window ends, then starts afresh', () => {
    const full = afterAttempts(8, 1_000);
    expect(attemptWaitMs(limit, full, 2_000)).toBe(3_599_000);
    expect(attemptWaitMs(limit, full, 3_601_000)).toBe(0);
    expect(recordAttempt(limit, full, 3_601_000)).toEqual({
      count: 1,
      lastAttemptAt: 3_601_000,
      windowEndsAt: 7_201_000,
    });
  });
});
