import { z } from 'zod';
import { calendarDate, databaseInteger } from './common.ts';

/** A discount code as the provider console lists it. `value` is percent or cents by `kind`. */
export const discountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  value: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** The first and last days the code works, the provider's days (yyyy-MM-dd), as the console shows them. */
  valid_from_day: z.string().nullable(),
  valid_until_day: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
  /** Why it cannot be used right now, or null when a buyer could apply it. */
  status_message: z.string().nullable(),
});
export type DiscountCode = z.infer<typeof discountCode>;

/**
 * A validity bound: a day (yyyy-MM-dd), read as the provider's day (from its start, through its end), or an
 * exact instant with its offset.
 */
const validityBound = z
  .union([calendarDate, z.iso.datetime({ offset: true })], { error: 'Enter a valid date' })
  .nullable()
  .default(null);

/** Bounds compare by day when either is a day (a one-day code is valid from and until the same day). */
const isInOrder = (from: string, until: string) =>
  from.length === 10 || until.length === 10 ? from.slice(0, 10) <= until.slice(0, 10) : from < until;

/** POST /api/admin/discount_codes and PUT /api/admin/discount_codes/{id}. */
export const discountCodeBody = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Code is required')
      .regex(/^[A-Z0-9_-]{3,30}$/, 'Code must be 3-30 letters, digits, - or _'),
    kind: z.enum(['percentage', 'fixed'], { error: 'Choose percentage or fixed' }),
    value: z.number({ error: 'Value is required' }).int('Value must be a whole number').min(1),
    valid_from: validityBound,
    valid_until: validityBound,
    usage_limit: databaseInteger().min(1, 'Usage limit must be at least 1').nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .refine((body) => body.kind !== 'percentage' || body.value <= 100, {
    error: 'A percentage cannot exceed 100',
    path: ['value'],
  })
  .refine((body) => !body.valid_from || !body.valid_until || isInOrder(body.valid_from, body.valid_until), {
    error: 'Valid until must be after valid from',
    path: ['valid_until'],
  });
export type DiscountCodeBody = z.infer<typeof discountCodeBody>;

export const discountCodesResponse = z.object({ discount_codes: z.array(discountCode) });
export const discountCodeResponse = z.object({ message: z.string(), discount_code: discountCode });
