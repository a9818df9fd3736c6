import type { BuilderResponse } from '@livery/api-schemas/builder';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../shared/api/client.ts';
import { type BuilderSource, builderKeys } from './builder-keys.ts';

const SOURCE_PATHS: Record<BuilderSource['kind'], (uuid: string) => string> = {
  saved: (uuid) => `saved_products/${uuid}`,
  product: (uuid) => `products/${uuid}`,
  kart_item: (uuid) => `kart_items/${uuid}/design`,
};

/** Loads the builder's product; the answer carries the faces, colours, sizes and the saved design. */
export const getBuilderProduct = (source: BuilderSource | null, signal?: AbortSignal) =>
  apiRequest<BuilderResponse>(SOURCE_PATHS[source!.kind](source!.uuid), { signal });

export const getBuilderProductQueryOptions = (source: BuilderSource | null) =>
  queryOptions({
    queryKey: builderKeys.product(source),
    enabled: source !== null,
    // A reopened builder must show the design as saved, never a cached earlier version.
    staleTime: 0,
    gcTime: 0,
    // Refetching under an open builder would replace what the buyer is editing.
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: ({ signal }) => getBuilderProduct(source, signal),
  });

/** Loads the builder's product; the answer carries the faces, colours, sizes and the saved design. */
export function useBuilderProduct(source: BuilderSource | null) {
  return useQuery(getBuilderProductQueryOptions(source));
}
