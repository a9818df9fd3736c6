import type { NameList } from '@livery/api-schemas/builder';
import type { EmployeeRowInput } from '@livery/api-schemas/cart';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';

const NAME_LISTS_KEY = ['name-lists'];

/** GET /api/name_lists: the company's kept name lists. */
export function useNameLists(enabled: boolean) {
  return useQuery({
    queryKey: NAME_LISTS_KEY,
    enabled,
    queryFn: ({ signal }) => apiRequest<{ name_lists: NameList[] }>('name_lists', { signal }),
  });
}

/** POST /api/name_lists: keeps the current list under a title. */
export function useSaveNameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nameList: { title: string; rows: EmployeeRowInput[] }) =>
      apiRequest<{ name_list: NameList }>('name_lists', {
        method: 'POST',
        body: { name_list: nameList },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NAME_LISTS_KEY }),
  });
}
