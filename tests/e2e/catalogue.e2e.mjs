// Issue 3 walk: categories, products, stock movements, BOMs (create, clone, activate, CSV import), warranties.
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, choose, exploreDemo, openMenu, visible } from './helpers.mjs';

const stamp = Date.now().toString(36).toUpperCase();

export const tests = [
  {
    name: 'create a category and a product in it',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Categories', '/admin/catalog/categories');
      await page.getByRole('tab', { name: 'Add New Category' }).click();
      const category = `E2E Boards ${stamp}`;
      await page.getByLabel('Category name').fill(category);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await visible(page.getByText('TV parts category created successfully'));

      await openMenu(page, 'Products', '/admin/products');
      await page.getByRole('tab', { name: 'Add New Product' }).click();
      await page.getByRole('textbox', { name: /^Product name/ }).fill(`E2E Mainboard ${stamp}`);
      await choose(page, page, /^Category/, category);
      await page.getByRole('textbox', { name: /^SKU/ }).fill(`E2E-${stamp}`);
      await page.getByRole('spinbutton', { name: /^Price/ }).fill('2499');
      await page.getByRole('spinbutton', { name: /^Warranty months/ }).fill('6');
      await page.getByRole('button', { name: 'Create Product' }).click();
      await visible(page.getByText('Product created successfully'));
      const found = await api(page, `/api/products?search=${encodeURIComponent(`E2E Mainboard ${stamp}`)}&page=1&limit=5`);
      assert.equal(found.total, 1);
      assert.equal(found.data[0].category, category);
    },
  },
  {
    name: 'record an IN and an OUT movement and see the stock change',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Inventory Tracking', '/admin/inventory/transactions');
      await page.getByRole('tab', { name: 'Add Movement' }).click();
      const product = (await api(page, '/api/products?page=1&limit=100')).data.find((p) => p.sku === 'PSU-150W');
      const before = (await api(page, `/api/inventory/stock/${product.id}`)).currentStock;
      await choose(page, page, /^Product/, new RegExp(product.name.replace(/[()"]/g, '.')));
      await page.getByRole('radio', { name: 'IN' }).check();
      await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('5');
      await page.getByRole('textbox', { name: /^Reason/ }).fill('E2E restock');
      await page.getByRole('button', { name: 'Record Movement' }).click();
      await visible(page.getByText('Inventory movement recorded successfully'));
      assert.equal((await api(page, `/api/inventory/stock/${product.id}`)).currentStock, before + 5);
      await page.getByRole('radio', { name: 'OUT' }).check();
      await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
      await page.getByRole('textbox', { name: /^Reason/ }).fill('E2E repair');
      await page.getByRole('textbox', { name: /^Ref/ }).fill('JOB-E2E');
      await page.getByRole('button', { name: 'Record Movement' }).click();
      await visible(page.getByText(`Current stock: ${before + 3}`));
      assert.equal((await api(page, `/api/inventory/stock/${product.id}`)).currentStock, before + 3);
    },
  },
  {
    name: 'create, clone and activate a BOM; import a CSV with one bad row',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'BOMs', '/admin/catalog/boms');
      await page.getByRole('tab', { name: 'Create BOM' }).click();
      const tv = (await api(page, '/api/products?page=1&limit=100')).data.find((p) => p.sku === 'KVR-50-GTV');
      await choose(page, page, /^TV Product/, new RegExp(tv.name.replace(/[()"]/g, '.')));
      await page.getByRole('textbox', { name: /^Version/ }).fill('v7.0');
      await page.getByRole('textbox', { name: /^Description/ }).fill('E2E assembly');
      await page.getByRole('spinbutton', { name: /^Total Cost/ }).fill('18000');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await visible(page.getByText('BOM created successfully'));
      const row = page.getByRole('row').filter({ hasText: 'E2E assembly' }).filter({ has: page.getByRole('cell', { name: 'v7.0', exact: true }) });
      await visible(row);
      await row.getByRole('button', { name: 'Clone' }).click();
      const dialog = page.getByRole('dialog');
      assert.equal(await dialog.getByRole('textbox', { name: /^New version/ }).inputValue(), 'v7.0.1');
      await dialog.getByRole('button', { name: 'Clone' }).click();
      await visible(page.getByText('BOM cloned successfully as version v7.0.1'));
      await row.getByRole('button', { name: 'Activate' }).click();
      await visible(page.getByText('BOM v7.0 activated successfully'));
      const active = await api(page, `/api/boms/product/${tv.id}/active`);
      assert.equal(active.version, 'v7.0');

      const dir = mkdtempSync(join(tmpdir(), 'bom-'));
      const file = join(dir, 'boms.csv');
      writeFileSync(file, `sku,version,description,status,totalCost\n${tv.sku},v8.0,E2E import good,draft,100\n${tv.sku},8.1,E2E import bad,draft,5\n`);
      await page.locator('input[type=file]').setInputFiles(file);
      await visible(page.getByText('Version should follow format: v1.0, v1.1, v2.0, etc.'));
      await page.getByRole('button', { name: 'Upload' }).click();
      await visible(page.getByText('Imported 1 of 2 rows, 1 refused'));
      const boms = await api(page, `/api/boms/product/${tv.id}`);
      assert.ok(boms.some((b) => b.version === 'v8.0'));
      assert.ok(!boms.some((b) => b.version === '8.1'));
    },
  },
  {
    name: 'register a product and extend its warranty',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Product Registrations', '/admin/catalog/registrations');
      const register = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register Product' }) });
      const tv = (await api(page, '/api/products?page=1&limit=100')).data.find((p) => p.sku === 'NLG-32-HD');
      await choose(register, page, /^Product/, new RegExp(tv.name.replace(/[()"]/g, '.')));
      const serial = `SN-E2E-${stamp}`;
      await register.getByRole('textbox', { name: /^Serial Number/ }).fill(serial);
      await register.getByRole('textbox', { name: /^Customer ID/ }).or(register.getByRole('spinbutton', { name: /^Customer ID/ })).fill('1');
      const day = register.getByRole('spinbutton', { name: 'Day' });
      await day.click();
      await page.keyboard.type('01062026');
      await register.getByRole('button', { name: 'Register Product' }).click();
      await visible(page.getByText('Product registered successfully for warranty'));
      const reg = (await api(page, `/api/warranties?serialNo=${serial}&page=1&limit=5`)).data[0];
      assert.ok(reg, 'registration stored');
      const row = page.getByRole('row').filter({ hasText: serial });
      await row.getByRole('button', { name: 'Extend' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Extend warranty' }).click();
      await visible(page.getByText('Warranty extended by 12 months'));
      const after = (await api(page, `/api/warranties/${reg.id}`)).warrantyEndDate;
      assert.equal(new Date(after).getTime() - new Date(reg.warrantyEndDate).getTime(), 360 * 86400000);
    },
  },
];
