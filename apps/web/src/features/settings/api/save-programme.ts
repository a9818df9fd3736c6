import type { ProgrammeSettingsJson, UpdateProgrammeSettingsBody } from '@livery/api-schemas/programmes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { getProgrammeQueryOptions } from './get-programme.ts';

/** PUT /api/programme (person in charge only). */
export const saveProgramme = (body: UpdateProgrammeSettingsBody) =>
  apiRequest<ProgrammeSettingsJson>('programme', { method: 'PUT', body, silent: true });

/** PUT /api/programme (person in charge only). */
export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgramme,
    onSuccess: (saved) => queryClient.setQueryData(getProgrammeQueryOptions().queryKey, saved),
  });
}
