import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import { openFromSidebar, signInAs, snap, test } from './helpers.ts';

// The artworks are uploaded to a company of the journey's own (a person in charge and a member), so its list
// holds only what the journey made.
test.describe.configure({ mode: 'parallel' });

/** A logo that tries everything an SVG can do to run code; the design manager must only ever draw it. */
const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 120"
  width="240" height="120" onload="alert('onload'); window.__pwned = 'onload'">
  <script>alert('script'); window.__pwned = 'script';</script>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert('iframe')"/></foreignObject>
  <rect width="240" height="120" rx="18" fill="#1f3a5f"/>
  <a xlink:href="javascript:alert('link')"><circle cx="60" cy="60" r="36" fill="#f4b942" onmouseover="alert('hover')"/></a>
  <text x="112" y="72" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">CREST</text>
</svg>`;

/** A 96 px PNG badge. */
const BADGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABelBMVEVMaXG/OSq/Px+/OSq/OCq/OCq/OSu2SCS/OSvGODjAOCu/OCrMMzO/OSvAOSrBNCu+OSzAOSrAOSy7NSi/OSu/OCq/OSvBOSq/OSrGOCq/OCnAOCq9OSm/OCq/OSvAOSvDOyq/OCr/AADAOCvAOCrUKiq+OSu+Oin/AAC/OCu/OCu/OSrAOSvAOSq/OCvAOSu/OSvCPDC/NyvAOSu9Oi3ANyrBOCq/OCvAOCu/OCrAOCvAOSq/OSq/OCvAOCu/OSm/NyfAOim/OSvFOS6/OCu/OSq/OCu/OCvAOSvAOSvAOCrAOCu/MybAOSvAOSvAOCq8OC++Ny3ANym/Pz/AOCvBOSm/OSu/OCu/Nyu/OCq/OSq7MzPAOSrAOinANyrAOSqqVVXANyzAOCvAOCvDPC2/OSrAOCnAOCrAOCvANyvEOifAOSvCNSi/Nyq/OSrAOSq/OCu/OCvAOivBOivAOCu/OCq/OSzBPSjAOSu/OSvAOCzAOSrAOSv///+NW0LNAAAAfHRSTlMA3gjSkd35B/4J4O4K8fAdS+NuE/2V7WvREkTQH8Wxux65Ak3cBkdPAeHmVNvk5ZLVFWnfJ05njM+Q+GauztNQIEpMFnDWmcLraqLHFI6T7xszSQS8Po2IQG26D5s9csQDRbDUEeJWs5pSGuwmPLJVlHVBRp6dKBlvdFFzTFCmUQAAAAlwSFlzAAALEwAACxMBAJqcGAAAAppJREFUaIHtmVdX2zAYQL8kdpzd7AkEkjRpArRAgULZu1BG9957792v/71PPaWRZEv2pz7lPif3nmPZsiQD9OjRQ5a1Zjp3KWBGg8GoGajmrn8cBzpiLSMQwi5CxdmpMIW99nozjgLiO/V7HvX+bR/aYk5YHvSx7x10pHMn5tZfP4lSpIZd6ZefojQDg+r+pai8HzH+RFFvGajIptJgZ86q+hHvluT9LwLqfsSNI7L+L4/d+BHbk3L+cxF3fsTRPhl/ZsOtH3FMYhwsF+P7l37ne+kdesJw8g978yM+t/cvJ7wGDuwH+o1XP+IDO/+Sdz9iXeyPuX4CDuMTv0nfIwnrIr91nPntLwmYP3X8gsA20gRwmu+v+agCjWPcwAekCuBlbuATXeAWzx9O0AXivDu1hXQBTHICBmXgFCcQoAzMsP61EGUgu8sEmkgZwDITSNMGCkwgRxs4wQSqtIEhJrBIGygygQhtwMcE8rSBM0wgSBs4/f8Ded2XKKJ7kBd136ZV3Q9aTvdUkdY92TV1T9fjtC+cjOZX5gLrh1ndL/0pysCK5oVXgrtF+EwXeMbzwzW6wG1uoGZSBUb4y3eYoArMad5CpYTnCT+RhLTIDzHJY0Z7GqI9IABcQAKSYj/AgHf/vJ0fBg+8+qMOJ3er3FlbntAPe79gJyXPnpMfrH70wNZRxwDcrLj3PyzpPdZMSZ6RT7bd+duv5PwAX4tu/GPSR8sAJRcjvfVI3g9w8ari8xAyJO6ff2ipfaB4q6gHgD6FeWle4fIfYtXhE9cfTNv5047w+qizPvXNZv53xJpu2OtH5lQHl+G88VJkT+yUBesHNfzJvZlstzy7cGXFy7XpZvd+Yf9GxcwHg3mzMrRfKHPW5z169AA+vwFDgGfUaT6rdgAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits until no modal is still zooming in or out, so a screenshot shows it settled. */
async function waitForModalsToSettle(page: Page) {
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave')).toHaveCount(0);
}

async function uploadFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

test('a buyer uploads an SVG carrying a script and a PNG, edits one, deletes the other, and no script ever runs', async ({
  page,
  browser,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const company = await makeOwnCompany(page.request, 'design-manager', { addresses: false });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  await page.getByRole('menuitem', { name: 'Artworks' }).click();
  await expect(page).toHaveURL(/\/design-managers$/);
  await expect(
    page.getByText('screenprint and embroidery use .svg, DTG .png, digital and dye-sub .jpg or .png'),
  ).toBeVisible();

  // A new upload opens straight in edit mode, titled after its file name.
  await uploadFile(page, 'hostile-crest.svg', 'image/svg+xml', Buffer.from(HOSTILE_SVG));
  const editor = page.getByRole('dialog', { name: 'Edit artwork' });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Title')).toHaveValue('hostile-crest');
  await expect(editor.getByRole('img', { name: 'Preview of hostile-crest' })).toBeVisible();
  // Its colours were counted from the file (navy, gold and white), for the buyer to correct if needed.
  await expect(editor.locator('.ant-form-item').filter({ hasText: 'Colours count' })).toHaveText(
    /Colours count\s*3\s*Counted from your file: correct it if needed/,
  );
  await waitForModalsToSettle(page);
  await snap(page, 'design-manager-edit-1280');

  await editor.getByLabel('Title').fill('Harbour crest');
  await editor.getByLabel('Colours count').click();
  await page.getByTitle('More than 4').click();
  await editor.getByLabel('Print size').click();
  await page.getByTitle('A3').click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated!')).toBeVisible();
  const viewer = page.getByRole('dialog', { name: 'Harbour crest' });
  await expect(viewer.getByText('More than 4')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Use This Artwork' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Delete' })).toBeVisible();
  await waitForModalsToSettle(page);
  await snap(page, 'design-manager-view-1280');

  // The stored file, opened on its own as a document, is sanitised and sandboxed: nothing runs.
  const fileUrl = await viewer.getByRole('img', { name: 'Preview of Harbour crest' }).getAttribute('src');
  expect(fileUrl).toMatch(/^\/api\/files\/artworks\//);
  const stored = await page.request.get(fileUrl!);
  const text = await stored.text();
  expect(text).not.toMatch(/script|onload|onmouseover|foreignObject|javascript/i);
  expect(text).toContain('CREST');
  const direct = await browser.newPage();
  direct.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await direct.goto(fileUrl!);
  await direct.mouse.move(60, 60);
  await direct.close();
  await viewer.getByRole('button', { name: 'Done' }).click();

  await uploadFile(page, 'badge.png', 'image/png', BADGE_PNG);
  const badgeEditor = page.getByRole('dialog', { name: 'Edit artwork' });
  await expect(badgeEditor.getByLabel('Title')).toHaveValue('badge');
  await waitForModalsToSettle(page);
  // Cancel leaves edit mode for view mode; on a busy machine a click during the modal's zoom can be lost.
  const badgeDone = page.getByRole('dialog', { name: 'badge' }).getByRole('button', { name: 'Done' });
  await expect(async () => {
    if (await badgeEditor.isVisible()) await badgeEditor.getByRole('button', { name: 'Cancel' }).click();
    await expect(badgeDone).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await badgeDone.click();

  // The company's artworks, newest first: the two just uploaded.
  const cards = page.getByTestId('artwork-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('badge');
  await expect(cards.nth(0)).toContainText('Direct to garment (DTG)');
  await expect(cards.nth(1)).toContainText('Harbour crest');
  await expect(cards.nth(1)).toContainText('Screen print');
  await expect(cards.nth(1)).toContainText('More than 4 colours');
  await expect(cards.nth(1)).toContainText('A3');
  await waitForModalsToSettle(page);
  await snap(page, 'design-managers-1280');

  // The keyword filter narrows the list.
  await page.getByLabel('Search artworks by title').fill('crest');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Harbour crest');
  await page.getByLabel('Search artworks by title').fill('');
  await expect(cards).toHaveCount(2);

  // At phone width the page and the modal still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForModalsToSettle(page);
  await snap(page, 'design-managers-390');
  await cards.nth(1).focus();
  await page.keyboard.press('Enter');
  const phoneViewer = page.getByRole('dialog', { name: 'Harbour crest' });
  await expect(phoneViewer).toBeVisible();
  await waitForModalsToSettle(page);
  await snap(page, 'design-manager-view-390');
  await phoneViewer.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit artwork' })).toBeVisible();
  await waitForModalsToSettle(page);
  await snap(page, 'design-manager-edit-390');
  await page.getByRole('dialog', { name: 'Edit artwork' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Harbour crest' }).getByRole('button', { name: 'Done' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // A colleague sees the artwork but cannot delete it: only its uploader can.
  const colleague = await browser.newPage();
  await signInAs(colleague, company.member!.email);
  await expect(colleague).toHaveURL(/\/overview$/);
  await openFromSidebar(colleague, 'Artworks');
  await colleague.getByTestId('artwork-card').filter({ hasText: 'Harbour crest' }).click();
  const colleagueViewer = colleague.getByRole('dialog', { name: 'Harbour crest' });
  await expect(colleagueViewer.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(colleagueViewer.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await colleague.close();

  // The uploader deletes the badge after confirming.
  await cards.nth(0).click();
  await page.getByRole('dialog', { name: 'badge' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Your artwork has been deleted.')).toBeVisible();
  await expect(cards).toHaveCount(1);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
});
