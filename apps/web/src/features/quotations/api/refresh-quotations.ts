import type { QueryClient } from '@tanstack/react-query';
import { quotationKeys } from './quotations-keys.ts';

/** Every quotation change refreshes the lists and the open quotation. */
export function refreshQuotations(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
}
