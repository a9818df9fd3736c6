import { expect } from '@playwright/test';
import { latestMailTo, signInAs, test } from './helpers.ts';

test("a member's order waits for the person in charge, who approves it, and the provider sees both events", async ({
  page,
}) => {
  // The demo company asks approval of members' orders; the seed leaves Sam Lee's order waiting.
  await signInAs(page, 'buyer@demo.test', { at: '/orders' });
  const waiting = page.getByTestId('orders-awaiting-approval');
  await expect(waiting).toContainText('1 order waits for your approval');
  const orderLink = waiting.getByRole('link');
  const uid = (await orderLink.textContent()) ?? '';
  expect(uid).toMatch(/^LV-\d{4}-\d{6}$/);
  const mails = (await (await page.request.get('/dev/mailbox/messages?to=buyer@demo.test')).json()) as Array<{
    subject: string;
    text: string;
  }>;
  const approvalMail = mails.find((mail) => mail.subject === `Order ${uid} waits for your approval`);
  expect(approvalMail?.text).toContain('Sam Lee placed an order of SGD ');

  await orderLink.click();
  await page.getByRole('button', { name: 'Approve Order' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Approve this order?' });
  await dialog.getByRole('button', { name: 'Approve Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByRole('table').or(page.locator('.ant-list')).first()).toBeVisible();
  await expect(page.getByTestId('orders-awaiting-approval')).toHaveCount(0);

  const providerMail = await latestMailTo(page, 'provider@demo.test');
  expect(providerMail.subject).toBe(`Order ${uid} approved by the company`);

  await page.context().clearCookies();
  await signInAs(page, 'provider@demo.test', { at: '/admin/whats-new' });
  await expect(page.getByRole('link', { name: `Order ${uid} approved by the company` })).toBeVisible();
  await expect(page.getByRole('link', { name: `New order ${uid}` })).toBeVisible();
});
