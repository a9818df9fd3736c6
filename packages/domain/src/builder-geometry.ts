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

/** A rectangle on the canvas, pixels, top-left origin. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
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

/** The widest an artwork of that aspect (height / width) may be drawn and still fit the bounds. */
export function maxWidthPx(aspect: number, bounds: Box): number {
  return Math.min(bounds.width, bounds.height / aspect);
}

/** The narrowest it may be drawn with both sides at least MIN_ARTWORK_PX (never above the maximum). */
export function minWidthPx(aspect: number, bounds: Box): number {
  return Math.min(Math.max(MIN_ARTWORK_PX, MIN_ARTWORK_PX / aspect), maxWidthPx(aspect, bounds));
}

/**
 * A placed artwork brought back within the rules: its aspect kept, its width between the minimum and the
 * largest that fits, and its position inside the bounds. Applied after every drag, resize and typed width.
 */
export function clampBox(box: Box, bounds: Box): Box {
  const aspect = box.height / box.width;
  const width = clamp(box.width, minWidthPx(aspect, bounds), maxWidthPx(aspect, bounds));
  const height = width * aspect;
  return {
    width,
    height,
    left: clamp(box.left, bounds.left, bounds.left + bounds.width - width),
    top: clamp(box.top, bounds.top, bounds.top + bounds.height - height),
  };
}

/** The largest printed width in cm for that aspect on that face, one decimal, rounded down to stay inside. */
export function maxWidthCm(aspect: number, bounds: Box, pxPerCm: number): number {
  return Math.floor((maxWidthPx(aspect, bounds) / pxPerCm) * 10) / 10;
}

/**
 * The smallest printed width in cm for that aspect on that face, one decimal rounded up: 1 cm, or more when
 * the 10 px minimum on either side asks for more.
 */
export function minWidthCm(aspect: number, bounds: Box, pxPerCm: number): number {
  const fromPixels = Math.ceil((minWidthPx(aspect, bounds) / pxPerCm) * 10 - 1e-9) / 10;
  return Math.min(Math.max(MIN_ARTWORK_WIDTH_CM, fromPixels), maxWidthCm(aspect, bounds, pxPerCm));
}

/** A typed width in cm brought within the minimum (1 cm by default) and the maximum, one decimal. */
export function clampWidthCm(cm: number, maxCm: number, minCm = MIN_ARTWORK_WIDTH_CM): number {
  const low = Math.min(minCm, maxCm);
  if (!Number.isFinite(cm)) return low;
  return roundToTenth(clamp(cm, low, maxCm));
}

/** Resizes a placed artwork to a typed width in cm, about its centre, then clamps it as a drag would. */
export function resizeToWidthCm(box: Box, cm: number, bounds: Box, pxPerCm: number): Box {
  const aspect = box.height / box.width;
  const typed = clampWidthCm(cm, maxWidthCm(aspect, bounds, pxPerCm), minWidthCm(aspect, bounds, pxPerCm));
  const width = cmToPx(typed, pxPerCm);
  const height = width * aspect;
  const centreX = box.left + box.width / 2;
  const centreY = box.top + box.height / 2;
  return clampBox({ left: centreX - width / 2, top: centreY - height / 2, width, height }, bounds);
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
