import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { billingListRow, confirmYes, holdSession, sessionHeaders, signInAs, test } from './helpers.ts';

// The rollout runs on a company of its own, beside any other journey.
test.describe.configure({ mode: 'parallel' });
// 500 rows, three locations and four people on one shared, busy machine: screens may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
// A click that cannot land fails with the locator named rather than waiting out the whole journey.
test.use({ actionTimeout: 30_000 });

const BANK = {
  accountName: 'Livery Uniforms Pte. Ltd.',
  bank: 'DBS Bank Ltd',
  accountNumber: '072-123456-7',
  paynowUen: '201912345K',
};

/** The three properties of the rollout: which department each takes, and where it is. */
const SITES = [
  { name: 'Marina Tower', department: 'Front Office', street: '10 Marina Boulevard' },
  { name: 'Sentosa Resort', department: 'Housekeeping', street: '8 Sentosa Gateway' },
  { name: 'Orchard Suites', department: 'Food & Beverage', street: '350 Orchard Road' },
] as const;

const BASE_SIZES = ['S', 'M', 'L', 'XL'] as const;

/** The size typed on row i: mostly the polo's own, with some XXL, 2X and Extra Small among them. */
function typedSize(i: number): string {
  if (i % 50 === 7) return 'XXL';
  if (i % 50 === 19) return '2X';
  if (i % 50 === 31) return 'Extra Small';
  return BASE_SIZES[i % BASE_SIZES.length]!;
}

const READ_AS: Record<string, string> = { XXL: '2XL', '2X': '2XL', 'Extra Small': 'XS' };

const staffId = (i: number) => `HH-${String(i).padStart(4, '0')}`;

/**
 * A hotel group's roster: 496 people over three departments, then four rows repeating a staff ID (500 rows).
 * HH-0010 really wears two polos (kept twice); the repeats of HH-0020, HH-0030 and HH-0040 are mistakes
 * (typed in lower case here, so each row has its own name on the page).
 */
function rollOutRoster() {
  const people = Array.from({ length: 496 }, (_, index) => {
    const i = index + 1;
    return {
      staffId: staffId(i),
      name: `Guest Agent ${String(i).padStart(3, '0')}`,
      department: SITES[i % SITES.length]!.department,
      size: typedSize(i),
    };
  });
  const repeats = [
    {
      staffId: 'HH-0010',
      name: 'Guest Agent 010 second polo',
      department: SITES[10 % 3]!.department,
      size: 'L',
    },
    {
      staffId: 'hh-0020',
      name: 'Guest Agent 020 typed twice',
      department: SITES[20 % 3]!.department,
      size: 'M',
    },
    {
      staffId: 'hh-0030',
      name: 'Guest Agent 030 typed twice',
      department: SITES[30 % 3]!.department,
      size: 'M',
    },
    {
      staffId: 'hh-0040',
      name: 'Guest Agent 040 typed twice',
      department: SITES[40 % 3]!.department,
      size: 'M',
    },
  ];
  const rows = [...people, ...repeats];
  const csv = [
    'Staff ID,Name,Department,Size',
    ...rows.map((row) => `${row.staffId},${row.name},${row.department},${row.size}`),
  ].join('\r\n');
  // What is ordered: everyone once, HH-0010 twice, the three mistaken repeats dropped; aliases read.
  const kept = [...people, repeats[0]!];
  const pieces: Record<string, number> = {};
  const byDepartment: Record<string, number> = {};
  for (const row of kept) {
    const size = READ_AS[row.size] ?? row.size;
    pieces[size] = (pieces[size] ?? 0) + 1;
    byDepartment[row.department] = (byDepartment[row.department] ?? 0) + 1;
  }
  const aliasRows = (typed: string) => people.filter((row) => row.size === typed).length;
  return { csv, rowCount: rows.length, pieces, total: kept.length, byDepartment, aliasRows };
}

const SHOTS = process.env.ROLLOUT_SHOTS;

/** For the record when ROLLOUT_SHOTS names a folder: the screen at 1280 px and at 390 px wide. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The development mailbox's message to an address whose subject matches, once it has arrived. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages?: Mail[] } | Mail[];
        const list = Array.isArray(body) ? body : (body.messages ?? []);
        found = list.find((mail) => mail.to === to && subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** `SGD 1,234.50` for cents, as every screen writes money. */
