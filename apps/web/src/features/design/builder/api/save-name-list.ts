import type { Answer } from '@livery/api-schemas/answer';
import type { nameListResponse } from '@livery/api-schemas/builder';
import type { EmployeeRowInput } from '@livery/api-schemas/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { builderKeys } from './builder-keys.ts';

/** POST /api/name_lists: keeps the current list under a title. */
export const saveNameList = (nameList: { title: string; rows: EmployeeRowInput[] }) =>
  apiRequest<Answer<typeof nameListResponse>>('name_lists', {
    method: 'POST',
    body: { name_list: nameList },
    silent: true,
  });

/** POST /api/name_lists: keeps the current list under a title. */
export function useSaveNameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNameList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.nameLists }),
  });
}
