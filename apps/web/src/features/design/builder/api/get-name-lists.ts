import type { Answer } from '@livery/api-schemas/answer';
import type { nameListsResponse } from '@livery/api-schemas/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { builderKeys } from './builder-keys.ts';

/** GET /api/name_lists: the company's kept name lists. */
export const getNameLists = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof nameListsResponse>>('name_lists', { signal });

export const getNameListsQueryOptions = () =>
  queryOptions({
    queryKey: builderKeys.nameLists,
    queryFn: ({ signal }) => getNameLists(signal),
  });

/** GET /api/name_lists: the company's kept name lists. */
export function useNameLists(enabled: boolean) {
  return useQuery({ ...getNameListsQueryOptions(), enabled });
}
