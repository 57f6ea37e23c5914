// Issue 12 acceptance: one complaint through its whole life on the demo backend, through the UI:
// logged (customer picked by name), auto-assigned, a visit booked, a suggested technician assigned,
// started, completed with one part used (stock drops by it), resolved with the visit, the part and
// the invoice on its timeline, the invoice issued, closed, reopened with a reason.
// The same journey runs on the in-browser demo (Explore Demo) and on the console built for the real
// server (`npm run demo:server` on PGlite; playwright.config.ts starts both): one implementation of
// the API, two stores.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, bookVisit, choose, exploreDemo, logComplaint, openMenu, optionName, signInWithForm, useApiOrigin } from './helpers';
import { SERVER_API, SERVER_PORT } from '../../playwright.config';
import { contractProblem, loadContract } from '../contract';

test('a complaint from logging to closure and reopening, through the UI', async ({ page }) => {
  test.setTimeout(120_000);
  await exploreDemo(page);
  await journey(page);
});

test.describe('on the server', () => {
  test.use({ baseURL: `http://127.0.0.1:${SERVER_PORT}` });
  test('the same journey on the console built for npm run demo:server (PGlite), every answer within docs/openapi.json', async ({ page }) => {
    test.setTimeout(120_000);
    useApiOrigin(page, SERVER_API);
    // Every answer of the server the page reads, judged afterwards by the contract (tests/contract.ts).
    const answers: Promise<{ method: string; pathname: string; status: number; text: string } | null>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!response.url().startsWith(`${SERVER_API}/`) || request.method() === 'OPTIONS') return;
      answers.push(response.text().then((text) => ({ method: request.method(), pathname: new URL(response.url()).pathname, status: response.status(), text }), () => null));
    });
    // The demo accounts (src/config.ts, which reads Vite's build-time values and so is not loaded here).
    await signInWithForm(page, 'superadmin@demo.in', 'Demo@1234');
    await journey(page);
    const contract = await loadContract();
    const seen = (await Promise.all(answers)).filter((a) => a !== null);
    expect(seen.length).toBeGreaterThan(30);
    expect(seen.map((a) => contractProblem(contract, a.method, a.pathname, a.status, a.text)).filter(Boolean)).toEqual([]);
  });
});

const journey = async (page: Page) => {
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');

  // 1. Log it: the customer picked by name, the product by SKU.
  const customer = (await api(page, '/v1/customers?page=1&limit=1')).data[0];
  const product = (await api(page, '/api/products?page=1&limit=1')).data[0];
  const serial = `LIFE-${Date.now()}`;
  await logComplaint(page, { customer, product, serial, description: 'No picture after a power cut' });
  // Global search finds it by its serial (GET /api/search), as the app-bar box does.
  const complaint = (await api(page, `/api/search?q=${serial}`)).complaints[0];
  expect(complaint.serialNo).toBe(serial);
  expect((await api(page, `/api/complaints/${complaint.id}`)).status).toBe('open');

  // 2. Auto-assign from the list.
  await page.getByRole('row').filter({ hasText: serial }).getByRole('button', { name: 'Auto Assign' }).click();
  await expect.poll(async () => (await api(page, `/api/complaints/${complaint.id}`)).status).toBe('assigned');

  // 3. Book a visit for it.
  await openMenu(page, 'Service Bookings', '/admin/service/bookings');
  const booking = await bookVisit(page, complaint.id);
  const row = () => page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(booking.id), exact: true }) });

  // 4. Assign the first suggested technician: the dialog lists those serving the customer's pincode first.
  const suggestions = await api(page, `/v1/service/bookings/${booking.id}/technician-suggestions`);
  const suggested = suggestions.technicians[0];
  await row().getByRole('button', { name: 'Assign Technician' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Technicians serving pincode ${suggestions.pincode} are listed first`)).toBeVisible();
  await dialog.getByRole('combobox').first().click();
  const firstOption = page.getByRole('option').first();
  await expect(firstOption).toContainText(suggested.name);
  await firstOption.click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(new RegExp(`assigned to booking #${booking.id}`)).first()).toBeVisible();

  // 5. Start, then complete with one part used, picked from the catalogue.
  await row().getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(`Booking #${booking.id} status updated to In progress`).first()).toBeVisible();
  await choose(page, page, /^Status/, 'All');
  const stockBefore = (await api(page, `/api/inventory/stock/${product.id}`)).currentStock;
  expect(stockBefore).toBeGreaterThan(0);
  await row().getByRole('button', { name: 'Complete' }).click();
  const completion = page.getByRole('dialog', { name: `Complete booking #${booking.id}` });
  await completion.getByRole('textbox', { name: /Work notes/ }).fill('Replaced the power board');
  await completion.getByRole('button', { name: 'Add part' }).click();
  await completion.getByRole('combobox', { name: /Product/ }).first().fill(product.sku);
  await page.getByRole('option', { name: optionName(product.name) }).first().click();
  await completion.getByRole('spinbutton', { name: /Quantity/ }).first().fill('1');
  await completion.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByText(`Booking #${booking.id} status updated to Completed`).first()).toBeVisible();
  expect((await api(page, `/api/inventory/stock/${product.id}`)).currentStock).toBe(stockBefore - 1);

  // 6. The complaint's page, found with the app-bar search by its serial: resolved, with the visit,
  // the part and the invoice on its timeline.
  await page.getByLabel('Search complaints, customers, registrations and products').fill(serial);
  await page.getByRole('option', { name: new RegExp(`#${complaint.id}`) }).first().click();
  await page.waitForURL(`**/admin/service/complaints/${complaint.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Complaint logged')).toBeVisible();
  await expect(timeline.getByText(/Visit status: completed/i).first()).toBeVisible();
  await expect(timeline.getByText(new RegExp(`Parts used: .*${product.name.replace(/[()"]/g, '.')}`)).first()).toBeVisible();
  await expect(timeline.getByText(/Invoice .* raised/).first()).toBeVisible();
  await expect(timeline.getByText('Resolved', { exact: true }).first()).toBeVisible();
  expect((await api(page, `/api/complaints/${complaint.id}`)).status).toBe('resolved');

  // 7. Issue the visit's invoice from the Invoices list: it gets the warehouse's next GST number.
  const { invoiceId } = await api(page, `/api/service-bookings/${booking.id}`);
  expect(invoiceId).toBeTruthy();
  await page.goto('/admin/invoices');
  const invoiceRow = page.getByRole('row').filter({ has: page.locator(`a[href$="/admin/invoices/${invoiceId}/show"]`) });
  await invoiceRow.getByRole('button', { name: 'Issue', exact: true }).click();
  // Issue asks first: the number it takes is for good (issue 27).
  await page.getByRole('dialog').getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByText(/^Invoice issued as [A-Z]{2,4}\/\d{2}-\d{2}\/\d{5}$/).first()).toBeVisible();
  expect((await api(page, `/api/invoices/${invoiceId}`)).status).toBe('sent');
  await page.goto(`/admin/service/complaints/${complaint.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeVisible();

  // 8. Close it, then reopen it with a reason.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText(`Complaint #${complaint.id} closed`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Reopen', exact: true }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen complaint #${complaint.id}` });
  await reopen.getByRole('textbox', { name: /Reason/ }).fill('Picture went off again the next day');
  await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
  await expect(page.getByText(`Complaint #${complaint.id} reopened`).first()).toBeVisible();
  await expect(timeline.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(timeline.getByText('Reopened: Picture went off again the next day')).toBeVisible();
  expect((await api(page, `/api/complaints/${complaint.id}`)).status).toBe('open');
};
