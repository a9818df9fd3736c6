import type { CartUsesResponse } from '@livery/api-schemas/programmes';
import { type CalendarDay, calendarDay } from '@livery/domain/calendar-day';
import type { PaymentTerms } from '@livery/domain/credit-terms';
import { staffIdKey } from '@livery/domain/employee-records';
import {
  type BeyondEntitlementRule,
  type CoverableEntitlement,
  coverableEntitlement,
  coverGarments,
  type EntitlementExcess,
  type EntitlementKind,
  type EntitlementUse,
  type ExcessGarment,
  employeeBalance,
  employeeOrderUse,
  garmentCents,
  type OrderedGarment,
} from '@livery/domain/entitlements';
import { DEFAULT_YEAR_START, joinerShare, programmePeriodOfDay } from '@livery/domain/programme-year';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { employeeProducts } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  findCoverState,
  findProgrammeEmployees,
  insertGarmentsAndUses,
  returnEntitlementUsesOfOrder,
} from './entitlement-uses.repository.ts';
import { findProgrammeSettings } from './programmes.repository.ts';

/** An order line as the entitlement reads it: what it is, what it costs, whose garments it holds. */
export interface CoveredLine {
  savedProductId: number | null;
  productId: number | null;
  title: string;
  totalQty: number;
  amount: number;
  employees: ReadonlyArray<{ staffId: string; name: string; costCenter: string | null; qty: number }>;
}

/** One garment's use, to write once its line has an id. */
interface PendingUse {
  lineIndex: number;
  employeeId: number;
  entitlementLineId: number;
  quantity: number;
  amountCents: number;
}

/** What an order's garments use of their employees' entitlements and what is beyond them. */
export interface OrderCoverage {
  companyId: number;
  periodStart: CalendarDay;
  periodEnd: CalendarDay;
  /** Per line, per employee row of the line: what it uses (empty when nothing) and what is beyond. */
  garments: Array<{
    lineIndex: number;
    employeeKey: string;
    uses: EntitlementUse[];
    excessQuantity: number;
    excessCents: number;
  }>;
  uses: PendingUse[];
  /** What is beyond, with the company's rule; null when every garment is covered. */
  excess: EntitlementExcess | null;
  /** Beyond the entitlement under the company's `approval` rule: the approval rule holds the order. */
  overEntitlement: boolean;
  /** The company's payment terms, read with the balances (a placed order's mail names them). */
  paymentTerms: PaymentTerms;
  /** The employees with a role, by staff key: what each had and has left (their balance before this order). */
  entitlements: Map<string, ProgrammeEmployee>;
  /** The company's rule beyond an entitlement. */
  rule: BeyondEntitlementRule;
}

interface ProgrammeEmployee {
  employeeId: number;
  staffId: string;
  name: string;
  role: { name: string; kind: EntitlementKind };
  entitlement: CoverableEntitlement;
}

const toUses = (rows: Array<{ line_id: number | null; quantity: number; amount_cents: number }>) =>
  rows.map((row) => ({
    lineKey: String(row.line_id ?? ''),
    quantity: row.quantity,
    amountCents: row.amount_cents,
  }));

/**
 * What an order's employee garments use of their entitlements on `day` (the provider's calendar day it is placed on),
 * by the domain's `coverGarments`: two statements (the employees with their role and the company's settings, then the
 * roles' lines, the year's use and increases and the products' garment groups), none when no line names an employee.
 * With `lock` (checkout) the employees' rows stay locked until the order commits, so concurrent orders for one
 * employee take turns and a balance never goes below zero. Null when no garment is for an employee with a role.
 */
