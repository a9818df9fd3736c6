/** The builder's canvas is a square of this many pixels per face (spec 02 section 9). */
export const CANVAS_SIZE_PX = 650;
/** No placed artwork may be resized below this many pixels on either side. */
export const MIN_ARTWORK_PX = 10;
/** A raster artwork (PNG, JPEG) is first placed this many pixels wide. */
export const RASTER_DEFAULT_PX = 150;
/** The smallest printed width a buyer may type. */
export const MIN_ARTWORK_WIDTH_CM = 1;
/** An SVG is first placed at this share of the print area's width (it scales without loss). */
const SVG_DEFAULT_SHARE = 0.6;

/**
 * A rectangle on the canvas, pixels, top-left origin. A placed artwork may be turned by `angle` degrees
 * (clockwise) about that top-left corner, as the builder's canvas turns it; absent means 0.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  angle?: number;
}

/** The whole canvas: where artwork may go when a face has no narrower print area. */
export const CANVAS_BOX: Box = { left: 0, top: 0, width: CANVAS_SIZE_PX, height: CANVAS_SIZE_PX };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Rounds to one decimal, the precision widths are shown and typed in. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Canvas pixels to real centimetres at the face's scale, one decimal. */
export function pxToCm(px: number, pxPerCm: number): number {
  return roundToTenth(px / pxPerCm);
}

/** Real centimetres to canvas pixels at the face's scale. */
export function cmToPx(cm: number, pxPerCm: number): number {
  return cm * pxPerCm;
}

/** The bounds artwork must stay in: the print area, kept inside the canvas. */
export function placementBounds(printArea: Box | undefined): Box {
  if (!printArea) return CANVAS_BOX;
  const left = clamp(printArea.left, 0, CANVAS_SIZE_PX);
  const top = clamp(printArea.top, 0, CANVAS_SIZE_PX);
  return {
    left,
    top,
    width: clamp(printArea.width, MIN_ARTWORK_PX, CANVAS_SIZE_PX - left),
    height: clamp(printArea.height, MIN_ARTWORK_PX, CANVAS_SIZE_PX - top),
  };
}

/** |cos| and |sin| of an angle in degrees, exact at multiples of 90° so an unturned box stays exact. */
function turn(angle: number): { cos: number; sin: number } {
  const quarter = (((angle % 360) + 360) % 360) / 90;
  if (Number.isInteger(quarter)) return quarter % 2 === 0 ? { cos: 1, sin: 0 } : { cos: 0, sin: 1 };
  const radians = (angle * Math.PI) / 180;
  return { cos: Math.abs(Math.cos(radians)), sin: Math.abs(Math.sin(radians)) };
}

/** A point of the box, given in its own unturned frame, on the canvas. */
function pointOf(box: Box, x: number, y: number): { x: number; y: number } {
  const radians = ((box.angle ?? 0) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: box.left + x * cos - y * sin, y: box.top + x * sin + y * cos };
}

