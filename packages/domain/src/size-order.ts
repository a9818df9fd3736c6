/**
 * Quantities per size in the product's own size order (a stored JSON object does not keep its keys' order:
 * PostgreSQL's jsonb sorts them). Sizes the product no longer lists follow, in the order given.
 */
export function orderBySizes(
  quantities: Readonly<Record<string, number>>,
  sizes: readonly string[],
): Array<[size: string, quantity: number]> {
  const known = sizes
    .filter((size) => size in quantities)
    .map((size) => [size, quantities[size]!] as [string, number]);
  const others = Object.entries(quantities).filter(([size]) => !sizes.includes(size));
  return [...known, ...others];
}

/** The sizes ordered, as a line shows them: 'S: 6, M: 10, L: 8' (sizes with no pieces left out). */
export function describeQuantities(
  quantities: Readonly<Record<string, number>>,
  sizes: readonly string[],
): string {
  return orderBySizes(quantities, sizes)
    .filter(([, quantity]) => quantity > 0)
    .map(([size, quantity]) => `${size}: ${quantity}`)
    .join(', ');
}
