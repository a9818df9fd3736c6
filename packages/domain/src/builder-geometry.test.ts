import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  CANVAS_BOX,
  CANVAS_SIZE_PX,
  centreOf,
  clampBox,
  clampWidthCm,
  coveredBox,
  initialPlacement,
  MIN_ARTWORK_PX,
  maxWidthCm,
  minWidthCm,
  placementBounds,
  pxToCm,
  RASTER_DEFAULT_PX,
  realSizeCm,
  resizeToWidthCm,
} from './builder-geometry.ts';

const printArea: Box = { left: 200, top: 240, width: 250, height: 290 };
const EPSILON = 1e-6;

const isInside = (box: Box, bounds: Box) =>
  box.left >= bounds.left - EPSILON &&
  box.top >= bounds.top - EPSILON &&
  box.left + box.width <= bounds.left + bounds.width + EPSILON &&
  box.top + box.height <= bounds.top + bounds.height + EPSILON;

const boundsArbitrary = fc
  .record({
    left: fc.integer({ min: 0, max: 500 }),
    top: fc.integer({ min: 0, max: 500 }),
    width: fc.integer({ min: 100, max: 650 }),
    height: fc.integer({ min: 100, max: 650 }),
  })
  .map((area) => placementBounds(area))
  .filter((bounds) => bounds.width >= 100 && bounds.height >= 100);

const boxArbitrary = fc.record({
  left: fc.double({ min: -2000, max: 2000, noNaN: true }),
  top: fc.double({ min: -2000, max: 2000, noNaN: true }),
  width: fc.double({ min: 0.5, max: 3000, noNaN: true }),
  aspect: fc.double({ min: 0.1, max: 10, noNaN: true }),
});

describe('builder geometry', () => {
  it('converts pixels to centimetres at the face scale with one decimal', () => {
    expect(pxToCm(57, 5.7)).toBe(10);
    expect(pxToCm(100, 5.7)).toBe(17.5);
  });

  it('keeps a print area inside the canvas', () => {
    expect(placementBounds({ left: 600, top: 600, width: 200, height: 200 })).toEqual({
      left: 600,
      top: 600,
      width: 50,
      height: 50,
    });
    expect(placementBounds(undefined)).toEqual(CANVAS_BOX);
  });

  it('pulls an artwork dragged past the edge back inside the print area', () => {
    const dragged = clampBox({ left: 900, top: -50, width: 100, height: 50 }, printArea);
    expect(dragged).toEqual({ left: 350, top: 240, width: 100, height: 50 });
  });

  it('shrinks an artwork resized beyond the print area to the largest that fits, keeping its shape', () => {
    const resized = clampBox({ left: 200, top: 240, width: 1000, height: 500 }, printArea);
    expect(resized.width).toBe(250);
    expect(resized.height).toBe(125);
  });

  it('grows an artwork resized below 10 px back to 10 px on its shorter side', () => {
    const resized = clampBox({ left: 300, top: 300, width: 4, height: 2 }, printArea);
    expect(resized.height).toBeCloseTo(MIN_ARTWORK_PX);
    expect(resized.width).toBeCloseTo(20);
  });

  it('clamps a typed width between 1 cm and the maximum with one decimal', () => {
    expect(clampWidthCm(0.2, 43.8)).toBe(1);
    expect(clampWidthCm(12.345, 43.8)).toBe(12.3);
    expect(clampWidthCm(80, 43.8)).toBe(43.8);
    expect(clampWidthCm(Number.NaN, 43.8)).toBe(1);
    expect(maxWidthCm(1, printArea, 5.7)).toBe(43.8);
  });

  it('raises the smallest width in cm when 10 px on the shorter side needs more than 1 cm', () => {
    expect(minWidthCm(1, printArea, 20)).toBe(1);
    // 5.7 px a cm: 10 px is 1.8 cm; a 2:1 artwork needs 20 px wide for 10 px high, 3.6 cm.
    expect(minWidthCm(1, printArea, 5.7)).toBe(1.8);
    expect(minWidthCm(0.5, printArea, 5.7)).toBe(3.6);
    const box = resizeToWidthCm({ left: 300, top: 300, width: 100, height: 50 }, 0.2, printArea, 5.7);
    expect(box.height).toBeGreaterThanOrEqual(10);
  });

  it('resizes to a typed width about the artwork’s centre', () => {
    const box = resizeToWidthCm({ left: 275, top: 335, width: 100, height: 100 }, 10, printArea, 5.7);
    expect(box.width).toBeCloseTo(57);
    expect(box.left + box.width / 2).toBeCloseTo(325);
    expect(realSizeCm(box, 5.7)).toEqual({ width_cm: 10, height_cm: 10 });
  });

  it('places raster artwork 150 px wide and vector artwork across most of the print area, centred', () => {
    const raster = initialPlacement({ width: 1200, height: 600 }, 'raster', printArea);
    expect(raster.width).toBe(RASTER_DEFAULT_PX);
    expect(raster.height).toBe(75);
    expect(raster.left + raster.width / 2).toBe(325);
    const vector = initialPlacement({ width: 100, height: 100 }, 'vector', printArea);
    expect(vector.width).toBe(150);
    expect(isInside(vector, printArea)).toBe(true);
  });

  it('always leaves a clamped artwork inside the canvas and the bounds, at least 10 px each side', () => {
    fc.assert(
      fc.property(boundsArbitrary, boxArbitrary, (bounds, { left, top, width, aspect }) => {
        const box = clampBox({ left, top, width, height: width * aspect }, bounds);
        return (
          isInside(box, bounds) &&
          isInside(box, CANVAS_BOX) &&
          box.width >= MIN_ARTWORK_PX - EPSILON &&
          box.height >= MIN_ARTWORK_PX - EPSILON &&
          Math.abs(box.height / box.width - aspect) < 1e-6 * Math.max(1, aspect)
        );
      }),
    );
  });

  it('always gives a typed width between 1 cm and the maximum, and the box stays inside', () => {
    fc.assert(
      fc.property(
        boundsArbitrary,
        boxArbitrary,
        fc.double({ min: -100, max: 500, noNaN: true }),
        fc.double({ min: 2, max: 20, noNaN: true }),
        (bounds, { left, top, width, aspect }, cm, pxPerCm) => {
          const start = clampBox({ left, top, width, height: width * aspect }, bounds);
          const box = resizeToWidthCm(start, cm, bounds, pxPerCm);
          const maxCm = maxWidthCm(aspect, bounds, pxPerCm);
          const typed = clampWidthCm(cm, maxCm);
          return (
            typed >= Math.min(1, maxCm) &&
            typed <= maxCm &&
            isInside(box, bounds) &&
            box.left + box.width <= CANVAS_SIZE_PX + EPSILON
          );
        },
      ),
    );
  });
});

