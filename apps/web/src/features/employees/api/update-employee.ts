import type { Answer } from '@livery/api-schemas/answer';
import type { employeeUpdatedResponse, UpdateEmployeeBody } from '@livery/api-schemas/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys } from './employees-keys.ts';

/** PUT /api/employees/{uuid}. */
export const updateEmployee = ({ uuid, body }: { uuid: string; body: UpdateEmployeeBody }) =>
  apiRequest<Answer<typeof employeeUpdatedResponse>>(`employees/${uuid}`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/employees/{uuid}. */
export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
