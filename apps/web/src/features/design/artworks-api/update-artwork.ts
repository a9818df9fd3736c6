import type { Artwork, UpdateArtworkBody } from '@livery/api-schemas/artworks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { artworkKeys } from './artwork-keys.ts';

export type ArtworkChanges = UpdateArtworkBody['design_manager'];

/** PUT /api/photos/{uuid}: the edit mode's Save. Failures are shown under the form. */
export function useUpdateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, changes }: { uuid: string; changes: ArtworkChanges }) =>
      apiRequest<{ message: string; data: Artwork }>(`photos/${uuid}`, {
        method: 'PUT',
        body: { design_manager: changes },
        silent: true,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(artworkKeys.one(data.uuid), data);
      return queryClient.invalidateQueries({ queryKey: [...artworkKeys.all, 'list'] });
    },
  });
}
