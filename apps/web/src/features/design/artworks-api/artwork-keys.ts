/** Query keys of the artworks calls: every list shares the prefix, so one invalidation refreshes them all. */
export const artworkKeys = {
  all: ['artworks'] as const,
  list: (filter: { keyword: string; teamId: number | null; page: number; perPage: number }) =>
    ['artworks', 'list', filter] as const,
  one: (uuid: string) => ['artworks', 'one', uuid] as const,
};
