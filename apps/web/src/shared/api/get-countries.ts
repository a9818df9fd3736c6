import type { Answer } from '@livery/api-schemas/answer';
import type { countriesResponse } from '@livery/api-schemas/reference-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/countries: fetched once a session. */
export const getCountries = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof countriesResponse>>('countries', { signal }).then((body) => body.countries);

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.countries,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/countries: fetched once a session. */
export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
