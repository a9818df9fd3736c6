import { describe, expect, it } from 'vitest';
import {
  type AttemptHistory,
  attemptsLeft,
  attemptWaitMs,
  CODE_SIGN_IN_FAILURES_COUNTED,
  isOtpCode,
  ORDER_SHARE_MAILS_PER_SENDER,
  OTP_MAX_ATTEMPTS,
  OTP_REQUESTS_PER_ACCOUNT,
  PASSWORD_ATTEMPTS_PER_ACCOUNT,
  passwordProblems,
  recordAttempt,
  recordAttempts,
} from './auth-rules.ts';

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

describe('password attempts per account', () => {
  const limit = PASSWORD_ATTEMPTS_PER_ACCOUNT;

  it('slows a stream of wrong passwords by growing waits, never to more than fifteen minutes', () => {
    let history: AttemptHistory | undefined;
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const wait = attemptWaitMs(limit, history, now);
      waits.push(wait);
      now += wait;
      history = recordAttempt(limit, history, now);
    }
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(waits[10]).toBe(1_000);
    expect(waits[11]).toBe(2_000);
    expect(Math.max(...waits)).toBe(15 * 60_000);
    expect(waits.at(-1)).toBe(15 * 60_000);
  });

  it('keeps counting while attempts keep coming, and forgets an hour after the last one', () => {
    let history = recordAttempt(limit, undefined, 0);
    history = recordAttempt(limit, history, 50 * 60_000);
    history = recordAttempt(limit, history, 100 * 60_000);
    expect(history.count).toBe(3);
    expect(attemptWaitMs(limit, history, 100 * 60_000 + 60 * 60_000)).toBe(0);
    expect(recordAttempt(limit, history, 160 * 60_000).count).toBe(1);
  });
});

describe('code sign-in', () => {
  /** A steady attacker: each attempt as soon as its wait allows; how many go through in `hours`. */
  function steadyAttempts(limit: typeof OTP_REQUESTS_PER_ACCOUNT, hours: number) {
    let history: AttemptHistory | undefined;
    let now = 0;
    let count = 0;
    const waits: number[] = [];
    while (now < hours * 60 * 60_000) {
      const wait = attemptWaitMs(limit, history, now);
      waits.push(wait);
      now += wait;
      if (now >= hours * 60 * 60_000) break;
      history = recordAttempt(limit, history, now);
      count += 1;
    }
    return { count, longestWait: Math.max(...waits) };
  }

  it('never makes anyone wait for a code sign-in: wrong codes are only counted', () => {
    let history: AttemptHistory | undefined;
    for (let attempt = 0; attempt < 500; attempt += 1) {
      expect(attemptWaitMs(CODE_SIGN_IN_FAILURES_COUNTED, history, attempt)).toBe(0);
      history = recordAttempt(CODE_SIGN_IN_FAILURES_COUNTED, history, attempt);
    }
    expect(history?.count).toBe(500);
  });

  it('slows new codes to four an hour (twenty guesses) at most fifteen minutes apart, and never locks', () => {
    const day = steadyAttempts(OTP_REQUESTS_PER_ACCOUNT, 24);
    expect(day.longestWait).toBe(15 * 60_000);
    // 5 at once, 5 more by minute 30, then one every 15 minutes (minutes 45, 60 ... 1425).
    expect(day.count).toBe(5 + 5 + 93);
    expect(day.count * OTP_MAX_ATTEMPTS).toBeLessThan(24 * 20 + 60);
  });
});

describe('attempts left', () => {
  it('counts several attempts at once and says how many the window still allows', () => {
    const history = recordAttempts(ORDER_SHARE_MAILS_PER_SENDER, undefined, 0, 30);
    expect(attemptsLeft(ORDER_SHARE_MAILS_PER_SENDER, history, 1_000)).toBe(10);
    expect(attemptsLeft(ORDER_SHARE_MAILS_PER_SENDER, history, 61 * 60_000)).toBe(40);
  });
});
