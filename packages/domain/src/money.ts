/** An amount of money in whole cents; the brand keeps cents and units from mixing. */
export type Cents = number & { readonly __brand: 'Cents' };

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

/** The symbol the API's `currency_symbol` fields keep for older clients; money is never shown with it. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/** The currency of a product unless the provider sets another (the demo provider is in Singapore). */
export const DEFAULT_CURRENCY = 'SGD';

/** True for an ISO 4217 alphabetic code as stored on products and orders: three capital letters. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value);
}

/** `1234567` as `1,234,567`: en-US grouping of a whole number of units. */
function groupThousands(units: number): string {
  const digits = String(units);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3)
    grouped += `,${digits.slice(index, index + 3)}`;
  return grouped;
}

/**
 * The one way money is written, on every screen, e-mail, PDF, export and the kiosk: cents with the ISO 4217
 * code, `SGD 1,234.50`, a discount `SGD -5.00` (the code first, so a column of amounts lines up; a plain
 * space, so texts match what a reader types). A code that is not one falls back to the default currency.
 * Written out by hand from the whole cents, as Intl's en-US currency format writes them (the tests hold them to it):
 * `formatToParts` took some 50 microseconds a call, which an export of many rows or a checkout's mails paid each time.
 */
export function formatMoneyWithCode(amount: Cents | number, currency: string = DEFAULT_CURRENCY): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  const hundredths = Math.round(Math.abs(amount));
  const fraction = hundredths % 100;
  return `${code} ${amount < 0 ? '-' : ''}${groupThousands(Math.floor(hundredths / 100))}.${fraction < 10 ? '0' : ''}${fraction}`;
}

/** Cents as a plain decimal number of units (`123450` -> `1234.5`), for money inputs that take dollars. */
export function centsToDollars(amount: Cents | number): number {
  return amount / 100;
}

/** Units typed into a money input as whole cents, by the one rounding rule (`12.345` -> `1235`). */
export function dollarsToCents(dollars: number): Cents {
  return cents(roundHalfUp(dollars * 100));
}

/** Cents as the text a money input shows and a CSV/XLSX cell holds: `1234.50` (no code, no separators). */
export function centsToDecimalText(amount: Cents | number): string {
  return (amount / 100).toFixed(2);
}

/** Typed dollars (`12`, `12.5`, `1,234.50`) as cents; undefined for anything that is not an amount. */
export function parseDollars(text: string): Cents | undefined {
  const plain = text.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return dollarsToCents(Number(plain));
}

/**
 * The spreadsheet number format that writes a cell of units as `formatMoneyWithCode` does (`SGD 1,234.50`,
 * `SGD -5.00`), so an XLSX shows money one way while its cells stay numbers a reader can sum.
 */
export function spreadsheetMoneyFormat(currency: string = DEFAULT_CURRENCY): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  return `"${code} "#,##0.00;"${code} -"#,##0.00`;
}
