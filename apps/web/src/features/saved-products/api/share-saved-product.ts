import type { Answer } from '@livery/api-schemas/answer';
import type { shareSavedProductResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSavedProducts } from './refresh-saved-products.ts';

/** PUT /api/saved_products/{uuid}/share: shared with every team of the company, or back to its own. */
export const shareSavedProduct = ({ uuid, isShared }: { uuid: string; isShared: boolean }) =>
  apiRequest<Answer<typeof shareSavedProductResponse>>(`saved_products/${uuid}/share`, {
    method: 'PUT',
    body: { is_shared: isShared },
  });

/** PUT /api/saved_products/{uuid}/share: shared with every team of the company, or back to its own. */
export function useShareSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareSavedProduct, onSuccess: () => refreshSavedProducts(queryClient) });
}
