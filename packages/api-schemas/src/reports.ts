import { ENTITLEMENT_KINDS } from '@livery/domain/entitlements';
import { QUOTED_PRODUCT_ID, REPORT_ORDER_TYPES, REPORT_STATUSES } from '@livery/domain/report-rules';
import { z } from 'zod';
import { commaListOf, databaseIdListItem, databaseIdText } from './common.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .regex(DAY, `${label} must be yyyy-MM-dd`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a date`)
    .optional();

/** GET /api/reports/report (spec 03 section 7): every filter optional; dates yyyy-MM-dd. */
export const reportQuery = z.object({
  from_date: day('From date'),
  to_date: day('To date'),
  team_id: commaListOf(databaseIdListItem('No such team')),
  user_id: databaseIdText.optional(),
  status: commaListOf(z.enum(REPORT_STATUSES as [string, ...string[]], { error: 'Unknown status' })),
  /** Catalogue products by uuid, quoted products by their `quoted:` id (as `all_products` offers them). */
  product_id: commaListOf(z.union([z.uuid(), z.string().regex(QUOTED_PRODUCT_ID)], 'Unknown product')),
  order_type: z.enum(REPORT_ORDER_TYPES).default('uniform_order'),
});
export type ReportQuery = z.infer<typeof reportQuery>;
/** The report's filters as the web holds them before they become query text. */
export type ReportQueryInput = z.input<typeof reportQuery>;

const sizeQty = z.object({ size: z.string(), qty: z.number() });

export const reportOrderProduct = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_mode: z.string(),
  product_colour: z.string().nullable(),
  product_sizes: z.array(z.object({ product_size: z.string(), product_qty: z.number() })),
  product_unit_price: z.number(),
  product_subtotal: z.number(),
  product_surcharge: z.number(),
  product_total: z.number(),
  product_currency: z.string(),
});

/** Report order (spec 03 section 3); invoice fields stay null until the ledger exists. */
export const reportOrder = z.object({
  uid: z.string(),
  uuid: z.string(),
  order_status: z.string(),
  created_at: z.string(),
  po_number: z.string().nullable(),
  company: z.string(),
  customer: z.string(),
  team: z.string(),
  products: z.array(reportOrderProduct),
  surcharge: z.number(),
  additional_fees: z.number(),
  shipping_fee: z.number(),
  currency: z.string(),
  total_before_tax: z.number(),
  gross: z.number(),
  xero_invoice_id: z.string().nullable(),
  invoice_status: z.string().nullable(),
  processed_at: z.string().nullable(),
  in_progress_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  invoice_created_at: z.string().nullable(),
  invoice_paid_at: z.string().nullable(),
});
export type ReportOrder = z.infer<typeof reportOrder>;

export const reportProduct = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  sizes_detail: z.array(sizeQty),
  total_qty: z.number(),
});
export type ReportProduct = z.infer<typeof reportProduct>;

export const reportResponse = z.object({
  purchased_patterns: z.object({
    /** Orders placed in the range (the spec's name). */
    date_purchased: z.number(),
    products_purchased: z.number(),
    sizes_purchased: z.number(),
    invoices_outstanding: z.number().nullable(),
    sizes_details: z.array(sizeQty),
  }),
  finance_reporting: z.object({
    total_spending: z.number(),
    total_paid: z.number().nullable(),
    total_outstanding: z.number().nullable(),
    currency: z.string(),
    /** 'Not included GST or any extra fees.' when products are filtered. */
    note: z.string().nullable(),
  }),
  /** Newest first, at most REPORT_ORDERS_SHOWN; the uniform report only. */
  orders: z.array(reportOrder),
  orders_total_count: z.number(),
  products: z.array(reportProduct),
  all_products: z.array(z.object({ id: z.string(), title: z.string() })),
  spending_over_time: z.object({
    period: z.enum(['day', 'month']),
    points: z.array(z.object({ date: z.string(), total: z.number() })),
  }),
  status_mix: z.array(z.object({ status: z.string(), count: z.number() })),
  /** The days the report covers (the query's, or the default range) and today, on the provider's calendar. */
  range: z.object({ from_date: z.string(), to_date: z.string(), today: z.string() }),
});
export type ReportResponse = z.infer<typeof reportResponse>;

/** GET /api/reports/export_link: a signed link that opens the export in a new window without headers. */
export const reportExportLinkResponse = z.object({ url: z.string(), expires_at: z.string() });

/** GET /api/share_links/{user uuid}/report: the filters plus the signed token and the file format. */
export const reportExportQuery = reportQuery.extend({
  token: z.string().max(200),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

const entitlementFigures = {
  /** Items over the role's allocation lines, or cents of an allowance. */
  unit: z.enum(['items', 'cents']),
  entitled: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
};

/** One employee's entitlement use this programme year, as one figure (issue 25 item 7). */
export const entitlementUseOfEmployee = z.object({
  employee_uuid: z.string(),
  staff_id: z.string(),
  name: z.string(),
  role: z.object({ uuid: z.string(), name: z.string(), kind: z.enum(ENTITLEMENT_KINDS) }),
  ...entitlementFigures,
});
export type EntitlementUseOfEmployee = z.infer<typeof entitlementUseOfEmployee>;

/** A role's employees summed. */
export const entitlementUseOfRole = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: z.enum(ENTITLEMENT_KINDS),
  employee_count: z.number().int(),
  ...entitlementFigures,
});
export type EntitlementUseOfRole = z.infer<typeof entitlementUseOfRole>;

/**
 * GET /api/reports/entitlements: entitlement use per employee and per role for the current programme year.
 * Employees on consumption (no entitlement) are left out.
 */
export const entitlementReportResponse = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  currency: z.string(),
  employees: z.array(entitlementUseOfEmployee),
  roles: z.array(entitlementUseOfRole),
});
export type EntitlementReportResponse = z.infer<typeof entitlementReportResponse>;

/** GET /api/reports/entitlements/export_link and the share link it signs: the file format. */
export const entitlementExportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const entitlementExportLinkQuery = entitlementExportQuery.extend({
  token: z.string().max(200),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
