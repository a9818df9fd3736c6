import { z } from 'zod';

export const address = z.object({
  id: z.number().int(),
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  country: z.string(),
  country_name: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string(),
  phone: z.string(),
  nickname: z.string().nullable(),
  billing_email: z.string().nullable(),
  summary: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressesResponse = z.object({ addresses: z.array(address) });
export const addressesQuery = z.object({ keyword: z.string().max(200).optional() });

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** POST /api/addresses and PUT /api/addresses/{uuid}: spec 01 section 5's required and optional fields. */
export const addressBody = z.object({
  first_name: required('First name'),
  last_name: required('Last name'),
  company: required('Company'),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country is required'),
  address: required('Address'),
  address2: optional(),
  city: required('City'),
  state: optional(100),
  zip: required('Zip or postal code', 20),
  phone: required('Phone', 40),
  nickname: optional(100),
  billing_email: z
    .string()
    .trim()
    .check(z.email('Billing email is invalid'))
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressResponse = z.object({ message: z.string(), address });
export const deleteAddressBody = z.object({ uuid: z.uuid() });
