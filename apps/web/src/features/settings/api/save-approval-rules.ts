import type { ApprovalRulesResponse, UpdateApprovalRulesBody } from '@livery/api-schemas/approval-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { getApprovalRulesQueryOptions } from './get-approval-rules.ts';
import { settingKeys } from './settings-keys.ts';

/** PUT /api/settings/approval_rules (person in charge only). */
export const saveApprovalRules = (body: UpdateApprovalRulesBody) =>
  apiRequest<ApprovalRulesResponse>('settings/approval_rules', { method: 'PUT', body });

/** PUT /api/settings/approval_rules: the simple setting shown above them follows. */
export function useSaveApprovalRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApprovalRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(getApprovalRulesQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: settingKeys.orderApproval() });
    },
  });
}
