import type { Answer } from '@livery/api-schemas/answer';
import type { industriesResponse } from '@livery/api-schemas/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET /api/companies/get_industries: fetched once a session. */
export const getIndustries = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof industriesResponse>>('companies/get_industries', { signal }).then(
    (body) => body.industries,
  );

export const getIndustriesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.industries,
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/companies/get_industries: fetched once a session. */
export function useIndustries() {
  return useQuery(getIndustriesQueryOptions());
}