/** The upright rectangle a (possibly turned) box covers on the canvas: its bounding rectangle. */
export function coveredBox(box: Box): Box {
  if ((box.angle ?? 0) % 360 === 0) {
    return { left: box.left, top: box.top, width: box.width, height: box.height };
  }
  const corners = [
    pointOf(box, 0, 0),
    pointOf(box, box.width, 0),
    pointOf(box, box.width, box.height),
    pointOf(box, 0, box.height),
  ];
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The centre of a (possibly turned) box on the canvas. */
export function centreOf(box: Box): { x: number; y: number } {
  return pointOf(box, box.width / 2, box.height / 2);
}

/** A box of that size and angle placed so that its centre lands on the point. */
function boxAround(centre: { x: number; y: number }, width: number, height: number, angle: number): Box {
  const corner = pointOf({ left: 0, top: 0, width, height, angle }, width / 2, height / 2);
  return { left: centre.x - corner.x, top: centre.y - corner.y, width, height, angle };
}

/**
 * The widest an artwork of that aspect (height / width), turned by the angle, may be drawn and still fit
 * the bounds: its turned outline, not only its own box, must fit.
 */
export function maxWidthPx(aspect: number, bounds: Box, angle = 0): number {
  const { cos, sin } = turn(angle);
  return Math.min(bounds.width / (cos + aspect * sin), bounds.height / (sin + aspect * cos));
}

/** The narrowest it may be drawn with both sides at least MIN_ARTWORK_PX (never above the maximum). */
export function minWidthPx(aspect: number, bounds: Box, angle = 0): number {
  return Math.min(Math.max(MIN_ARTWORK_PX, MIN_ARTWORK_PX / aspect), maxWidthPx(aspect, bounds, angle));
}

/**
 * A placed artwork brought back within the rules: its aspect and angle kept, its width between the minimum
 * and the largest that fits turned as it is, and moved so that all it covers lies inside the bounds.
 * Applied during and after every drag, resize and turn, and to typed widths. A turned artwork that no longer
 * fits is made smaller about its centre; otherwise its top-left corner stays where the drag put it.
 */
export function clampBox(box: Box, bounds: Box): Box {
  const angle = box.angle ?? 0;
  const aspect = box.height / box.width;
  const width = clamp(box.width, minWidthPx(aspect, bounds, angle), maxWidthPx(aspect, bounds, angle));
  const height = width * aspect;
  const sized =
    angle === 0 || width === box.width
      ? { left: box.left, top: box.top, width, height, angle }
      : boxAround(centreOf(box), width, height, angle);
  const covered = coveredBox(sized);
  const left = clamp(covered.left, bounds.left, bounds.left + bounds.width - covered.width);
  const top = clamp(covered.top, bounds.top, bounds.top + bounds.height - covered.height);
  const placed = {
    left: sized.left + left - covered.left,
    top: sized.top + top - covered.top,
    width,
    height,
  };
  return box.angle === undefined ? placed : { ...placed, angle };
}

/** The largest printed width in cm for that aspect (and angle) on that face, one decimal, rounded down to stay inside. */
export function maxWidthCm(aspect: number, bounds: Box, pxPerCm: number, angle = 0): number {
  return Math.floor((maxWidthPx(aspect, bounds, angle) / pxPerCm) * 10) / 10;
}

/**
 * The smallest printed width in cm for that aspect on that face, one decimal rounded up: 1 cm, or more when
 * the 10 px minimum on either side asks for more.
 */
export function minWidthCm(aspect: number, bounds: Box, pxPerCm: number, angle = 0): number {
  const fromPixels = Math.ceil((minWidthPx(aspect, bounds, angle) / pxPerCm) * 10 - 1e-9) / 10;
  return Math.min(Math.max(MIN_ARTWORK_WIDTH_CM, fromPixels), maxWidthCm(aspect, bounds, pxPerCm, angle));
}

/** A typed width in cm brought within the minimum (1 cm by default) and the maximum, one decimal. */
export function clampWidthCm(cm: number, maxCm: number, minCm = MIN_ARTWORK_WIDTH_CM): number {
  const low = Math.min(minCm, maxCm);
  if (!Number.isFinite(cm)) return low;
  return roundToTenth(clamp(cm, low, maxCm));
}

/** Resizes a placed artwork to a typed width in cm, about its centre, then clamps it as a drag would. */
export function resizeToWidthCm(box: Box, cm: number, bounds: Box, pxPerCm: number): Box {
  const angle = box.angle ?? 0;
  const aspect = box.height / box.width;
  const typed = clampWidthCm(
    cm,
    maxWidthCm(aspect, bounds, pxPerCm, angle),
    minWidthCm(aspect, bounds, pxPerCm, angle),
  );
  const width = cmToPx(typed, pxPerCm);
  const resized = boxAround(centreOf(box), width, width * aspect, angle);
  return clampBox(box.angle === undefined ? { ...resized, angle: undefined } : resized, bounds);
}

/**
 * Where a new artwork goes: raster files RASTER_DEFAULT_PX wide, SVG at a good share of the print area,
 * both centred in it and clamped to fit.
 */
export function initialPlacement(
  natural: { width: number; height: number },
  kind: 'vector' | 'raster',
  bounds: Box,
): Box {
  const aspect = natural.height > 0 && natural.width > 0 ? natural.height / natural.width : 1;
  const width = kind === 'raster' ? RASTER_DEFAULT_PX : bounds.width * SVG_DEFAULT_SHARE;
  const height = width * aspect;
  return clampBox(
    {
      left: bounds.left + (bounds.width - width) / 2,
      top: bounds.top + (bounds.height - height) / 2,
      width,
      height,
    },
    bounds,
  );
}

/** The printed size of a placed artwork, one decimal each. */
export function realSizeCm(box: Box, pxPerCm: number): { width_cm: number; height_cm: number } {
  return { width_cm: pxToCm(box.width, pxPerCm), height_cm: pxToCm(box.height, pxPerCm) };
}
