// Issue 3 walk: categories, products, stock movements, BOMs (create, clone, activate, CSV import), warranties.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { api, choose, exploreDemo, openMenu, optionName } from './helpers';

const stamp = Date.now().toString(36).toUpperCase();

test('create a category and a product in it', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Categories', '/admin/catalog/categories');
  await page.getByRole('tab', { name: 'Add New Category' }).click();
  const category = `E2E Boards ${stamp}`;
  await page.getByLabel('Category name').fill(category);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('TV parts category created successfully').first()).toBeVisible();

  await openMenu(page, 'Products', '/admin/products');
  await page.getByRole('tab', { name: 'Add New Product' }).click();
  await page.getByRole('textbox', { name: /^Product name/ }).fill(`E2E Mainboard ${stamp}`);
  await choose(page, page, /^Category/, category);
  await page.getByRole('textbox', { name: /^SKU/ }).fill(`E2E-${stamp}`);
  await page.getByRole('spinbutton', { name: /^Price/ }).fill('2499');
  await page.getByRole('spinbutton', { name: /^Warranty months/ }).fill('6');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully').first()).toBeVisible();
  const found = await api(page, `/api/products?search=${encodeURIComponent(`E2E Mainboard ${stamp}`)}&page=1&limit=5`);
  expect(found.total).toBe(1);
  expect(found.data[0].category).toBe(category);
});

test('record an IN and an OUT movement and see the stock change', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Inventory Tracking', '/admin/inventory/transactions');
  await page.getByRole('tab', { name: 'Add Movement' }).click();
  const product = (await api(page, '/api/products?page=1&limit=100')).data.find((p: { sku: string }) => p.sku === 'PSU-150W');
  const before: number = (await api(page, `/api/inventory/stock/${product.id}`)).currentStock;
  await choose(page, page, /^Product/, optionName(product.name), product.sku);
  await page.getByRole('radio', { name: 'IN' }).check();
  await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('5');
  await page.getByRole('textbox', { name: /^Reason/ }).fill('E2E restock');
  await page.getByRole('button', { name: 'Record Movement' }).click();
  await expect(page.getByText('Inventory movement recorded successfully').first()).toBeVisible();
  expect((await api(page, `/api/inventory/stock/${product.id}`)).currentStock).toBe(before + 5);
  await page.getByRole('radio', { name: 'OUT' }).check();
  await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
  await page.getByRole('textbox', { name: /^Reason/ }).fill('E2E repair');
  await page.getByRole('textbox', { name: /^Ref/ }).fill('JOB-E2E');
  await page.getByRole('button', { name: 'Record Movement' }).click();
  await expect(page.getByText(`Current stock: ${before + 3}`).first()).toBeVisible();
  expect((await api(page, `/api/inventory/stock/${product.id}`)).currentStock).toBe(before + 3);
});

test('create, clone and activate a BOM; import a CSV with one bad row', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'BOMs', '/admin/catalog/boms');
  await page.getByRole('tab', { name: 'Create BOM' }).click();
  const tv = (await api(page, '/api/products?page=1&limit=100')).data.find((p: { sku: string }) => p.sku === 'KVR-50-GTV');
  await choose(page, page, /^TV Product/, optionName(tv.name));
  await page.getByRole('textbox', { name: /^Version/ }).fill('v7.0');
  await page.getByRole('textbox', { name: /^Description/ }).fill('E2E assembly');
  await page.getByRole('spinbutton', { name: /^Total Cost/ }).fill('18000');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('BOM created successfully').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'E2E assembly' }).filter({ has: page.getByRole('cell', { name: 'v7.0', exact: true }) });
  await expect(row.first()).toBeVisible();
  await row.getByRole('button', { name: 'Clone' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /^New version/ })).toHaveValue('v7.0.1');
  await dialog.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('BOM cloned successfully as version v7.0.1').first()).toBeVisible();
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('BOM v7.0 activated successfully').first()).toBeVisible();
  const active = await api(page, `/api/boms/product/${tv.id}/active`);
  expect(active.version).toBe('v7.0');

  const dir = mkdtempSync(join(tmpdir(), 'bom-'));
  const file = join(dir, 'boms.csv');
  writeFileSync(file, `sku,version,description,status,totalCost\n${tv.sku},v8.0,E2E import good,draft,100\n${tv.sku},8.1,E2E import bad,draft,5\n`);
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('Version should follow format: v1.0, v1.1, v2.0, etc.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Imported 1 of 2 rows, 1 refused').first()).toBeVisible();
  const boms: Array<{ version: string }> = await api(page, `/api/boms/product/${tv.id}`);
  expect(boms.some((b) => b.version === 'v8.0')).toBe(true);
  expect(boms.some((b) => b.version === '8.1')).toBe(false);
});

test('register a product and extend its warranty', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Product Registrations', '/admin/catalog/registrations');
  const register = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register Product' }) });
  const tv = (await api(page, '/api/products?page=1&limit=100')).data.find((p: { sku: string }) => p.sku === 'NLG-32-HD');
  await choose(register, page, /^Product/, optionName(tv.name), tv.sku);
  const serial = `SN-E2E-${stamp}`;
  await register.getByRole('textbox', { name: /^Serial Number/ }).fill(serial);
  // The customer is a lookup, found by name.
  const customer = await api(page, '/v1/customers/1');
  await register.getByRole('combobox', { name: /^Customer ID/ }).fill(customer.name);
  await page.getByRole('option', { name: new RegExp(`^${customer.name}`) }).first().click();
  const day = register.getByRole('spinbutton', { name: 'Day' });
  await day.click();
  await page.keyboard.type('01062026');
  await register.getByRole('button', { name: 'Register Product' }).click();
  await expect(page.getByText('Product registered successfully for warranty').first()).toBeVisible();
  const reg = (await api(page, `/api/warranties?serialNo=${serial}&page=1&limit=5`)).data[0];
  expect(reg, 'registration stored').toBeTruthy();
  const row = page.getByRole('row').filter({ hasText: serial });
  await row.getByRole('button', { name: 'Extend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Extend warranty' }).click();
  await expect(page.getByText('Warranty extended by 12 months').first()).toBeVisible();
  const after = (await api(page, `/api/warranties/${reg.id}`)).warrantyEndDate;
  // Calendar months (docs/architecture.md, "Money: GST and warranty"): bought 1 Jun 2026, 24 months end 1
  // Jun 2028; 12 more end 1 Jun 2029.
  expect(reg.warrantyEndDate.slice(0, 10)).toBe('2028-06-01');
  expect(after.slice(0, 10)).toBe('2029-06-01');
});
