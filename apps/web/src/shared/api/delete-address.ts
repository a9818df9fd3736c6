import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** DELETE /api/addresses. */
export const deleteAddress = (uuid: string) =>
  apiRequest<MessageBody>('addresses', { method: 'DELETE', body: { uuid } });

/** DELETE /api/addresses. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.addresses });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
    },
  });
}
