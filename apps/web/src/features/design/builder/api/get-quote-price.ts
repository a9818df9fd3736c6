import type { QuoteItemResponse } from '@livery/api-schemas/builder';
import type { QuoteForm } from '@livery/api-schemas/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { useDebouncedValue } from '../../../../shared/hooks/use-debounced-value.ts';
import { builderKeys } from './builder-keys.ts';

/** POST /api/quote_items, priced by the server; a request a newer form supersedes is cancelled. */
export const getQuotePrice = (quote: QuoteForm | null, signal?: AbortSignal) =>
  apiRequest<QuoteItemResponse>('quote_items', {
    method: 'POST',
    body: { quote },
    signal,
    silent: true,
  });

export const getQuotePriceQueryOptions = (quote: QuoteForm | null) =>
  queryOptions({
    queryKey: builderKeys.quotePrice(quote),
    enabled: quote !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => getQuotePrice(quote, signal),
  });

/** The subtotal waits this long after the last change (spec 02 section 9). */
const SUBTOTAL_DEBOUNCE_MS = 200;

/**
 * POST /api/quote_items, priced by the server. A change within 200 ms replaces the pending one, and a
 * request still running when a newer form supersedes it is cancelled through its signal.
 */
export function useQuotePrice(quote: QuoteForm | null) {
  const debounced = useDebouncedValue(quote, SUBTOTAL_DEBOUNCE_MS);
  return useQuery(getQuotePriceQueryOptions(debounced));
}
