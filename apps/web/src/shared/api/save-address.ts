import type { AddressBody, addressResponse } from '@livery/api-schemas/addresses';
import type { Answer } from '@livery/api-schemas/answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** POST /api/addresses or PUT /api/addresses/{uuid}. */
export const saveAddress = ({ uuid, body }: { uuid?: string; body: AddressBody }) =>
  apiRequest<Answer<typeof addressResponse>>(uuid ? `addresses/${uuid}` : 'addresses', {
    method: uuid ? 'PUT' : 'POST',
    body,
    silent: true,
  });

/** POST /api/addresses or PUT /api/addresses/{uuid}. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.addresses }),
  });
}
