import { z } from 'zod';

/** A lower tier a few more pieces of the product would reach: "Add N more for $X each". */
export const priceBreak = z.object({ add_pieces: z.number().int(), unit_price: z.number().int() });

/**
 * A designed line's price as the cart charges it (one domain function, `priceCartLines`): the garment at
 * the tier of the product's pooled pieces, the line's size add-ons, and its printing per piece.
 */
export const linePrice = z.object({
  total_qty: z.number().int(),
  /** The garment's unit price at the tier of `pooled_qty`. */
  unit_price: z.number().int(),
  /** The line's size add-ons, all pieces together. */
  size_addons: z.number().int(),
  printing_per_piece: z.number().int(),
  /** Size add-ons and printing together, for the whole line. */
  surcharge: z.number().int(),
  amount: z.number().int(),
  /** Pieces of this catalogue product in the sub-cart, this line included: they set the tier. */
  pooled_qty: z.number().int(),
  next_break: priceBreak.nullable(),
  currency: z.string(),
  currency_symbol: z.string(),
});
export type LinePrice = z.infer<typeof linePrice>;
