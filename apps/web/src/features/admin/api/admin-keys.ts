import type { InvoiceStatus } from '@livery/domain/invoice-status';
import type { JobFilter } from '@livery/domain/job-status';
import type { QuotationStatus } from '@livery/domain/quotation-status';

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

/** The console's query keys, one root per area: a change in an area refreshes everything under its root. */
export const adminKeys = {
  orders: ['admin-orders'] as const,
  orderList: (filter: AdminOrdersPage) => [...adminKeys.orders, filter] as const,
  orderCounts: (filter: AdminOrdersFilter) => [...adminKeys.orders, 'counts', filter] as const,
  order: (uuid: string | null) => [...adminKeys.orders, 'detail', uuid] as const,
  orderApprovals: (uuid: string | null) => [...adminKeys.orders, 'detail', uuid, 'approvals'] as const,
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
  creditTerms: (companyId: number | undefined) => ['admin-credit-terms', companyId] as const,
  recommended: (companyId: number | undefined) => ['admin-recommended', companyId] as const,
  discountCodes: ['admin-discount-codes'] as const,
  finishingMethods: ['admin-finishing-methods'] as const,
  shippingServices: ['admin-shipping-services'] as const,
  taxRates: ['admin-tax-rates'] as const,
};
