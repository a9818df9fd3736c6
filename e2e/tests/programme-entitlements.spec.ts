import { expect, type Page } from '@playwright/test';
import { approveAsProvider, makeOwnCompany } from '../fixtures/own-company.ts';
import { confirmYes, leaveTheApp, sessionHeaders, signInAs, snapBothWidths, test } from './helpers.ts';

// Issue 25's Done-when journey, on a company of its own: the person in charge gives a role an allocation and sends
// orders beyond an entitlement to approval; a member orders beyond it for an employee of that role; the order waits
// for the person in charge, who approves it; the provider approves it and its invoice shows on the statement of
// account. The API has no way to back-date an invoice, so the statement is checked for its current bucket; the demo's
// overdue invoice (Harbour Hotels, net 30) shows the ageing past due.
test.describe.configure({ mode: 'parallel' });

const STAFF_ID = 'FO-7001';
const EMPLOYEE = 'Nina Park';

async function chooseAddress(page: Page, button: string, nickname: string, notice: string) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search addresses').fill('Marina');
  await picker.getByText(nickname, { exact: true }).click();
  await picker.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText(notice)).toBeVisible();
}

async function pickProduct(page: Page, search: string, title: string) {
  const picker = page.getByRole('combobox', { name: 'Search your saved products' });
  await picker.click();
  await picker.fill(search);
  await page.locator('.ant-select-item-option', { hasText: title }).click();
}

