/** The builder's canvas is a square of this many pixels per face (spec 02 section 9). */
export const PRINT_CANVAS_PX = 650;

/** Where artwork may go on a face, in canvas pixels, and the face's scale. */
export interface PrintAreaConfig {
  px_per_cm: number;
  refpt: { x: number; y: number };
  print_area: { left: number; top: number; width: number; height: number };
}

/** The smallest print area a provider may draw: below this no artwork of 1 cm fits comfortably. */
export const MIN_PRINT_AREA_PX = 10;

/** What is wrong with a face's print set-up, as sentences for the provider; empty when it is usable. */
export function printAreaProblems(config: PrintAreaConfig, faceName = 'Face'): string[] {
  const problems: string[] = [];
  const { px_per_cm: scale, refpt, print_area: area } = config;
  if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
    problems.push(`${faceName}: pixels per cm must be more than 0 and at most 100`);
  }
  const inCanvas = (value: number) => Number.isFinite(value) && value >= 0 && value <= PRINT_CANVAS_PX;
  if (!inCanvas(refpt.x) || !inCanvas(refpt.y)) {
    problems.push(`${faceName}: the reference point must lie on the ${PRINT_CANVAS_PX} px canvas`);
  }
  if (
    ![area.left, area.top, area.width, area.height].every(Number.isFinite) ||
    area.left < 0 ||
    area.top < 0 ||
    area.width < MIN_PRINT_AREA_PX ||
    area.height < MIN_PRINT_AREA_PX ||
    area.left + area.width > PRINT_CANVAS_PX ||
    area.top + area.height > PRINT_CANVAS_PX
  ) {
    problems.push(
      `${faceName}: the print area must lie inside the ${PRINT_CANVAS_PX} x ${PRINT_CANVAS_PX} px canvas and be at least ${MIN_PRINT_AREA_PX} px wide and high`,
    );
  }
  return problems;
}

/** A rectangle moved and resized so that it lies inside the canvas and is at least the minimum size. */
export function clampPrintArea(area: PrintAreaConfig['print_area']): PrintAreaConfig['print_area'] {
  const width = Math.round(Math.min(PRINT_CANVAS_PX, Math.max(MIN_PRINT_AREA_PX, area.width)));
  const height = Math.round(Math.min(PRINT_CANVAS_PX, Math.max(MIN_PRINT_AREA_PX, area.height)));
  const left = Math.round(Math.min(PRINT_CANVAS_PX - width, Math.max(0, area.left)));
  const top = Math.round(Math.min(PRINT_CANVAS_PX - height, Math.max(0, area.top)));
  return { left, top, width, height };
}

/** The print area's real size, one decimal, from the face's pixels per cm. */
export function printAreaInCm(config: PrintAreaConfig): { width: number; height: number } {
  const toCm = (px: number) => (config.px_per_cm > 0 ? Math.round((px / config.px_per_cm) * 10) / 10 : 0);
  return { width: toCm(config.print_area.width), height: toCm(config.print_area.height) };
}
