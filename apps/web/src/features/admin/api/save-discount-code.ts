import type { Answer } from '@livery/api-schemas/answer';
import type { discountCodeResponse } from '@livery/api-schemas/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

export interface DiscountCodeInput {
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit: number | null;
  is_active: boolean;
}

/** POST /api/admin/discount_codes or PUT /api/admin/discount_codes/{id}. */
export const saveDiscountCode = ({ id, body }: { id?: number; body: DiscountCodeInput }) =>
  apiRequest<Answer<typeof discountCodeResponse>>(
    id ? `admin/discount_codes/${id}` : 'admin/discount_codes',
    { method: id ? 'PUT' : 'POST', body, silent: true },
  );

/** POST /api/admin/discount_codes or PUT /api/admin/discount_codes/{id}. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discountCodes }),
  });
}
