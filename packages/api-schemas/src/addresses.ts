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
