import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import type {
  employeeUpdatedResponse,
  importEmployeesResponse,
  UpdateEmployeeBody,
} from '@livery/api-schemas/employees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import {
  type EmployeesFilter,
  employeeKeys,
  employeeQueries,
  type OrdersHistoryFilter,
} from './employees-queries.ts';

/** GET /api/employees; a request superseded by a newer filter is cancelled through its signal. */
export function useEmployees(filter: EmployeesFilter) {
  return useQuery(employeeQueries.list(filter));
}

/** GET /api/employees/{uuid}: the person and the orders they appear on. */
export function useEmployee(uuid: string | null) {
  return useQuery(employeeQueries.one(uuid));
}

/** GET /api/orders/show_orders_history; a newer keyword or page cancels the request it supersedes. */
export function useOrdersHistory(filter: OrdersHistoryFilter) {
  return useQuery(employeeQueries.ordersHistory(filter));
}

/** PUT /api/employees/{uuid}. */
export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: UpdateEmployeeBody }) =>
      apiRequest<Answer<typeof employeeUpdatedResponse>>(`employees/${uuid}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

/** DELETE /api/employees/{uuid}: the person left; a Reorder then flags them. */
export function useRemoveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest<MessageBody>(`employees/${uuid}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

/** POST /api/employees/import: rows already mapped to roster fields. */
export function useImportEmployees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: Array<Record<string, string>>) =>
      apiRequest<Answer<typeof importEmployeesResponse>>('employees/import', {
        method: 'POST',
        body: { employees: rows },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
