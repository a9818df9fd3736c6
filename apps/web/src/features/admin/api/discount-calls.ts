import type { DiscountCode } from '@livery/api-schemas/discounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface DiscountCodeInput {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  is_active: boolean;
}

/** GET /api/admin/discount_codes. */
export function useDiscountCodes() {
  return useQuery({
    queryKey: ['admin-discount-codes'],
    queryFn: ({ signal }) =>
      apiRequest<{ discount_codes: DiscountCode[] }>('admin/discount_codes', { signal }).then(
        (body) => body.discount_codes,
      ),
  });
}

/** POST /api/admin/discount_codes or PUT /api/admin/discount_codes/{id}. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DiscountCodeInput }) =>
      apiRequest<{ message: string; discount_code: DiscountCode }>(
        id ? `admin/discount_codes/${id}` : 'admin/discount_codes',
        { method: id ? 'PUT' : 'POST', body, silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-discount-codes'] }),
  });
}

/** DELETE /api/admin/discount_codes/{id}. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(`admin/discount_codes/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-discount-codes'] }),
  });
}
