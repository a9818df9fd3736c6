import type { ListMeta } from '@livery/api-schemas/common';
import type { Employee, EmployeeDetail, UpdateEmployeeBody } from '@livery/api-schemas/employees';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface EmployeesFilter {
  keyword: string;
  page: number;
  perPage: number;
}

/** GET /api/employees; a request superseded by a newer filter is cancelled through its signal. */
export function useEmployees(filter: EmployeesFilter) {
  return useQuery({
    queryKey: ['employees', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ employees: Employee[]; meta: ListMeta }>('employees', {
        query: { keyword: filter.keyword || undefined, page: filter.page, per_page: filter.perPage },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/employees/{uuid}: the person and the orders they appear on. */
export function useEmployee(uuid: string | null) {
  return useQuery({
    queryKey: ['employees', 'one', uuid],
    enabled: Boolean(uuid),
    queryFn: ({ signal }) => apiRequest<EmployeeDetail>(`employees/${uuid}`, { signal }),
  });
}

/** PUT /api/employees/{uuid}. */
export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: UpdateEmployeeBody }) =>
      apiRequest<{ message: string; employee: Employee }>(`employees/${uuid}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['employees'] }),
  });
}

/** DELETE /api/employees/{uuid}: the person left; a Reorder then flags them. */
export function useRemoveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest<{ message: string }>(`employees/${uuid}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['employees'] }),
  });
}

/** POST /api/employees/import: rows already mapped to roster fields. */
export function useImportEmployees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: Array<Record<string, string>>) =>
      apiRequest<{ message: string; created: number; updated: number }>('employees/import', {
        method: 'POST',
        body: { employees: rows },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['employees'] }),
  });
}
