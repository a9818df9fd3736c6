import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorsCountOption } from './colors-count-option.ts';
import { COLORS_COUNT_OPTIONS } from './finishing.ts';

describe('colour-count option of a counted file', () => {
  it('keeps one to four colours as they are', () => {
    expect([1, 2, 3, 4].map(colorsCountOption)).toEqual([1, 2, 3, 4]);
  });

  it('is 99, more than four, from five colours up', () => {
    expect(colorsCountOption(5)).toBe(99);
    expect(colorsCountOption(6)).toBe(99);
    expect(colorsCountOption(250)).toBe(99);
  });

  it('starts a file with no counted colour at one', () => {
    expect(colorsCountOption(0)).toBe(1);
    expect(colorsCountOption(-3)).toBe(1);
    expect(colorsCountOption(Number.NaN)).toBe(1);
  });

  it('always answers one of the options, never fewer colours than counted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (counted) => {
        const option = colorsCountOption(counted);
        expect(COLORS_COUNT_OPTIONS).toContain(option);
        expect(option).toBeGreaterThanOrEqual(Math.min(counted, 99));
      }),
    );
  });
});
