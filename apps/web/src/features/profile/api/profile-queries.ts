import type { Answer } from '@livery/api-schemas/answer';
import type { industriesResponse } from '@livery/api-schemas/reference-data';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The profile's keys (the user itself is the shared current-user query). */
export const profileKeys = {
  industries: ['industries'] as const,
};

export const profileQueries = {
  /** GET /api/companies/get_industries: fetched once a session. */
  industries: () =>
    queryOptions({
      queryKey: profileKeys.industries,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof industriesResponse>>('companies/get_industries', { signal }).then(
          (body) => body.industries,
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
