import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { employeeKeys } from './employees-keys.ts';

/** DELETE /api/employees/{uuid}: the person left; a Reorder then flags them. */
export const removeEmployee = (uuid: string) =>
  apiRequest<MessageBody>(`employees/${uuid}`, { method: 'DELETE' });

/** DELETE /api/employees/{uuid}: the person left; a Reorder then flags them. */
export function useRemoveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
