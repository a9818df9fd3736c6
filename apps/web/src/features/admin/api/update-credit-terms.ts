import type { Answer } from '@livery/api-schemas/answer';
import type { creditTermsResponse, UpdateCreditTermsBody } from '@livery/api-schemas/credit-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/companies/{id}/credit_terms: the form shows a refusal itself. */
export const updateCreditTerms = (companyId: number, body: UpdateCreditTermsBody) =>
  apiRequest<Answer<typeof creditTermsResponse>>(`admin/companies/${companyId}/credit_terms`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/admin/companies/{id}/credit_terms: sets the terms and limit, then shows the saved ones. */
export function useUpdateCreditTerms(companyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCreditTermsBody) => updateCreditTerms(companyId!, body),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.creditTerms(companyId), saved),
  });
}
