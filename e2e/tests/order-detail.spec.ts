import { expect } from '@playwright/test';
import { approveAsProvider, makeOwnCompany } from '../fixtures/own-company.ts';
import { latestMailTo, placePoloOrder, signInAs, snap, test } from './helpers.ts';

// Screenshots at two widths on a shared, slow machine.
test.describe.configure({ timeout: 180_000 });

test("a buyer edits an order's PO number, shares the order, and the colleague opens it without an account", async ({
  page,
  browser,
}) => {
  // An approved order of a company of the journey's own: placed through the API, approved by the provider.
  const company = await makeOwnCompany(page.request, 'order detail', {
    member: false,
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await signInAs(page, company.buyer.email);
  const order = await placePoloOrder(page, 'PO-DETAIL');
  await approveAsProvider(page.request, order.uuid);
  await page.goto(`/orders/${order.uuid}`);
  const heading = page.getByRole('heading', { level: 3, name: /^Order #LV-/ });
  await expect(heading).toBeVisible();
  const uid = (await heading.textContent())!.replace('Order #', '').trim();

  // A refused edit keeps what was typed and says why.
  const detail = page.locator('.ant-card').filter({ has: page.getByText('Detail', { exact: true }) });
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit detail' });
  await edit.getByLabel('PO number').fill('');
  await edit.getByLabel('E-mail for updates').fill('finance@');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('The e-mail for updates is invalid')).toBeVisible();
  await edit.getByLabel('E-mail for updates').fill('site.manager@example.com');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter a PO reference (NA if not applicable)')).toBeVisible();
  await expect(edit.getByLabel('E-mail for updates')).toHaveValue('site.manager@example.com');
  const poNumber = `PO-${Date.now()}`;
  await edit.getByLabel('PO number').fill(poNumber);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  await expect(detail).toContainText(poNumber);
  await expect(detail).toContainText('site.manager@example.com');
  await expect(page.getByText(`changed the PO number to ${poNumber}`)).toBeVisible();

  await page.getByRole('button', { name: 'Share Order Details' }).click();
  const share = page.getByRole('dialog', { name: `Share order ${uid}` });
  await share.getByLabel('E-mail addresses').fill('colleague@example.com, nobody@');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText('Not an e-mail address: nobody@')).toBeVisible();
  await share.getByLabel('E-mail addresses').fill('colleague@example.com');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Shared Order Detail Successfully!')).toBeVisible();
  await snap(page, 'order-detail-shared');

  // The colleague has no account: a fresh browser opens the mailed link.
  const mail = await latestMailTo(page, 'colleague@example.com');
  expect(mail.subject).toContain(uid);
  const link = /https?:\/\/\S+\/shared\/orders\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const colleague = await stranger.newPage();
  await colleague.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(colleague.getByRole('heading', { level: 3, name: `Order #${uid}` })).toBeVisible();
  await expect(colleague.getByText('A read-only view shared with you.')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Share Order Details' })).toHaveCount(0);
  await snap(colleague, 'shared-order-390');
  // A forged token shows nothing of the order.
  await colleague.goto(
    `${new URL(link!).pathname}${new URL(link!).search.replace(/token=[^&]+/, 'token=forged')}`,
  );
  await expect(colleague.getByText('This link does not work')).toBeVisible();

  // The buyer sees the opening, and revokes the link: it opens the order no more.
  await page.getByRole('button', { name: 'Share Order Details' }).click();
  const sharedWith = page
    .getByRole('dialog', { name: `Share order ${uid}` })
    .getByLabel('Shared with', { exact: true });
  await expect(sharedWith).toContainText('colleague@example.com');
  await expect(sharedWith).toContainText('Opened once');
  await snap(page, 'order-share-dialog-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'order-share-dialog-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await sharedWith
    .getByRole('button', { name: 'Revoke the link shared with colleague@example.com' })
    .first()
    .click();
  const revoke = page
    .getByRole('dialog')
    .filter({ hasText: 'Revoke the link shared with colleague@example.com?' });
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Link revoked: it no longer opens the order.')).toBeVisible();
  await expect(sharedWith).toContainText('Revoked');
  await colleague.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(colleague.getByText('This link does not work')).toBeVisible();
  await stranger.close();
});
