/** An amount of money in whole cents; the brand keeps cents and units from mixing. */
export type Cents = number & { readonly __brand: 'Cents' };

export const DEFAULT_CURRENCY_SYMBOL = '$';

/** Brands a safe integer as cents; anything else is a programming error. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Cents must be a safe integer, got ${value}`);
  return value as Cents;
}

export const ZERO_CENTS = cents(0);

/** The sum of amounts in cents. */
export function addCents(...values: Cents[]): Cents {
  return cents(values.reduce((sum, value) => sum + value, 0));
}

/** An amount times a whole quantity. */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  return cents(amount * quantity);
}

/** The product's one rounding rule: half away from zero, ignoring float noise below 1e-6. */
export function roundHalfUp(value: number): number {
  const fixed = Number(value.toFixed(6));
  return Math.sign(fixed) * Math.round(Math.abs(fixed));
}

const groupedNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents shown as money with two decimals and thousands separators: `$1,234.50`, `-$5.00`. */
export function formatMoney(amount: Cents | number, symbol = DEFAULT_CURRENCY_SYMBOL): string {
  const text = groupedNumber.format(Math.abs(amount) / 100);
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}

/** The currency of a product unless the provider sets another (the demo provider is in Singapore). */
export const DEFAULT_CURRENCY = 'SGD';

/** True for an ISO 4217 alphabetic code as stored on products and orders: three capital letters. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value);
}

/** Cents with the ISO 4217 code, for places where amounts of different countries meet: `SGD 1,234.50`. */
export function formatMoneyWithCode(amount: Cents | number, currency: string): string {
  return `${currency} ${amount < 0 ? '-' : ''}${groupedNumber.format(Math.abs(amount) / 100)}`;
}
