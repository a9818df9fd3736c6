import { QUOTATION_STATUSES } from '@livery/domain/quotation-status';
import { z } from 'zod';
import { address } from './addresses.ts';
import { databaseId, databaseIdText, listMeta, MAX_DATABASE_INTEGER, pageQuery } from './common.ts';
import { centsTyped } from './typed-text.ts';

/** Most products in one request for quotation, and most pieces of one. */
export const MAX_QUOTATION_PRODUCTS = 20;
export const MAX_QUOTATION_QTY = 1_000_000;
/** Most option lines in one pricing. */
export const MAX_QUOTATION_OPTIONS = 10;
/** Largest budget or price per piece, in cents ($100,000). */
export const MAX_QUOTATION_UNIT_CENTS = 10_000_000;

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** A money amount typed by a person ("12.5", "12.50"), as whole cents, up to a quotation's largest unit price. */
export const moneyText = (label: string) =>
  centsTyped(label, z.number().max(MAX_QUOTATION_UNIT_CENTS, `${label} must be at most 100,000.00`));

const quantityText = z
  .string({ error: 'Quantity is required' })
  .trim()
  .min(1, 'Quantity is required')
  .regex(/^\d+$/, 'Quantity must be a whole number of pieces')
  .transform(Number)
  .refine((value) => value >= 1, 'Quantity must be at least 1')
  .refine((value) => value <= MAX_QUOTATION_QTY, `Quantity must be at most ${MAX_QUOTATION_QTY}`);

/** A request's team: the service's word for a team that is not the caller's, also when none is given. */
const teamId = z
  .number({ error: 'Select a team' })
  .int('Select a team')
  .positive('Select a team')
  .max(MAX_DATABASE_INTEGER, 'No such record');

/** The e-mail address the quotation answers to; an empty one is called missing, not invalid. */
const emailText = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .check(z.email('Email is invalid'))
  .max(254);

const booleanText = z
  .enum(['true', 'false', '1', '0', 'on', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** One product of a request, as its multipart fields arrive (spec 03 section 5). */
export const quotationProductFields = z.object({
  title: requiredText('Product name'),
  user_unit_cost: moneyText('Budget'),
  qty: quantityText,
  has_logo: booleanText,
  requirements: optionalText('Requirements', 2000),
});
export type QuotationProductFields = z.infer<typeof quotationProductFields>;

/** POST /api/rf_quotes (multipart): contact detail, addresses and products; files go with each product. */
export const createQuotationFields = z.object({
  project_title: requiredText('Project title'),
  email: emailText,
  company: requiredText('Company'),
  name: requiredText('Name'),
  /** Multipart fields arrive as text. */
  team_id: z.coerce.number({ error: 'Select a team' }).pipe(teamId),
  note: requiredText('Note', 2000),
  ship_add_id: databaseIdText.optional(),
  bill_add_id: databaseIdText.optional(),
  rfq_products_attributes: z
    .array(quotationProductFields)
    .min(1, 'Add at least one product')
    .max(MAX_QUOTATION_PRODUCTS, `A quotation holds at most ${MAX_QUOTATION_PRODUCTS} products`),
});
export type CreateQuotationFields = z.infer<typeof createQuotationFields>;

/** PUT /api/rf_quotes/{id}: the detail form, or only the addresses. */
export const updateQuotationBody = z
  .object({
    project_title: requiredText('Project title').optional(),
    email: emailText.optional(),
    company: requiredText('Company').optional(),
    name: requiredText('Name').optional(),
    team_id: teamId.optional(),
    note: requiredText('Note', 2000).optional(),
    ship_add_id: databaseId.nullable().optional(),
    bill_add_id: databaseId.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdateQuotationBody = z.infer<typeof updateQuotationBody>;

/** A quotation's public id in a path: Q-2026-000123. */
export const quotationParams = z.object({
  id: z.string().regex(/^Q-\d{4}-\d{6}$/, 'No such quotation'),
});

export const deleteQuotationBody = z.object({
  uid: z.string().regex(/^Q-\d{4}-\d{6}$/, 'No such quotation'),
});

export const quotationsQuery = pageQuery.extend({
  keyword: z.string().trim().max(200).optional(),
  team_id: databaseIdText.optional(),
});

export const adminQuotationsQuery = pageQuery.extend({
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(QUOTATION_STATUSES).optional(),
});

export const rfqProductParams = z.object({ id: databaseIdText });

export const removeRfqAttachmentBody = z.object({ attachment_id: databaseId });

export const deleteRfqCommentBody = z.object({ id: databaseId });

export const quotationAttachment = z.object({
  id: z.number().int(),
  is_image: z.boolean(),
  file_url: z.string(),
  file_name: z.string(),
});

export const quotationComment = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string(),
  created_at: z.string(),
  /** The caller wrote it, so may delete it. */
  is_owner: z.boolean(),
  /** Written by the provider's staff. */
  is_provider: z.boolean(),
  attachments: z.array(quotationAttachment),
});
export type QuotationComment = z.infer<typeof quotationComment>;

/** Money is in cents everywhere in the API; `unit_price_cents` repeats `unit_price` under the spec's name. */
export const quotationProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  qty: z.number().int(),
  user_unit_cost: z.number().int(),
  unit_price: z.number().int().nullable(),
  unit_price_cents: z.number().int().nullable(),
  has_logo: z.boolean(),
  requirements: z.string().nullable(),
  status: z.enum(['awaiting_price', 'priced']),
  /** An option line the provider added: ordered only if the buyer ticks it when approving. */
  is_option: z.boolean(),
  attachments: z.array(quotationAttachment),
  comments: z.array(quotationComment),
});
export type QuotationProduct = z.infer<typeof quotationProduct>;

