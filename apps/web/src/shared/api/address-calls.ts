import type { AddressBody, addressResponse } from '@livery/api-schemas/addresses';
import type { Answer } from '@livery/api-schemas/answer';
import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys, sharedQueries } from './shared-queries.ts';

/** GET /api/addresses with an optional keyword; a newer keyword cancels the older request. */
export function useAddressList(keyword = '') {
  return useQuery(sharedQueries.addresses(keyword));
}

/** GET /api/countries: fetched once a session. */
export function useCountries() {
  return useQuery(sharedQueries.countries());
}

/** GET /api/states/{country}: empty for a country whose addresses have no state. */
export function useStates(country: string | undefined) {
  return useQuery(sharedQueries.states(country));
}

/** POST /api/addresses or PUT /api/addresses/{uuid}. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: AddressBody }) =>
      apiRequest<Answer<typeof addressResponse>>(uuid ? `addresses/${uuid}` : 'addresses', {
        method: uuid ? 'PUT' : 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.addresses }),
  });
}

/** DELETE /api/addresses. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest<MessageBody>('addresses', { method: 'DELETE', body: { uuid } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.addresses });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
    },
  });
}
