import type { RecommendedList } from '@livery/api-schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/customer_companies/{id}/recommended_products: the whole ordered list. */
export const saveRecommendedList = (companyId: number | undefined, productUuids: string[]) =>
  apiRequest<RecommendedList>(`admin/customer_companies/${companyId}/recommended_products`, {
    method: 'PUT',
    body: { product_uuids: productUuids },
  });

/** PUT /api/admin/customer_companies/{id}/recommended_products: the whole ordered list. */
export function useSaveRecommendedList(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productUuids: string[]) => saveRecommendedList(companyId, productUuids),
    onSuccess: (list) => {
      queryClient.setQueryData(adminKeys.recommended(companyId), list);
      void queryClient.invalidateQueries({ queryKey: adminKeys.customerCompanies });
    },
  });
}
