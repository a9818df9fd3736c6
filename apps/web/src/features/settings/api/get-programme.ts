import type { ProgrammeSettingsJson } from '@livery/api-schemas/programmes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { settingKeys } from './settings-keys.ts';

/** GET /api/programme: the programme year and whether joiners get a share of it. */
export const getProgramme = (signal?: AbortSignal) =>
  apiRequest<ProgrammeSettingsJson>('programme', { signal });

export const getProgrammeQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.programme(), queryFn: ({ signal }) => getProgramme(signal) });

/** GET /api/programme. */
export function useProgramme() {
  return useQuery(getProgrammeQueryOptions());
}
