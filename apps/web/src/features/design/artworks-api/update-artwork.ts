import type { Answer } from '@livery/api-schemas/answer';
import type { artworkResponse, UpdateArtworkBody } from '@livery/api-schemas/artworks';
import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { artworkKeys } from './artworks-keys.ts';

export type ArtworkChanges = UpdateArtworkBody['design_manager'];

/** PUT /api/photos/{uuid}: the edit mode's Save. Failures are shown under the form. */
export function useUpdateArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, changes }: { uuid: string; changes: ArtworkChanges }) =>
      apiRequest<MessageBody & Answer<typeof artworkResponse>>(`photos/${uuid}`, {
        method: 'PUT',
        body: { design_manager: changes },
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artworkKeys.lists() }),
  });
}
