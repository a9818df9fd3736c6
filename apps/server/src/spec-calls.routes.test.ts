import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every call the spec's "calls" tables give a path for (spec 01, 02 and 03, section 7), once each: a call two
 * documents list (addresses, teams, get_members ...) is counted once, and the rows that say "path not shown"
 * (spec 01's default team, spec 02's employee products of an item, spec 02's save recommended) are left out, their
 * paths being ours (docs/api.md). `{x}` is any path parameter.
 */
const SPEC_CALLS = [
  // Spec 01: access, accounts, teams.
  'POST v1/auth/sign_in',
  'POST users/request_otp_auth',
  'DELETE v1/auth/sign_out',
  'PUT v1/auth/password',
  'POST v1/auth/password',
  'GET users',
  'PUT users/{id}',
  'POST users/address',
  'GET addresses',
  'POST addresses',
  'PUT addresses/{uuid}',
  'DELETE addresses',
  'GET countries',
  'GET states/{country}',
  'GET companies/get_industries',
  'GET companies',
  'GET teams',
  'POST team_accounts',
  'PUT team_accounts/{id}',
  'DELETE team_accounts/{id}',
  'GET team_accounts/{id}/get_members',
  'DELETE team_accounts/{id}/remove_member',
  'PUT team_accounts/resend_invitation',
  'POST team_accounts/invite_member',
  'GET team_accounts/get_invitations',
  'PUT team_accounts/{id}/approved_team',
  'PUT team_accounts/{id}/denied_team',
  'GET team_accounts/get_orders_status',
  // Spec 02: saved products, builder, bulk order, cart.
  'GET saved_products',
  'GET saved_products/{id}',
  'POST saved_products',
  'PUT saved_products/{id}',
  'DELETE saved_products',
  'DELETE saved_products/bulk_remove',
  'PUT saved_products/{id}/share',
  'POST saved_products/convert_saved_products',
  'GET saved_products/get_recommended_products',
  'POST inventories',
  'GET kart_items/check_price',
  'POST kart_items/bulk_orders',
  'POST quote_items',
  'POST kart_items',
  'GET kart_items/{id}',
  'GET products/get_finishings',
  'GET name_lists',
  'POST artwork_files',
  'GET photos',
  'POST photos',
  'PUT photos/{id}',
  'DELETE photos',
  'GET kart_items',
  'DELETE kart_items',
  'GET cart/get_qty',
  'POST cart/apply_discount',
  'POST cart/remove_discount',
  'PUT kart_items/update_policy',
  'GET taxes',
  'POST orders',
  'DELETE attachment_files',
  'DELETE po_attachments',
  // Spec 03: orders, billing, reports, inventory, quotations.
  'GET reports/report',
  'GET reports/get_report_aged_receivables_by_contact',
  'GET reports/get_xero_contact',
  'GET reports/get_xero_invoices',
  'GET reports/{id}/get_invoice_url',
  'GET share_links/{uuid}/report',
  'GET orders',
  'GET orders/export_csv',
  'GET orders/{id}',
  'GET orders/overview',
  'PUT orders/{id}',
  'POST orders/{id}/duplicate_order',
  'PUT orders/{id}/share_order',
  'PUT orders/{id}/approve_order',
  'GET employee_products/{id}/get_logs',
  'GET employee_products/{id}/show_status',
  'GET employee_products/{id}',
  'GET job_items/{id}',
  'GET kart_items/{id}/rfid_tags',
  'GET orders/show_orders_history',
  'POST po_attachments',
  'POST recurring_order_schedules',
  'GET recurring_order_schedules',
  'DELETE recurring_order_schedules',
  'PUT recurring_order_schedules/{id}',
  'GET recurring_order_schedules/calculate_schedule',
  'PUT orders/{id}/add_location',
  'DELETE orders/{id}/remove_location',
  'GET employee_products/{id}/show_location',
  'GET billings',
  'POST orders/download_paperworks',
  'GET inventories',
  'GET inventories/export_csv',
  'GET inventories/{id}',
  'PUT inventories/{uuid}',
  'DELETE inventories',
  'GET inventories/{id}/get_reference_orders',
  'POST blanket_purchase_orders',
  'DELETE blanket_purchase_orders',
  'GET rf_quotes',
  'POST rf_quotes',
  'GET rf_quotes/{id}',
  'PUT rf_quotes/{id}',
  'DELETE rf_quotes',
  'PUT rf_quotes/{id}/approve_quote',
  'PUT rfq_products/{id}',
  'DELETE rfq_products/{id}/remove_attachment',
  'POST rfq_comments',
  'DELETE rfq_comments',
] as const;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const callOf = (call: string) => {
  const [method = '', path = ''] = call.split(' ');
  return { method, path: `/api/${path}` };
};
/** `/api/orders/{uuid}` and `/api/orders/:id` alike read `/api/orders/{}`. */
const shapeOf = (path: string) => path.replace(/\{[^}]*\}|:[A-Za-z]+/g, '{}');

describe("the spec's calls", () => {
  it('are 109, each listed once', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
    expect(SPEC_CALLS).toHaveLength(109);
  });

  it('are all served: 109 of 109', () => {
    const missing = SPEC_CALLS.filter((call) => {
      const { method, path } = callOf(call);
      return !testApp.app.hasRoute({ method: method as 'GET', url: path.replace(/\{[^}]*\}/g, ':x') });
    });
    expect(missing).toEqual([]);
  });

  it('are all described in /api/docs', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = document.json().paths as Record<string, Record<string, unknown>>;
    const described = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${shapeOf(path)}`),
      ),
    );
    const missing = SPEC_CALLS.filter((call) => {
      const { method, path } = callOf(call);
      return !described.has(`${method} ${shapeOf(path)}`);
    });
    expect(missing).toEqual([]);
  });
});
