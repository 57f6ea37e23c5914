// Issue 2 journey: landing, Explore Demo, dashboard, complaints, theme across a reload, Hindi menu.
import assert from 'node:assert/strict';
import { visible as expectVisible } from './helpers.mjs';

export const tests = [
  {
    name: 'landing -> Explore Demo -> dashboard with seeded figures',
    async run({ page }) {
      await page.goto('/landing');
      await page.getByRole('button', { name: 'Explore Demo' }).first().click();
      await page.waitForURL('**/admin/dashboard', { timeout: 30000 });
      await expectVisible(page.getByText('Complaints by status'));
      // The totals come from the seeded demo backend: a non-zero complaint count is shown.
      const stats = await page.evaluate(async () => {
        const res = await fetch('https://demo-api.invalid/api/dashboard/stats', {
          headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': '1' },
        });
        return res.json();
      });
      assert.ok(stats.totalComplaints > 0, 'seeded complaints expected');
      await expectVisible(page.getByText(String(stats.totalComplaints), { exact: true }));
    },
  },
  {
    name: 'complaint logged, auto-assigned, parts requested, approved and rejected',
    async run({ page }) {
      await page.goto('/landing');
      await page.getByRole('button', { name: 'Explore Demo' }).first().click();
      await page.waitForURL('**/admin/dashboard', { timeout: 30000 });
      await page.getByRole('menuitem', { name: 'Complaint Logging' }).click();
      await page.waitForURL('**/admin/service/complaints**');
      const serial = `E2E-${Date.now()}`;
      await page.getByLabel('Customer ID').fill('1');
      await page.getByRole('textbox', { name: /^Product ID/ }).fill('1');
      await page.getByLabel('Serial No').fill(serial);
      await page.getByLabel('Description').fill('No picture, sound works');
      await page.getByRole('button', { name: 'Create Complaint' }).click();
      await expectVisible(page.getByText('Complaint created'));
      const row = page.getByRole('row').filter({ hasText: serial });
      await expectVisible(row);
      await expectVisible(row.getByText('Out of Warranty'));
      await row.getByRole('button', { name: 'Auto Assign' }).click();
      // Assigned complaints leave the default 'open' filter: look at All.
      await page.getByLabel('Status', { exact: true }).click();
      await page.getByRole('option', { name: 'All' }).click();
      const assigned = page.getByRole('row').filter({ hasText: serial });
      await expectVisible(assigned.getByText('Paid by Customer'));
      await expectVisible(assigned.getByText(/\d+%/));
      await assigned.getByRole('button', { name: 'Approve Parts' }).click();
      await expectVisible(assigned.getByText('Approved'));
      await assigned.getByRole('button', { name: 'Reject Parts' }).click();
      await expectVisible(assigned.getByText('Rejected'));
      await assigned.getByRole('button', { name: 'Request Parts' }).click();
      await expectVisible(assigned.getByText('Pending'));
    },
  },
  {
    name: 'theme survives a reload and Hindi changes the menu',
    async run({ page }) {
      await page.goto('/landing');
      await page.getByRole('button', { name: 'Explore Demo' }).first().click();
      await page.waitForURL('**/admin/dashboard', { timeout: 30000 });
      await expectVisible(page.getByRole('menuitem', { name: 'Complaint Logging' }));
      await page.getByRole('button', { name: 'Toggle light/dark theme' }).first().click();
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      await page.reload();
      await expectVisible(page.getByRole('menuitem', { name: 'Complaint Logging' }));
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(bg, 'rgb(15, 23, 42)', `dark background expected, got ${bg}`);
      await page.getByLabel('Language').first().click();
      await page.getByRole('option', { name: 'हिन्दी' }).click();
      await expectVisible(page.getByRole('menuitem', { name: /शिकायत/ }));
      assert.equal(await page.evaluate(() => localStorage.getItem('locale')), 'hi');
      // And it stays Hindi after a reload.
      await page.reload();
      await expectVisible(page.getByRole('menuitem', { name: /शिकायत/ }));
    },
  },
];
