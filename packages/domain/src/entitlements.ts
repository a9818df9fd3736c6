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

/** An employee's balances this period: the role's entitlement scaled by their share of the year, minus their use. */
export function employeeBalance(
  role: RoleEntitlement,
  share: PeriodShare,
  uses: readonly EntitlementUse[],
): EmployeeBalance {
  switch (role.kind) {
    case 'allocation': {
      const usedByLine = new Map<string, number>();
      for (const use of uses) usedByLine.set(use.lineKey, (usedByLine.get(use.lineKey) ?? 0) + use.quantity);
      return {
        lines: role.lines.map((line) => ({
          key: line.key,
          ...balanceOf(proRatedQuantity(line.quantity ?? 0, share), usedByLine.get(line.key) ?? 0),
        })),
        allowance: null,
      };
    }
    case 'allowance': {
      const used = uses.reduce((sum, use) => sum + use.amountCents, 0);
      return { lines: [], allowance: balanceOf(proRatedAllowance(role.allowanceCents ?? 0, share), used) };
    }
    case 'on_consumption':
      return { lines: [], allowance: null };
  }
}