export async function coverOrderLines(
  db: DatabaseOrTransaction,
  companyId: number,
  lines: readonly CoveredLine[],
  options: { day: CalendarDay; lock: boolean },
): Promise<OrderCoverage | null> {
  const keys = [
    ...new Set(
      lines.flatMap((line) =>
        line.employees.flatMap((employee) => {
          const key = staffIdKey(employee.staffId);
          return key !== '' && employee.qty > 0 ? [key] : [];
        }),
      ),
    ),
  ];
  if (keys.length === 0) return null;
  const people = await findProgrammeEmployees(db, companyId, keys, options.lock);
  if (people.length === 0) return null;
  const settings = people[0]!.settings;
  const yearStart = settings
    ? { month: settings.yearStartMonth, day: settings.yearStartDay }
    : DEFAULT_YEAR_START;
  const period = programmePeriodOfDay(options.day, yearStart);
  const state = await findCoverState(db, {
    companyId,
    roleIds: [...new Set(people.map((person) => person.role.id))],
    employeeIds: people.map((person) => person.id),
    periodStart: period.start,
    productIds: [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))],
  });
  const groupOf = new Map(state.groups.map((row) => [row.id, row.garment_group]));
  const entitlements = new Map<string, ProgrammeEmployee>();
  for (const person of people) {
    const roleLines = state.lines.filter((line) => line.role_id === person.role.id);
    const balance = employeeBalance(
      {
        kind: person.role.kind,
        allowanceCents: person.role.allowanceCents,
        lines: roleLines.map((line) => ({ key: String(line.id), quantity: line.quantity })),
      },
      joinerShare(period, person.startDate, settings?.isProRated ?? false),
      toUses(state.uses.filter((row) => row.employee_id === person.id)),
      toUses(state.increases.filter((row) => row.employee_id === person.id)),
    );
    entitlements.set(person.staffKey, {
      employeeId: person.id,
      staffId: person.staffId,
      name: person.name,
      role: { name: person.role.name, kind: person.role.kind },
      entitlement: coverableEntitlement(
        person.role.kind,
        balance,
        roleLines.map((line) => ({
          key: String(line.id),
          savedProductId: line.saved_product_id,
          garmentGroup: line.garment_group,
        })),
      ),
    });
  }
  const ordered = lines.flatMap((line, lineIndex) =>
    line.employees.map((employee) => ({
      line,
      lineIndex,
      employee,
      employeeKey: staffIdKey(employee.staffId),
    })),
  );
  const garments: OrderedGarment[] = ordered.map(({ line, employee, employeeKey }) => ({
    employeeKey,
    savedProductId: line.savedProductId,
    garmentGroup: (line.productId !== null && groupOf.get(line.productId)) || null,
    quantity: employee.qty,
    cents: garmentCents(line.amount, employee.qty, line.totalQty),
  }));
  const covers = coverGarments(
    new Map([...entitlements].map(([key, value]) => [key, value.entitlement])),
    garments,
  );
  const uses: PendingUse[] = [];
  const excessGarments: ExcessGarment[] = [];
  covers.forEach((cover, index) => {
    const { line, lineIndex, employee, employeeKey } = ordered[index]!;
    const employeeId = entitlements.get(employeeKey)?.employeeId;
    for (const use of cover.uses) {
      if (employeeId === undefined || (use.quantity === 0 && use.amountCents === 0)) continue;
      uses.push({ lineIndex, employeeId, entitlementLineId: Number(use.lineKey), ...use });
    }
    if (cover.excessQuantity > 0 || cover.excessCents > 0) {
      excessGarments.push({
        staffId: employee.staffId,
        name: employee.name,
        title: line.title,
        quantity: cover.excessQuantity,
        cents: cover.excessCents,
        costCentre: employee.costCenter,
      });
    }
  });
  const rule = settings?.beyondEntitlement ?? 'approval';
  const excess =
    excessGarments.length > 0
      ? {
          rule,
          totalCents: excessGarments.reduce((sum, garment) => sum + garment.cents, 0),
          garments: excessGarments,
        }
      : null;
  return {
    companyId,
    periodStart: period.start,
    periodEnd: period.end,
    garments: covers.map((cover, index) => ({
      lineIndex: ordered[index]!.lineIndex,
      employeeKey: ordered[index]!.employeeKey,
      ...cover,
    })),
    uses,
    excess,
    overEntitlement: excess !== null && rule === 'approval',
    paymentTerms: state.payment_terms,
    entitlements,
    rule,
  };
}

