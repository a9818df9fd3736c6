import type { Answer } from '@livery/api-schemas/answer';
import type { finishingsResponse } from '@livery/api-schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/finishing_methods. */
export const getFinishingMethods = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof finishingsResponse>>('admin/finishing_methods', { signal }).then(
    (body) => body.finishings,
  );

export const getFinishingMethodsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.finishingMethods,
    queryFn: ({ signal }) => getFinishingMethods(signal),
  });

/** GET /api/admin/finishing_methods. */
export function useFinishingMethods() {
  return useQuery(getFinishingMethodsQueryOptions());
}
