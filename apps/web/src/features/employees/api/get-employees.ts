import type { Answer } from '@livery/api-schemas/answer';
import type { employeesResponse } from '@livery/api-schemas/employees';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type EmployeesFilter, employeeKeys } from './employees-keys.ts';

/** GET /api/employees; a request superseded by a newer filter is cancelled through its signal. */
export const getEmployees = (filter: EmployeesFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof employeesResponse>>('employees', {
    query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
    signal,
  });

export const getEmployeesQueryOptions = (filter: EmployeesFilter) =>
  queryOptions({
    queryKey: employeeKeys.list(filter),
    queryFn: ({ signal }) => getEmployees(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/employees; a request superseded by a newer filter is cancelled through its signal. */
export function useEmployees(filter: EmployeesFilter) {
  return useQuery(getEmployeesQueryOptions(filter));
}
