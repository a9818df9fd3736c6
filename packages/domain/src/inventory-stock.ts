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

/**
 * Most pieces of one size an inventory may hold: far above any store room, and with the largest move on top
 * still below PostgreSQL's integer limit (2,147,483,647), so a count can never overflow.
 */
export const MAX_READY_STOCK = 1_000_000_000;

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

/** A size a move cannot make, with the sentence that says why (it names the size and what is possible). */
export interface StockMoveProblem {
  size: string;
  message: string;
}

/**
 * What stops a move, per size, in the product's size order: a withdrawal above the pieces left, or an
 * add or edit past MAX_READY_STOCK. Empty when the move can be made. The form checks it before its confirm
 * step, and the server refuses the same moves.
 */
export function stockMoveProblems(
  readyStock: Readonly<Record<string, number>>,
  amounts: Readonly<Record<string, number>>,
  action: StockAction,
  sizes: readonly string[],
): StockMoveProblem[] {
  const problems: StockMoveProblem[] = [];
  for (const size of sizes) {
    const amount = amounts[size] ?? 0;
    const current = readyStock[size] ?? 0;
    if (action === 'withdraw' && amount > current) {
      problems.push({
        size,
        message: `Not enough stock of size ${size}: ${current} left, ${amount} to withdraw`,
      });
    } else if (action === 'add' && current + amount > MAX_READY_STOCK) {
      problems.push({
        size,
        message: `Ready stock of size ${size} cannot go above ${MAX_READY_STOCK.toLocaleString('en-US')}: ${current.toLocaleString('en-US')} in stock, at most ${(MAX_READY_STOCK - current).toLocaleString('en-US')} more`,
      });
    } else if (action === 'edit' && amount > MAX_READY_STOCK) {
      problems.push({
        size,
        message: `Ready stock of size ${size} cannot go above ${MAX_READY_STOCK.toLocaleString('en-US')}`,
      });
    }
  }
  return problems;
}

/** What a move did to each size, as signed pieces (sizes it left alone are not named). */
export function stockChange(
  before: Readonly<Record<string, number>>,
  after: Readonly<Record<string, number>>,
): Record<string, number> {
  const change: Record<string, number> = {};
  for (const size of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const difference = (after[size] ?? 0) - (before[size] ?? 0);
    if (difference !== 0) change[size] = difference;
  }
  return change;
}

/**
 * The stock an activity log adds up to: the sum, per size, of every entry's change (entries without one,
 * such as a team move, change nothing). It equals the item's ready stock: the log is its ledger.
 */
export function stockFromChanges(
  changes: ReadonlyArray<Readonly<Record<string, number>> | null | undefined>,
): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const change of changes) {
    for (const [size, pieces] of Object.entries(change ?? {})) stock[size] = (stock[size] ?? 0) + pieces;
  }
  return stock;
}

/** A log entry's change in the product's size order, signed: 'S +4 · M −2'; empty when it moved nothing. */
export function describeStockChange(
  change: Readonly<Record<string, number>> | null | undefined,
  sizes: readonly string[],
): string {
  if (!change) return '';
  const known = sizes.filter((size) => (change[size] ?? 0) !== 0);
  const others = Object.keys(change).filter((size) => !sizes.includes(size) && change[size] !== 0);
  return [...known, ...others]
    .map((size) => {
      const pieces = change[size] ?? 0;
      return `${size} ${pieces > 0 ? '+' : '\u2212'}${Math.abs(pieces)}`;
    })
    .join(' · ');
}

/** True when two per-size maps hold the same pieces (a size missing counts as 0). */
export function isSameStock(
  left: Readonly<Record<string, number>>,
  right: Readonly<Record<string, number>>,
): boolean {
  return Object.keys(stockChange(left, right)).length === 0;
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
 * A blanket purchase order's duration from its yyyy-MM-dd dates, both days included (1 Jan to 31 Dec is
 * 12 months, shown '1 year'): 'N years M months', '< 1 month', or 'N/A' when a date is missing or the end
 * is before the start.
 */
