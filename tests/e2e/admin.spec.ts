// Issue 5 walk: tiered rule used by the calculator, report export, an approval, a notification read,
// a technician invited and signed in (reduced menu, access denied), tenant switch as the super admin.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, choose, exploreDemo, openMenu } from './helpers';

const field = (scope: Locator, name: RegExp) => scope.getByRole('spinbutton', { name }).or(scope.getByRole('textbox', { name })).first();

test('create a tiered rule and see the calculator use it', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Commission Logic', '/admin/finance/commissions');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Rule' }) });
  await choose(form, page, /^Type/, 'tiered');
  await expect(form.getByText('Tier 1').or(form.getByRole('group', { name: 'Tier 1' })).first()).toBeVisible();
  await form.getByRole('button', { name: 'Add Tier' }).click();
  await field(form.getByRole('group', { name: 'Tier 2' }), /^Max Value/).fill('');
  await field(form.getByRole('group', { name: 'Tier 2' }), /^Rate/).fill('7.5');
  await field(form, /^Service Category/).fill('');
  await field(form, /^Priority/).fill('9');
  await form.getByRole('button', { name: 'Create Rule' }).click();
  await expect(page.getByText('Commission rule created successfully').first()).toBeVisible();
  const calc = page.locator('form').filter({ has: page.getByRole('button', { name: 'Calculate' }) });
  await field(calc, /^Order Value/).fill('2500');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('₹187.50').first()).toBeVisible();
  await expect(page.getByText(/7\.5\s*%/).first()).toBeVisible();
});

test('export the commission report as CSV', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Commission Reports', '/admin/reports/commissions');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^commission-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, first] = text.split(/\r?\n/);
  expect(header).toBe('Created,Reference,Vendor,Rate,Amount,PaidBy,Status');
  expect(first.split(',')[4]).toMatch(/^\d+\.\d{2}$/);
});

test('approve an approval and mark a notification read (the count drops)', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Approvals', '/admin/approvals');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Approve' }) }).first();
  // The first cell is the row's selection checkbox (bulk actions), then the id.
  const id = (await row.getByRole('cell').nth(1).innerText()).trim();
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approval #${id} approved`).first()).toBeVisible();

  await openMenu(page, 'Notifications', '/admin/notifications');
  const badge = page.getByRole('button', { name: /^Notifications/ }).locator('.MuiBadge-badge');
  const before = Number((await badge.innerText()).trim());
  await page.getByRole('button', { name: 'Mark Read' }).and(page.locator(':enabled')).first().click();
  await expect(page.getByText('Notification marked as read').first()).toBeVisible();
  await expect(badge).toHaveText(String(before - 1));
});

test('invite a technician, sign in as them: reduced menu and access denied', async ({ page }) => {
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
  await expect(page.getByText('User registered').first()).toBeVisible();

  await page.getByRole('button', { name: /^Profile/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/sign-in');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).first().fill('Temp@1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/**', { timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'Complaint Logging' }).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Warehouses (Tenants)' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByText('You do not have permission to view this page.').first()).toBeVisible();
  const status = await page.evaluate(async () => {
    const r = await fetch('https://demo-api.invalid/api/users', {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('adminAccessToken') || localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': '1' },
    });
    return r.status;
  });
  expect(status).toBe(403);
});

test('switch tenant as the super admin and see other data', async ({ page }) => {
  await exploreDemo(page);
  const one = await api(page, '/api/dashboard/stats');
  await choose(page, page, /^Warehouse/, 'Mumbai West Warehouse');
  await expect(page.getByText('Now working in Mumbai West Warehouse').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tenantId'))).toBe('2');
  const two = await api(page, '/api/dashboard/stats');
  expect(two.recentComplaints).not.toStrictEqual(one.recentComplaints);
  await expect(page.getByText(String(two.totalComplaints), { exact: true }).first()).toBeVisible();
});
