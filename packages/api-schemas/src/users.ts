import { z } from 'zod';
import { databaseId, databaseIdText } from './common.ts';

export const planName = z.enum(['basic', 'advanced', 'premium']);

export const user = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  company_position: z.string().nullable(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  role: z.enum(['customer', 'provider']),
  department: z.string().nullable(),
  plan: planName,
  setup_done: z.boolean(),
  team_qty: z.number().int(),
  product_qty: z.number().int(),
  ship_add_id: z.number().int().nullable(),
  bill_add_id: z.number().int().nullable(),
});
export type User = z.infer<typeof user>;

export const userResponse = z.object({ user });

/**
 * GET /api/users: the user, and the provider's time zone (`TIME_ZONE`), whose calendar the statement, invoices and
 * every document use; the web app shows dates and times in it, so a screen never names a different day.
 */
export const currentUserResponse = userResponse.extend({ time_zone: z.string() });

const requiredText = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(200, `${label} must be at most 200 characters`);

/** PUT /api/users/{id}: every field optional so the setup wizard and profile can send what they own. */
export const updateUserBody = z.object({
  name: requiredText('Name').optional(),
  country: z.string().trim().length(2, 'Country is required').optional(),
  company_position: z.string().trim().max(200).nullable().optional(),
  phone: requiredText('Phone').optional(),
  industry: requiredText('Industry').optional(),
  company_name: requiredText('Company').optional(),
  setup_done: z.boolean().optional(),
  ship_add_id: databaseId.nullable().optional(),
  bill_add_id: databaseId.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** PUT /api/users/{id}: the numeric id of the user (only one's own is found). */
export const userIdParams = z.object({ id: databaseIdText });

/** POST /api/users/address: one of the two defaults. */
export const defaultAddressBody = z
  .object({
    ship_add_id: databaseId.nullable().optional(),
    bill_add_id: databaseId.nullable().optional(),
  })
  .refine((body) => (body.ship_add_id === undefined) !== (body.bill_add_id === undefined), {
    error: 'Choose a shipping or a billing address',
  });
