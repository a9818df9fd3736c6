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

/**
 * What a company does with an order beyond an employee's entitlement (issue 25 item 2): the order waits for a
 * person in charge's approval, or it is placed and the excess is marked as the employee's to pay, or as charged to
 * the employee's cost centre. The order's total is the same either way: the mark says who bears the excess.
 */
export const BEYOND_ENTITLEMENT_RULES = ['approval', 'employee_pays', 'cost_centre'] as const;
export type BeyondEntitlementRule = (typeof BEYOND_ENTITLEMENT_RULES)[number];

export const BEYOND_ENTITLEMENT_RULE_LABELS: Record<BeyondEntitlementRule, string> = {
  approval: 'Waits for approval',
  employee_pays: 'Employee pays the excess',
  cost_centre: "Charged to the employee's cost centre",
};

/** How an order's excess is marked wherever the order is shown (detail, console, PDF, export). */
export const BEYOND_ENTITLEMENT_MARKS: Record<BeyondEntitlementRule, string> = {
  approval: 'Needs approval',
  employee_pays: 'Employee pays',
  cost_centre: 'Charged to cost centre',
};

/** One entitlement line as checkout matches garments to it: what it names and what is left of it this year. */
export interface CoverableLine {
  key: string;
  savedProductId: number | null;
  garmentGroup: GarmentGroup | null;
  /** Items left (allocation); ignored on an allowance's lines. */
  left: number;
}

/** An employee's entitlement as checkout spends it: the role's kind, its lines and the allowance left (cents). */
export interface CoverableEntitlement {
  kind: EntitlementKind;
  lines: CoverableLine[];
  allowanceLeft: number;
}

/** One employee's garments on one order line: `cents` is what they cost on the order (their share of the line). */
export interface OrderedGarment {
  employeeKey: string;
  savedProductId: number | null;
  garmentGroup: GarmentGroup | null;
  quantity: number;
  cents: number;
}

export interface GarmentCover {
  /** The entitlement the garments used, per line: items of an allocation line, or cents of the allowance. */
  uses: EntitlementUse[];
  /** Items no allocation line covered (0 for an allowance, whose excess is money). */
  excessQuantity: number;
  /** What the garments beyond the entitlement cost: the uncovered items' share, or what the allowance left short. */
  excessCents: number;
}

/**
 * One employee garment's share of an order line's amount, by pieces: `pieces` of the line's `totalPieces` costing
 * `amount` cents, to the nearest cent.
 */
export function garmentCents(amount: number, pieces: number, totalPieces: number): number {
  return totalPieces > 0 ? Math.round((amount * pieces) / totalPieces) : 0;
}

/**
 * Which entitlement each garment of an order uses, in the order's order (line by line, employee by employee), never
 * taking a balance below zero. An allocation covers a garment from the line naming its saved product first, then from
 * the line naming its garment group; items neither covers are beyond the entitlement. An allowance covers the
 * garments of the role's saved products with what is left of it, the rest of their cost is beyond; a garment the
 * role does not entitle at all is beyond. On consumption, and employees without a role, use nothing and exceed
 * nothing. `entitlements` is keyed by `employeeKey` and is not changed.
 */
export function coverGarments(
  entitlements: ReadonlyMap<string, CoverableEntitlement>,
  garments: readonly OrderedGarment[],
): GarmentCover[] {
  const left = new Map(
    [...entitlements].map(([key, entitlement]) => [
      key,
      { ...entitlement, lines: entitlement.lines.map((line) => ({ ...line })) },
    ]),
  );
  return garments.map((garment) => {
    const entitlement = left.get(garment.employeeKey);
    const none: GarmentCover = { uses: [], excessQuantity: 0, excessCents: 0 };
    if (!entitlement || garment.quantity <= 0 || entitlement.kind === 'on_consumption') return none;
    if (entitlement.kind === 'allowance') {
      const line = entitlement.lines.find(
        (candidate) =>
          candidate.savedProductId !== null && candidate.savedProductId === garment.savedProductId,
      );
      if (!line) return { ...none, excessCents: garment.cents };
      const spent = Math.min(Math.max(0, entitlement.allowanceLeft), garment.cents);
      entitlement.allowanceLeft -= spent;
      return {
        uses: [{ lineKey: line.key, quantity: garment.quantity, amountCents: spent }],
        excessQuantity: 0,
        excessCents: garment.cents - spent,
      };
    }
    const candidates = [
      ...entitlement.lines.filter(
        (line) => line.savedProductId !== null && line.savedProductId === garment.savedProductId,
      ),
      ...entitlement.lines.filter(
        (line) => line.garmentGroup !== null && line.garmentGroup === garment.garmentGroup,
      ),
    ];
    let wanted = garment.quantity;
    const uses: EntitlementUse[] = [];
    for (const line of candidates) {
      const taken = Math.min(Math.max(0, line.left), wanted);
      if (taken === 0) continue;
      line.left -= taken;
      wanted -= taken;
      uses.push({ lineKey: line.key, quantity: taken, amountCents: 0 });
    }
    return {
      uses,
      excessQuantity: wanted,
      excessCents: garmentCents(garment.cents, wanted, garment.quantity),
    };
  });
}

