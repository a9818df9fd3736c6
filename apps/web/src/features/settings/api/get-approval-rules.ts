import type { ApprovalRulesResponse } from '@livery/api-schemas/approval-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { settingKeys } from './settings-keys.ts';

/** GET /api/settings/approval_rules. */
export const getApprovalRules = (signal?: AbortSignal) =>
  apiRequest<ApprovalRulesResponse>('settings/approval_rules', { signal });

export const getApprovalRulesQueryOptions = () =>
  queryOptions({ queryKey: settingKeys.approvalRules(), queryFn: ({ signal }) => getApprovalRules(signal) });

/** GET /api/settings/approval_rules: the rules, the finance approvers, the teams and people to choose. */
export function useApprovalRules() {
  return useQuery(getApprovalRulesQueryOptions());
}
