import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import {
  chooseOption,
  confirmYes,
  openFromSidebar,
  signInAs,
  snap,
  snapBothWidths,
  test,
} from './helpers.ts';

const ROSTER = [
  'staff_id,name,nametag,sex,department,cost_center,product1_size,product1_qty,product2_size,product2_qty,other_info,shoe_colour',
  '00123,Ana Lim,Ana,female,Front Office,CC-01,M,5,NA,0,Night shift,black',
  '00456,Raj Kumar,Raj,male,Kitchen,CC-02,L,5,One Size,5,,black',
  ',Mo Missing,Mo,male,Front Office,CC-01,S,1,NA,0,,brown',
  '0789,Uma Size,Uma,female,Front Office,CC-01,5XL,1,NA,0,,brown',
  '0790,Leo Tag,ABCDEFGHIJKLMNOPQRSTUVWXYZ,male,Kitchen,CC-02,XL,1,One Size,5,,black',
].join('\r\n');

// Each journey orders on a company of its own (its buyer's saved products as the demo buyer's), so the journeys run
// side by side and leave nothing in anyone else's cart.
test.describe.configure({ mode: 'parallel' });

/** The demo buyer's polo, apron and hoodie, saved on a company of the journey's own; signs its buyer in. */
async function signInOnOwnCompany(page: Page, label: string) {
  const company = await makeOwnCompany(page.request, label, {
    member: false,
    savedProducts: [
      { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' },
      { sku: 'LV-APRN-01', title: 'Banquet Bib Apron', colour: 'Black' },
      { sku: 'LV-HOOD-01', title: 'Events Crew Hoodie', colour: 'Charcoal', forTeam: false },
    ],
  });
  await signInAs(page, company.buyer.email);
}

async function pickProduct(page: Page, search: string, title: string) {
  const picker = page.getByRole('combobox', { name: 'Search your saved products' });
  await picker.click();
  await picker.fill(search);
  await page.locator('.ant-select-item-option', { hasText: title }).click();
}

test('a buyer orders two products for a staff roster, fixes the invalid rows and lands on the cart', async ({
  page,
}) => {
  await signInOnOwnCompany(page, 'bulk-roster');
  await expect(page).toHaveURL(/\/overview$/);
  await openFromSidebar(page, 'Order Multiple Products', 'Bulk Order');
  await expect(page.getByRole('heading', { name: 'Order Multiple Products' })).toBeVisible();

  // Step 1: choose the polo (product 1) and the apron (product 2), then upload the roster.
  await pickProduct(page, 'Polo', 'Front Office Polo');
  await pickProduct(page, 'Apron', 'Banquet Bib Apron');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Product 1').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Banquet Bib Apron' })).toBeVisible();
  await expect(page.getByText('Only .csv, one file, under 5 MB.')).toBeVisible();
  await snapBothWidths(page, 'bulk-order-step-1');

  await page.locator('input[type=file]').setInputFiles({
    name: 'harbour-roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(ROSTER),
  });

  // Step 2: the columns are mapped by their names; the user checks and goes on.
  await expect(page.getByText('harbour-roster.csv').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Field for column staff_id' })).toBeVisible();
  await expect(page.getByText('Product 2 qty (Banquet Bib Apron)')).toBeVisible();
  // An unrecognised column is dropped, shown as not used.
  await expect(
    page.getByRole('row', { name: /shoe_colour/ }).getByText('not used', { exact: true }),
  ).toBeVisible();
  await snapBothWidths(page, 'bulk-order-step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: exactly the three bad rows are invalid, first, with the spec's messages.
  await expect(page.getByText('Please clear all invalid 3 item(s) before adding to cart')).toBeVisible();
  // The two steps behind are marked done, apart from the current one.
  const steps = page.locator('.ant-steps');
  await expect(steps.getByRole('img', { name: 'Done' })).toHaveCount(2);
  await expect(steps.getByRole('img', { name: 'Current step' })).toHaveCount(1);
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(3);
  await expect(page.getByText('VALID', { exact: true })).toHaveCount(2);
  await expect(page.getByText('- Input Staff ID')).toBeVisible();
  await expect(
    page.getByText("- Size 5XL is not one of Front Office Polo's sizes: XS, S, M, L, XL, 2XL, 3XL or NA"),
  ).toBeVisible();
  await expect(page.getByText('- Tags Max 25 Characters')).toBeVisible();
  await expect(page.getByLabel('Staff ID of row 00123')).toHaveValue('00123');
  await expect(page.getByLabel('Staff ID of row 0789')).toHaveValue('0789');
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await snapBothWidths(page, 'bulk-order-step-3');

  // Fix each row in the table: checked again as the user types.
  await page.getByLabel('Staff ID of row 3').fill('00999');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Product 1 size (Front Office Polo) of row 0789' }),
    'M',
  );
  await page.getByLabel('Name tag of row 0790').fill('Leo');
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Please clear all invalid/)).toHaveCount(0);
  await expect(page.getByLabel('Staff ID of row 00999')).toHaveValue('00999');
  await snapBothWidths(page, 'bulk-order-step-3-fixed');

  await addToCart.click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Front Office Polo').first()).toBeVisible();
  await expect(page.getByText('Banquet Bib Apron').first()).toBeVisible();
  await snap(page, 'bulk-order-cart');
});

