import { COLORS_COUNT_OPTIONS, FINISHING_KEYS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { z } from 'zod';
import { listMeta } from './common.ts';

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
  team_id: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});
export const artworksResponse = z.object({ design_managers: z.array(artwork), meta: listMeta });
export const artworkResponse = z.object({ data: artwork });

/** PUT /api/photos/{id}: what the edit mode changes. */
export const updateArtworkBody = z.object({
  design_manager: z.object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    team_id: z.number().int().nullable().optional(),
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
  }),
});
