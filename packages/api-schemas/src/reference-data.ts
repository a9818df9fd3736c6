import { z } from 'zod';

export const countriesResponse = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const statesResponse = z.object({ states: z.array(z.object({ key: z.string(), value: z.string() })) });
export const industriesResponse = z.object({ industries: z.array(z.string()) });
export const companiesQuery = z.object({ keyword: z.string().max(200).optional() });
export const companiesResponse = z.object({
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const labelled = z.array(z.object({ key: z.string(), value: z.string() }));
export const ordersStatusResponse = z.object({ order_statuses: labelled, invoice_statuses: labelled });
