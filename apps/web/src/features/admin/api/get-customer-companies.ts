import type { Answer } from '@livery/api-schemas/answer';
import type { customerCompaniesResponse } from '@livery/api-schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/customer_companies. */
export const getCustomerCompanies = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof customerCompaniesResponse>>('admin/customer_companies', { signal }).then(
    (body) => body.companies,
  );

export const getCustomerCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.customerCompanies,
    queryFn: ({ signal }) => getCustomerCompanies(signal),
  });

/** GET /api/admin/customer_companies. */
export function useCustomerCompanies() {
  return useQuery(getCustomerCompaniesQueryOptions());
}
