import type { Answer } from '@livery/api-schemas/answer';
import type { importEmployeesResponse } from '@livery/api-schemas/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys } from './employees-keys.ts';

/** POST /api/employees/import: rows already mapped to roster fields. */
export const importEmployees = (rows: Array<Record<string, string>>) =>
  apiRequest<Answer<typeof importEmployeesResponse>>('employees/import', {
    method: 'POST',
    body: { employees: rows },
  });

/** POST /api/employees/import: rows already mapped to roster fields. */
export function useImportEmployees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
