// Issue 2 journey: landing, Explore Demo, dashboard, complaints, theme across a reload, Hindi menu.
import { expect, test } from './fixtures';
import { api, logComplaint } from './helpers';

test('landing -> Explore Demo -> dashboard with seeded figures', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  await expect(page.getByText('Complaints by status').first()).toBeVisible();
  // The totals come from the seeded demo backend: a non-zero complaint count is shown.
  const stats = await page.evaluate(async () => {
    const res = await fetch('https://demo-api.invalid/api/dashboard/stats', {
      headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': '1' },
    });
    return res.json();
  });
  expect(stats.totalComplaints, 'seeded complaints expected').toBeGreaterThan(0);
  await expect(page.getByText(String(stats.totalComplaints), { exact: true }).first()).toBeVisible();
});

test('complaint logged, auto-assigned, parts requested, approved and rejected', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Complaint Logging' }).click();
  await page.waitForURL('**/admin/service/complaints**');
  const serial = `E2E-${Date.now()}`;
  // Customer and product are lookups: a name (or phone, SKU, id) finds the record.
  const customer = (await api(page, '/v1/customers?page=1&limit=1')).data[0];
  const product = (await api(page, '/api/products?page=1&limit=1')).data[0];
  await logComplaint(page, { customer, product, serial, description: 'No picture, sound works' });
  const row = page.getByRole('row').filter({ hasText: serial });
  await expect(row.first()).toBeVisible();
  await expect(row.getByText('Out of Warranty').first()).toBeVisible();
  await expect(row.getByText(customer.name).first()).toBeVisible();
  await row.getByRole('button', { name: 'Auto Assign' }).click();
  // Assigned complaints leave the default 'open' filter: look at All.
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'All' }).click();
  const assigned = page.getByRole('row').filter({ hasText: serial });
  await expect(assigned.getByText('Paid by Customer').first()).toBeVisible();
  await expect(assigned.getByText(/\d+%/).first()).toBeVisible();
  await assigned.getByRole('button', { name: 'Approve Parts' }).click();
  await expect(assigned.getByText('Approved').first()).toBeVisible();
  await assigned.getByRole('button', { name: 'Reject Parts' }).click();
  await expect(assigned.getByText('Rejected').first()).toBeVisible();
  await assigned.getByRole('button', { name: 'Request Parts' }).click();
  await expect(assigned.getByText('Pending').first()).toBeVisible();
});

test("a complaint's own page: opened from the list, kept across a reload, Back returns to the filtered list", async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Complaint Logging' }).click();
  await page.waitForURL('**/admin/service/complaints**');
  // A complaint on the first page of its status with a visit booked.
  let complaint: { id: number; status: string; serialNo: string } | undefined;
  let booking: { id: number } | undefined;
  for (const status of ['in_progress', 'assigned', 'resolved', 'open']) {
    for (const c of (await api(page, `/api/complaints?page=1&limit=10&status=${status}`)).data) {
      [booking] = await api(page, `/v1/service/bookings/complaint/${c.id}`);
      if (booking) complaint = c;
      if (complaint) break;
    }
    if (complaint) break;
  }
  if (!complaint || !booking) throw new Error('the seed has no complaint with a booking on a first page');
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: complaint.status, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(complaint.status));
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(complaint.id), exact: true }) });
  await row.getByText(complaint.serialNo).first().click();
  await page.waitForURL(`**/admin/service/complaints/${complaint.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Service bookings' });
  await expect(bookings.getByRole('cell', { name: String(booking.id), exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeVisible();
  await expect(bookings.getByRole('cell', { name: String(booking.id), exact: true })).toBeVisible();
  await page.goBack();
  await page.waitForURL('**/admin/service/complaints?**');
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveText(complaint.status);
  await expect(row.first()).toBeVisible();
});

test('theme survives a reload and Hindi changes the menu', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'Complaint Logging' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Toggle light/dark theme' }).first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.getByRole('menuitem', { name: 'Complaint Logging' }).first()).toBeVisible();
  // Dark background expected.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await page.getByLabel('Language').first().click();
  await page.getByRole('option', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('menuitem', { name: /शिकायत/ }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('hi');
  // And it stays Hindi after a reload.
  await page.reload();
  await expect(page.getByRole('menuitem', { name: /शिकायत/ }).first()).toBeVisible();
});
