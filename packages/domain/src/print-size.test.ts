import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printSizeClass } from './print-size.ts';

describe('print-size class', () => {
  it('is a5 up to 14.8 x 21 cm, a4 up to 21 x 29.7 cm and a3 beyond', () => {
    expect(printSizeClass(10, 10)).toBe('a5');
    expect(printSizeClass(14.8, 21)).toBe('a5');
    expect(printSizeClass(14.9, 21)).toBe('a4');
    expect(printSizeClass(21, 29.7)).toBe('a4');
    expect(printSizeClass(21.1, 20)).toBe('a4');
    expect(printSizeClass(21.1, 29.7)).toBe('a3');
    expect(printSizeClass(10, 30)).toBe('a3');
  });

  it('gives the same class in either orientation', () => {
    expect(printSizeClass(21, 14.8)).toBe('a5');
    expect(printSizeClass(29.7, 21)).toBe('a4');
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 80, noNaN: true }),
        fc.double({ min: 0.1, max: 80, noNaN: true }),
        (w, h) => printSizeClass(w, h) === printSizeClass(h, w),
      ),
    );
  });

  it('never gives a smaller class to a larger print', () => {
    const rank = { a5: 0, a4: 1, a3: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (w, h, grow) => rank[printSizeClass(w + grow, h + grow)] >= rank[printSizeClass(w, h)],
      ),
    );
  });
});
