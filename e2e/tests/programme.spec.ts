import { type APIRequestContext, expect } from '@playwright/test';
import { makeOwnCompany } from '../fixtures/own-company.ts';
import {
  expectNoSeriousA11yViolations,
  holdSession,
  latestMailTo,
  sessionHeaders,
  signInAs,
  snapBothWidths,
  test,
} from './helpers.ts';

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

/** A call of the signed-in user's through the API; a refusal fails the journey with the server's answer. */
async function callAs<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a member asks for more from the employee database; the person in charge approves it and the report shows the use', async ({
  page,
}) => {
  // On a company of its own, as the demo's Harbour Hotels has it: Housekeeping is allocated 4 tees and any 2
  // bottoms a year, Li Wei and Nur Aisyah are housekeepers, and the member has already asked for two more tees for
  // Nur Aisyah. A second run on the same server finds Li Wei's balance as the first did.
  const company = await makeOwnCompany(page.request, 'ask for more', {
    savedProducts: [{ sku: 'LV-TEE-01', title: 'Housekeeping Tee', colour: 'White' }],
  });
  // The setup is the person in charge's calls alone: no page of the app is open to answer for another user.
  await holdSession(page, company.buyer.email);
  const buyer = await sessionHeaders(page);
  const { role } = await callAs<{ role: { uuid: string; lines: Array<{ uuid: string }> } }>(
    page.request,
    buyer,
    'post',
    '/api/programme/roles',
    {
      name: 'Housekeeping',
      kind: 'allocation',
      lines: [
        { saved_product_id: company.savedProducts['Housekeeping Tee']!.uuid, quantity: 4 },
        { garment_group: 'bottom', quantity: 2 },
      ],
    },
  );
  const housekeepers = { 'HK-2001': 'Nur Aisyah', 'HK-2002': 'Li Wei' };
  await callAs(page.request, buyer, 'post', '/api/employees/import', {
    employees: Object.entries(housekeepers).map(([staff_id, name]) => ({
      staff_id,
      name,
      department: 'Housekeeping',
    })),
  });
  const uuidOf: Record<string, string> = {};
  for (const [staffId, name] of Object.entries(housekeepers)) {
    const { employees } = await callAs<{ employees: Array<{ uuid: string; staff_id: string }> }>(
      page.request,
      buyer,
      'get',
      `/api/employees?keyword=${staffId}`,
    );
    const employee = employees.find((entry) => entry.staff_id === staffId);
    expect(employee, `the employee ${staffId}`).toBeTruthy();
    uuidOf[staffId] = employee!.uuid;
    await callAs(page.request, buyer, 'put', `/api/employees/${employee!.uuid}`, {
      name,
      department: 'Housekeeping',
      role_id: role.uuid,
    });
  }

  await signInAs(page, company.member!.email, { at: '/employees' });
  await callAs(page.request, await sessionHeaders(page), 'post', '/api/programme/requests', {
    employee_id: uuidOf['HK-2001'],
    line_id: role.lines[0]!.uuid,
    quantity: 2,
    reason: 'Two tees were ruined by bleach during the spring deep clean.',
  });
  await page.getByLabel('Search employees').fill('HK-2002');
  const row = page.getByRole('row', { name: /HK-2002/ });
  await row.getByRole('button', { name: 'Balance · Ask for more' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for more for Li Wei' });
  await expect(dialog.getByText('4 left of 4 (0 used)')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Item' }).click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: 'Housekeeping Tee' }).click();
  await dialog.getByLabel('How many more').fill('1');
  await page.getByRole('button', { name: 'Send request' }).click();
  // Refused without a reason: the item and the quantity stay as chosen.
  await expect(dialog.getByText('Give the reason')).toBeVisible();
  await expect(dialog.getByLabel('How many more')).toHaveValue('1');
  await dialog.getByLabel('Reason').fill('Torn on a trolley');
  await snapBothWidths(page, 'ask-for-more');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent to the persons in charge.')).toBeVisible();

  // The member's page is left first: a call it still makes must not answer for the person in charge's session.
  await page.goto('about:blank');
  await signInAs(page, company.buyer.email, { at: '/programme' });
  const requests = page.locator('.ant-card', { hasText: 'Requests for more' });
  await expect(
    requests.getByText('Two tees were ruined by bleach during the spring deep clean.'),
  ).toBeVisible();
  await requests
    .getByRole('row', { name: /Li Wei/ })
    .getByRole('button', { name: 'Approve or refuse' })
    .click();
  const decide = page.getByRole('dialog', { name: /for Li Wei/ });
  await decide.getByLabel('Note to the person who asked').fill('Granted once');
  await expectNoSeriousA11yViolations(page, 'the decide modal');
  await decide.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText("Approved: Li Wei's balance is raised for this programme year.")).toBeVisible();
  await requests.getByText('Approved', { exact: true }).click();
  await expect(requests.getByRole('row', { name: /Li Wei/ })).toContainText('Granted once');
  await requests.getByText('Waiting', { exact: true }).click();
  await snapBothWidths(page, 'programme-requests');
  expect((await latestMailTo(page, company.member!.email)).subject).toBe(
    'Your request for Li Wei was approved',
  );

  await page.goto('/report');
  const programme = page.locator('section', { hasText: 'Uniform programme' });
  // Li Wei's 4 tees and 2 bottoms a year, and the 1 tee just approved.
  await expect(programme.getByRole('row', { name: /Li Wei \(HK-2002\)/ })).toContainText('7 items');
  await expect(programme.getByRole('img', { name: 'Use by role' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/report with the uniform programme');
  await programme.scrollIntoViewIfNeeded();
  await snapBothWidths(page, 'report-entitlements');
});
