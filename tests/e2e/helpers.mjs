// Shared steps of the end-to-end tests.
export const visible = async (locator, timeout = 20000) => locator.first().waitFor({ state: 'visible', timeout });

/** Explore Demo from the landing page: demo mode on, signed in as the super admin. */
export const exploreDemo = async (page) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30000 });
};

/** Opens a console screen through the side menu, as a user would. */
export const openMenu = async (page, label, urlPart) => {
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await page.waitForURL(`**${urlPart}**`);
};

/** Picks an option of an MUI select found by its label. */
export const choose = async (scope, page, label, option) => {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
};

/** An authenticated call to the demo backend from the page, for checks the screen does not show. */
export const api = (page, path) =>
  page.evaluate(async (p) => {
    const res = await fetch(`https://demo-api.invalid${p}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': localStorage.getItem('tenantId') || '1' },
    });
    return res.json();
  }, path);
