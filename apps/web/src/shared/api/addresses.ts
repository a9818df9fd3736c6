import type { Address, AddressBody } from '@livery/api-schemas/addresses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/** GET /api/addresses with an optional keyword; a newer keyword cancels the older request. */
export function useAddressList(keyword = '') {
  return useQuery<Address[]>({
    queryKey: ['addresses', keyword],
    queryFn: ({ signal }) =>
      apiRequest<{ addresses: Address[] }>('addresses', { query: { keyword }, signal }).then(
        (body) => body.addresses,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/countries: fetched once a session. */
export function useCountries() {
  return useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) =>
      apiRequest<{ countries: Array<{ code: string; name: string }> }>('countries', { signal }).then(
        (body) => body.countries,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/states/{country}: empty for a country whose addresses have no state. */
export function useStates(country: string | undefined) {
  return useQuery({
    queryKey: ['states', country],
    enabled: Boolean(country),
    queryFn: ({ signal }) =>
      apiRequest<{ states: Array<{ key: string; value: string }> }>(`states/${country}`, { signal }).then(
        (body) => body.states,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/addresses or PUT /api/addresses/{uuid}. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid?: string; body: AddressBody }) =>
      apiRequest<{ message: string; address: Address }>(uuid ? `addresses/${uuid}` : 'addresses', {
        method: uuid ? 'PUT' : 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['addresses'] }),
  });
}

/** DELETE /api/addresses. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<{ message: string }>('addresses', { method: 'DELETE', body: { uuid } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['addresses'] });
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
