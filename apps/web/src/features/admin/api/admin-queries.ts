import type { Answer } from '@livery/api-schemas/answer';
import type {
  adminProductResponse,
  adminProductsResponse,
  customerCompaniesResponse,
  finishingsResponse,
  RecommendedList,
} from '@livery/api-schemas/catalogue';
import type { ConsoleSettings } from '@livery/api-schemas/console-settings';
import type { discountCodesResponse } from '@livery/api-schemas/discounts';
import type { AdminInvoicesResponse, InvoiceDetail } from '@livery/api-schemas/invoices';
import type { AdminJobsResponse } from '@livery/api-schemas/jobs';
import type {
  EmployeeProductsResponse,
  OrderLocationsResponse,
  OrderResponse,
  orderStatusCounts,
  ordersResponse,
} from '@livery/api-schemas/orders';
import type { ProviderNoticesResponse } from '@livery/api-schemas/provider-notices';
import type { quotationResponse, quotationsResponse } from '@livery/api-schemas/quotations';
import type { shippingServicesResponse, taxRatesResponse } from '@livery/api-schemas/shipping';
import type { InvoiceStatus } from '@livery/domain/invoice-status';
import type { JobFilter } from '@livery/domain/job-status';
import type { QuotationStatus } from '@livery/domain/quotation-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The console's list filters (all in the URL). */
export interface AdminOrdersFilter {
  company_id?: string;
  from_date?: string;
  to_date?: string;
  keyword?: string;
}

export interface CatalogueFilter {
  keyword: string;
  status: 'active' | 'archived' | 'all';
  page: number;
  per_page: number;
}

export type AdminOrdersPage = AdminOrdersFilter & { page: number; per_page: number; status?: string };
export type AdminInvoicesFilter = { status?: InvoiceStatus; keyword?: string; page: number };
export type AdminJobsFilter = { status?: JobFilter; page: number };
export type DeskFilter = { status?: QuotationStatus; keyword?: string; page: number };

export const INVOICES_PER_PAGE = 25;
export const JOBS_PER_PAGE = 25;
export const DESK_PER_PAGE = 20;
export const NOTICES_PER_PAGE = 25;
/** The jobs page follows the queue as it moves. */
const JOBS_REFRESH_EVERY_MS = 5_000;
/** Each order line's staff rows, a page at a time. */
const EMPLOYEE_PRODUCTS_PER_PAGE = 50;

/** The console's query keys, one root per area: a change in an area refreshes everything under its root. */
export const adminKeys = {
  orders: ['admin-orders'] as const,
  orderList: (filter: AdminOrdersPage) => [...adminKeys.orders, filter] as const,
  orderCounts: (filter: AdminOrdersFilter) => [...adminKeys.orders, 'counts', filter] as const,
  order: (uuid: string | null) => [...adminKeys.orders, 'detail', uuid] as const,
  orderLocations: (uuid: string) => [...adminKeys.orders, 'locations', uuid] as const,
  employeeProducts: (uuid: string) => [...adminKeys.orders, 'employee-products', uuid] as const,
  employeeProductsPage: (uuid: string, page: number) => [...adminKeys.employeeProducts(uuid), page] as const,
  products: ['admin-products'] as const,
  productList: (filter: CatalogueFilter) => [...adminKeys.products, filter] as const,
  product: (uuid: string | undefined) => ['admin-product', uuid] as const,
  invoices: ['admin-invoices'] as const,
  invoiceList: (filter: AdminInvoicesFilter) => [...adminKeys.invoices, 'list', filter] as const,
  invoice: (id: string | undefined) => [...adminKeys.invoices, 'detail', id] as const,
  jobs: ['admin-jobs'] as const,
  jobList: (filter: AdminJobsFilter) => [...adminKeys.jobs, 'list', filter] as const,
  quotations: ['admin-quotations'] as const,
  quotationList: (filter: DeskFilter) => [...adminKeys.quotations, 'list', filter] as const,
  quotation: (uid: string) => [...adminKeys.quotations, 'detail', uid] as const,
  settings: ['admin-settings'] as const,
  notices: (page: number) => ['admin-notices', page] as const,
  customerCompanies: ['admin-customer-companies'] as const,
  recommended: (companyId: number | undefined) => ['admin-recommended', companyId] as const,
  discountCodes: ['admin-discount-codes'] as const,
  finishingMethods: ['admin-finishing-methods'] as const,
  shippingServices: ['admin-shipping-services'] as const,
  taxRates: ['admin-tax-rates'] as const,
};

