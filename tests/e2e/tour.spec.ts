// The README's guided tour (issue 17 scope 1), walked on the demo and photographed for it: one complaint
// logged and auto-assigned, its visit booked and waiting on the dispatch board, a spare request for it
// approved, its completion's draft invoice issued as a GST tax invoice, the complaint closed. Desktop
// 1280x800, light theme, English; saves docs/screenshots/tour-1-complaint.png ... tour-5-closure.png, each
// after asserting what the README says the page shows (so a screenshot cannot be of an error page).
// The steps the screenshots do not show (assign, start, complete) go through the API, as the screens would.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, bookVisit, exploreDemo, logComplaint, openMenu, root } from './helpers';

test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', locale: 'en-IN' });

/** An authenticated write to the demo backend from the page; fails the test on an error answer. */
const send = (page: Page, method: string, path: string, body: unknown): Promise<any> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`https://demo-api.invalid${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`,
          'X-Tenant-Id': localStorage.getItem('tenantId') || '1',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
      return json;
    },
    { method, path, body },
  );

/** Waits for the screen to settle (no network for a moment, no loading indicator), then photographs it. */
const shoot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.app-loader')).toHaveCount(0);
  await page.screenshot({ path: join(root, 'docs', 'screenshots', `tour-${name}.png`) });
};

test('the README tour: complaint, visit, parts, invoice, closure (screenshots)', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('locale', 'en');
  });
  await exploreDemo(page);

  // 1. Complaint: logged in the form above the table, then Auto Assign in its row.
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');
  const customer = (await api(page, '/v1/customers?page=1&limit=1')).data[0];
  const product = (await api(page, '/api/products?page=1&limit=1')).data[0];
  const serial = `TOUR-${Date.now()}`;
  await logComplaint(page, { customer, product, serial, description: 'No picture, sound is fine' });
  const complaint = (await api(page, `/api/search?q=${serial}`)).complaints[0];
  const complaintRow = page.getByRole('row').filter({ hasText: serial });
  await expect(complaintRow.getByRole('button', { name: 'Auto Assign' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Complaint' })).toBeVisible();
  await complaintRow.first().evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shoot(page, '1-complaint');
  await complaintRow.getByRole('button', { name: 'Auto Assign' }).click();
  await expect.poll(async () => (await api(page, `/api/complaints/${complaint.id}`)).status).toBe('assigned');

  // 2. Visit: booked on Service Bookings; with no technician yet it waits in the dispatch board's queue.
  await openMenu(page, 'Service Bookings', '/admin/service/bookings');
  const booking = await bookVisit(page, complaint.id);
  await openMenu(page, 'Dispatch board', '/admin/service/dispatch');
  const queue = page.getByRole('region', { name: /^Queue/ });
  const queued = queue.getByRole('group', { name: `Booking #${booking.id}` });
  await expect(queued).toBeVisible();
  await queued.evaluate((block) => block.scrollIntoView({ block: 'center' }));
  await shoot(page, '2-visit');
  // The technician the board would suggest first is assigned, and starts the job (My jobs' Start).
  const technician = (await api(page, `/v1/service/bookings/${booking.id}/technician-suggestions`)).technicians[0];
  await send(page, 'PATCH', `/v1/service/bookings/${booking.id}/assign-technician`, { technicianId: technician.id });
  await send(page, 'PATCH', `/v1/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });

  // 3. Parts: a spare request for the visit, approved on Parts Approval.
  const requester = await page.evaluate(() => JSON.parse(localStorage.getItem('adminUser') || '{}').id);
  const request = await send(page, 'POST', '/api/spare-requests', {
    bookingId: booking.id,
    requestedBy: requester,
    requestNotes: 'Panel driver board',
    requestedItems: [{ productId: product.id, quantity: 1, estimatedCost: 1350 }],
  });
  await openMenu(page, 'Parts Approval', '/admin/spares/requests');
  const requestRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(request.id), exact: true }) });
  await requestRow.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Request #${request.id} approved`).first()).toBeVisible();
  await expect(requestRow.getByText('Approved', { exact: true }).first()).toBeVisible();
  await requestRow.first().evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shoot(page, '3-parts');

  // 4. Invoice: completing the visit raises a draft; Issue numbers it as a GST tax invoice.
  const done = await send(page, 'PATCH', `/api/service-bookings/${booking.id}/complete`, {
    workNotes: 'Replaced the panel driver board',
    actualCost: 800,
    partsUsed: [],
  });
  expect(done.invoiceId).toBeTruthy();
  // Issue is in the draft's row of the Invoices list (the 'open' view, newest first); View opens the invoice.
  await page.goto('/admin/invoices');
  const invoiceRow = page.getByRole('row').filter({ has: page.locator(`a[href$="/admin/invoices/${done.invoiceId}/show"]`) });
  await invoiceRow.getByRole('button', { name: 'Issue', exact: true }).click();
  // Issue asks first: the number it takes is for good (issue 27).
  await page.getByRole('dialog').getByRole('button', { name: 'Issue invoice' }).click();
  const issued = page.getByText(/^Invoice issued as [A-Z]{2,4}\/\d{2}-\d{2}\/\d{5}$/).first();
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.replace('Invoice issued as ', '').trim();
  await invoiceRow.getByRole('link', { name: 'View' }).click();
  await page.waitForURL(`**/admin/invoices/${done.invoiceId}/show`);
  const invoice = page.getByRole('article');
  await expect(invoice.getByText('Tax Invoice').first()).toBeVisible();
  await expect(invoice.getByText(number).first()).toBeVisible();
  await expect(invoice.getByText(/GSTIN/).first()).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  await shoot(page, '4-invoice');

  // 5. Closure: the complaint, resolved by the completed visit, is closed on its page.
  await page.goto(`/admin/service/complaints/${complaint.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Resolved', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText(`Complaint #${complaint.id} closed`).first()).toBeVisible();
  await expect(timeline.getByText('Closed', { exact: true }).first()).toBeVisible();
  expect((await api(page, `/api/complaints/${complaint.id}`)).status).toBe('closed');
  await shoot(page, '5-closure');
});
