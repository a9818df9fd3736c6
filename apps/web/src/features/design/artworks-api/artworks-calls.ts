import type { Answer } from '@livery/api-schemas/answer';
import type { artworkResponse, UpdateArtworkBody } from '@livery/api-schemas/artworks';
import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type ArtworksFilter, artworkKeys, artworkQueries } from './artworks-queries.ts';

/** What the upload button accepts; the server checks the content again. */
export const ARTWORK_ACCEPT = '.svg,.jpg,.jpeg,.png';
/** Same limit as the server's, so a too-large file is refused before it is sent. */
export const MAX_ARTWORK_MB = 10;
export const UPLOAD_HINT = 'screenprint and embroidery use .svg, DTG .png, digital and dye-sub .jpg or .png';
export const UPLOAD_FAILED = 'Can not upload artwork, Something went wrong!';

export type ArtworkChanges = UpdateArtworkBody['design_manager'];

/** GET /api/photos: one page of the design manager; a superseded request is cancelled through its signal. */
export function useArtworks(filter: ArtworksFilter) {
  return useQuery(artworkQueries.list(filter));
}

/** POST /api/artwork_files (multipart `file`, optional `team_id`): the new artwork. Failures are shown by the caller. */
export function useUploadArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, teamId }: { file: File; teamId?: number | null }) => {
      const form = new FormData();
      if (teamId) form.append('team_id', String(teamId));
      form.append('file', file);
      return apiRequest<Answer<typeof artworkResponse>>('artwork_files', {
        method: 'POST',
        body: form,
        silent: true,
      }).then((body) => body.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artworkKeys.all }),
  });
}

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

/** DELETE /api/photos { id }: only the uploader may; an artwork a design uses is kept (409, shown as a notice). */
export function useDeleteArtwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiRequest<MessageBody>('photos', { method: 'DELETE', body: { id: uuid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artworkKeys.all }),
  });
}
