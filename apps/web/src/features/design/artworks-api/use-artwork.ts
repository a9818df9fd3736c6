import type { Artwork } from '@livery/api-schemas/artworks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { artworkKeys } from './artwork-keys.ts';

/** GET /api/photos/{uuid}: one artwork with fresh file links (the builder reopens saved designs with it). */
export function fetchArtwork(uuid: string, signal?: AbortSignal): Promise<Artwork> {
  return apiRequest<{ data: Artwork }>(`photos/${uuid}`, { signal }).then((body) => body.data);
}

export function useArtwork(uuid: string | undefined) {
  return useQuery({
    queryKey: artworkKeys.one(uuid ?? ''),
    queryFn: ({ signal }) => fetchArtwork(uuid ?? '', signal),
    enabled: Boolean(uuid),
  });
}