test('a buyer picks a product on the dashboard, downloads the sample template and orders typed quantities', async ({
  page,
}) => {
  await signInOnOwnCompany(page, 'bulk-typed');
  await expect(page).toHaveURL(/\/overview$/);
  // Selecting the hoodie on the dashboard opens the bulk order with it chosen (?uids=).
  await page.getByLabel('Select Events Crew Hoodie').check();
  await page.getByRole('button', { name: 'Place Order (1)' }).click();
  await expect(page).toHaveURL(/\/bulk-order\?uids=[0-9a-f-]{36}$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Events Crew Hoodie' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sample template' }).click();
  expect((await download).suggestedFilename()).toBe('mf-bulkorder-sample-template.csv');

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await page.getByLabel('Events Crew Hoodie size L quantity').fill('4');
  await page.getByLabel('Events Crew Hoodie size XL quantity').fill('2');
  await expect(page.getByText('Total: 6')).toBeVisible();
  // The hoodie's minimum order is 10 pieces: Add to Cart waits for it.
  await expect(page.getByText('Minimum Order: 10 Units')).toBeVisible();
  await expect(addToCart).toBeDisabled();
  await page.getByLabel('Events Crew Hoodie size XL quantity').fill('6');
  await expect(page.getByText('Total: 10')).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await snapBothWidths(page, 'bulk-order-manual');
  await addToCart.click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Events Crew Hoodie').first()).toBeVisible();
});

