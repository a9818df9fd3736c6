import type { Answer } from '@livery/api-schemas/answer';
import type { discountCodesResponse } from '@livery/api-schemas/discounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/discount_codes. */
export const getDiscountCodes = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof discountCodesResponse>>('admin/discount_codes', { signal }).then(
    (body) => body.discount_codes,
  );

export const getDiscountCodesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.discountCodes,
    queryFn: ({ signal }) => getDiscountCodes(signal),
  });

/** GET /api/admin/discount_codes. */
export function useDiscountCodes() {
  return useQuery(getDiscountCodesQueryOptions());
}
