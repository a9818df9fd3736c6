import type { Answer } from '@livery/api-schemas/answer';
import type { artworkResponse } from '@livery/api-schemas/artworks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { artworkKeys } from './artworks-keys.ts';

/** What the upload button accepts; the server checks the content again. */
export const ARTWORK_ACCEPT = '.svg,.jpg,.jpeg,.png';

/** Same limit as the server's, so a too-large file is refused before it is sent. */
export const MAX_ARTWORK_MB = 10;

export const UPLOAD_HINT = 'screenprint and embroidery use .svg, DTG .png, digital and dye-sub .jpg or .png';

export const UPLOAD_FAILED = 'Can not upload artwork, Something went wrong!';

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
