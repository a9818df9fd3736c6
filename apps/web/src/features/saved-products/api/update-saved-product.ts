import type { Answer } from '@livery/api-schemas/answer';
import type { updateSavedProductResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshSavedProducts } from './refresh-saved-products.ts';

/** PUT /api/saved_products/{uuid}: a new title or team; its modal shows a refusal itself. */
export const updateSavedProduct = ({
  uuid,
  title,
  teamId,
}: {
  uuid: string;
  title: string;
  teamId: number;
}) =>
  apiRequest<Answer<typeof updateSavedProductResponse>>(`saved_products/${uuid}`, {
    method: 'PUT',
    body: { saved_product: { title, team_id: teamId } },
    silent: true,
  });

/** PUT /api/saved_products/{uuid}: a new title or team; its modal shows a refusal itself. */
export function useUpdateSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSavedProduct, onSuccess: () => refreshSavedProducts(queryClient) });
}
