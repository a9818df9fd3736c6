import type { Address, addressesResponse } from '@livery/api-schemas/addresses';
import type { Answer } from '@livery/api-schemas/answer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** GET /api/addresses with an optional keyword; a newer keyword cancels the older request. */
export const getAddresses = (keyword = '', signal?: AbortSignal) =>
  apiRequest<Answer<typeof addressesResponse>>('addresses', { query: { keyword }, signal }).then(
    (body) => body.addresses,
  );

export const getAddressesQueryOptions = (keyword = '') =>
  queryOptions<Address[]>({
    queryKey: sharedKeys.addressList(keyword),
    queryFn: ({ signal }) => getAddresses(keyword, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/addresses with an optional keyword; a newer keyword cancels the older request. */
export function useAddressList(keyword = '') {
  return useQuery(getAddressesQueryOptions(keyword));
}
