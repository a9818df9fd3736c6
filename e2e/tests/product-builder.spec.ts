import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { signInAs, snap, test } from './helpers.ts';

/** The polo's Front print area on the 650 px canvas, read from the catalogue when the test starts. */
const PRINT_AREA = { left: 0, top: 0, right: 0, bottom: 0 };

type LoadedProduct = {
  product: { product_id: string };
  faces: Array<{
    alias: string;
    pconfig: { px_per_cm: number; print_area: { left: number; top: number; width: number; height: number } };
  }>;
};
const TOLERANCE = 0.5;

/** A two-to-one logo that tries to run a script when shown: it must never run. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" onload="alert(1)">' +
  '<script>alert(2)</script><rect width="400" height="200" rx="24" fill="#1f3a5f"/>' +
  '<circle cx="200" cy="100" r="70" fill="#f4b942"/></svg>';

/** Calls the API as the signed-in page does (the session headers live in a cookie). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'livery_auth');
  const headers = session ? (JSON.parse(decodeURIComponent(session.value)) as Record<string, string>) : {};
  const response = await page.request.get(`/api/${path}`, { headers });
  return (await response.json()) as T;
}

async function savedProductUuid(page: Page, title: string): Promise<string> {
  const body = await apiGet<{ saved_products: Array<{ uuid: string; title: string }> }>(
    page,
    `saved_products?keyword=${encodeURIComponent(title)}`,
  );
  const found = body.saved_products.find((product) => product.title === title);
  expect(found, `saved product ${title}`).toBeTruthy();
  return found!.uuid;
}

async function boxOf(row: Locator) {
  const read = async (name: string) => Number((await row.getAttribute(`data-${name}`)) ?? 0);
  return {
    left: await read('left'),
    top: await read('top'),
    width: await read('width'),
    height: await read('height'),
    angle: await read('angle'),
  };
}

/**
 * The rectangle a placed artwork covers on the canvas: its box turned by its angle about the box's top-left
 * corner (where the builder's canvas anchors it), as the four corners' extent.
 */
