import type { ArtworksResponse } from '@livery/api-schemas/artworks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type ArtworksFilter, artworkKeys } from './artworks-keys.ts';

/** GET /api/photos: one page of the design manager; a superseded request is cancelled through its signal. */
export const getArtworks = (filter: ArtworksFilter, signal?: AbortSignal) =>
  apiRequest<ArtworksResponse>('photos', {
    signal,
    query: {
      keyword: filter.keyword.trim() || undefined,
      team_id: filter.teamId ?? undefined,
      page: filter.page,
      per_page: filter.perPage,
    },
  });

export const getArtworksQueryOptions = (filter: ArtworksFilter) =>
  queryOptions({
    queryKey: artworkKeys.list(filter),
    queryFn: ({ signal }) => getArtworks(filter, signal),
    // The grid keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/photos: one page of the design manager; a superseded request is cancelled through its signal. */
export function useArtworks(filter: ArtworksFilter) {
  return useQuery(getArtworksQueryOptions(filter));
}
