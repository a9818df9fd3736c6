import type { FacePrintConfig } from '../../db/schema.ts';

const ROOT_TAG = /<svg\b[^>]*>/;
const SIZE_ATTRIBUTES = /\s(?:width|height|viewBox|preserveAspectRatio)\s*=\s*(?:"[^"]*"|'[^']*')/gi;

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * A face's stored design as a print file at true size: the view cut to the print area, and width and
 * height in centimetres from the face's scale, so a RIP or a plotter prints it at the size the buyer chose.
 */
export function printAtTrueSize(svg: string, pconfig: FacePrintConfig): string {
  const area = pconfig.print_area;
  const widthCm = twoDecimals(area.width / pconfig.px_per_cm);
  const heightCm = twoDecimals(area.height / pconfig.px_per_cm);
  return svg.replace(ROOT_TAG, (tag) => {
    const rest = tag.slice('<svg'.length).replace(SIZE_ATTRIBUTES, '');
    return `<svg width="${widthCm}cm" height="${heightCm}cm" viewBox="${area.left} ${area.top} ${area.width} ${area.height}"${rest}`;
  });
}
