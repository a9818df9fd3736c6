import type { Answer } from '@livery/api-schemas/answer';
import type { statesResponse } from '@livery/api-schemas/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/states/{country}: empty for a country whose addresses have no state. */
export const getStates = (country: string | undefined, signal?: AbortSignal) =>
  apiRequest<Answer<typeof statesResponse>>(`states/${country}`, { signal }).then((body) => body.states);

export const getStatesQueryOptions = (country: string | undefined) =>
  queryOptions({
    queryKey: sharedKeys.states(country),
    enabled: Boolean(country),
    queryFn: ({ signal }) => getStates(country, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/states/{country}: empty for a country whose addresses have no state. */
export function useStates(country: string | undefined) {
  return useQuery(getStatesQueryOptions(country));
}