/** What the order's garments used as rows, against the ids its lines were given. */
export function orderUseRows(coverage: OrderCoverage, lineIds: readonly number[]) {
  return coverage.uses.map((use) => ({
    companyId: coverage.companyId,
    employeeId: use.employeeId,
    entitlementLineId: use.entitlementLineId,
    orderItemId: lineIds[use.lineIndex]!,
    periodStart: coverage.periodStart,
    quantity: use.quantity,
    amountCents: use.amountCents,
  }));
}

/**
 * Writes the order's employee garments together with what they used, in one statement (checkout's statement
 * count). False, writing nothing, when they used nothing: the orders module then writes the garments alone.
 */
export async function recordGarmentsWithUses(
  db: DatabaseOrTransaction,
  garments: Array<typeof employeeProducts.$inferInsert>,
  coverage: OrderCoverage | null,
  lineIds: readonly number[],
): Promise<boolean> {
  const uses = coverage ? orderUseRows(coverage, lineIds) : [];
  if (uses.length === 0) return false;
  await insertGarmentsAndUses(db, garments, uses);
  return true;
}

/** A cancelled order gives back what it used (kept as history, no longer counted). */
export function giveBackOrderUses(db: DatabaseOrTransaction, orderId: number) {
  return returnEntitlementUsesOfOrder(db, orderId);
}

/** A cart line as the entitlement preview reads it (the cart module prices the caller's cart). */
export interface CartLineForUses {
  row: {
    savedProductId: number | null;
    productId: number;
    title: string;
    employees: Array<Record<string, unknown>>;
  };
  totalQuantity: number;
  amount: number;
}

/**
 * GET /api/programme/cart_uses: for each employee with a role on the caller's cart, what checking it out now would
 * use of their entitlement, what would be beyond it and what would be left, by the same rule checkout applies (not
 * locked: checkout decides again). The cart read, then two statements; none more when no line names an employee.
 */
export async function getCartUses(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  items: readonly CartLineForUses[],
  timeZone: string,
  now = new Date(),
): Promise<CartUsesResponse> {
  const day = calendarDay(now, timeZone);
  const coverage = await coverOrderLines(
    db,
    user.companyId,
    items.map((item) => ({
      savedProductId: item.row.savedProductId,
      productId: item.row.productId,
      title: item.row.title,
      totalQty: item.totalQuantity,
      amount: item.amount,
      employees: item.row.employees.map((employee) => {
        const text = (key: string) => String(employee[key] ?? '').trim();
        const quantity = Number(employee.qty ?? 1);
        return {
          staffId: text('staff_id'),
          name: text('name'),
          costCenter: text('cost_center') || null,
          qty: Number.isInteger(quantity) && quantity >= 0 ? quantity : 1,
        };
      }),
    })),
    { day, lock: false },
  );
  if (!coverage) {
    const settings = await findProgrammeSettings(db, user.companyId);
    const yearStart = settings
      ? { month: settings.yearStartMonth, day: settings.yearStartDay }
      : DEFAULT_YEAR_START;
    return {
      period: programmePeriodOfDay(day, yearStart),
      beyond_entitlement: settings?.beyondEntitlement ?? 'approval',
      employees: [],
    };
  }
  return {
    period: { start: coverage.periodStart, end: coverage.periodEnd },
    beyond_entitlement: coverage.rule,
    employees: [...coverage.entitlements].map(([key, person]) => {
      const use = employeeOrderUse(
        person.entitlement,
        coverage.garments.filter((garment) => garment.employeeKey === key),
      );
      return {
        staff_id: person.staffId,
        name: person.name,
        role: person.role,
        unit: use.unit,
        left_before: use.leftBefore,
        uses: use.uses,
        left_after: use.leftAfter,
        beyond_items: use.beyondItems,
        beyond_cents: use.beyondCents,
      };
    }),
  };
}
