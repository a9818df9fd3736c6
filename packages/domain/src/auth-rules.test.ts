import { describe, expect, it } from 'vitest';
import { isOtpCode, passwordProblems } from './auth-rules.ts';

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
