/** Decoration methods the provider offers (spec 02 section 2.5). */
export const FINISHING_KEYS = ['screenprint', 'embroidery', 'dtg', 'digital', 'dye_sub'] as const;
export type FinishingKey = (typeof FINISHING_KEYS)[number];

/** Print-size classes, smallest first (spec 02 section 5). */
export const PRINT_SIZE_CLASSES = ['a5', 'a4', 'a3'] as const;
export type PrintSizeClass = (typeof PRINT_SIZE_CLASSES)[number];

/** Colour-count options of an artwork; 99 means more than four. */
export const COLORS_COUNT_OPTIONS = [1, 2, 3, 4, 99] as const;
export type ColorsCount = (typeof COLORS_COUNT_OPTIONS)[number];

/** What a method adds per piece, in cents, by print-size class and colour count ('1'..'4', '99'). */
export type FinishingSurcharges = Record<PrintSizeClass, Record<string, number>>;

/** One artwork as it is to be decorated: the inputs of its surcharge. */
export interface Decoration {
  finishing: string;
  print_size: PrintSizeClass;
  colors_count: number;
}

/**
 * The per-piece surcharge of one decoration. A method without an entry for that size and colour count
 * takes the nearest larger colour count of the same size, so a table never prices more colours cheaper.
 */
export function decorationSurcharge(
  table: Readonly<Record<string, FinishingSurcharges>>,
  decoration: Decoration,
): number {
  const bySize = table[decoration.finishing]?.[decoration.print_size];
  if (!bySize) throw new RangeError(`No surcharge for ${decoration.finishing} at ${decoration.print_size}`);
  const exact = bySize[String(decoration.colors_count)];
  if (exact !== undefined) return exact;
  const larger = COLORS_COUNT_OPTIONS.filter((count) => count >= decoration.colors_count)
    .map((count) => bySize[String(count)])
    .find((value) => value !== undefined);
  if (larger === undefined) {
    throw new RangeError(`No surcharge for ${decoration.colors_count} colours of ${decoration.finishing}`);
  }
  return larger;
}