export function blanketPoDuration(beginAt: string | null, finishAt: string | null): string {
  const begin = beginAt ? DATE_ONLY.exec(beginAt) : null;
  const finish = finishAt ? DATE_ONLY.exec(finishAt) : null;
  if (!begin || !finish) return 'N/A';
  const [by, bm, bd] = [Number(begin[1]), Number(begin[2]), Number(begin[3])];
  if (
    Number(finish[1]) * 10_000 + Number(finish[2]) * 100 + Number(finish[3]) <
    by * 10_000 + bm * 100 + bd
  ) {
    return 'N/A';
  }
  // The day after the last day: a period of whole months ends on the same day of a later month.
  const end = new Date(Date.UTC(Number(finish[1]), Number(finish[2]) - 1, Number(finish[3]) + 1));
  const [ey, em, ed] = [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate()];
  let months = (ey - by) * 12 + (em - bm) - (ed < bd ? 1 : 0);
  if (months < 1) return '< 1 month';
  const years = Math.floor(months / 12);
  months %= 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** How much of a blanket purchase order has been called off: per size and in total. */
export interface BlanketPoCallOff {
  committed: Record<string, number>;
  calledOff: Record<string, number>;
  remaining: Record<string, number>;
  totalCommitted: number;
  totalCalledOff: number;
  totalRemaining: number;
}

/**
 * Committed, called off and remaining pieces of a blanket PO: remaining is what is committed less what was
 * called off, per size and never below 0 (pieces ordered beyond the commitment do not make another size's
 * remainder smaller). Sizes the PO does not commit are left out.
 */
export function blanketPoCallOff(
  committed: Readonly<Record<string, number>>,
  ordered: Readonly<Record<string, number>>,
): BlanketPoCallOff {
  const calledOff: Record<string, number> = {};
  const remaining: Record<string, number> = {};
  for (const [size, pieces] of Object.entries(committed)) {
    calledOff[size] = ordered[size] ?? 0;
    remaining[size] = Math.max(0, pieces - (ordered[size] ?? 0));
  }
  return {
    committed: { ...committed },
    calledOff,
    remaining,
    totalCommitted: totalQuantity(committed),
    totalCalledOff: totalQuantity(calledOff),
    totalRemaining: totalQuantity(remaining),
  };
}

/** A blanket purchase order as the call-off rule reads it: its PO number and its yyyy-MM-dd period. */
export interface BlanketPoPeriod {
  id: number;
  title: string;
  beginAt: string | null;
  finishAt: string | null;
}

/** An order's pieces of an item as the call-off rule reads them: its PO number, its day and pieces per size. */
export interface BlanketPoOrder {
  poNumber: string | null;
  /** The order's day in the provider's time zone, yyyy-MM-dd. */
  day: string;
  pieces: Readonly<Record<string, number>>;
}

/** Whether a day falls in a blanket PO's period, both days included; an open end is unbounded. */
export function isDayInBlanketPo(po: BlanketPoPeriod, day: string): boolean {
  return (!po.beginAt || po.beginAt <= day) && (!po.finishAt || day <= po.finishAt);
}

const samePoNumber = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The one blanket PO an order calls off, or null, so that no order is counted by two: the PO its PO number
 * names (case and surrounding spaces aside), whatever its period; else the earliest-starting PO whose period
 * covers the order's day (no start counts as earliest; on a tie the one added first, the lower id). Among
 * several POs of the named number, the earliest covering the day, else the earliest.
 */
export function blanketPoOfOrder(pos: readonly BlanketPoPeriod[], order: BlanketPoOrder): number | null {
  const earliestFirst = [...pos].sort(
    (a, b) => (a.beginAt ?? '').localeCompare(b.beginAt ?? '') || a.id - b.id,
  );
  const poNumber = order.poNumber;
  const named = poNumber ? earliestFirst.filter((po) => samePoNumber(po.title, poNumber)) : [];
  const candidates = named.length > 0 ? named : earliestFirst;
  const covering = candidates.find((po) => isDayInBlanketPo(po, order.day));
  return covering?.id ?? (named.length > 0 ? named[0]!.id : null);
}

/** The pieces per size each blanket PO has called off: every order's pieces go to its one PO (`blanketPoOfOrder`). */
export function blanketPoCalledOffPieces(
  pos: readonly BlanketPoPeriod[],
  orders: readonly BlanketPoOrder[],
): Map<number, Record<string, number>> {
  const calledOff = new Map<number, Record<string, number>>(pos.map((po) => [po.id, {}]));
  for (const order of orders) {
    const id = blanketPoOfOrder(pos, order);
    const pieces = id === null ? undefined : calledOff.get(id);
    if (!pieces) continue;
    for (const [size, count] of Object.entries(order.pieces)) pieces[size] = (pieces[size] ?? 0) + count;
  }
  return calledOff;
}
