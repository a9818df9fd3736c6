import { expect as baseExpect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { DEMO_PASSWORD, leaveTheApp, placePoloOrder, snap, test } from './helpers.ts';

// Pages of a long journey on a shared, busy machine may take a while to appear.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Starts a session as the user straight through the sign-in API (the sign-in page has journeys of its own):
 * the page then holds the same cookie a sign-in in the browser leaves. Four sign-ins through the form cost
 * minutes on a busy shared machine.
 */
async function signInAs(page: Page, baseURL: string, email: string) {
  await leaveTheApp(page);
  const response = await page.request.post('/api/v1/auth/sign_in', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  const session = Object.fromEntries(
    ['access-token', 'client', 'uid', 'expiry', 'token-type'].map((name) => [name, headers[name] ?? '']),
  );
  await page.context().addCookies([
    {
      name: 'livery_auth',
      value: encodeURIComponent(JSON.stringify(session)),
      url: baseURL,
    },
  ]);
}

/** Ships one parcel from the console's order drawer: the given pieces of the polo line. */
async function shipParcel(
  page: Page,
  parcel: { trackNo: string; box: string; sizes: Record<string, number> },
) {
  await page.getByRole('button', { name: 'New parcel' }).click();
  const dialog = page.getByRole('dialog', { name: /New parcel for/ });
  await dialog.getByLabel('Tracking number').fill(parcel.trackNo);
  await dialog.getByLabel('Carrier link').fill(`https://track.example/${parcel.trackNo}`);
  await dialog.getByLabel('Packed in').fill(parcel.box);
  for (const [size, qty] of Object.entries(parcel.sizes)) {
    await dialog.getByLabel(`Front Office Polo ${size}`).fill(String(qty));
  }
  await dialog.getByRole('button', { name: 'Ship parcel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Parcel shipped').first()).toBeVisible();
}

test('a member’s order waits for the person in charge, is approved, ships in two parcels, and the buyer sees both', async ({
  page,
  baseURL,
}) => {
  // Four sign-ins and two parcels: a long journey on a shared, busy machine.
  test.setTimeout(900_000);
  // A company of the journey's own, whose member orders the demo buyer's Front Office Polo.
  const company = await makeOwnCompany(page.request, 'pipeline', {
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  const buyer = company.buyer.email;
  // The person in charge asks that every member order waits for approval.
  await signInAs(page, baseURL!, buyer);
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Every order placed by a member' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await snap(page, 'settings-order-approval-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Every order placed by a member' })).toBeChecked();
  await snap(page, 'settings-order-approval-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The member's order waits, and the member is told why; there is no Approve button for them.
  await signInAs(page, baseURL!, company.member!.email);
  const order = await placePoloOrder(page, 'PO-PIPELINE');
  await page.goto(`/orders/${order.uuid}`);
  const waiting = page.getByRole('alert').filter({ hasText: 'Waiting for approval' });
  await expect(waiting).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);

  // The person in charge approves it and sees the spec's notice.
  await signInAs(page, baseURL!, buyer);
  await page.goto(`/orders/${order.uuid}`);
  await page.getByRole('button', { name: 'Approve Order' }).click({ timeout: 45_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Order' }).click();
  await expect(page.getByText('Order approved!')).toBeVisible();
  await expect(page.getByText('The provider team will process the order soon.')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  // The provider finds it by keyword, approves it, and ships it in two parcels.
  await signInAs(page, baseURL!, 'provider@demo.test');
  await page.goto(`/admin?keyword=${order.uid}`);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(order.uid);
  const row = page.getByRole('row').filter({ hasText: order.uid });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByRole('button', { name: 'Mark Processed' })).toBeVisible();
  await row.getByRole('button', { name: order.uid }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Order ${order.uid}` });
  await expect(drawer.getByRole('button', { name: 'New parcel' })).toBeVisible();
  await shipParcel(page, { trackNo: 'TRK-A1', box: 'Box 1', sizes: { M: 6 } });
  // Some pieces shipped: the order says so by itself, and its Delivery agrees.
  await expect(drawer.getByText('Partly shipped', { exact: true })).toHaveCount(2);
  await shipParcel(page, { trackNo: 'TRK-A2', box: 'Box 2', sizes: { L: 4 } });
  // Every piece shipped: the order's status and its Delivery both say Shipped, with no button pressed.
  await expect(drawer.getByText('Shipped', { exact: true })).toHaveCount(2);
  await expect(drawer.getByText(/^Shipped on /)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'New parcel' })).toHaveCount(0);
  await snap(page, 'admin-order-shipments-1280');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'admin-orders-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'admin-orders-1280');

  // The buyer sees both parcels, their tracking and packages, and downloads a delivery order.
  await signInAs(page, baseURL!, buyer);
  await page.goto(`/orders/${order.uuid}`);
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  // The line's estimate gave way to the day its last piece shipped.
  await expect(page.getByText(/^Shipped on /)).toBeVisible();
  await expect(page.getByText(/Estimated finishing date/)).toHaveCount(0);
  const links = page.getByRole('button', { name: /DO-\d+-[12]$/ });
  await expect(links).toHaveCount(2);
  await snap(page, 'order-delivery-1280');
  await page.getByRole('button', { name: 'Shipping details' }).click();
  const details = page.getByRole('dialog', { name: 'Shipping details' });
  await expect(details.getByText('Parcel 1')).toBeVisible();
  await expect(details.getByText('Parcel 2')).toBeVisible();
  await expect(details.getByRole('link', { name: 'TRK-A1' })).toHaveAttribute(
    'href',
    'https://track.example/TRK-A1',
  );
  await expect(details.getByText('Front Office Polo: M: 6 (6 of 10)')).toBeVisible();
  await expect(details.getByText('Front Office Polo: L: 4 (4 of 10)')).toBeVisible();
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: /DO-\d+-2$/ }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${order.uid}-DO-\\d+-2\\.pdf$`));
  await snap(page, 'order-shipping-details-1280');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'order-delivery-390');
  await page.goto('/orders');
  await expect(page.getByText(order.uid)).toBeVisible();
  await snap(page, 'orders-list-390');

  // Back to no approval: the other choice saves too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Never: orders go straight to the provider' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
});
