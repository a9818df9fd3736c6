import { EMPLOYEE_PRODUCT_STATUSES, type EmployeeProductStatus } from './shipment-rules.ts';

/**
 * An order line's `product_status` from its garments' statuses: the least advanced garment still being made
 * (a line is Ready only when every garment is), Cancelled only when every garment is; null without a name list.
 */
export function lineProductStatus(
  garmentStatuses: readonly EmployeeProductStatus[],
): EmployeeProductStatus | null {
  if (garmentStatuses.length === 0) return null;
  const going = garmentStatuses.filter((status) => status !== 'cancelled');
  if (going.length === 0) return 'cancelled';
  const rank = (status: EmployeeProductStatus) => EMPLOYEE_PRODUCT_STATUSES.indexOf(status);
  return going.reduce((least, status) => (rank(status) < rank(least) ? status : least));
}
