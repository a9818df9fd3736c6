import type { ArtworksResponse } from '@livery/api-schemas/artworks';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export interface ArtworksFilter {
  keyword: string;
  teamId: number | null;
  page: number;
  perPage: number;
}

/** Query keys of the artworks calls: every list shares the prefix, so one invalidation refreshes them all. */
export const artworkKeys = {
  all: ['artworks'] as const,
  lists: () => [...artworkKeys.all, 'list'] as const,
  list: (filter: ArtworksFilter) => [...artworkKeys.lists(), filter] as const,
};

export const artworkQueries = {
  /** GET /api/photos: one page of the design manager; a superseded request is cancelled through its signal. */
  list: (filter: ArtworksFilter) =>
    queryOptions({
      queryKey: artworkKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<ArtworksResponse>('photos', {
          signal,
          query: {
            keyword: filter.keyword.trim() || undefined,
            team_id: filter.teamId ?? undefined,
            page: filter.page,
            per_page: filter.perPage,
          },
        }),
      // The grid keeps the previous page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
};
