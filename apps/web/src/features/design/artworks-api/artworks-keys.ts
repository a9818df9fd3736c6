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
