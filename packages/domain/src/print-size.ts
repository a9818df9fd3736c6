import type { PrintSizeClass } from './finishing.ts';

/** A5 and A4 in centimetres, short side first (ISO 216). */
const A5 = { short: 14.8, long: 21 } as const;
const A4 = { short: 21, long: 29.7 } as const;

/**
 * The print-size class of a printed artwork from its real size (spec 02 section 5): up to 14.8 x 21 cm is
 * a5, up to 21 x 29.7 cm is a4, anything larger a3. Either orientation counts: a wide print fits the same
 * sheet turned.
 */
export function printSizeClass(widthCm: number, heightCm: number): PrintSizeClass {
  const short = Math.min(widthCm, heightCm);
  const long = Math.max(widthCm, heightCm);
  if (short <= A5.short && long <= A5.long) return 'a5';
  if (short <= A4.short && long <= A4.long) return 'a4';
  return 'a3';
}
