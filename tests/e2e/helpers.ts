// Shared steps of the end-to-end tests.
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** The repository root (dist/, docs/screenshots/). */
export const root = resolve(import.meta.dirname, '../..');

/** Explore Demo from the landing page: demo mode on, signed in as the super admin. */
export const exploreDemo = async (page: Page) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
};

/** Opens a console screen through the side menu, as a user would. */
export const openMenu = async (page: Page, label: string, urlPart: string) => {
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await page.waitForURL(`**${urlPart}**`);
};

/** Picks an option of an MUI select found by its label. */
export const choose = async (scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp) => {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
};

/** An authenticated call to the demo backend from the page, for checks the screen does not show. */
export const api = (page: Page, path: string): Promise<any> =>
  page.evaluate(async (p) => {
    const res = await fetch(`https://demo-api.invalid${p}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': localStorage.getItem('tenantId') || '1' },
    });
    return res.json();
  }, path);

/** A product's name as a pattern matching its option (quotes and brackets of the name match any character). */
export const optionName = (name: string) => new RegExp(name.replace(/[()"]/g, '.'));
