import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { centsTyped, wholeNumberTyped } from './typed-text.ts';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('centsTyped', () => {
  const fee = centsTyped('Fee', z.number().int().max(10_000, 'Fee is too large'));

  it('reads an amount typed in units as whole cents', () => {
    expect(fee.parse(' 12.5 ')).toBe(1250);
    expect(fee.parse('0.07')).toBe(7);
  });

  it('names the field when the text is empty or not an amount', () => {
    expect(messagesOf(fee.safeParse(''))[0]).toBe('Fee is required');
    expect(messagesOf(fee.safeParse('12.505'))).toEqual(['Fee must be an amount like 12.50']);
  });

  it("refuses what the API's cents field refuses, with its message", () => {
    expect(messagesOf(fee.safeParse('100.01'))).toEqual(['Fee is too large']);
  });
});

describe('wholeNumberTyped', () => {
  const pieces = wholeNumberTyped('Pieces', z.number().int().min(1, 'Pieces must be at least 1'));

  it('reads a whole number and checks it as the API does', () => {
    expect(pieces.parse('12')).toBe(12);
    expect(messagesOf(pieces.safeParse('1.5'))).toEqual(['Pieces must be a whole number']);
    expect(messagesOf(pieces.safeParse('0'))).toEqual(['Pieces must be at least 1']);
  });
});