function coveredRect(box: { left: number; top: number; width: number; height: number; angle?: number }) {
  const radians = ((box.angle ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const corners = [
    [0, 0],
    [box.width, 0],
    [box.width, box.height],
    [0, box.height],
  ].map(([x = 0, y = 0]) => ({ x: box.left + x * cos - y * sin, y: box.top + x * sin + y * cos }));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

function expectInsidePrintArea(box: {
  left: number;
  top: number;
  width: number;
  height: number;
  angle?: number;
}) {
  const covered = coveredRect(box);
  expect(covered.left).toBeGreaterThanOrEqual(PRINT_AREA.left - TOLERANCE);
  expect(covered.top).toBeGreaterThanOrEqual(PRINT_AREA.top - TOLERANCE);
  expect(covered.right).toBeLessThanOrEqual(PRINT_AREA.right + TOLERANCE);
  expect(covered.bottom).toBeLessThanOrEqual(PRINT_AREA.bottom + TOLERANCE);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(10 - TOLERANCE);
}

/** Canvas pixels to page coordinates (the canvas may be shown scaled down), kept on the screen. */
async function pagePoint(page: Page, x: number, y: number) {
  const canvas = page.getByTestId('design-canvas');
  const bounds = (await canvas.boundingBox())!;
  const scale = bounds.width / 650;
  const screen = page.viewportSize()!;
  return {
    x: Math.min(Math.max(bounds.x + x * scale, 1), screen.width - 1),
    y: Math.min(Math.max(bounds.y + y * scale, 1), screen.height - 1),
  };
}

/** The centre of a placed artwork, canvas pixels (its box turns about the top-left corner). */
function centreOf(box: { left: number; top: number; width: number; height: number; angle: number }) {
  const radians = (box.angle * Math.PI) / 180;
  const [x, y] = [box.width / 2, box.height / 2];
  return {
    x: box.left + x * Math.cos(radians) - y * Math.sin(radians),
    y: box.top + x * Math.sin(radians) + y * Math.cos(radians),
  };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

// Each journey designs on a company of its own whose buyer has the demo buyer's polo and apron; the phone journey
// opens the polo the first journey saved, so those two run in order, on the first one's company.
test.describe.configure({ mode: 'parallel' });

/** Makes a company of the journey's own with the polo and the apron saved, and signs its buyer in. */
async function signInOnOwnCompany(page: Page, label: string): Promise<string> {
  const company = await makeOwnCompany(page.request, label, {
    member: false,
    savedProducts: [
      { sku: 'LV-POLO-01', title: 'Front Office Polo', colour: 'Navy' },
      { sku: 'LV-APRN-01', title: 'Banquet Bib Apron', colour: 'Black' },
    ],
  });
  await signInAs(page, company.buyer.email);
  return company.buyer.email;
}

test.describe('the Concierge Polo, designed and saved', () => {
  test.describe.configure({ mode: 'serial' });
  /** The buyer whose company the first journey saved the Concierge Polo in. */
  let conciergeBuyer: string | undefined;

  test('a buyer designs a polo with artwork on two faces, saves it, reopens it intact and adds it to the cart', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran: ${dialog.message()}`);
    });
    conciergeBuyer = await signInOnOwnCompany(page, 'builder-two-faces');
    await expect(page).toHaveURL(/\/overview$/);

    // Open the polo of the catalogue in the builder.
    const polo = await savedProductUuid(page, 'Front Office Polo');
    const loaded = await apiGet<LoadedProduct>(page, `saved_products/${polo}`);
    const frontConfig = loaded.faces.find((face) => face.alias === 'Front')!.pconfig;
    const front = frontConfig.print_area;
    Object.assign(PRINT_AREA, {
      left: front.left,
      top: front.top,
      right: front.left + front.width,
      bottom: front.top + front.height,
    });
    await page.goto(`/design?product=${loaded.product.product_id}`);
    await expect(page.getByRole('heading', { name: 'Classic Pique Polo' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Front/ })).toHaveAttribute('aria-selected', 'true');

    // Front: upload the SVG; it is placed inside the print area.
    const upload = page.locator('input[type=file][accept=".svg,.jpg,.jpeg,.png"]');
    await upload.setInputFiles({
      name: 'harbour-logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LOGO_SVG),
    });
    const logo = page.getByRole('group', { name: 'Placed artwork harbour-logo' });
    await expect(logo).toBeVisible();
    expectInsidePrintArea(await boxOf(logo));

    // Dragging it far past the bottom-right corner stops at the print area.
    const start = await boxOf(logo);
    await page.waitForTimeout(300);
    await drag(
      page,
      await pagePoint(page, start.left + start.width / 2, start.top + start.height / 2),
      await pagePoint(page, 640, 640),
    );
    await expect.poll(async () => (await boxOf(logo)).left).not.toBe(start.left);
    const dragged = await boxOf(logo);
    expectInsidePrintArea(dragged);
    expect(dragged.left + dragged.width).toBeCloseTo(PRINT_AREA.right, 0);
    expect(dragged.top + dragged.height).toBeCloseTo(PRINT_AREA.bottom, 0);

    // Resizing by the top-left corner far beyond the canvas is clamped to the largest that fits.
    await drag(page, await pagePoint(page, dragged.left, dragged.top), await pagePoint(page, 5, 5));
    await expect.poll(async () => (await boxOf(logo)).width).toBeGreaterThan(dragged.width);
    expectInsidePrintArea(await boxOf(logo));

    // Typed widths are clamped between 1 cm and the maximum for this face, one decimal.
    const width = page.getByLabel('Width in cm of harbour-logo');
    await width.fill('999');
    await width.blur();
    // The widest this 2:1 logo can be is the print area's width, in cm rounded down to one decimal.
    const widestCm = Math.floor(((PRINT_AREA.right - PRINT_AREA.left) / frontConfig.px_per_cm) * 10) / 10;
    await expect(width).toHaveValue(widestCm.toFixed(1));
    // At 5.7 px a cm, 1 cm would draw this 2:1 logo under 10 px high: its smallest width is 3.6 cm.
    await width.fill('0.2');
    await width.blur();
    await expect(width).toHaveValue('3.6');
    await width.fill('12.34');
    await width.blur();
    await expect(width).toHaveValue('12.3');
    expectInsidePrintArea(await boxOf(logo));
    await expect(logo.getByLabel('Print size a5')).toBeVisible();

    // Without a mouse: the arrow keys move it, within the print area too.
    const beforeKeys = await boxOf(logo);
    await page.getByRole('button', { name: 'Move harbour-logo with the arrow keys' }).press('Shift+ArrowUp');
    await expect.poll(async () => (await boxOf(logo)).top).toBeCloseTo(beforeKeys.top - 10, 0);

    // The same artwork cannot go on the same face twice.
    await page.getByRole('button', { name: 'Design Manager' }).click();
    const manager = page.getByRole('dialog', { name: 'Design Manager' });
    await manager.getByRole('button', { name: 'Open artwork harbour-logo' }).click();
    await page.getByRole('button', { name: 'Use This Artwork' }).click();
    await expect(page.getByText('This artwork already added!')).toBeVisible();
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(manager).toBeHidden();

    // Back: upload the PNG; raster artwork starts 150 px wide.
    await page.getByRole('tab', { name: /Back/ }).click();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#c0392b' } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: png });
    const crest = page.getByRole('group', { name: 'Placed artwork crest' });
    await expect(crest).toBeVisible();
    expect((await boxOf(crest)).width).toBeCloseTo(150, 0);
    await snap(page, 'builder-back-1280');
    await page.getByRole('tab', { name: /Front/ }).click();
    await expect(logo).toBeVisible();
    await snap(page, 'builder-front-1280', { paintMs: 500 });

    // Finalize: below the minimum the notice is red and Add to cart is off; above it, on.
    await page.getByRole('tab', { name: 'Finalize' }).click();
    await page.getByRole('button', { name: 'Navy' }).click();
    await page.getByLabel('Quantity M').fill('5');
    await expect(page.getByTestId('minimum-order')).toHaveText('Minimum Order: 10 Units');
    await expect(page.getByTestId('minimum-order')).toHaveAttribute('data-met', 'false');
    await expect(page.getByTestId('minimum-order')).toHaveCSS('color', 'rgb(192, 57, 43)');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await page.getByLabel('Quantity M').fill('8');
    await page.getByLabel('Quantity L').fill('4');
    await expect(page.getByLabel('Total quantity')).toHaveText('12');
    await expect(page.getByTestId('minimum-order')).toHaveAttribute('data-met', 'true');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(page.getByTestId('subtotal')).not.toHaveText('SGD 0.00');
    await snap(page, 'builder-finalize-1280');

    // Save asks a name and a team, then lands on the saved products.
    await page.getByRole('button', { name: 'Save' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save product' });
    await saveDialog.getByLabel('Name').fill('Concierge Polo');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product Saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/saved-products/);

    // Reopened, the design is intact on both faces.
    const concierge = await savedProductUuid(page, 'Concierge Polo');
    await page.goto(`/saved_products/${concierge}`);
    await expect(page.getByRole('heading', { name: 'Concierge Polo' })).toBeVisible();
    await expect(logo).toBeVisible();
    await expect(page.getByLabel('Width in cm of harbour-logo')).toHaveValue('12.3');
    await page.getByRole('tab', { name: /Back/ }).click();
    await expect(crest).toBeVisible();
    expect((await boxOf(crest)).width).toBeCloseTo(150, 0);

    // Add to cart goes to the cart with the line.
    await page.getByRole('tab', { name: 'Finalize' }).click();
    await expect(page.getByLabel('Quantity M')).toHaveValue('8');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Concierge Polo')).toBeVisible();
  });

  test('the builder with artwork on two faces fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(conciergeBuyer, "the first journey's company").toBeTruthy();
    await signInAs(page, conciergeBuyer!);
    await expect(page).toHaveURL(/\/overview$/);
    const concierge = await savedProductUuid(page, 'Concierge Polo');
    await page.goto(`/saved_products/${concierge}`);
    await expect(page.getByRole('group', { name: 'Placed artwork harbour-logo' })).toBeVisible();
    const canvas = (await page.getByTestId('design-canvas').boundingBox())!;
    expect(canvas.width).toBeLessThanOrEqual(390);
    await snap(page, 'builder-front-390', { paintMs: 500 });
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow).toBeLessThanOrEqual(0);

    // Ordered to top up an inventory item: the reference popup and its link appear.
    const inventory = '3b241101-e2bb-4255-8caf-4136c566a962';
    await page.goto(`/saved_products/${concierge}?inventory_id=${inventory}`);
    await expect(page.getByText('Inventory Reference')).toBeVisible();
    await expect(page.getByRole('link', { name: 'your inventory item' })).toHaveAttribute(
      'href',
      `/inventories/${inventory}`,
    );
    await snap(page, 'builder-inventory-390');
  });
});

test('a placed artwork stays inside the print area however it is dragged, resized or rotated', async ({
  page,
}) => {
  await signInOnOwnCompany(page, 'builder-print-area');
  await expect(page).toHaveURL(/\/overview$/);
  const polo = await savedProductUuid(page, 'Front Office Polo');
  const loaded = await apiGet<LoadedProduct>(page, `saved_products/${polo}`);
  const front = loaded.faces.find((face) => face.alias === 'Front')!.pconfig.print_area;
  Object.assign(PRINT_AREA, {
    left: front.left,
    top: front.top,
    right: front.left + front.width,
    bottom: front.top + front.height,
  });
  await page.goto(`/design?product=${loaded.product.product_id}`);
  // The builder's canvas library is its own chunk: on a busy machine it can take a while to arrive.
  await expect(page.getByRole('tab', { name: /Front/ })).toHaveAttribute('aria-selected', 'true', {
    timeout: 60_000,
  });
  await page.locator('input[type=file][accept=".svg,.jpg,.jpeg,.png"]').setInputFiles({
    name: 'edge-logo.svg',
    mimeType: 'image/svg+xml',
    // Its own gold: the harbour logo's bytes are already kept under that name (decision 142).
    buffer: Buffer.from(
      LOGO_SVG.replace(/ onload="[^"]*"|<script>.*?<\/script>/g, '').replace('#f4b942', '#f4b945'),
    ),
  });
  const logo = page.getByRole('group', { name: 'Placed artwork edge-logo' });
  await expect(logo).toBeVisible();
  await page.waitForTimeout(300);

  /** Drags the artwork by its centre to a canvas point and waits for the builder to take the new place. */
  const dragTo = async (x: number, y: number) => {
    const before = await boxOf(logo);
    const centre = centreOf(before);
    await drag(page, await pagePoint(page, centre.x, centre.y), await pagePoint(page, x, y));
    await expect.poll(async () => JSON.stringify(await boxOf(logo))).not.toBe(JSON.stringify(before));
    return boxOf(logo);
  };

  // Far past each edge of the print area (and of the canvas), it stops at that edge.
  const middle = { x: (PRINT_AREA.left + PRINT_AREA.right) / 2, y: (PRINT_AREA.top + PRINT_AREA.bottom) / 2 };
  const left = await dragTo(-400, middle.y);
  expectInsidePrintArea(left);
  expect(coveredRect(left).left).toBeCloseTo(PRINT_AREA.left, 0);
  const top = await dragTo(middle.x, -400);
  expectInsidePrintArea(top);
  expect(coveredRect(top).top).toBeCloseTo(PRINT_AREA.top, 0);
  const right = await dragTo(1100, middle.y);
  expectInsidePrintArea(right);
  expect(coveredRect(right).right).toBeCloseTo(PRINT_AREA.right, 0);
  const bottom = await dragTo(middle.x, 1100);
  expectInsidePrintArea(bottom);
  expect(coveredRect(bottom).bottom).toBeCloseTo(PRINT_AREA.bottom, 0);

  // Its bottom-right corner handle pulled far past the canvas: as large as fits, still inside.
  const corner = coveredRect(bottom);
  await dragTo(middle.x, middle.y);
  const centred = await boxOf(logo);
  await drag(
    page,
    await pagePoint(page, centred.left + centred.width, centred.top + centred.height),
    await pagePoint(page, 1100, 1100),
  );
  await expect.poll(async () => (await boxOf(logo)).width).toBeGreaterThan(centred.width);
  const resized = await boxOf(logo);
  expectInsidePrintArea(resized);
  expect(corner.right - corner.left).toBeLessThan(resized.width + TOLERANCE);

  // Turned by its rotation handle (above its top edge) by about 45°: a full-width logo no longer fits
  // turned, so it is made smaller rather than left sticking out.
  const widest = await boxOf(logo);
  const handle = { x: widest.left + widest.width / 2, y: widest.top - 40 };
  const pivot = centreOf(widest);
  const reach = pivot.y - handle.y;
  const grip = await pagePoint(page, handle.x, handle.y);
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  for (const degrees of [10, 20, 30, 40, 45]) {
    const radians = (degrees * Math.PI) / 180;
    const point = await pagePoint(
      page,
      pivot.x + reach * Math.sin(radians),
      pivot.y - reach * Math.cos(radians),
    );
    await page.mouse.move(point.x, point.y, { steps: 3 });
  }
  await page.mouse.up();
  await expect.poll(async () => (await boxOf(logo)).angle).toBeGreaterThan(30);
  const turned = await boxOf(logo);
  expectInsidePrintArea(turned);
  expect(turned.width).toBeLessThan(widest.width);
  await snap(page, 'builder-rotated-clamped-1280');

  // Turned, it is still kept inside when dragged past an edge.
  const turnedRight = await dragTo(1100, middle.y);
  expectInsidePrintArea(turnedRight);
  expect(coveredRect(turnedRight).right).toBeCloseTo(PRINT_AREA.right, 0);
  expect(turnedRight.angle).toBeCloseTo(turned.angle, 0);
});

test('a buyer orders a designed apron for a name list, fixing the invalid rows first', async ({ page }) => {
  await signInOnOwnCompany(page, 'builder-name-list');
  await expect(page).toHaveURL(/\/overview$/);
  const apron = await savedProductUuid(page, 'Banquet Bib Apron');
  await page.goto(`/saved_products/${apron}`);
  await expect(page.getByRole('heading', { name: 'Banquet Bib Apron' })).toBeVisible();

  // Turning the name list on empties the quantities, makes them read-only and shows the CSV card.
  await page.getByRole('tab', { name: 'Finalize' }).click();
  await page.getByLabel('Quantity One Size').fill('20');
  await page.getByRole('switch', { name: 'Order with a name list (.CSV)' }).click();
  await expect(page.getByLabel('Quantity One Size')).toHaveValue('0');
  await page.getByLabel('Quantity One Size').click();
  await expect(page.getByText('Can not edit qty when using .CSV file')).toBeVisible();
  const card = page.locator('#builder-name-list');
  await expect(card.getByText('Order with .CSV file (Optional)')).toBeVisible();

  // A roster without its compulsory columns is refused with the spec's alerts.
  const csvInput = card.locator('input[type=file]');
  await csvInput.setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Staff ID,Full Name\n001,Ana Lim\n'),
  });
  await expect(card.getByText('Missing Qty column')).toBeVisible();
  await expect(card.getByText('Missing Sex column')).toBeVisible();
  await expect(card.getByText('Missing Size column')).toBeVisible();

  // A complete roster is mapped, then checked row by row.
  const roster = [
    'Staff ID,Full Name,Gender,Department,Size,Qty,Name Tag',
    '0012,Ana Lim,female,Banquet,One Size,6,ANA',
    '0013,Ben Koh,male,Banquet,One Size,5,BEN',
    ',Cy Tan,male,Banquet,One Size,3,CY',
  ].join('\n');
  await csvInput.setInputFiles({ name: 'banquet.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) });
  await expect(card.getByText('Missing Qty column')).toBeHidden();
  await expect(card.getByRole('row', { name: /Gender/ })).toContainText('sex');
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByText('Staff ID column is compulsory, please fill.')).toBeVisible();
  await expect(page.getByLabel('Quantity One Size')).toHaveValue('14');
  await expect(page.getByText('Please clear all invalid 1 item(s) before adding to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(card.getByLabel('Staff ID of row 1')).toHaveValue('0012');
  await page.evaluate('window.scrollTo(0, 0)');
  await snap(page, 'builder-name-list-1280');

  // Leaving with unsaved changes asks first.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Are you sure to leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/saved_products/${apron}$`));

  // Fixing the row clears the banner; the line goes to the cart with its name list.
  await card.getByLabel('Staff ID of row 3').fill('0014');
  await expect(page.getByText('Please clear all invalid 1 item(s) before adding to cart')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Banquet Bib Apron')).toBeVisible();
});
