import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { chooseOption, confirmYes, signInAs, snap, test } from './helpers.ts';

// The roster is ordered on a company of the journey's own, whose buyer has the demo buyer's polo, apron and two
// addresses: its cart and orders are its own.
test.describe.configure({ mode: 'parallel' });

// Two products for five employees: a missing staff id, an unknown size and a 26-character name tag are the
// three invalid rows; the staff ids with leading zeros must stay as typed.
const ROSTER = [
  'Staff ID,Full Name,Name Tag,Gender,Department,Cost Center,product1_size,product1_qty,product2_size,product2_qty',
  '00123,Ana Lim,Ana,female,Front Office,CC-01,M,5,NA,0',
  '00456,Raj Kumar,Raj,male,Kitchen,CC-02,L,5,One Size,5',
  ',Mo Missing,Mo,male,Front Office,CC-01,S,1,NA,0',
  '0789,Uma Size,Uma,female,Front Office,CC-01,5XL,1,NA,0',
  '0790,Leo Tag,ABCDEFGHIJKLMNOPQRSTUVWXYZ,male,Kitchen,CC-02,XL,1,One Size,5',
].join('\n');

const PO_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function pickProduct(page: Page, search: string, title: string) {
  const picker = page.getByRole('combobox', { name: 'Search your saved products' });
  await picker.click();
  await picker.fill(search);
  await page.locator('.ant-select-item-option', { hasText: title }).click();
}

async function chooseAddress(page: Page, button: string, nickname: string, notice: string) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search addresses').fill('Marina');
  await picker.getByText(nickname, { exact: true }).click();
  await picker.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

test('a staff roster becomes an order: invalid rows fixed in the table, a discount, addresses and a PO file', async ({
  page,
}) => {
  const company = await makeOwnCompany(page.request, 'roster-to-order', {
    member: false,
    savedProducts: [
      { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' },
      { sku: 'LV-APRN-01', title: 'Banquet Bib Apron', colour: 'Black' },
    ],
  });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);

  await page.goto('/bulk-order');
  await pickProduct(page, 'Polo', 'Front Office Polo');
  await pickProduct(page, 'Apron', 'Banquet Bib Apron');
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'march-roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ROSTER),
  });
  await expect(page.getByRole('combobox', { name: 'Field for column Staff ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Exactly the three bad rows are invalid, each with its message; leading zeros are kept.
  await expect(page.getByText('Please clear all invalid 3 item(s) before adding to cart')).toBeVisible();
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(3);
  await expect(page.getByText('- Input Staff ID')).toBeVisible();
  await expect(
    page.getByText("- Size 5XL is not one of Front Office Polo's sizes: XS, S, M, L, XL, 2XL, 3XL or NA"),
  ).toBeVisible();
  await expect(page.getByText('- Tags Max 25 Characters')).toBeVisible();
  await expect(page.getByLabel('Staff ID of row 00123')).toHaveValue('00123');
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();

  await page.getByLabel('Staff ID of row 3').fill('00999');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Product 1 size (Front Office Polo) of row 0789' }),
    'M',
  );
  await page.getByLabel('Name tag of row 0790').fill('Leo');
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(0);
  await addToCart.click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);

  // 13 polos at the 10-piece tier ($24.50) and 10 aprons ($18.50): $503.50, shipped locally for free.
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await chooseAddress(page, 'Change shipping address', 'Head office', 'Shipping address has been updated');
  await chooseAddress(page, 'Change billing address', 'Accounts payable', 'Billing address has been updated');
  await expect(page.getByText('SGD 503.50')).toBeVisible();
  await page.getByLabel('Discount code').pressSequentially('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  // 10% off = $50.35; GST 9% of $453.15 = $40.78; total $493.93.
  await expect(page.getByText('SGD -50.35')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('SGD 493.93');

  // The roster travelled with the polo: its item page lists the employees.
  await page.getByRole('link', { name: 'Front Office Polo' }).click();
  await expect(page.getByText('00123').first()).toBeVisible();
  await expect(page.getByText('00999').first()).toBeVisible();
  await snap(page, 'roster-cart-item');
  await page.goBack();

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'PO-2026-031.pdf', mimeType: 'application/pdf', buffer: PO_PDF });
  await expect(page.getByText('PO-2026-031.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await confirmYes(page, 'Do you want to place order?');

  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText('SGD 493.93').first()).toBeVisible();
  await expect(page.getByText('SGD -50.35')).toBeVisible();
  await expect(page.getByText('SGD 40.78')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PO-2026-031.pdf' })).toBeVisible();
  await snap(page, 'roster-order');

  // Down to each employee's garment: the polo's five people, staff ids sorted as numbers, filtered by name.
  await page.getByRole('link', { name: 'Product Status' }).click();
  await expect(page.getByRole('heading', { name: /Order #LV-\d{4}-\d{6} - Product Status/ })).toBeVisible();
  const polo = page.getByRole('listitem').filter({ hasText: 'Front Office Polo' });
  await expect(polo.getByText('13 Pending')).toBeVisible();
  await polo.getByRole('button', { name: 'Show Status' }).click();
  await expect(polo.getByRole('cell', { name: '00123', exact: true })).toBeVisible();
  await polo.getByRole('columnheader', { name: 'Staff ID' }).click();
  await expect(polo.getByRole('row').nth(1)).toContainText('00123');
  await polo.getByLabel('Filter by name').fill('raj');
  await expect(polo.getByRole('row')).toHaveCount(2);
  await expect(polo.getByRole('row').nth(1)).toContainText('Raj Kumar');
  await snap(page, 'order-product-status');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'order-product-status-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export employees' }).click();
  expect((await download).suggestedFilename()).toMatch(/^order-LV-\d{4}-\d{6}-employees\.xlsx$/);

  // Reorder opens the bulk order with the order's two saved products and its people, sizes, quantities and
  // name tags, straight at the review; Duplicate says it goes straight into the cart.
  await page.getByRole('link', { name: /Back to order/ }).click();
  const orderUrl = page.url();
  await expect(page.getByRole('button', { name: 'Duplicate into cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Reorder and review' }).click();
  await expect(page).toHaveURL(/\/bulk-order\?uids=/);
  expect(new URL(page.url()).searchParams.get('uids')?.split(',')).toHaveLength(2);
  await expect(page.getByLabel('Staff ID of row 00123')).toHaveValue('00123');
  await expect(page.getByLabel('Name tag of row 00456')).toHaveValue('Raj');
  await expect(page.getByLabel('Product 1 qty (Front Office Polo) of row 00456')).toHaveValue('5');
  await expect(page.getByText(/Please clear all invalid/)).toHaveCount(0);
  await snap(page, 'reorder-review');
  await page.goto(orderUrl);

  // Duplicate: the two lines go back into the cart with their quantities and name lists.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('2 lines added to your cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Front Office Polo').first()).toBeVisible();
});
