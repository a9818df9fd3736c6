import type { Answer } from '@livery/api-schemas/answer';
import type { BuilderResponse, nameListsResponse, QuoteItemResponse } from '@livery/api-schemas/builder';
import type { QuoteForm } from '@livery/api-schemas/cart';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';

/**
 * What the builder opens: a saved product (GET /api/saved_products/{uuid}), a catalogue product, or a
 * cart line with its own design (GET /api/kart_items/{uuid}/design).
 */
export type BuilderSource =
  | { kind: 'saved'; uuid: string }
  | { kind: 'product'; uuid: string }
  | { kind: 'kart_item'; uuid: string };

const SOURCE_PATHS: Record<BuilderSource['kind'], (uuid: string) => string> = {
  saved: (uuid) => `saved_products/${uuid}`,
  product: (uuid) => `products/${uuid}`,
  kart_item: (uuid) => `kart_items/${uuid}/design`,
};

/** The builder's query keys. */
export const builderKeys = {
  product: (source: BuilderSource | null) => ['builder-product', source] as const,
  quotePrice: (quote: QuoteForm | null) => ['quote-price', quote] as const,
  nameLists: ['name-lists'] as const,
  garmentImage: (templateUrl: string | undefined, colour: string | undefined) =>
    ['garment-image', templateUrl, colour] as const,
};

export const builderQueries = {
  /** Loads the builder's product; the answer carries the faces, colours, sizes and the saved design. */
  product: (source: BuilderSource | null) =>
    queryOptions({
      queryKey: builderKeys.product(source),
      enabled: source !== null,
      // A reopened builder must show the design as saved, never a cached earlier version.
      staleTime: 0,
      gcTime: 0,
      // Refetching under an open builder would replace what the buyer is editing.
      refetchOnWindowFocus: false,
      retry: false,
      queryFn: ({ signal }) =>
        apiRequest<BuilderResponse>(SOURCE_PATHS[source!.kind](source!.uuid), { signal }),
    }),
  /** POST /api/quote_items, priced by the server; a request a newer form supersedes is cancelled. */
  quotePrice: (quote: QuoteForm | null) =>
    queryOptions({
      queryKey: builderKeys.quotePrice(quote),
      enabled: quote !== null,
      placeholderData: keepPreviousData,
      retry: false,
      queryFn: ({ signal }) =>
        apiRequest<QuoteItemResponse>('quote_items', {
          method: 'POST',
          body: { quote },
          signal,
          silent: true,
        }),
    }),
  /** GET /api/name_lists: the company's kept name lists. */
  nameLists: () =>
    queryOptions({
      queryKey: builderKeys.nameLists,
      queryFn: ({ signal }) => apiRequest<Answer<typeof nameListsResponse>>('name_lists', { signal }),
    }),
};
