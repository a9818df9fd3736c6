import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPrintArea, PRINT_CANVAS_PX, printAreaInCm, printAreaProblems } from './print-area.ts';

const config = (area: { left: number; top: number; width: number; height: number }) => ({
  px_per_cm: 5,
  refpt: { x: 325, y: 200 },
  print_area: area,
});

describe('print area', () => {
  it('accepts an area inside the 650 px canvas', () => {
    expect(printAreaProblems(config({ left: 200, top: 240, width: 250, height: 290 }))).toEqual([]);
  });

  it('refuses an area that leaves the canvas, and names the face', () => {
    expect(printAreaProblems(config({ left: 500, top: 0, width: 200, height: 100 }), 'Front')).toEqual([
      'Front: the print area must lie inside the 650 x 650 px canvas and be at least 10 px wide and high',
    ]);
  });

  it('refuses a scale of zero and a reference point off the canvas', () => {
    const problems = printAreaProblems({
      ...config({ left: 0, top: 0, width: 50, height: 50 }),
      px_per_cm: 0,
      refpt: { x: -1, y: 5 },
    });
    expect(problems).toHaveLength(2);
  });

  it('gives the real size in cm with one decimal', () => {
    expect(printAreaInCm(config({ left: 0, top: 0, width: 253, height: 100 }))).toEqual({
      width: 50.6,
      height: 20,
    });
  });

  it('clamps any rectangle into a valid area', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (left, top, width, height) => {
          const area = clampPrintArea({ left, top, width, height });
          expect(printAreaProblems(config(area))).toEqual([]);
          expect(area.left + area.width).toBeLessThanOrEqual(PRINT_CANVAS_PX);
        },
      ),
    );
  });
});
