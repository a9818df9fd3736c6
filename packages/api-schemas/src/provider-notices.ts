import { z } from 'zod';
import { listMeta, pageNumber } from './common.ts';

export const PROVIDER_NOTICE_KINDS = [
  'order_placed',
  'order_approved',
  'quotation_requested',
  'quotation_comment',
  'quotation_changes_requested',
  'order_note',
] as const;
export type ProviderNoticeKind = (typeof PROVIDER_NOTICE_KINDS)[number];

/** GET /api/admin/notices: what is new for the provider's staff, newest first. */
export const providerNoticesQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type ProviderNoticesQuery = z.infer<typeof providerNoticesQuery>;

export const providerNotice = z.object({
  id: z.number().int(),
  kind: z.enum(PROVIDER_NOTICE_KINDS),
  title: z.string(),
  message: z.string(),
  /** The console page that shows what the notice is about. */
  link: z.string(),
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type ProviderNotice = z.infer<typeof providerNotice>;

export const providerNoticesResponse = z.object({
  notices: z.array(providerNotice),
  meta: listMeta,
});
export type ProviderNoticesResponse = z.infer<typeof providerNoticesResponse>;
