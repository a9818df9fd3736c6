import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { artworkKeys } from './artworks-keys.ts';

/** DELETE /api/photos { id }: only the uploader may; an artwork a design uses is kept (409, shown as a notice). */
export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest<MessageBody>('photos', { method: 'DELETE', body: { id: uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artworkKeys.all }),
  });
}
