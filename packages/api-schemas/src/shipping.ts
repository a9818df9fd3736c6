import { z } from 'zod';
import { databaseIdText } from './common.ts';

const countryCode = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, `${label} is required`);

/** A shipping service as the provider console lists it; fee in cents. */
export const shippingService = z.object({
  id: z.number().int(),
  origin_country: z.string(),
  origin_country_name: z.string(),
  destination_country: z.string(),
  destination_country_name: z.string(),
  title: z.string(),
  lead_time: z.string(),
  fee_cents: z.number().int(),
  position: z.number().int(),
  is_active: z.boolean(),
});
export type ShippingService = z.infer<typeof shippingService>;

/** POST /api/admin/shipping_services and PUT /api/admin/shipping_services/{id}. */
export const shippingServiceBody = z.object({
  origin_country: countryCode('Origin country'),
  destination_country: countryCode('Destination country'),
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(100),
  lead_time: z.string({ error: 'Lead time is required' }).trim().min(1, 'Lead time is required').max(100),
  fee_cents: z
    .number({ error: 'Fee is required' })
    .int('Fee must be whole cents')
    .min(0, 'Fee cannot be negative')
    .max(100_000_00),
  position: z.number().int().min(0).max(1000).default(0),
  is_active: z.boolean().default(true),
});
export type ShippingServiceBody = z.infer<typeof shippingServiceBody>;

export const shippingServicesQuery = z.object({
  origin_country: z.string().length(2).toUpperCase().optional(),
  destination_country: z.string().length(2).toUpperCase().optional(),
});
export const shippingServicesResponse = z.object({ shipping_services: z.array(shippingService) });
export const shippingServiceResponse = z.object({ message: z.string(), shipping_service: shippingService });
export const numericIdParams = z.object({ id: databaseIdText });

/** A tax rate per destination country (percent). */
export const taxRate = z.object({
  country_code: z.string(),
  country_name: z.string(),
  rate_percent: z.number().int(),
});
export type TaxRate = z.infer<typeof taxRate>;
export const taxRatesResponse = z.object({ tax_rates: z.array(taxRate) });
/** POST /api/admin/tax_rates (create or replace a country's rate). */
export const taxRateBody = z.object({
  country_code: countryCode('Country'),
  rate_percent: z
    .number({ error: 'Rate is required' })
    .int('Rate must be a whole percent')
    .min(0, 'Rate cannot be negative')
    .max(100, 'Rate cannot exceed 100%'),
});
export const taxRateResponse = z.object({ message: z.string(), tax_rate: taxRate });
export const countryParams = z.object({ country: z.string().length(2).toUpperCase() });
