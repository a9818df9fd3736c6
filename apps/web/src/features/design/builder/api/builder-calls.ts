import type { Answer } from '@livery/api-schemas/answer';
import type { nameListResponse } from '@livery/api-schemas/builder';
import type { EmployeeRowInput, kartItemResponse, QuoteForm } from '@livery/api-schemas/cart';
import type { savedProductResponse } from '@livery/api-schemas/saved-products';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { refreshCart } from '../../../../shared/api/refresh-cart.ts';
import { sharedKeys } from '../../../../shared/api/shared-keys.ts';
import { useDebouncedValue } from '../../../../shared/hooks/use-debounced-value.ts';
import { type BuilderSource, builderKeys, builderQueries } from './builder-queries.ts';

/** The subtotal waits this long after the last change (spec 02 section 9). */
const SUBTOTAL_DEBOUNCE_MS = 200;

/** Loads the builder's product; the answer carries the faces, colours, sizes and the saved design. */
export function useBuilderProduct(source: BuilderSource | null) {
  return useQuery(builderQueries.product(source));
}

/**
 * POST /api/quote_items, priced by the server. A change within 200 ms replaces the pending one, and a
 * request still running when a newer form supersedes it is cancelled through its signal.
 */
export function useQuotePrice(quote: QuoteForm | null) {
  const debounced = useDebouncedValue(quote, SUBTOTAL_DEBOUNCE_MS);
  return useQuery(builderQueries.quotePrice(debounced));
}

/** GET /api/name_lists: the company's kept name lists. */
export function useNameLists(enabled: boolean) {
  return useQuery({ ...builderQueries.nameLists(), enabled });
}

/** POST /api/name_lists: keeps the current list under a title. */
export function useSaveNameList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nameList: { title: string; rows: EmployeeRowInput[] }) =>
      apiRequest<Answer<typeof nameListResponse>>('name_lists', {
        method: 'POST',
        body: { name_list: nameList },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.nameLists }),
  });
}

/** POST /api/kart_items with the builder's form: the server prices and keeps the design. */
export function useAddDesignToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<Answer<typeof kartItemResponse>>('kart_items', {
        method: 'POST',
        body: { quote },
        silent: true,
      }),
    onSuccess: () => refreshCart(queryClient),
  });
}

/** POST /api/saved_products: a new saved product from the builder (Save on /design, or Duplicate). */
export function useCreateSavedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<Answer<typeof savedProductResponse>>('saved_products', {
        method: 'POST',
        body: { quote },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedProducts }),
  });
}

/** PUT /api/saved_products/{uuid}/design: Save on a saved product's page overwrites its design. */
export function useOverwriteSavedProduct(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: QuoteForm) =>
      apiRequest<Answer<typeof savedProductResponse>>(`saved_products/${uuid}/design`, {
        method: 'PUT',
        body: { quote },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedProducts }),
  });
}
