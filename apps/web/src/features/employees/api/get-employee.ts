import type { EmployeeDetail } from '@livery/api-schemas/employees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys } from './employees-keys.ts';

/** GET /api/employees/{uuid}: the person and the orders they appear on. */
export const getEmployee = (uuid: string | null, signal?: AbortSignal) =>
  apiRequest<EmployeeDetail>(`employees/${uuid}`, { signal });

export const getEmployeeQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: employeeKeys.one(uuid),
    enabled: Boolean(uuid),
    queryFn: ({ signal }) => getEmployee(uuid, signal),
  });

/** GET /api/employees/{uuid}: the person and the orders they appear on. */
export function useEmployee(uuid: string | null) {
  return useQuery(getEmployeeQueryOptions(uuid));
}
