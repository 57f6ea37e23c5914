// Issue 5 walk: tiered rule used by the calculator, report export, an approval, a notification read,
// a technician invited and signed in (reduced menu, access denied), tenant switch as the super admin.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { api, choose, exploreDemo, openMenu, visible } from './helpers.mjs';

const field = (scope, name) => scope.getByRole('spinbutton', { name }).or(scope.getByRole('textbox', { name })).first();

export const tests = [
  {
    name: 'create a tiered rule and see the calculator use it',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Commission Logic', '/admin/finance/commissions');
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Rule' }) });
      await choose(form, page, /^Type/, 'tiered');
      await visible(form.getByText('Tier 1').or(form.getByRole('group', { name: 'Tier 1' })));
      await form.getByRole('button', { name: 'Add Tier' }).click();
      await field(form.getByRole('group', { name: 'Tier 2' }), /^Max Value/).fill('');
      await field(form.getByRole('group', { name: 'Tier 2' }), /^Rate/).fill('7.5');
      await field(form, /^Service Category/).fill('');
      await field(form, /^Priority/).fill('9');
      await form.getByRole('button', { name: 'Create Rule' }).click();
      await visible(page.getByText('Commission rule created successfully'));
      const calc = page.locator('form').filter({ has: page.getByRole('button', { name: 'Calculate' }) });
      await field(calc, /^Order Value/).fill('2500');
      await calc.getByRole('button', { name: 'Calculate' }).click();
      await visible(page.getByText('₹187.50'));
      await visible(page.getByText(/7\.5\s*%/));
    },
  },
  {
    name: 'export the commission report as CSV',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Commission Reports', '/admin/reports/commissions');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^commission-report-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
      const [header, first] = text.split(/\r?\n/);
      assert.equal(header, 'Created,Reference,Vendor,Rate,Amount,PaidBy,Status');
      assert.match(first.split(',')[4], /^\d+\.\d{2}$/);
    },
  },
  {
    name: 'approve an approval and mark a notification read (the count drops)',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Approvals', '/admin/approvals');
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Approve' }) }).first();
      const id = (await row.getByRole('cell').first().innerText()).trim();
      await row.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await visible(page.getByText(`Approval #${id} approved`));

      await openMenu(page, 'Notifications', '/admin/notifications');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      const before = Number((await bell.locator('.MuiBadge-badge').innerText()).trim());
      await page.getByRole('button', { name: 'Mark Read' }).and(page.locator(':enabled')).first().click();
      await visible(page.getByText('Notification marked as read'));
      await page.waitForFunction(
        (n) => Number(document.querySelector('[aria-label^="Notifications"] .MuiBadge-badge')?.textContent?.trim() || 0) === n,
        before - 1,
        { timeout: 20000 },
      );
    },
  },
  {
    name: 'invite a technician, sign in as them: reduced menu and access denied',
    async run({ page }) {
      await exploreDemo(page);
      await openMenu(page, 'Register User', '/admin/users/register');
      const email = `tech.${Date.now()}@demo.in`;
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Invite' }) });
      await field(form, /^Email/).fill(email);
      await choose(form, page, /^Role/, 'Technician');
      await field(form, /^First Name/).fill('Ravi');
      await field(form, /^Last Name/).fill('Kumar');
      await form.getByLabel(/^Temporary Password/).fill('Temp@1234');
      await form.getByRole('button', { name: 'Send Invite' }).click();
      await visible(page.getByText('User registered'));

      await page.getByRole('button', { name: /^Profile/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL('**/sign-in');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Password/).first().fill('Temp@1234');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/admin/**', { timeout: 30000 });
      await visible(page.getByRole('menuitem', { name: 'Complaint Logging' }));
      assert.equal(await page.getByRole('menuitem', { name: 'Users', exact: true }).count(), 0);
      assert.equal(await page.getByRole('menuitem', { name: 'Warehouses (Tenants)' }).count(), 0);
      await page.goto('/admin/users');
      await visible(page.getByText('You do not have permission to view this page.'));
      const res = await page.evaluate(async () => {
        const r = await fetch('https://demo-api.invalid/api/users', { headers: { Authorization: `Bearer ${sessionStorage.getItem('adminAccessToken') || localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': '1' } });
        return r.status;
      });
      assert.equal(res, 403);
    },
  },
  {
    name: 'switch tenant as the super admin and see other data',
    async run({ page }) {
      await exploreDemo(page);
      const one = await api(page, '/api/dashboard/stats');
      await choose(page, page, /^Warehouse/, 'Mumbai West Warehouse');
      await visible(page.getByText('Now working in Mumbai West Warehouse'));
      assert.equal(await page.evaluate(() => localStorage.getItem('tenantId')), '2');
      const two = await api(page, '/api/dashboard/stats');
      assert.notDeepEqual(two.recentComplaints, one.recentComplaints);
      await visible(page.getByText(String(two.totalComplaints), { exact: true }));
    },
  },
];
