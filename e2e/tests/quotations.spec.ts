import { expect as baseExpect } from '@playwright/test';
import { askForQuotation, makeOwnCompany } from '../fixtures/own-company.ts';
import { latestMailTo, signInAs, snap, test } from './helpers.ts';

// The quotation is asked for by a company of the journey's own.
test.describe.configure({ mode: 'parallel' });
// A long journey across two people on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const BRIEF_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a buyer asks for a quotation, the provider prices it and answers, the buyer approves and finds the order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A company of the journey's own whose buyer already asked for one of the demo's quotations (through the API).
  const company = await makeOwnCompany(page.request, 'quotations', { member: false });
  await askForQuotation(page.request, company, {
    title: 'Front desk refresh',
    note: 'Blazers and name badges for the reception team before the new year.',
    products: [
      { title: 'Reception blazer', budget: '85.00', qty: 30 },
      { title: 'Magnetic name badge', budget: '4.00', qty: 30 },
    ],
  });
  const buyer = company.buyer.email;
  await signInAs(page, buyer);
  await page.getByRole('menuitem', { name: /Quotations/ }).click();
  await expect(page.getByRole('heading', { name: 'Quotations', level: 3 })).toBeVisible();
  // The buyer's requests.
  await expect(page.getByRole('row').filter({ hasText: 'Front desk refresh' })).toBeVisible();
  await snap(page, 'quotations-list');

  await page.getByRole('button', { name: 'Create Quotation' }).click();
  await expect(page.getByRole('heading', { name: 'New Quotation', level: 3 })).toBeVisible();
  // A refused submit keeps what was typed and names what is missing.
  await page.getByLabel('Project title').fill('Gala night waistcoats');
  await page.getByRole('button', { name: 'Submit Quotation' }).click();
  await expect(page.getByText('Product name is required').first()).toBeVisible();
  await expect(page.getByLabel('Project title')).toHaveValue('Gala night waistcoats');

  await page.getByRole('combobox', { name: 'Team' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Front Office' })
    .click();
  await page.getByLabel('Note').fill('Black satin back, for 20 waiters.');
  await page.getByLabel('Product 1 name').fill('Waistcoat');
  await page.getByLabel('Product 1 budget').fill('45');
  await page.getByLabel('Product 1 quantity').fill('20');
  await page.getByLabel('Product 1 requirements').fill('Black, satin back');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'waistcoat-brief.pdf', mimeType: 'application/pdf', buffer: BRIEF_PDF });
  await snap(page, 'quotation-new');
  await page.getByRole('button', { name: 'Submit Quotation' }).click();

  await expect(page).toHaveURL(/\/quotations\/Q-\d{4}-\d{6}$/);
  const uid = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: `Quotation #${uid}` })).toBeVisible();
  await expect(page.getByText('waistcoat-brief.pdf')).toBeVisible();
  await expect(page.getByText('The provider is pricing your request.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve Quotation' })).toHaveCount(0);
  await page.getByLabel('Comment on Waistcoat').fill('Can the buttons be covered in satin?');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Can the buttons be covered in satin?')).toBeVisible();

  // The provider prices it at the quote desk and answers the question.
  await signInAs(page, 'provider@demo.test', { at: '/admin/quotations' });
  await page.getByRole('link', { name: uid }).click();
  await expect(page.getByRole('heading', { name: `Quotation #${uid}` })).toBeVisible();
  await page.getByLabel(/^Waistcoat \(20 pcs/).fill('42.50');
  await page.getByLabel('Shipping fee').fill('18');
  await page.getByLabel('Additional fees').fill('0');
  await page.getByLabel('Comment on Waistcoat').fill('Yes: covered buttons are included in the price.');
  await page.getByRole('button', { name: 'Send comment' }).click();
  await expect(page.getByText('Yes: covered buttons are included in the price.')).toBeVisible();
  await snap(page, 'quote-desk');
  await page.getByRole('button', { name: 'Send prices' }).click();
  await expect(page.getByText('Prices saved: the customer has been e-mailed.')).toBeVisible();
  const priced = await latestMailTo(page, buyer);
  expect(priced.subject).toBe(`Quotation ${uid} is priced`);

  // The buyer approves it and finds the order it became.
  await signInAs(page, buyer, { at: `/quotations/${uid}` });
  // 20 x $42.50 = $850 + $18 shipping = $868, GST 9 % = $78.12: $946.12.
  await expect(page.getByTestId('quotation-total')).toHaveText('SGD 946.12');
  await expect(page.getByText('Yes: covered buttons are included in the price.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve Quotation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Quotation' }).click();
  await expect(page.getByText('Quotation Approved!')).toBeVisible();
  await expect(page.getByText(/Approved: placed as order/)).toBeVisible();
  await snap(page, 'quotation-approved');
  await page.getByRole('link', { name: /^LV-\d{4}-\d{6}$/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-summary')).toContainText('SGD 850.00');
  await expect(page.getByText('SGD 946.12').first()).toBeVisible();
  await expect(page.getByRole('link', { name: uid })).toBeVisible();
});
