import type { Answer } from '@livery/api-schemas/answer';
import type { statementResponse } from '@livery/api-schemas/credit-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { billingKeys } from './billings-keys.ts';

/** GET /api/billings/statement: the statement of account. */
export const getStatement = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof statementResponse>>('billings/statement', { signal });

export const getStatementQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.statement, queryFn: ({ signal }) => getStatement(signal) });

/** GET /api/billings/statement: total outstanding, aged balance, open invoices, terms and limit. */
export function useStatement() {
  return useQuery(getStatementQueryOptions());
}
