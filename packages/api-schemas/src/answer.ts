import type { z } from 'zod';

/** The type of an answer (or any value) a schema checks: the web's response types come from here, not by hand. */
export type Answer<Schema extends z.ZodType> = z.infer<Schema>;