const sgd = (cents: number) =>
  `SGD ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Cents from a written amount such as `SGD 1,234.50`. */
function parseMoney(text: string | null): number {
  const match = text?.match(/-?[\d,]+\.\d{2}/);
  expect(match, `an amount in ${text}`).toBeTruthy();
  return Math.round(Number(match![0].replace(/,/g, '')) * 100);
}

/** A figure of the report's cards, in cents. */
async function figure(page: Page, title: string): Promise<number> {
  const card = page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
  return parseMoney(await card.locator('.ant-statistic-content').textContent());
}

/** The text of a PDF, as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

test('a 500-garment rollout over three properties, from roster to delivery and payment, tells one story', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const roster = rollOutRoster();

  // Setup through the API: a hotel group of the journey's own (as the demo's Harbour Hotels: a person in charge, a
  // member of the front office team, the polo and two Marina addresses) that holds members' orders for approval,
  // and the third property's address in the company's book.
  const company = await makeOwnCompany(page.request, 'rollout', {
    approvalRule: 'member_orders',
    savedProducts: [{ sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' }],
  });
  const buyer = company.buyer.email;
  const member = company.member!.email;
  await holdSession(page, buyer);
  const buyerHeaders = await sessionHeaders(page);
  const orchard = await page.request.post('/api/addresses', {
    headers: buyerHeaders,
    data: {
      nickname: 'Orchard Suites',
      first_name: 'Lena',
      last_name: 'Ong',
      company: company.name,
      country: 'SG',
      address: SITES[2].street,
      city: 'Singapore',
      zip: '238868',
      phone: '+65 6733 0000',
    },
  });
  expect(orchard.status(), await orchard.text()).toBe(201);

  // The member uploads the roster on the bulk order screen.
  await holdSession(page, member);
  await page.goto('/bulk-order');
  const picker = page.getByRole('combobox', { name: 'Search your saved products' });
  await picker.click();
  await picker.fill('Polo');
  await page.locator('.ant-select-item-option', { hasText: 'Front Office Polo' }).first().click();
  await page.keyboard.press('Escape');
  await page.locator('input[type=file]').setInputFiles({
    name: 'harbour-rollout.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(roster.csv),
  });
  await expect(page.getByText(`${roster.rowCount} rows.`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Every row of a repeated staff ID is flagged, and the aliases are read as the polo's own sizes.
  await expect(page.getByText('Please clear all invalid 8 item(s) before adding to cart')).toBeVisible();
  await expect(
    page.getByText('8 rows share a staff ID with another row: HH-0010, HH-0020, HH-0030, HH-0040'),
  ).toBeVisible();
  await expect(page.getByText("Sizes read as the product's own")).toBeVisible();
  const mapping = page.getByText(/^Product 1 \(Front Office Polo\): /);
  await expect(mapping).toContainText(`“XXL” → 2XL (${roster.aliasRows('XXL')} rows)`);
  await expect(mapping).toContainText(`“2X” → 2XL (${roster.aliasRows('2X')} rows)`);
  await expect(mapping).toContainText(`“Extra Small” → XS (${roster.aliasRows('Extra Small')} rows)`);
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await shoot(page, 'bulk-review-duplicates');

  // HH-0010 wears two polos: both rows kept. The other repeats are mistakes: dropped.
  await page.getByRole('button', { name: 'Keep row HH-0010' }).first().click();
  await page.getByRole('button', { name: 'Keep row HH-0010' }).click();
  for (const repeat of ['hh-0020', 'hh-0030', 'hh-0040']) {
    await page.getByRole('button', { name: `Drop row ${repeat}`, exact: true }).click();
  }
  await expect(page.getByText(/Please clear all invalid/)).toHaveCount(0);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`${roster.total} rows`);

  await addToCart.click();
  await confirmYes(page, 'Add these items to your cart?');
  await expect(page).toHaveURL(/\/cart$/);
  const sizesText = ['XS', 'S', 'M', 'L', 'XL', '2XL']
    .filter((size) => roster.pieces[size])
    .map((size) => `${size}: ${roster.pieces[size]}`)
    .join(', ');
  await expect(page.getByText(sizesText).first()).toBeVisible();

  // Checkout as the member: the order waits for the person in charge.
  for (const [which, nickname] of [
    ['shipping', 'Head office'],
    ['billing', 'Accounts payable'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`^(Choose|Change) ${which} address$`) }).click();
    const addressPicker = page.getByRole('dialog');
    await addressPicker.getByLabel('Search addresses').fill('Marina');
    await addressPicker.getByText(nickname, { exact: true }).click();
    await addressPicker.getByRole('button', { name: 'Use this address' }).click();
    await expect(
      page.getByText(`${which[0]!.toUpperCase()}${which.slice(1)} address has been updated`),
    ).toBeVisible();
  }
  const poNumber = `PO-ROLLOUT-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('PO reference').fill(poNumber);
  const total = parseMoney(await page.getByTestId('cart-total').textContent());
  await page.getByRole('button', { name: 'Submit Order Request' }).click();
  await confirmYes(page, 'Do you want to place order?');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const orderUrl = new URL(page.url()).pathname;
  const heading = page.getByRole('heading', { level: 3, name: /^Order #LV-/ });
  await expect(heading).toBeVisible();
  const uid = (await heading.textContent())!.match(/LV-\d{4}-\d{6}/)![0];
  await expect(page.getByRole('alert').filter({ hasText: 'Waiting for approval' })).toBeVisible();

  // Three properties, each taking one department in one step; the second's address is new, added in place.
  await page.getByRole('button', { name: / Multilocation$/ }).click();
  const panel = page.locator('#multilocation');
  for (const [index, site] of SITES.entries()) {
    await panel.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await dialog.getByLabel('Name').fill(site.name);
    const addressSelect = dialog.getByRole('combobox', { name: 'Address' });
    if (index === 1) {
      await dialog.getByRole('button', { name: 'New address' }).click();
      const form = page.getByRole('dialog', { name: 'New address' });
      await form.getByLabel('First name').fill('Nur');
      await form.getByLabel('Last name').fill('Aziz');
      await form.getByLabel('Company').fill(company.name);
      const country = form.getByRole('combobox', { name: 'Country' });
      await country.click();
      await country.fill('Singapore');
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Singapore"]').click();
      await form.getByLabel('Address', { exact: true }).fill(site.street);
      await form.getByLabel('City').fill('Singapore');
      await form.getByLabel('Zip or postal code').fill('099981');
      await form.getByLabel('Phone').fill('+65 6275 0000');
      await form.getByLabel('Nickname').fill(site.name);
      await shoot(page, 'location-picker-new-address');
      await form.getByRole('button', { name: 'Create address' }).click();
      await expect(form).toBeHidden();
      await expect(
        dialog.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Address' }) }),
      ).toContainText(site.street);
    } else {
      const nickname = index === 0 ? 'Head office' : site.name;
      await addressSelect.click();
      await addressSelect.fill(nickname);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: nickname })
        .first()
        .click();
    }
    const people = roster.byDepartment[site.department]!;
    await dialog.getByText(new RegExp(`^All of ${site.department} · `)).click();
    await expect(dialog.getByText(new RegExp(`^All of ${site.department} · .*${people} pcs$`))).toBeVisible();
    if (index === 1) await shoot(page, 'location-picker');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(panel.getByText(site.name, { exact: true })).toBeVisible();
  }
  // Everyone has a property: nothing is left for the order's own address.
  await expect(panel.getByRole('button', { name: 'Add Location' })).toBeDisabled();

  // The person in charge is e-mailed, follows the mail to the order and approves it for the company.
  const approvalRequest = await mailTo(page, buyer, new RegExp(`^Order ${uid} waits for your approval$`));
  expect(approvalRequest.text).toContain(`Sam Lee placed an order of ${sgd(total)}`);
  const link = approvalRequest.text.match(/https?:\/\/\S+\/orders\/[0-9a-f-]{36}/)?.[0];
  expect(link, 'the mail links to the order').toBeTruthy();
  expect(new URL(link!).pathname).toBe(orderUrl);
  await signInAs(page, buyer, { at: orderUrl });
  await page.getByRole('button', { name: 'Approve Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Order' }).click();
  await expect(page.getByText('Order approved!')).toBeVisible();

  // The provider approves it too, which issues the invoice and mails the payment details to the member.
  await signInAs(page, 'provider@demo.test', { at: `/admin?keyword=${uid}` });
  const row = page.getByRole('row').filter({ hasText: uid });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByRole('button', { name: 'Mark Processed' })).toBeVisible();
  const paymentMail = await mailTo(
    page,
    member,
    new RegExp(`^Order ${uid} approved: payment details for INV-`),
  );
  const invoiceNumber = paymentMail.subject.match(/INV-[\w-]+/)![0];
  expect(paymentMail.text).toContain(`Invoice ${invoiceNumber}: ${sgd(total)} is due by `);
  expect(paymentMail.text).toContain(`Please quote ${invoiceNumber} as the payment reference.`);
  expect(paymentMail.text).toContain(
    `Pay by bank transfer to ${BANK.accountName}, ${BANK.bank}, account number ${BANK.accountNumber}.`,
  );
  expect(paymentMail.text).toContain(`Or pay by PayNow to UEN ${BANK.paynowUen}.`);
  expect(paymentMail.text).toContain(`Your purchase order: ${poNumber}.`);

  // The console's order lists each property with its address and pieces; three parcels, one to each.
  await row.getByRole('button', { name: uid }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Order ${uid}` });
  for (const site of SITES) {
    await expect(drawer.getByText(site.name, { exact: true })).toBeVisible();
    await expect(drawer.getByText(new RegExp(site.street)).first()).toBeVisible();
  }
  await shoot(page, 'console-order-drawer-locations');
  for (const [index, site] of SITES.entries()) {
    await drawer.getByRole('button', { name: 'New parcel' }).click();
    const parcel = page.getByRole('dialog', { name: `New parcel for ${uid}` });
    const destination = parcel.getByRole('combobox', { name: 'Destination' });
    await destination.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: site.name })
      .click();
    await expect(
      parcel.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Destination' }) }),
    ).toContainText(site.name);
    await parcel.getByLabel('Tracking number').fill(`TRK-ROLLOUT-${index + 1}`);
    await parcel.getByLabel('Packed in').fill(`Cartons for ${site.name}`);
    if (index === 0) await shoot(page, 'console-parcel-form');
    await parcel.getByRole('button', { name: 'Ship parcel' }).click();
    await expect(parcel).toBeHidden({ timeout: 60_000 });
  }
  await expect(drawer.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'New parcel' })).toHaveCount(0);

  // The member sees the order Shipped, every garment shipped, and a delivery order per property.
  await signInAs(page, member, { at: orderUrl });
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  // Each delivery order is offered on the order's delivery line and again under its location.
  const deliveryButtons = page.getByRole('button', { name: /DO-\d+-[123]$/ });
  await expect(deliveryButtons).toHaveCount(6);
  expect(new Set((await deliveryButtons.allTextContents()).map((name) => name.trim())).size).toBe(3);
  await shoot(page, 'buyer-order-shipped');
  const detail = (await (
    await page.request.get(`/api${orderUrl}`, { headers: await sessionHeaders(page) })
  ).json()) as { order: { delivery_orders: Array<{ url: string; location_name: string | null }> } };
  const deliveries = detail.order.delivery_orders;
  expect(deliveries.map((delivery) => delivery.location_name).sort()).toEqual(
    SITES.map((site) => site.name).sort(),
  );
  for (const delivery of deliveries) {
    const site = SITES.find((each) => each.name === delivery.location_name)!;
    const pdf = await page.request.get(delivery.url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const text = pdfText(await pdf.body());
    expect(text).toContain(site.street);
    for (const other of SITES.filter((each) => each !== site)) expect(text).not.toContain(other.street);
  }
  await page.getByRole('link', { name: 'Product Status' }).click();
  const polo = page.getByRole('listitem').filter({ hasText: 'Front Office Polo' });
  await expect(polo.getByText(`${roster.total} Shipped`)).toBeVisible();
  await expect(polo.getByText(/Pending|In production|Ready/)).toHaveCount(0);

  // Before the payment: the billing list owes the invoice's total, and the report's row agrees.
  await signInAs(page, buyer, { at: `/billings?keyword=${uid}` });
  const billingRow = billingListRow(page, uid);
  await expect(billingRow).toContainText(invoiceNumber);
  await expect(billingRow).toContainText(`${sgd(total)} due`);
  await page.goto('/report');
  const reportRow = page.getByRole('row').filter({ hasText: uid });
  await expect(reportRow).toContainText(sgd(total));
  const paidBefore = await figure(page, 'Total Paid');
  const outstandingBefore = await figure(page, 'Total Outstanding');

  // The provider records the payment against the invoice; the member receives a receipt.
  await signInAs(page, 'provider@demo.test', { at: '/admin/invoices' });
  await page.getByLabel('Search invoices').fill(uid);
  const invoiceRow = page.getByRole('row').filter({ hasText: uid });
  await invoiceRow.getByRole('button', { name: invoiceNumber }).click();
  const invoiceDrawer = page.getByRole('dialog');
  await invoiceDrawer.getByLabel('Amount', { exact: true }).fill((total / 100).toFixed(2));
  await invoiceDrawer.getByLabel('Reference').fill(invoiceNumber);
  await invoiceDrawer.getByRole('button', { name: 'Record payment' }).click();
  await expect(invoiceDrawer).toContainText('Paid');
  const receipt = await mailTo(page, member, new RegExp(`^Receipt: .* received for ${invoiceNumber}$`));
  expect(receipt.subject).toBe(`Receipt: ${sgd(total)} received for ${invoiceNumber}`);

  // The report and the billing list agree: the invoice's total moved from outstanding to paid.
  await signInAs(page, buyer, { at: `/billings?keyword=${uid}` });
  await expect(page.getByRole('row').filter({ hasText: uid })).toContainText('Paid');
  await page.goto('/report');
  await expect(page.getByRole('row').filter({ hasText: uid })).toContainText(sgd(total));
  await expect.poll(() => figure(page, 'Total Paid')).toBe(paidBefore + total);
  expect(await figure(page, 'Total Outstanding')).toBe(outstandingBefore - total);
  await shoot(page, 'report');
});
