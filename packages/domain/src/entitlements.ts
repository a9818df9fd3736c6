import type { PeriodShare } from './programme-year.ts';

/**
 * What a role's employees are given each programme year (issue 25 item 1): `allocation` items and quantities,
 * `allowance` an amount to spend on the role's saved products, `on_consumption` nothing (the employee or a cost
 * centre pays).
 */
export const ENTITLEMENT_KINDS = ['allocation', 'allowance', 'on_consumption'] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];

export const ENTITLEMENT_KIND_LABELS: Record<EntitlementKind, string> = {
  allocation: 'Allocation: items and quantities a year',
  allowance: 'Allowance: an amount a year',
  on_consumption: 'On consumption: no entitlement',
};

/** The groups an allocation may name instead of one saved product ("any 2 tops a year"). */
export const GARMENT_GROUPS = ['top', 'bottom', 'outerwear', 'headwear', 'apron', 'footwear'] as const;
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];

export const GARMENT_GROUP_LABELS: Record<GarmentGroup, string> = {
  top: 'Any top',
  bottom: 'Any bottom',
  outerwear: 'Any outerwear',
  headwear: 'Any headwear',
  apron: 'Any apron',
  footwear: 'Any footwear',
};

/** The most of one item a role can be allocated a year, and the most an allowance can be (cents). */
export const MAX_ALLOCATION_QUANTITY = 1000;
export const MAX_ALLOWANCE_CENTS = 100_000_000;

/**
 * A joiner's allocation of an item: the quantity scaled by their share of the year, rounded up, so a joiner is
 * never without a garment their role wears (1 jacket a year is 1 jacket for a December joiner too, share > 0).
 */
export function proRatedQuantity(quantity: number, share: PeriodShare): number {
  return Math.ceil((quantity * share.days) / share.ofDays);
}

/** A joiner's allowance: the amount scaled by their share of the year, to the nearest cent. */
export function proRatedAllowance(cents: number, share: PeriodShare): number {
  return Math.round((cents * share.days) / share.ofDays);
}

/** What is left of an entitlement: never below zero, even if more was used (writes refuse that; old data may not). */
export function entitlementLeft(entitled: number, used: number): number {
  return Math.max(0, entitled - used);
}

/** Whether using `wanted` more keeps the balance at or above zero: the check a write makes before it records use. */
export function isWithinEntitlement(entitled: number, used: number, wanted: number): boolean {
  return wanted >= 0 && used + wanted <= entitled;
}

/** A role's entitlement as balances read it: each line keyed by the caller (a uuid), quantities for allocations. */
export interface RoleEntitlement {
  kind: EntitlementKind;
  allowanceCents: number | null;
  lines: ReadonlyArray<{ key: string; quantity: number | null }>;
}

/** Entitlement used this period: on one line, `quantity` items or `amountCents` of an allowance. */
export interface EntitlementUse {
  lineKey: string;
  quantity: number;
  amountCents: number;
}

export interface Balance {
  entitled: number;
  used: number;
  left: number;
}

export interface EmployeeBalance {
  /** Per allocation line: items entitled, used and left; empty for the other kinds. */
  lines: Array<Balance & { key: string }>;
  /** The allowance in cents; null unless the role's kind is `allowance`. */
  allowance: Balance | null;
}

function balanceOf(entitled: number, used: number): Balance {
  return { entitled, used, left: entitlementLeft(entitled, used) };
}

/**
 * An approved request for more (issue 25 item 3): `quantity` more items on one allocation line, or `amountCents`
 * more of an allowance, for the one programme year it was approved in. Increases are not pro-rated: they are
 * what the person in charge granted.
 */
export type EntitlementIncrease = EntitlementUse;

function sumByLine(entries: readonly EntitlementUse[]): Map<string, number> {
  const byLine = new Map<string, number>();
  for (const entry of entries) byLine.set(entry.lineKey, (byLine.get(entry.lineKey) ?? 0) + entry.quantity);
  return byLine;
}

const sumAmounts = (entries: readonly EntitlementUse[]) =>
  entries.reduce((sum, entry) => sum + entry.amountCents, 0);

/**
 * An employee's balances this period: the role's entitlement scaled by their share of the year, plus the
 * increases approved for this period, minus their use.
 */
export function employeeBalance(
  role: RoleEntitlement,
  share: PeriodShare,
  uses: readonly EntitlementUse[],
  increases: readonly EntitlementIncrease[] = [],
): EmployeeBalance {
  switch (role.kind) {
    case 'allocation': {
      const usedByLine = sumByLine(uses);
      const addedByLine = sumByLine(increases);
      return {
        lines: role.lines.map((line) => ({
          key: line.key,
          ...balanceOf(
            proRatedQuantity(line.quantity ?? 0, share) + (addedByLine.get(line.key) ?? 0),
            usedByLine.get(line.key) ?? 0,
          ),
        })),
        allowance: null,
      };
    }
    case 'allowance': {
      const entitled = proRatedAllowance(role.allowanceCents ?? 0, share) + sumAmounts(increases);
      return { lines: [], allowance: balanceOf(entitled, sumAmounts(uses)) };
    }
    case 'on_consumption':
      return { lines: [], allowance: null };
  }
}

/** What a balance adds up to in a report: items over all allocation lines, or the allowance's cents. */
export interface BalanceTotal extends Balance {
  unit: 'items' | 'cents';
}

/**
 * An employee's balance as one figure: an allocation's lines summed (what is left is the sum of each line's
 * left, so using more of one item never eats another's), the allowance as it is; null on consumption.
 */
export function balanceTotal(balance: EmployeeBalance): BalanceTotal | null {
  if (balance.allowance) return { unit: 'cents', ...balance.allowance };
  if (balance.lines.length === 0) return null;
  return balance.lines.reduce<BalanceTotal>(
    (total, line) => ({
      unit: 'items',
      entitled: total.entitled + line.entitled,
      used: total.used + line.used,
      left: total.left + line.left,
    }),
    { unit: 'items', entitled: 0, used: 0, left: 0 },
  );
}
