import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, test } from './helpers.ts';

test('the person in charge gives a role an allocation; a refusal keeps what was typed', async ({ page }) => {
  await signInAs(page, 'buyer@demo.test');
  await page.getByRole('menuitem', { name: 'Uniform Programme' }).click();
  await expect(page).toHaveURL(/\/programme$/);
  await expect(page.getByRole('cell', { name: 'Housekeeping', exact: true })).toBeVisible();
  await expect(page.getByText('3 × Front Office Polo, 1 × Events Crew Hoodie')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/programme at 1280 px');

  const name = `Concierge ${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Item 1' }).click({ force: true });
  await page.keyboard.type('Front Office Polo');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Quantity of item 1').fill('2');
  await expectNoSeriousA11yViolations(page, 'the new role modal');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The empty second line is refused in place; the name and the first line stay as typed.
  await expect(dialog.getByText('Choose a saved product or a garment group')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Remove item 2' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('2 × Front Office Polo');

  // A name the company already uses is refused by the server: the form keeps everything typed.
  await page.getByRole('button', { name: 'New role' }).click();
  await dialog.getByLabel('Name').fill('front office');
  await dialog.getByRole('radio', { name: /On consumption/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A role named front office already exists.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('front office');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a member reads the programme but cannot change it', async ({ page }) => {
  await signInAs(page, 'member@demo.test', { at: '/programme' });
  await expect(
    page.getByText('Only a person in charge of your company can change the programme.'),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kitchen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, '/programme at 390 px (a member)');
});
