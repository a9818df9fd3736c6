import type { Answer } from '@livery/api-schemas/answer';
import type { programmeRoleSavedResponse, SaveProgrammeRoleBody } from '@livery/api-schemas/programmes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** POST /api/programme/roles, or PUT /api/programme/roles/{uuid} for a role that exists. */
export const saveProgrammeRole = ({ uuid, body }: { uuid?: string; body: SaveProgrammeRoleBody }) =>
  apiRequest<Answer<typeof programmeRoleSavedResponse>>(
    uuid ? `programme/roles/${uuid}` : 'programme/roles',
    {
      method: uuid ? 'PUT' : 'POST',
      body,
      silent: true,
    },
  );

/** Saves a role with its whole entitlement (person in charge only). */
export function useSaveProgrammeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgrammeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.programmeRoles }),
  });
}
