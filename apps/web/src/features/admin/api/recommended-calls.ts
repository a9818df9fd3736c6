import type { CustomerCompany, RecommendedList } from '@livery/api-schemas/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/admin/customer_companies. */
export function useCustomerCompanies() {
  return useQuery({
    queryKey: ['admin-customer-companies'],
    queryFn: ({ signal }) =>
      apiRequest<{ companies: CustomerCompany[] }>('admin/customer_companies', { signal }).then(
        (body) => body.companies,
      ),
  });
}

/** GET /api/admin/customer_companies/{id}/recommended_products. */
export function useRecommendedList(companyId: number | undefined) {
  return useQuery({
    queryKey: ['admin-recommended', companyId],
    queryFn: ({ signal }) =>
      apiRequest<RecommendedList>(`admin/customer_companies/${companyId}/recommended_products`, { signal }),
    enabled: companyId !== undefined,
  });
}

/** PUT /api/admin/customer_companies/{id}/recommended_products: the whole ordered list. */
export function useSaveRecommendedList(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productUuids: string[]) =>
      apiRequest<RecommendedList>(`admin/customer_companies/${companyId}/recommended_products`, {
        method: 'PUT',
        body: { product_uuids: productUuids },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(['admin-recommended', companyId], list);
      void queryClient.invalidateQueries({ queryKey: ['admin-customer-companies'] });
    },
  });
}
