import type { Answer } from '@livery/api-schemas/answer';
import type { programmeRolesResponse } from '@livery/api-schemas/programmes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/programme/roles: the company's roles with their entitlements. */
export const getProgrammeRoles = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof programmeRolesResponse>>('programme/roles', { signal });

export const getProgrammeRolesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.programmeRoles,
    queryFn: ({ signal }) => getProgrammeRoles(signal),
  });

/** GET /api/programme/roles: the company's roles with their entitlements. */
export function useProgrammeRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProgrammeRolesQueryOptions(), enabled: options.enabled ?? true });
}
