import type { OrderStatus } from './order-status.ts';

/** Pieces per size. */
export type SizeQuantities = Record<string, number>;

/** Statuses in which an order's goods may still be split over locations: not yet shipped, completed or cancelled. */
export const LOCATION_EDITABLE_ORDER_STATUSES = [
  'order_draft',
  'order_quotes',
  'order_pending',
  'order_approved',
  'order_processed',
  'order_in_progress',
  'order_ready',
] as const satisfies readonly OrderStatus[];

/** True while the order's locations may be added or removed. */
export function canChangeOrderLocations(status: string): boolean {
  return (LOCATION_EDITABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

/** One size of a line as the multilocation panel shows it: ordered, assigned to locations, still to assign. */
export interface LocationSizeLine {
  size: string;
  qty: number;
  assigned_qty: number;
  unfinished_qty: number;
  is_assigned_location: boolean;
}

/** Each size of a line with what locations took of it; the assigned and the unfinished add up to the line. */
export function locationSizeLines(ordered: SizeQuantities, assigned: SizeQuantities): LocationSizeLine[] {
  return Object.entries(ordered).map(([size, qty]) => {
    const assignedQty = Math.min(qty, assigned[size] ?? 0);
    return {
      size,
      qty,
      assigned_qty: assignedQty,
      unfinished_qty: qty - assignedQty,
      is_assigned_location: qty - assignedQty === 0,
    };
  });
}

/**
 * Why a request to put these quantities of a line at a new location cannot be met, per size (empty when it
 * can): a size the line does not have, or more than the line has left to assign.
 */
export function overAssignedSizes(
  ordered: SizeQuantities,
  assigned: SizeQuantities,
  requested: SizeQuantities,
): string[] {
  return Object.entries(requested).flatMap(([size, qty]) => {
    if (!(size in ordered)) return [`size ${size} is not on this line`];
    const left = (ordered[size] ?? 0) - (assigned[size] ?? 0);
    return qty > left ? [`${size}: ${qty} asked, ${left} left to assign`] : [];
  });
}

/** How the employee rows of a location picker are grouped. */
export type EmployeeGrouping = 'none' | 'department' | 'size';

/** The group a row without a department falls in. */
export const NO_DEPARTMENT = 'None';

/**
 * Employee rows in one group per department or per size, groups and rows in first-seen order; every row is
 * in exactly one group, so choosing a whole group assigns its people in one step.
 */
export function groupEmployeesBy<Row extends { department: string | null; size: string }>(
  rows: readonly Row[],
  by: 'department' | 'size',
): Array<{ name: string; rows: Row[] }> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = by === 'department' ? row.department?.trim() || NO_DEPARTMENT : row.size;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([name, grouped]) => ({ name, rows: grouped }));
}
