import type { Answer } from '@livery/api-schemas/answer';
import type { catalogueImageResponse } from '@livery/api-schemas/catalogue';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/admin/catalogue_images: stores a picture and answers the link a product keeps. */
export function uploadCatalogueImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Answer<typeof catalogueImageResponse>>('admin/catalogue_images', {
    method: 'POST',
    body: form,
    silent: true,
  });
}