test('an order beyond an allocation waits for the person in charge, then its invoice shows on the statement', async ({
  page,
}) => {
  // Three sign-ins and screens at two widths on a shared, busy machine: past the default minute.
  test.setTimeout(300_000);
  const company = await makeOwnCompany(page.request, 'programme entitlements', {
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });

  // The person in charge: orders beyond an entitlement wait for approval, and Front Office gets 2 polos a year.
  await signInAs(page, company.buyer.email, { at: '/programme' });
  const year = page.locator('.ant-card', { hasText: 'Programme year' });
  const beyond = year.getByRole('combobox', { name: "An order beyond an employee's entitlement" });
  await beyond.click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: 'Waits for approval' }).click();
  await year.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Name').fill('Front Office');
  await dialog.getByRole('combobox', { name: 'Item 1' }).click({ force: true });
  await page.keyboard.type('Front Office Polo');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Quantity of item 1').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Front Office was added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Front Office/ })).toContainText('2 × Front Office Polo');
  await page.reload();
  await expect(year.getByText('Waits for approval')).toBeVisible();
  await snapBothWidths(page, 'programme-entitlements-programme');

  // The employee is in the employee database; the person in charge gives her the role.
  const imported = await page.request.post('/api/employees/import', {
    headers: await sessionHeaders(page),
    data: { employees: [{ staff_id: STAFF_ID, name: EMPLOYEE }] },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await page.goto('/employees');
  await page.getByLabel('Search employees').fill(STAFF_ID);
  await page.getByRole('button', { name: `Edit ${EMPLOYEE}` }).click();
  const editing = page.getByRole('dialog', { name: `Employee ${STAFF_ID}` });
  await editing.getByRole('combobox', { name: 'Programme role' }).click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: /^Front Office$/ }).click();
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(STAFF_ID) })).toContainText('Front Office');

  // The member orders 3 polos for her: the cart shows the 2 the allocation covers and the 1 beyond it. The other
  // employee on the roster has no role, so the card names only her.
  await leaveTheApp(page);
  await signInAs(page, company.member!.email, { at: '/bulk-order' });
  await pickProduct(page, 'Polo', 'Front Office Polo');
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'front-office.csv',
    mimeType: 'text/csv',
    // The polo's minimum is 10 pieces: a new starter without a role yet takes the other 7.
    buffer: Buffer.from(
      `Staff ID,Full Name,product1_size,product1_qty\n${STAFF_ID},${EMPLOYEE},M,3\nFO-7002,Omar Aziz,L,7\n`,
    ),
  });
  await expect(page.getByRole('combobox', { name: 'Field for column Staff ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  // Before the cart, the review shows what the order uses of her allocation and what is left, as the cart will.
  const preview = page.getByTestId('entitlement-uses');
  await expect(preview.getByText('Part of this order is beyond an entitlement')).toBeVisible();
  const ninaBefore = preview.getByRole('listitem').filter({ hasText: EMPLOYEE });
  await expect(preview.getByRole('listitem')).toHaveCount(1);
  await expect(ninaBefore).toContainText('Uses 2 items');
  await expect(ninaBefore).toContainText('Left after 0 items');
  await expect(ninaBefore.getByText(/^Beyond: 1 item, SGD \d+\.\d\d$/)).toBeVisible();
  await preview.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'programme-entitlements-bulk-order');
  // The bulk order's Entitlements card reads as the cart's will and can stay on screen while the cart loads, so the
  // cart is read once it has answered what checking out uses and shows its own checkout.
  const cartUsesAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/programme/cart_uses',
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);
  expect((await cartUsesAnswer).ok(), 'the cart answers what checking out uses').toBe(true);
  await expect(page.getByRole('button', { name: 'Submit Order Request' })).toBeVisible();
  const uses = page.getByTestId('entitlement-uses');
  await expect(uses.getByText('Part of this order is beyond an entitlement')).toBeVisible();
  await expect(uses.getByText("Your company's rule: waits for approval.")).toBeVisible();
  const nina = uses.getByRole('listitem').filter({ hasText: EMPLOYEE });
  await expect(uses.getByRole('listitem')).toHaveCount(1);
  await expect(nina).toContainText(STAFF_ID);
  await expect(nina).toContainText('Front Office');
  await expect(nina).toContainText('Uses 2 items');
  await expect(nina).toContainText('Left after 0 items');
  await expect(nina.getByText(/^Beyond: 1 item, SGD \d+\.\d\d$/)).toBeVisible();
  await uses.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'programme-entitlements-cart');

  // The member has no addresses of her own: she picks the company's.
  await chooseAddress(page, 'Choose shipping address', 'Head office', 'Shipping address has been updated');
  await chooseAddress(page, 'Choose billing address', 'Accounts payable', 'Billing address has been updated');
  await page.getByLabel('PO reference').fill('PO-FO-7001');
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await confirmYes(page, 'Do you want to place order?');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUuid = /\/orders\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const orderUrl = `/orders/${orderUuid}`;

  // The member sees who must approve next: the team's person in charge, at level 1.
  const approval = page.locator('.ant-card', { hasText: 'Company approval' });
  await expect(approval.getByText(/Next to approve \(level 1\):/)).toBeVisible();
  await expect(approval).toContainText(company.buyer.name);
  await expect(approval.getByText(`Waiting for ${company.buyer.name}`)).toBeVisible();
  const excess = page.getByTestId('entitlement-excess');
  await expect(excess).toContainText(/Needs approval: SGD \d+\.\d\d beyond entitlement/);
  await expect(excess).toContainText(`${EMPLOYEE} (${STAFF_ID}): 1 × Front Office Polo`);
  await snapBothWidths(page, 'programme-entitlements-order-waiting');

  // The person in charge approves.
  await leaveTheApp(page);
  await signInAs(page, company.buyer.email, { at: orderUrl });
  await page.getByRole('button', { name: 'Approve Order' }).click();
  const approveDialog = page.getByRole('dialog').filter({ hasText: 'Approve this order?' });
  await approveDialog.getByRole('button', { name: 'Approve Order' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve Order' })).toHaveCount(0);
  await expect(approval.getByText(new RegExp(`^Approved by ${company.buyer.name}`))).toBeVisible();

  // The provider approves, which issues the invoice; the statement of account shows it, not yet due.
  await approveAsProvider(page.request, orderUuid);
  const invoice = await page.request.get(`/api/orders/${orderUuid}/invoice`, {
    headers: await sessionHeaders(page),
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const { invoice: issued } = (await invoice.json()) as {
    invoice: { number: string; balance: number } | null;
  };
  expect(issued, 'the invoice issued on the provider approval').not.toBeNull();
  const balance = `SGD ${(issued!.balance / 100).toFixed(2)}`;

  await page.goto('/billings');
  const statement = page.locator('.ant-card', { hasText: 'Statement of account' });
  await expect(statement.getByText(balance).first()).toBeVisible();
  const aged = statement.getByRole('list', { name: 'Aged balance' });
  await expect(aged.getByRole('listitem').filter({ hasText: 'Current (not yet due)' })).toContainText(
    balance,
  );
  for (const bucket of await aged.getByRole('listitem').all()) {
    if ((await bucket.textContent())?.startsWith('Current')) continue;
    await expect(bucket).toContainText('SGD 0.00');
  }
  const row = statement.getByRole('row', { name: new RegExp(issued!.number) });
  await expect(row).toContainText(balance);
  await expect(row).toContainText('Not due');
  await statement.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'programme-entitlements-statement');
});

test("the demo's statement of account ages its overdue net-30 invoice past its due day", async ({ page }) => {
  await signInAs(page, 'buyer@demo.test', { at: '/billings' });
  const answer = await page.request.get('/api/billings/statement', { headers: await sessionHeaders(page) });
  expect(answer.ok(), await answer.text()).toBe(true);
  const found = (await answer.json()) as {
    payment_terms: string;
    invoices: Array<{ number: string; bucket: string; days_overdue: number | null; balance: number }>;
  };
  expect(found.payment_terms).toBe('net_30');
  const overdue = found.invoices.filter((invoice) => invoice.bucket !== 'current');
  expect(overdue, 'the demo has one overdue invoice').toHaveLength(1);
  const [late] = overdue;
  const label = { days_1_30: '1 - 30 days', days_31_60: '31 - 60 days' }[late!.bucket as 'days_1_30'];
  expect(label, `the overdue invoice's bucket ${late!.bucket}`).toBeDefined();

  const statement = page.locator('.ant-card', { hasText: 'Statement of account' });
  await expect(statement.getByText('Net 30 days')).toBeVisible();
  const row = statement.getByRole('row', { name: new RegExp(late!.number) });
  await expect(row).toContainText(`${late!.days_overdue} day${late!.days_overdue === 1 ? '' : 's'} overdue`);
  const balance = (await row
    .getByText(/^SGD [\d,]+\.\d\d$/)
    .last()
    .textContent())!;
  const bucket = statement
    .getByRole('list', { name: 'Aged balance' })
    .getByRole('listitem')
    .filter({ hasText: label });
  await expect(bucket).toContainText(balance);
  await statement.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'programme-entitlements-demo-statement-overdue');
});
