import type { WearersResponse } from '@livery/api-schemas/employees';
import { useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/**
 * GET /api/employees/wearers per chosen saved product: who the employee database remembers with a size of
 * it. A plan without the employee database answers 403; that product then shows no changes.
 */
export function useWearers(savedProductUuids: string[], enabled: boolean) {
  return useQueries({
    queries: savedProductUuids.map((uuid) => ({
      queryKey: ['employees', 'wearers', uuid],
      enabled,
      retry: false,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<WearersResponse>('employees/wearers', {
          query: { saved_product_id: uuid },
          signal,
          silent: true,
        }),
    })),
  });
}