/** An employee's balance as checkout spends it: the balance rule's lines and allowance, what is left of each. */
export function coverableEntitlement(
  kind: EntitlementKind,
  balance: EmployeeBalance,
  lines: ReadonlyArray<{ key: string; savedProductId: number | null; garmentGroup: GarmentGroup | null }>,
): CoverableEntitlement {
  const leftOf = new Map(balance.lines.map((line) => [line.key, line.left]));
  return {
    kind,
    lines: lines.map((line) => ({ ...line, left: leftOf.get(line.key) ?? 0 })),
    allowanceLeft: balance.allowance?.left ?? 0,
  };
}

/** One employee garment beyond the entitlement, as the order keeps it. */
export interface ExcessGarment {
  staffId: string;
  name: string;
  /** The order line's title. */
  title: string;
  /** Items beyond an allocation; 0 where an allowance fell short (the excess is then only money). */
  quantity: number;
  cents: number;
  costCentre: string | null;
}

/**
 * What an order holds beyond its employees' entitlements, written with it at checkout and shown as it is wherever
 * the order is (detail, console, PDF, export): the company's rule then, the total and each garment.
 */
export interface EntitlementExcess {
  rule: BeyondEntitlementRule;
  totalCents: number;
  garments: ExcessGarment[];
}

/** The excess as one line of text (an export cell, a PDF line): who bears it, how much, for how many garments. */
export function describeExcess(excess: EntitlementExcess, formatCents: (cents: number) => string): string {
  const who =
    excess.rule === 'cost_centre'
      ? [...new Set(excess.garments.map((garment) => garment.costCentre ?? 'no cost centre'))].join(', ')
      : null;
  const mark = BEYOND_ENTITLEMENT_MARKS[excess.rule];
  return `${mark}${who ? ` (${who})` : ''}: ${formatCents(excess.totalCents)} beyond entitlement`;
}

/** What an order uses of one employee's entitlement and what is left after it: items, or cents of an allowance. */
export interface EmployeeOrderUse {
  unit: 'items' | 'cents' | null;
  leftBefore: number;
  uses: number;
  leftAfter: number;
  /** Beyond the entitlement: items not covered (allocation) and what the excess costs. */
  beyondItems: number;
  beyondCents: number;
}

/** Sums an employee's garment covers of one order against their entitlement before it. */
export function employeeOrderUse(
  entitlement: CoverableEntitlement,
  covers: readonly GarmentCover[],
): EmployeeOrderUse {
  const beyondItems = covers.reduce((sum, cover) => sum + cover.excessQuantity, 0);
  const beyondCents = covers.reduce((sum, cover) => sum + cover.excessCents, 0);
  const usesOf = (pick: (use: EntitlementUse) => number) =>
    covers.reduce((sum, cover) => sum + cover.uses.reduce((inner, use) => inner + pick(use), 0), 0);
  switch (entitlement.kind) {
    case 'allocation': {
      const leftBefore = entitlement.lines.reduce((sum, line) => sum + Math.max(0, line.left), 0);
      const uses = usesOf((use) => use.quantity);
      return { unit: 'items', leftBefore, uses, leftAfter: leftBefore - uses, beyondItems, beyondCents };
    }
    case 'allowance': {
      const leftBefore = Math.max(0, entitlement.allowanceLeft);
      const uses = usesOf((use) => use.amountCents);
      return { unit: 'cents', leftBefore, uses, leftAfter: leftBefore - uses, beyondItems, beyondCents };
    }
    case 'on_consumption':
      return { unit: null, leftBefore: 0, uses: 0, leftAfter: 0, beyondItems: 0, beyondCents: 0 };
  }
}
