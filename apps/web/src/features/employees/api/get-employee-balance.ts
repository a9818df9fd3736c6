import type { BalancesResponse } from '@livery/api-schemas/programmes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys } from './employees-keys.ts';

/** GET /api/programme/balances for one staff id: the employee's entitlement, use and what is left this year. */
export const getEmployeeBalance = (staffId: string, signal?: AbortSignal) =>
  apiRequest<BalancesResponse>('programme/balances', { query: { staff_ids: staffId }, signal });

export const getEmployeeBalanceQueryOptions = (staffId: string) =>
  queryOptions({
    queryKey: employeeKeys.balance(staffId),
    queryFn: ({ signal }) => getEmployeeBalance(staffId, signal),
  });

/** One employee's balance this programme year; refreshed when a request for more is decided. */
export function useEmployeeBalance(staffId: string | null) {
  return useQuery({ ...getEmployeeBalanceQueryOptions(staffId ?? ''), enabled: staffId !== null });
}
