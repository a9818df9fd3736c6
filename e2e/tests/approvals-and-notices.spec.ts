import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { holdSession, leaveTheApp, placePoloOrder, signInAs, test } from './helpers.ts';

/** The message to an address with the subject, once the development mailbox holds it. */
async function mailTo(page: Page, to: string, subject: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as Array<{ subject: string; text: string }>;
      found = messages.find((message) => message.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test("a member's order waits for the person in charge, who approves it, and the provider sees both events", async ({
  page,
}) => {
  // A company of the journey's own asks approval of members' orders, and its member Sam Lee orders polos.
  const company = await makeOwnCompany(page.request, 'approvals', {
    approvalRule: 'member_orders',
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  await holdSession(page, company.member!.email);
  await placePoloOrder(page, 'PO-APPROVAL');
  await leaveTheApp(page);
  await signInAs(page, company.buyer.email, { at: '/orders' });
  const waiting = page.getByTestId('orders-awaiting-approval');
  await expect(waiting).toContainText('1 order waits for your approval');
  const orderLink = waiting.getByRole('link');
  const uid = (await orderLink.textContent()) ?? '';
  expect(uid).toMatch(/^LV-\d{4}-\d{6}$/);
  const approvalMail = await mailTo(page, company.buyer.email, `Order ${uid} waits for your approval`);
  expect(approvalMail.text).toContain('Sam Lee placed an order of SGD ');

  await orderLink.click();
  await page.getByRole('button', { name: 'Approve Order' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Approve this order?' });
  await dialog.getByRole('button', { name: 'Approve Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByRole('table').or(page.locator('.ant-list')).first()).toBeVisible();
  await expect(page.getByTestId('orders-awaiting-approval')).toHaveCount(0);

  // Other journeys' orders mail the provider too: this order's mail is looked for by its subject.
  await mailTo(page, 'provider@demo.test', `Order ${uid} approved by the company`);

  await leaveTheApp(page);
  await signInAs(page, 'provider@demo.test', { at: '/admin/whats-new' });
  await expect(page.getByRole('link', { name: `Order ${uid} approved by the company` })).toBeVisible();
  await expect(page.getByRole('link', { name: `New order ${uid}` })).toBeVisible();
});
