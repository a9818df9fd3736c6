import type { FinishingMethod } from '@livery/api-schemas/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/admin/finishing_methods. */
export function useFinishingMethods() {
  return useQuery({
    queryKey: ['admin-finishing-methods'],
    queryFn: ({ signal }) =>
      apiRequest<{ finishings: FinishingMethod[] }>('admin/finishing_methods', { signal }).then(
        (body) => body.finishings,
      ),
  });
}

/** PUT /api/admin/finishing_methods/{key}. */
export function useUpdateFinishingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, ...body }: Pick<FinishingMethod, 'key' | 'title' | 'file_hint' | 'surcharges'>) =>
      apiRequest<{ message: string; finishing: FinishingMethod }>(`admin/finishing_methods/${key}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-finishing-methods'] }),
  });
}