/** The console's reads, each with its key, for `useQuery`. */
export const adminQueries = {
  /** GET /api/admin/orders: every company's orders, newest first. */
  orderList: (filter: AdminOrdersPage) =>
    queryOptions({
      queryKey: adminKeys.orderList(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof ordersResponse>>('admin/orders', { query: { ...filter }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/orders/status_counts: orders per status under the same filters. */
  orderCounts: (filter: AdminOrdersFilter) =>
    queryOptions({
      queryKey: adminKeys.orderCounts(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof orderStatusCounts>>('admin/orders/status_counts', {
          query: { ...filter },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/orders/{uuid}: one order of any company, its lines saying which faces have print files. */
  order: (uuid: string | null) =>
    queryOptions({
      queryKey: adminKeys.order(uuid),
      enabled: Boolean(uuid),
      queryFn: ({ signal }) => apiRequest<OrderResponse>(`admin/orders/${uuid}`, { signal }),
    }),
  /** GET /api/admin/orders/{uuid}/locations: where the order's pieces go, people grouped by department. */
  orderLocations: (uuid: string) =>
    queryOptions({
      queryKey: adminKeys.orderLocations(uuid),
      queryFn: ({ signal }) =>
        apiRequest<OrderLocationsResponse>(`admin/orders/${uuid}/locations`, {
          query: { filter: 'department' },
          signal,
        }),
    }),
  /** GET /api/admin/orders/{id}/employee_products, a page at a time. */
  employeeProducts: (uuid: string, page: number) =>
    queryOptions({
      queryKey: adminKeys.employeeProductsPage(uuid, page),
      queryFn: ({ signal }) =>
        apiRequest<EmployeeProductsResponse>(`admin/orders/${uuid}/employee_products`, {
          query: { page, per_page: EMPLOYEE_PRODUCTS_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/products: the catalogue, a superseded request cancelled. */
  productList: (filter: CatalogueFilter) =>
    queryOptions({
      queryKey: adminKeys.productList(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof adminProductsResponse>>('admin/products', { query: { ...filter }, signal }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/products/{uuid}. */
  product: (uuid: string | undefined) =>
    queryOptions({
      queryKey: adminKeys.product(uuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof adminProductResponse>>(`admin/products/${uuid}`, { signal }).then(
          (body) => body.product,
        ),
      enabled: Boolean(uuid),
    }),
  /** GET /api/admin/invoices: every company's invoices, newest first; a newer filter cancels the older request. */
  invoiceList: (filter: AdminInvoicesFilter) =>
    queryOptions({
      queryKey: adminKeys.invoiceList(filter),
      queryFn: ({ signal }) =>
        apiRequest<AdminInvoicesResponse>('admin/invoices', {
          query: { ...filter, per_page: INVOICES_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/invoices/{id}: one invoice with its payments and credit notes. */
  invoice: (id: string | undefined) =>
    queryOptions({
      queryKey: adminKeys.invoice(id),
      queryFn: ({ signal }) => apiRequest<InvoiceDetail>(`admin/invoices/${id}`, { signal }),
      enabled: Boolean(id),
    }),
  /** GET /api/admin/jobs: background jobs, newest first, with counts per status; refreshed every few seconds. */
  jobList: (filter: AdminJobsFilter) =>
    queryOptions({
      queryKey: adminKeys.jobList(filter),
      queryFn: ({ signal }) =>
        apiRequest<AdminJobsResponse>('admin/jobs', {
          query: { ...filter, per_page: JOBS_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: JOBS_REFRESH_EVERY_MS,
    }),
  /** GET /api/admin/rf_quotes: every company's requests, newest first. */
  quotationList: (filter: DeskFilter) =>
    queryOptions({
      queryKey: adminKeys.quotationList(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof quotationsResponse>>('admin/rf_quotes', {
          query: { ...filter, per_page: DESK_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/admin/rf_quotes/{uid}. */
  quotation: (uid: string) =>
    queryOptions({
      queryKey: adminKeys.quotation(uid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof quotationResponse>>(`admin/rf_quotes/${uid}`, { signal }).then(
          (body) => body.rfq,
        ),
    }),
  /** GET /api/admin/settings: notification recipients and bank details. */
  settings: () =>
    queryOptions({
      queryKey: adminKeys.settings,
      queryFn: ({ signal }) => apiRequest<ConsoleSettings>('admin/settings', { signal }),
    }),
  /** GET /api/admin/notices: what is new for the provider, newest first; refreshed every minute. */
  notices: (page: number) =>
    queryOptions({
      queryKey: adminKeys.notices(page),
      queryFn: ({ signal }) =>
        apiRequest<ProviderNoticesResponse>('admin/notices', {
          query: { page, per_page: NOTICES_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: 60_000,
    }),
  /** GET /api/admin/customer_companies. */
  customerCompanies: () =>
    queryOptions({
      queryKey: adminKeys.customerCompanies,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof customerCompaniesResponse>>('admin/customer_companies', { signal }).then(
          (body) => body.companies,
        ),
    }),
  /** GET /api/admin/customer_companies/{id}/recommended_products. */
  recommended: (companyId: number | undefined) =>
    queryOptions({
      queryKey: adminKeys.recommended(companyId),
      queryFn: ({ signal }) =>
        apiRequest<RecommendedList>(`admin/customer_companies/${companyId}/recommended_products`, { signal }),
      enabled: companyId !== undefined,
    }),
  /** GET /api/admin/discount_codes. */
  discountCodes: () =>
    queryOptions({
      queryKey: adminKeys.discountCodes,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof discountCodesResponse>>('admin/discount_codes', { signal }).then(
          (body) => body.discount_codes,
        ),
    }),
  /** GET /api/admin/finishing_methods. */
  finishingMethods: () =>
    queryOptions({
      queryKey: adminKeys.finishingMethods,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof finishingsResponse>>('admin/finishing_methods', { signal }).then(
          (body) => body.finishings,
        ),
    }),
  /** GET /api/admin/shipping_services. */
  shippingServices: () =>
    queryOptions({
      queryKey: adminKeys.shippingServices,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof shippingServicesResponse>>('admin/shipping_services', { signal }).then(
          (body) => body.shipping_services,
        ),
    }),
  /** GET /api/admin/tax_rates. */
  taxRates: () =>
    queryOptions({
      queryKey: adminKeys.taxRates,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof taxRatesResponse>>('admin/tax_rates', { signal }).then(
          (body) => body.tax_rates,
        ),
    }),
};
