import { expect as baseExpect } from '@playwright/test';
import { makeOwnCompany, moveAsProvider, placeOwnOrder, postOrderMessage } from '../fixtures/own-company.ts';
import { chooseOption, openFirstListedOrder, signInAs, test } from './helpers.ts';

// The conversation is on an order of a company of the journey's own.
test.describe.configure({ mode: 'parallel' });
// Two people and three page loads each on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A picture's first bytes: enough for the server, which tells a file's kind by its content. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

test('the buyer writes about a line with a file, the provider answers from the console, and the buyer sees it unread', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // As the demo's approved hoodie order PO-2026-0603 and the start of its short exchange: placed through the API,
  // approved by the provider, the buyer's question and the provider's answer written through the API.
  const company = await makeOwnCompany(page.request, 'conversation', {
    member: false,
    savedProducts: [{ sku: 'LV-HOOD-01', title: 'Events Crew Hoodie', colour: 'Charcoal' }],
  });
  const reference = `PO-TALK-${Date.now().toString(36).toUpperCase()}`;
  const order = await placeOwnOrder(page.request, company, {
    reference,
    lines: [{ product: 'Events Crew Hoodie', qty: { M: 10, L: 10, XL: 5, '2XL': 3 } }],
  });
  await moveAsProvider(page.request, order.uuid, ['order_approved']);
  await postOrderMessage(
    page.request,
    company.buyer.email,
    order.uuid,
    'Could the chest logo on the hoodies be a little smaller, about 8 cm wide?',
  );
  await postOrderMessage(
    page.request,
    'provider@demo.test',
    order.uuid,
    'Yes, 8 cm sits well in the print area. We will print it at 8 cm and keep the colours as they are.',
  );
  await signInAs(page, company.buyer.email);
  await openFirstListedOrder(page, `keyword=${reference}`);
  const card = page.getByTestId('order-conversation');
  // The short exchange, with the order's own events between the messages.
  await expect(card.getByText('Could the chest logo on the hoodies be a little smaller')).toBeVisible();
  await expect(card.getByTestId('conversation-event').first()).toContainText('Order placed');
  const uid = (await page.getByText(/^Order #LV-\d{4}-\d+$/).innerText()).match(/LV-\d{4}-\d+/)![0];

  await card.getByRole('textbox', { name: 'Message' }).fill('The sleeves too: can the print be 6 cm?');
  await chooseOption(page, card.getByRole('combobox', { name: 'About a line' }), 'Events Crew Hoodie');
  await card
    .locator('input[type=file]')
    .setInputFiles({ name: 'sleeve.png', mimeType: 'image/png', buffer: PNG });
  await card.getByRole('button', { name: 'Send' }).click();
  const sent = card.getByTestId('conversation-message').last();
  await expect(sent).toContainText('The sleeves too: can the print be 6 cm?');
  await expect(sent).toContainText('About Events Crew Hoodie');
  await expect(sent.getByRole('link', { name: /sleeve\.png/ })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The provider's console counts it beside Orders and answers in the order's drawer.
  await signInAs(page, 'provider@demo.test', { at: `/admin/orders?keyword=${uid}` });
  await expect(
    page.getByRole('navigation', { name: 'Provider console' }).getByTestId('unread-messages'),
  ).toBeVisible();
  await page
    .getByRole('button', { name: uid })
    .or(page.getByRole('link', { name: uid }))
    .first()
    .click();
  const section = page.getByTestId('order-conversation');
  await expect(section.getByText('The sleeves too: can the print be 6 cm?')).toBeVisible();
  await section.getByRole('textbox', { name: 'Message' }).fill('Yes, 6 cm on both sleeves.');
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(section.getByTestId('conversation-message').last()).toContainText(
    'Yes, 6 cm on both sleeves.',
  );

  // Back in the portal, Order History shows the unread answer until the buyer reads it.
  await signInAs(page, company.buyer.email, { at: '/overview' });
  const badge = page.getByTestId('unread-messages');
  await expect(badge).toHaveText('1');
  await openFirstListedOrder(page, `keyword=${reference}`);
  const answer = card.getByTestId('conversation-message').last();
  await expect(answer).toContainText('Yes, 6 cm on both sleeves.');
  await expect(answer).toContainText('New');
  await expect(page.getByTestId('unread-messages')).toHaveCount(0);
});