test('a 10,000-row roster is read off the page, paged 25 rows at a time, and rows can be removed and added', async ({
  page,
}) => {
  const lines = ['Staff ID,Full Name,Gender,Dept,Cost Centre,Size,Qty'];
  for (let i = 1; i <= 10_000; i++) {
    // Every 1000th employee lacks a staff ID.
    const staffId = i % 1000 === 0 ? '' : String(i).padStart(6, '0');
    lines.push(`${staffId},"Employee ${i}, Jr",${i % 2 ? 'male' : 'female'},Dept ${i % 7},CC-${i % 5},M,1`);
  }
  await signInOnOwnCompany(page, 'bulk-10000');
  await expect(page).toHaveURL(/\/overview$/);
  await openFromSidebar(page, 'Order Multiple Products', 'Bulk Order');
  await pickProduct(page, 'Polo', 'Front Office Polo');
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'all-staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });

  // With one product, plain Size and Qty columns are that product's.
  await expect(page.getByText('10,000 rows.')).toBeVisible();
  await expect(page.getByText('Product 1 size (Front Office Polo)')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Please clear all invalid 10 item(s) before adding to cart')).toBeVisible();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('10,000 rows');
  await expect(page.getByText('INVALID', { exact: true })).toHaveCount(10);
  await expect(page.getByText('VALID', { exact: true })).toHaveCount(15);

  // Remove one invalid row, after confirming.
  await page.getByRole('button', { name: 'Remove row 1000', exact: true }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Please clear all invalid 9 item(s) before adding to cart')).toBeVisible();

  // Add an employee with the form: required fields first get their messages, nothing typed is lost.
  await page.getByRole('button', { name: 'Add employee' }).click();
  const form = page.getByRole('dialog', { name: 'Add employee' });
  await form.getByLabel('Staff ID').fill('000001');
  await form.getByRole('button', { name: 'Add row' }).click();
  await expect(form.getByText('Input Full Name')).toBeVisible();
  await expect(form.getByLabel('Staff ID')).toHaveValue('000001');
  await form.getByLabel('Full Name').fill('New Starter');
  await chooseOption(page, form.getByLabel('Sex'), 'female');
  await form.getByLabel('Department').fill('Front Office');
  await form.getByLabel('Cost Center').fill('CC-9');
  await chooseOption(page, form.getByLabel('Size'), 'S');
  await form.getByLabel('Quantity').fill('2');
  await snap(page, 'bulk-order-add-employee');
  await form.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByText('Row Added!')).toBeVisible();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('10,000 rows');

  // Clear empties the rows and returns to step 1.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Only .csv, one file, under 5 MB.')).toBeVisible();
});

test('a roster with a staff ID twice and XXL sizes: the sizes are read as 2XL, the buyer keeps or drops the repeats, and pages past page 1', async ({
  page,
}) => {
  // A long journey (import, keep and drop, two pages, sort, cart): give it the slow test's time.
  test.slow();
  // 40 people: FO-1003 is on two rows, FO-1007 too; two people typed XXL and one Extra Large.
  const lines = ['Staff ID,Name,Department,Size'];
  for (let i = 1; i <= 40; i++) {
    const size = i === 5 || i === 33 ? 'XXL' : i === 12 ? 'Extra Large' : 'M';
    lines.push(`FO-${1000 + i},Person ${String(i).padStart(2, '0')},Front Office,${size}`);
  }
  lines.push('FO-1003,Person 03 again,Front Office,L');
  lines.push('fo-1007,Person 07 again,Front Office,S');
  await signInOnOwnCompany(page, 'bulk-repeats');
  await expect(page).toHaveURL(/\/overview$/);
  await openFromSidebar(page, 'Order Multiple Products', 'Bulk Order');
  await pickProduct(page, 'Polo', 'Front Office Polo');
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'rollout-roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });
  await expect(page.getByText('42 rows.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The four rows of the two repeated staff IDs come first, each saying which row it repeats.
  await expect(page.getByText('Please clear all invalid 4 item(s) before adding to cart')).toBeVisible();
  await expect(page.getByText('4 rows share a staff ID with another row: FO-1003, FO-1007')).toBeVisible();
  await expect(page.getByText('- Staff ID FO-1003 is also on row 41: keep or drop this row')).toBeVisible();
  await expect(page.getByText('- Staff ID FO-1003 is also on row 3: keep or drop this row')).toBeVisible();
  // XXL and Extra Large were read as the polo's own 2XL and XL, and the buyer is told so.
  await expect(page.getByText("Sizes read as the product's own")).toBeVisible();
  await expect(
    page.getByText('Product 1 (Front Office Polo): “XXL” → 2XL (2 rows), “Extra Large” → XL (1 row)'),
  ).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();

  // At 1280 px the size a buyer fixes is in view beside the name, without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Staff ID of row FO-1001').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('combobox', { name: 'Product 1 size (Front Office Polo) of row FO-1001' }),
  ).toBeInViewport();
  await page.evaluate('window.scrollTo(0, 0)');
  await snap(page, 'bulk-order-duplicates-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'bulk-order-duplicates-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Keep both rows of FO-1003 (two polos for that person); drop the repeat of FO-1007.
  await page.getByRole('button', { name: 'Keep row FO-1003' }).first().click();
  await page.getByRole('button', { name: 'Keep row FO-1003' }).click();
  await expect(page.getByText('Please clear all invalid 2 item(s) before adding to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Drop row fo-1007', exact: true }).click();
  await expect(page.getByText(/Please clear all invalid/)).toHaveCount(0);
  await expect(page.getByText('KEPT: ID TWICE')).toHaveCount(2);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('41 rows');

  // Page 2 shows rows 26 onward, and stays there: the read XXL of row 33 is on it.
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  const row33 = page.getByRole('combobox', { name: 'Product 1 size (Front Office Polo) of row FO-1033' });
  await expect(row33).toBeVisible();
  await expect(page.getByRole('row').filter({ has: row33 }).getByText('read from “XXL”')).toBeVisible();
  await expect(page.getByLabel('Staff ID of row FO-1001')).toHaveCount(0);
  await snap(page, 'bulk-order-page-2');

  // Sorting by name goes back to page 1, as a new order of rows should.
  await page.getByRole('columnheader', { name: 'Name' }).first().click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  await addToCart.click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);
  // 41 rows, one piece each: the kept repeat of FO-1003 is billed, the dropped one of FO-1007 is not.
  await expect(page.getByText('M: 37, L: 1, XL: 1, 2XL: 2').first()).toBeVisible();
});
