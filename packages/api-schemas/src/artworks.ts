import { COLORS_COUNT_OPTIONS, FINISHING_KEYS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { z } from 'zod';
import { databaseId, databaseIdText, hasSomeChange, listMeta, pageNumber } from './common.ts';

/** An artwork in the design manager (spec 02 section 3). URLs are served by the API, never raw disk paths. */
export const artwork = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  thumb_url: z.string(),
  file_url: z.string(),
  photo_options: z.object({ thumb_url: z.string(), file_url: z.string() }),
  extension: z.enum(['svg', 'png', 'jpg']),
  /** Natural size of the stored file, pixels (SVG: its viewBox). */
  width_px: z.number().int(),
  height_px: z.number().int(),
  colors_count: z.number().int(),
  finishing: z.string(),
  print_size: z.enum(PRINT_SIZE_CLASSES),
  created_at: z.string(),
});
export type Artwork = z.infer<typeof artwork>;

export const artworksQuery = z.object({
  keyword: z.string().max(200).optional(),
  team_id: databaseIdText.optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
/** A decoration method an artwork can be given (the edit form's choices and the cards' labels). */
export const finishingMethod = z.object({ key: z.string(), title: z.string(), file_hint: z.string() });
export type FinishingMethod = z.infer<typeof finishingMethod>;

export const artworksResponse = z.object({
  design_managers: z.array(artwork),
  meta: listMeta,
  /** The provider's finishing methods in their order, so the design manager needs no second call. */
  finishing_methods: z.array(finishingMethod),
});
export type ArtworksResponse = z.infer<typeof artworksResponse>;
export const artworkResponse = z.object({ data: artwork });

/** POST /api/artwork_files and POST /api/photos (multipart): the optional form field besides `file`. */
export const uploadArtworkFields = z.object({
  team_id: databaseIdText.optional(),
});

/** DELETE /api/photos: the artwork by its uuid (or its numeric id). */
export const deleteArtworkBody = z.object({ id: z.union([z.uuid(), databaseId]) });

/** Largest artwork file accepted, bytes. */
export const MAX_ARTWORK_BYTES = 10 * 1024 * 1024;

/** PUT /api/photos/{id}: what the edit mode changes. */
export const updateArtworkBody = z.object({
  design_manager: z
    .object({
      title: z
        .string()
        .trim()
        .min(1, 'Title is required')
        .max(200, 'Title can be at most 200 characters')
        .optional(),
      team_id: databaseId.nullable().optional(),
      colors_count: z
        .number()
        .int()
        .refine(
          (value) => (COLORS_COUNT_OPTIONS as readonly number[]).includes(value),
          'Colours must be 1-4 or 99',
        )
        .optional(),
      finishing: z.enum(FINISHING_KEYS).optional(),
      print_size: z.enum(PRINT_SIZE_CLASSES).optional(),
    })
    .refine(hasSomeChange, 'Change at least one detail of the artwork'),
});
export type UpdateArtworkBody = z.input<typeof updateArtworkBody>;
