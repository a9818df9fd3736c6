import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** DELETE /api/programme/roles/{uuid}: its employees are left without a role. */
export const deleteProgrammeRole = (uuid: string) =>
  apiRequest<MessageBody>(`programme/roles/${uuid}`, { method: 'DELETE' });

/** DELETE /api/programme/roles/{uuid}; the employee database shows the people without it. */
export function useDeleteProgrammeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgrammeRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.programmeRoles });
      await queryClient.invalidateQueries({ queryKey: sharedKeys.employees });
    },
  });
}
