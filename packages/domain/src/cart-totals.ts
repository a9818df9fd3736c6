import { type Cents, cents, roundHalfUp } from './money.ts';

/** GST percent assumed until the destination's rate is known (spec 02 section 9). */
export const DEFAULT_GST_RATE_PERCENT = 9;

export interface CartTotals {
  subtotal: Cents;
  shipping: Cents;
  discount: Cents;
  taxable: Cents;
  gst: Cents;
  total: Cents;
}

/** Spec rule: total = subtotal + shipping - discount, plus GST; the discount never exceeds the subtotal. */
export function cartTotals(input: {
  subtotal: Cents;
  shipping: Cents;
  discount: Cents;
  gstRatePercent: number;
}): CartTotals {
  const { subtotal, shipping, gstRatePercent } = input;
  if (subtotal < 0 || shipping < 0) throw new RangeError('Subtotal and shipping cannot be negative');
  if (!(gstRatePercent >= 0 && gstRatePercent <= 100))
    throw new RangeError(`GST rate out of range: ${gstRatePercent}`);
  const discount = cents(Math.min(Math.max(input.discount, 0), subtotal));
  const taxable = cents(subtotal + shipping - discount);
  const gst = cents(roundHalfUp((taxable * gstRatePercent) / 100));
  return { subtotal, shipping, discount, taxable, gst, total: cents(taxable + gst) };
}

/** The discount a code gives on a subtotal: a percentage or a fixed amount, never above the subtotal. */
export function discountFor(code: { kind: 'percentage' | 'fixed'; value: number }, subtotal: Cents): Cents {
  const raw = code.kind === 'percentage' ? roundHalfUp((subtotal * code.value) / 100) : code.value;
  return cents(Math.min(Math.max(Math.trunc(raw), 0), subtotal));
}