const status = z.enum(QUOTATION_STATUSES);

export const quotationSummary = z.object({
  id: z.number().int(),
  uid: z.string(),
  project_title: z.string(),
  user_name: z.string(),
  company_name: z.string(),
  status,
  team_id: z.number().int(),
  team_name: z.string(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  total: z.number().int(),
  currency: z.string(),
});
export type QuotationSummary = z.infer<typeof quotationSummary>;

/** One pricing of a quotation, as the provider sent it (decision 123). */
export const quotationVersion = z.object({
  version: z.number().int(),
  priced_at: z.string(),
  valid_until: z.string(),
  due_date: z.string().nullable(),
  shipping_fee: z.number().int(),
  additional_fees: z.number().int(),
  /** Asked-for lines only, without options or GST. */
  subtotal: z.number().int(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      qty: z.number().int(),
      unit_price: z.number().int(),
      is_option: z.boolean(),
    }),
  ),
});
export type QuotationVersion = z.infer<typeof quotationVersion>;

export const quotationsResponse = z.object({ quotations: z.array(quotationSummary), meta: listMeta });

export const quotationDetail = quotationSummary.extend({
  email: z.string(),
  company: z.string(),
  name: z.string(),
  note: z.string(),
  approved_at: z.string().nullable(),
  in_progress_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  priced_at: z.string().nullable(),
  /** The current priced version, null until priced; an approval places exactly this one. */
  version: z.number().int().nullable(),
  /** The last day the current price holds (yyyy-MM-dd); approval is refused after it. */
  valid_until: z.string().nullable(),
  is_expired: z.boolean(),
  /** The version the buyer approved, once approved. */
  approved_version: z.number().int().nullable(),
  /** Every pricing, newest first. */
  versions: z.array(quotationVersion),
  ship_add_id: z.number().int().nullable(),
  bill_add_id: z.number().int().nullable(),
  ship_address: address.nullable(),
  bill_address: address.nullable(),
  subtotal: z.number().int(),
  shipping_fee: z.number().int(),
  additional_fees: z.number().int(),
  gst_rate: z.number(),
  gst: z.number().int(),
  total_cents: z.number().int(),
  currency_symbol: z.string(),
  invoice_url: z.string().nullable(),
  /** The order an approved quotation became. */
  order: z.object({ uuid: z.string(), uid: z.string() }).nullable(),
  products: z.array(quotationProduct),
});
export type QuotationDetail = z.infer<typeof quotationDetail>;

export const quotationResponse = z.object({ rfq: quotationDetail });

export const createdQuotationResponse = z.object({ message: z.string(), id: z.string() });

/** PUT /api/rf_quotes/{id}/approve_quote: the version the buyer saw and the option lines they ticked. */
export const approveQuotationBody = z
  .object({
    version: z
      .number({ error: 'Version must be a number' })
      .int()
      .min(1)
      .max(MAX_DATABASE_INTEGER)
      .optional(),
    option_ids: z.array(databaseId).max(MAX_QUOTATION_OPTIONS).optional(),
  })
  .nullish();
export type ApproveQuotationBody = z.infer<typeof approveQuotationBody>;

export const approvedQuotationResponse = z.object({
  message: z.string(),
  order: z.object({ uuid: z.string(), uid: z.string() }),
});

export const commentResponse = z.object({ message: z.string(), comment: quotationComment });

/** An option line the provider offers beside the asked-for products (decision 124). */
export const quotationOptionLine = z.object({
  title: z.string({ error: 'Option name is required' }).trim().min(1, 'Option name is required').max(200),
  qty: z
    .number({ error: 'Option quantity must be a number' })
    .int('Option quantity must be a whole number of pieces')
    .min(1, 'Option quantity must be at least 1')
    .max(MAX_QUOTATION_QTY, `Option quantity must be at most ${MAX_QUOTATION_QTY}`),
  unit_price: z
    .number({ error: 'Option unit price must be an amount in cents' })
    .int('Option unit price must be whole cents')
    .min(0, 'Option unit price cannot be negative')
    .max(MAX_QUOTATION_UNIT_CENTS, 'Option unit price is too large'),
});

const dateText = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in yyyy-MM-dd`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`);

/** PUT /api/admin/rf_quotes/{id}/price: the provider's prices per piece, fees and due date, in cents. */
export const priceQuotationBody = z.object({
  products: z
    .array(
      z.object({
        id: databaseId,
        unit_price: z
          .number({ error: 'Unit price must be an amount in cents' })
          .int('Unit price must be whole cents')
          .min(0, 'Unit price cannot be negative')
          .max(MAX_QUOTATION_UNIT_CENTS, 'Unit price is too large'),
      }),
    )
    .min(1, 'Price at least one product')
    .max(MAX_QUOTATION_PRODUCTS),
  shipping_fee: z
    .number()
    .int()
    .min(0, 'Shipping fee cannot be negative')
    .max(MAX_DATABASE_INTEGER / 100, 'Shipping fee is too large'),
  additional_fees: z
    .number()
    .int()
    .min(0, 'Additional fees cannot be negative')
    .max(MAX_DATABASE_INTEGER / 100, 'Additional fees are too large'),
  due_date: dateText('Due date').nullable(),
  /** The last day the price holds; 30 days from pricing when left out. */
  valid_until: dateText('Valid until').nullable().optional(),
  /** Option lines the buyer may tick; each pricing replaces the previous ones. */
  options: z
    .array(quotationOptionLine)
    .max(MAX_QUOTATION_OPTIONS, `At most ${MAX_QUOTATION_OPTIONS} option lines`)
    .optional(),
});
export type PriceQuotationBody = z.infer<typeof priceQuotationBody>;
