import { expect, type Page } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import {
  latestMailTo,
  logOut,
  openFromSidebar,
  signInAs,
  signInWithPassword,
  snap,
  test,
} from './helpers.ts';

// Each journey runs on a company of its own (its teams, addresses and the member's password are nobody else's):
// the three run side by side.
test.describe.configure({ mode: 'parallel' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openSettingsMenu(page: Page) {
  await page.getByRole('button', { name: 'Settings menu' }).click();
}

test('a team is created with two invitations: a colleague approves, a new address signs up and finishes setup', async ({
  browser,
}) => {
  const newcomer = `newcomer-${Date.now()}@demo.test`;
  const buyer = await browser.newPage();
  const company = await makeOwnCompany(buyer.request, 'teams', { addresses: false });
  const colleague = company.member!.email;
  await signInAs(buyer, company.buyer.email);
  await expect(buyer).toHaveURL(/\/overview$/);
  await openFromSidebar(buyer, 'Team Management');
  await buyer.getByRole('button', { name: 'Add New Team' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Add New Team' });
  await dialog.getByLabel('Team Name').fill('Concierge');
  await dialog.getByLabel('Invite members (optional)').fill(`${colleague}, ${newcomer}`);
  await dialog.getByRole('button', { name: 'Create team' }).click();
  await expect(buyer.getByText('Team Created!')).toBeVisible();
  await buyer.getByRole('link', { name: 'Concierge' }).click();
  await expect(
    buyer.getByRole('row', { name: new RegExp(`${escapeRegExp(colleague)}.*Invited`) }),
  ).toBeVisible();
  await expect(buyer.getByRole('row', { name: new RegExp(`${newcomer}.*Not joined`) })).toBeVisible();
  await snap(buyer, 'team-detail');

  // The colleague approves from the settings menu and lands on the teams page.
  const member = await browser.newPage();
  await signInAs(member, colleague);
  await expect(member).toHaveURL(/\/overview$/);
  await openSettingsMenu(member);
  await expect(member.getByText('invited you to')).toBeVisible();
  await member.getByRole('button', { name: 'Approve' }).click();
  await expect(member).toHaveURL(/\/teams$/);
  await expect(member.getByRole('link', { name: 'Concierge' })).toBeVisible();

  // The new address follows the e-mailed link, sets a password and finishes the setup wizard.
  const fresh = await browser.newPage();
  const mail = await latestMailTo(fresh, newcomer);
  const link = /https?:\/\/\S+\/register\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await fresh.goto(new URL(link!).pathname + new URL(link!).search);
  await fresh.getByLabel(/New Password/).fill('a-new-password');
  await fresh.getByLabel('Password Confirmation').fill('a-new-password');
  await fresh.getByRole('checkbox').check();
  await fresh.getByRole('button', { name: 'Save password' }).click();
  await expect(fresh).toHaveURL(/\/setup$/);
  await fresh.getByLabel('Name', { exact: true }).fill('Nora Newcomer');
  await fresh.getByLabel('Phone', { exact: true }).fill('+65 6000 2222');
  await fresh.getByLabel('Position', { exact: true }).fill('Concierge');
  // The profile requires a country, so the wizard asks for it.
  await fresh.getByLabel('Country', { exact: true }).fill('Singap');
  await fresh.getByTitle('Singapore', { exact: true }).click();
  await fresh.getByLabel('Industry', { exact: true }).click();
  await fresh.getByTitle('Hospitality').click();
  await fresh.getByRole('button', { name: 'Next' }).click();
  await expect(fresh.getByText('You already belong to Concierge')).toBeVisible();
  await fresh.getByRole('button', { name: /Finish/ }).click();
  await fresh.getByRole('button', { name: 'Go To Home Page' }).click();
  await expect(fresh).toHaveURL(/\/overview$/);
  await fresh.goto('/profile');
  await expect(fresh.locator('.ant-form-item').filter({ hasText: 'Country' })).toContainText('Singapore', {
    timeout: 30_000,
  });

  await buyer.reload();
  await expect(
    buyer.getByRole('row', { name: new RegExp(`${escapeRegExp(colleague)}.*Joined`) }),
  ).toBeVisible();
  await expect(buyer.getByRole('row', { name: new RegExp(`${newcomer}.*Joined`) })).toBeVisible();
});

test('addresses are created with a state where the country has states and without one elsewhere', async ({
  page,
}) => {
  const company = await makeOwnCompany(page.request, 'addresses', { member: false, addresses: false });
  await signInAs(page, company.buyer.email);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/profile');

  async function fillAddress(country: string, values: Record<string, string>) {
    await page.getByRole('button', { name: 'New address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await dialog.getByLabel('First name').fill('Dana');
    await dialog.getByLabel('Last name').fill('Lee');
    await dialog.getByLabel('Company', { exact: true }).fill('Harbour Hotels Group');
    await dialog.getByLabel('Country').fill(country);
    await page.getByTitle(country, { exact: true }).click();
    await dialog.getByLabel('Address', { exact: true }).fill(values.address!);
    await dialog.getByLabel('City').fill(values.city!);
    await dialog.getByLabel('Zip or postal code').fill(values.zip!);
    await dialog.getByLabel('Phone').fill('+61 2 9000 0000');
    await dialog.getByLabel('Nickname').fill(values.nickname!);
    return dialog;
  }

  const sydney = await fillAddress('Australia', {
    address: '1 Macquarie St',
    city: 'Sydney',
    zip: '2000',
    nickname: 'Sydney hotel',
  });
  await sydney.getByRole('button', { name: 'Create address' }).click();
  await expect(sydney.getByText('State is required')).toBeVisible();
  await sydney.getByLabel('State').fill('New South');
  await page.getByTitle('New South Wales', { exact: true }).click();
  await snap(page, 'address-form');
  await sydney.getByRole('button', { name: 'Create address' }).click();
  await expect(page.getByText('Address Created')).toBeVisible();
  await expect(page.getByText('Sydney hotel', { exact: true })).toBeVisible();

  const paris = await fillAddress('France', {
    address: '5 Rue de Rivoli',
    city: 'Paris',
    zip: '75001',
    nickname: 'Paris office',
  });
  await expect(paris.getByLabel('State')).toHaveCount(0);
  await paris.getByRole('button', { name: 'Create address' }).click();
  await expect(page.getByText('Paris office', { exact: true })).toBeVisible();
});

test('the profile is edited, and a changed password signs in', async ({ page }) => {
  // The member of a company of the journey's own: the demo member's password stays as published.
  const company = await makeOwnCompany(page.request, 'profile', { addresses: false });
  await signInAs(page, company.member!.email);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await page.getByLabel('Phone', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // A refused save names the field in a notice and puts the cursor in it; what was typed stays.
  await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Phone is required' })).toBeVisible();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Phone is required' })).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Phone', { exact: true }).fill('+65 6999 0000');
  await page.getByLabel('Company Position (optional)').fill('Front Office Manager');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await snap(page, 'profile');

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current Password').fill('livery-demo');
  await page.getByLabel(/New Password/).fill('short');
  await page.getByLabel('Password Confirmation').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: 'Password must be at least 8 characters.' }),
  ).toBeVisible();
  await page.getByLabel(/New Password/).fill('a-brand-new-password');
  await page.getByLabel('Password Confirmation').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();

  await logOut(page);
  await signInWithPassword(page, company.member!.email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/overview$/);
});
