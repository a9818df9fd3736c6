import { useQuery } from '@tanstack/react-query';
import { getAddressesQueryOptions } from '../../../shared/api/get-addresses.ts';

/** GET /api/addresses (all of them: the chosen ones are shown by id). */
export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}
