/** How a size's ready stock stands against its low level (spec 03 section 2.7). */
export type StockLevel = 'above_minimum' | 'low' | 'out';

/** The three colours of ready stock: green above the minimum, orange at or below it, red at 0. */
export const STOCK_LEVEL_COLOURS: Readonly<Record<StockLevel, string>> = {
  above_minimum: '#237804',
  low: '#d46b08',
  out: '#cf1322',
};

/** A size's level: out at 0, low at or below a set low level, otherwise above the minimum. */
export function stockLevel(quantity: number, lowLevel: number | undefined): StockLevel {
  if (quantity <= 0) return 'out';
  if (lowLevel !== undefined && lowLevel > 0 && quantity <= lowLevel) return 'low';
  return 'above_minimum';
}

/** The pieces of a per-size map. */
export function totalQuantity(quantities: Readonly<Record<string, number>>): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

/** True when some size with a low level set (above 0) stands at or below it. */
export function isLowInventory(
  readyStock: Readonly<Record<string, number>>,
  lowLevels: Readonly<Record<string, number>>,
): boolean {
  return Object.entries(lowLevels).some(([size, low]) => low > 0 && (readyStock[size] ?? 0) <= low);
}

/**
 * The sizes that fell to or below their low level with this change: above it before, at or below after.
 * A size already low stays silent, so a run of withdrawals sends one alert per crossing.
 */
export function sizesCrossingLowLevel(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
  lowLevels: Readonly<Record<string, number>>,
): string[] {
  return Object.entries(lowLevels)
    .filter(([size, low]) => low > 0 && (before[size] ?? 0) > low && (after[size] ?? 0) <= low)
    .map(([size]) => size);
}

/** What a stock move does: add pieces, withdraw pieces, or set each size's count (Edit Stocks). */
export type StockAction = 'add' | 'withdraw' | 'edit';

/** The stock a move leaves, and the sizes a withdrawal would take below zero (then nothing is applied). */
export function applyStockMove(
  readyStock: Readonly<Record<string, number>>,
  amounts: Readonly<Record<string, number>>,
  action: StockAction,
): { readyStock: Record<string, number>; shortSizes: string[] } {
  const next: Record<string, number> = { ...readyStock };
  const shortSizes: string[] = [];
  for (const [size, amount] of Object.entries(amounts)) {
    const current = readyStock[size] ?? 0;
    if (action === 'add') next[size] = current + amount;
    else if (action === 'edit') next[size] = amount;
    else if (current < amount) shortSizes.push(size);
    else next[size] = current - amount;
  }
  return { readyStock: shortSizes.length > 0 ? { ...readyStock } : next, shortSizes };
}

/** The confirmation and log wording of a move: 'Add Stock 5 pcs' or 'Withdraw Stock 3 pcs'. */
export function describeStockMove(action: 'add' | 'withdraw', pieces: number): string {
  return `${action === 'add' ? 'Add' : 'Withdraw'} Stock ${pieces} pcs`;
}

/** The refusal of a move of nothing (spec 03 section 8). */
export const ZERO_STOCK_MOVE_MESSAGE = 'Quantity must be greater than 0!';

/** QR codes (spec 03 section 9): list 100 px, detail 300 px, error correction M, logo 20 % of the size. */
export const QR_CODE = {
  listSize: 100,
  detailSize: 300,
  errorCorrectionLevel: 'M',
  logoRatio: 0.2,
} as const;

/** Inventory keyword search waits this long after typing (spec 03 section 9). */
export const INVENTORY_KEYWORD_DEBOUNCE_MS = 200;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A blanket purchase order's duration from its yyyy-MM-dd dates: 'N years M months', '< 1 month', or
 * 'N/A' when a date is missing or the end is before the start.
 */
export function blanketPoDuration(beginAt: string | null, finishAt: string | null): string {
  const begin = beginAt ? DATE_ONLY.exec(beginAt) : null;
  const finish = finishAt ? DATE_ONLY.exec(finishAt) : null;
  if (!begin || !finish) return 'N/A';
  const [by, bm, bd] = [Number(begin[1]), Number(begin[2]), Number(begin[3])];
  const [fy, fm, fd] = [Number(finish[1]), Number(finish[2]), Number(finish[3])];
  let months = (fy - by) * 12 + (fm - bm) - (fd < bd ? 1 : 0);
  if (fy * 10_000 + fm * 100 + fd < by * 10_000 + bm * 100 + bd) return 'N/A';
  if (months < 1) return '< 1 month';
  const years = Math.floor(months / 12);
  months %= 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