describe('turned artwork', () => {
  const inside = (box: Box, bounds: Box) => isInside(coveredBox(box), bounds);

  it('covers the upright rectangle around its turned corners', () => {
    // A 100 x 50 box turned 90° about its top-left corner hangs to the left of that corner.
    const covered = coveredBox({ left: 300, top: 300, width: 100, height: 50, angle: 90 });
    expect(covered.left).toBeCloseTo(250);
    expect(covered.top).toBeCloseTo(300);
    expect(covered.width).toBeCloseTo(50);
    expect(covered.height).toBeCloseTo(100);
    const diagonal = coveredBox({ left: 300, top: 300, width: 100, height: 100, angle: 45 });
    expect(diagonal.width).toBeCloseTo(100 * Math.SQRT2);
  });

  it('is pushed back inside the print area when dragged past an edge, keeping its angle and size', () => {
    const box = clampBox({ left: 0, top: 700, width: 100, height: 50, angle: 30 }, printArea);
    expect(inside(box, printArea)).toBe(true);
    expect(box).toMatchObject({ width: 100, height: 50, angle: 30 });
    const covered = coveredBox(box);
    expect(covered.left).toBeCloseTo(printArea.left);
    expect(covered.top + covered.height).toBeCloseTo(printArea.top + printArea.height);
  });

  it('is made smaller when turned it no longer fits', () => {
    // 250 px wide fits the 250 px print area upright; turned 45° its outline is about 265 px wide.
    const upright = clampBox({ left: 200, top: 300, width: 250, height: 125, angle: 0 }, printArea);
    expect(upright.width).toBe(250);
    const turned = clampBox({ ...upright, angle: 45 }, printArea);
    expect(turned.width).toBeLessThan(250);
    expect(turned.height / turned.width).toBeCloseTo(0.5);
    expect(inside(turned, printArea)).toBe(true);
    expect(coveredBox(turned).width).toBeCloseTo(printArea.width);
  });

  it('keeps its centre when a typed width resizes it', () => {
    const start = { left: 325, top: 300, width: 100, height: 50, angle: 30 };
    const box = resizeToWidthCm(start, 10, printArea, 5);
    expect(box.width).toBeCloseTo(50);
    expect(centreOf(box).x).toBeCloseTo(centreOf(start).x);
    expect(centreOf(box).y).toBeCloseTo(centreOf(start).y);
  });

  it('offers typed widths only up to what fits turned', () => {
    expect(maxWidthCm(1, printArea, 5, 45)).toBe(35.3);
    const box = resizeToWidthCm(
      { left: 325, top: 300, width: 100, height: 100, angle: 45 },
      99,
      printArea,
      5,
    );
    expect(box.width).toBeCloseTo(176.5);
    expect(inside(box, printArea)).toBe(true);
  });

  it('always lies inside the bounds, whatever its angle, at least 10 px each side', () => {
    fc.assert(
      fc.property(
        boundsArbitrary,
        boxArbitrary,
        fc.double({ min: -720, max: 720, noNaN: true }),
        (bounds, { left, top, width, aspect }, angle) => {
          const box = clampBox({ left, top, width, height: width * aspect, angle }, bounds);
          const covered = coveredBox(box);
          const fits = Math.max(MIN_ARTWORK_PX, MIN_ARTWORK_PX / aspect) <= box.width + EPSILON;
          return (
            (!fits || isInside(covered, bounds)) &&
            box.angle === angle &&
            Math.abs(box.height / box.width - aspect) < 1e-6 * Math.max(1, aspect)
          );
        },
      ),
    );
  });
});
