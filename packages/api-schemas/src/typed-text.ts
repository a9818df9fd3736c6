import { dollarsToCents } from '@livery/domain/money';
import { z } from 'zod';

/** Money as a person types it: up to 7 digits and 2 decimals ("12.5", "12.50"). */
const MONEY_TEXT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A money box's text read as whole cents and then checked by the API's own cents field, so a form that takes
 * dollars refuses what the API would, with the API's messages (without a field, any amount the text can hold).
 */
export const centsTyped = (label: string, cents: z.ZodType<number, number> = z.number()) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(MONEY_TEXT, `${label} must be an amount like 12.50`)
    .transform((text): number => dollarsToCents(Number(text)))
    .pipe(cents);

/** A box's text read as a whole number and then checked by the API's own field. */
export const wholeNumberTyped = (label: string, field: z.ZodType<number, number>) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(field);
