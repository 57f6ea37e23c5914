// Issue 27's journeys in Chromium on the in-browser demo: a new caller added from the complaint form
// and found by phone next time; a second complaint on a serial still open warns; the demo customer
// registers a TV from the catalogue, logs a complaint on it and reads its visit, technician and
// invoice, and no commission; a part delivered on a spare request and then used leaves stock once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, choose, exploreDemo, openMenu, optionName } from './helpers';

// The demo's accounts (src/config.ts, which reads Vite's import.meta.env and so is not imported here).
const CUSTOMER = 'customer@demo.in';
const ADMIN = 'superadmin@demo.in';
const PASSWORD = 'Demo@1234';

/** A change through the console's API from the page, for the staff's side of a journey the test is not about. */
const send = (page: Page, method: string, path: string, body: unknown): Promise<any> =>
  page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`https://demo-api.invalid${p}`, {
        method: m,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`,
          'X-Tenant-Id': localStorage.getItem('tenantId') || '1',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${m} ${p} -> ${res.status} ${await res.text()}`);
      return res.json();
    },
    [method, path, body] as const,
  );

/** Signs in on the form as `email` (the demo's data stays: it lives in this browser). */
const signInAs = async (page: Page, email: string, landing: string) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`**${landing}`, { timeout: 30_000 });
};

/** DDMMYYYY of the day `days` after today in India (UTC+05:30). */
const indiaDay = (days: number) => {
  const [year, month, day] = new Date(Date.now() + (5.5 + days * 24) * 3_600_000).toISOString().slice(0, 10).split('-');
  return { typed: `${day}${month}${year}`, iso: `${year}-${month}-${day}` };
};

const complaintForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Complaint' }) });

test('a new caller added from the complaint form is picked for it, and found by phone however typed next time', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');
  const form = complaintForm(page);
  const digits = `9${String(Date.now()).slice(-9)}`;
  const name = `Caller ${digits.slice(-4)}`;
  const pincode = (await api(page, '/v1/customers?page=1&limit=1')).data[0].pincode;

  await form.getByRole('button', { name: 'New caller' }).click();
  const dialog = page.getByRole('dialog', { name: 'New caller' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill(digits);
  await dialog.getByRole('textbox', { name: /^Pincode/ }).fill(pincode);
  await dialog.getByRole('button', { name: 'Add and pick' }).click();
  await expect(page.getByText(`${name} picked for the complaint`).first()).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue(new RegExp(name));

  const product = (await api(page, '/api/products?page=1&limit=1')).data[0];
  await form.getByRole('combobox', { name: /^Product ID/ }).fill(product.sku);
  await page.getByRole('option', { name: optionName(product.name) }).first().click();
  await form.getByRole('textbox', { name: /^Serial No/ }).fill(`CALL-${digits}`);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Remote does not pair');
  await form.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page.getByText('Complaint created').first()).toBeVisible();
  const logged = (await api(page, `/api/complaints?serialNo=CALL-${digits}&page=1&limit=5`)).data[0];
  expect(logged.customerName).toBe(name);

  // Next time they call: the number typed as a caller says it, with +91 and spaces.
  const spoken = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  await form.getByRole('combobox', { name: /^Customer ID/ }).fill(spoken);
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
});

test('a second complaint on a serial still open warns, with a link to the open one', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');
  const open = (await api(page, '/api/complaints?status=open&page=1&limit=1')).data[0];
  const form = complaintForm(page);
  await form.getByRole('textbox', { name: /^Serial No/ }).fill(open.serialNo);
  // One or more still open on that serial (the seed has serials with two).
  const warning = form.getByRole('status').filter({ hasText: new RegExp(`on serial ${open.serialNo} (is|are) still open:`) });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: `#${open.id}` })).toHaveAttribute('href', `/admin/service/complaints/${open.id}/show`);
  // A warning, not a refusal: the form still takes the complaint.
  await expect(form.getByRole('button', { name: 'Create Complaint' })).toBeEnabled();
});

test('the customer registers a TV from the catalogue, logs a complaint on it and reads the visit, the technician and the invoice, and no commission', async ({ page }) => {
  test.setTimeout(120_000);
  await exploreDemo(page);
  const tv = (await api(page, '/api/products?page=1&limit=100')).data.find((p: { sku: string }) => p.sku === 'NLG-32-HD');
  await signInAs(page, CUSTOMER, '/admin/catalog/registrations');

  // 1. Register the TV: picked from the catalogue; no customer or dealer to type.
  const register = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register Product' }) });
  await expect(register.getByRole('combobox', { name: /^Customer ID/ })).toHaveCount(0);
  await expect(register.getByRole('textbox', { name: /^Dealer ID/ })).toHaveCount(0);
  await choose(register, page, /^Product/, optionName(tv.name), tv.sku);
  const serial = `OWN-E2E-${Date.now()}`;
  await register.getByRole('textbox', { name: /^Serial Number/ }).fill(serial);
  await register.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(indiaDay(-30).typed);
  await register.getByRole('button', { name: 'Register Product' }).click();
  await expect(page.getByText('Product registered successfully for warranty').first()).toBeVisible();

  // 2. Log a complaint on it: the product picked from their own.
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');
  const form = complaintForm(page);
  await form.getByRole('combobox', { name: /^Your product/ }).fill(serial);
  await page.getByRole('option', { name: new RegExp(`^${serial}`) }).first().click();
  await form.getByRole('textbox', { name: /^Description/ }).fill('Picture goes dark after an hour');
  await form.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page.getByText('Complaint created').first()).toBeVisible();
  const complaint = (await api(page, `/api/complaints?page=1&limit=50`)).data.find((c: { serialNo: string }) => c.serialNo === serial);

  // 3. The warehouse's side: assigned to a vendor at a commission, a visit with a technician, done, invoiced.
  await signInAs(page, ADMIN, '/admin/dashboard');
  const vendor = (await api(page, '/api/vendor-assignments?page=1&limit=100&type=vendor')).data.find((v: { type: string; isActive: boolean }) => v.type === 'vendor' && v.isActive);
  const technician = (await api(page, '/api/vendor-assignments?page=1&limit=100&type=technician')).data.find((v: { type: string }) => v.type === 'technician');
  await send(page, 'PATCH', `/api/complaints/${complaint.id}/assign`, { vendorId: vendor.id, commissionRateApplied: 12.5 });
  const visitDay = indiaDay(3).iso;
  const booking = await send(page, 'POST', '/api/service-bookings', { complaintId: complaint.id, scheduledDate: visitDay, scheduledTime: '11:30', assignedTechnicianId: technician.id, estimatedCost: 500 });
  await send(page, 'PATCH', `/v1/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: '' });
  await send(page, 'PATCH', `/api/service-bookings/${booking.id}/complete`, { workNotes: 'Replaced the backlight strip', actualCost: 1200, partsUsed: [] });
  const { invoiceId } = await api(page, `/api/service-bookings/${booking.id}`);
  const issued = await send(page, 'PUT', `/api/invoices/${invoiceId}`, { status: 'sent' });

  // 4. The customer's page of it.
  await signInAs(page, CUSTOMER, '/admin/catalog/registrations');
  await openMenu(page, 'Complaint Logging', '/admin/service/complaints');
  await page.getByRole('row').filter({ hasText: serial }).first().click();
  await page.waitForURL(`**/admin/service/complaints/${complaint.id}/show`);
  const record = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Complaint #${complaint.id}` }) });
  const firstName = technician.name.split(' ')[0];
  await expect(record.getByText(`Technician: ${firstName}`)).toBeVisible();
  const visits = page.getByRole('region', { name: 'Visits' });
  await expect(visits.getByRole('cell', { name: firstName, exact: true })).toBeVisible();
  await expect(visits.getByRole('cell', { name: /11:30/ })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Invoices and service notes' });
  // Under warranty: the job was free to them, a no-charge service note.
  expect(issued.kind).toBe('service_note');
  await expect(documents.getByRole('cell', { name: `Service note ${issued.number}` })).toBeVisible();
  // Nothing of the warehouse's: the vendor, its commission, the SLA clock, the technician's full name.
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/Commission|12\.5|SLA|Vendor|Resolution due/);
  expect(text).not.toContain(vendor.name);
  expect(text).not.toContain(technician.name);
});

test('a part delivered on a spare request and then used at completion leaves stock once', async ({ page }) => {
  test.setTimeout(120_000);
  await exploreDemo(page);
  const complaint = (await api(page, '/api/complaints?status=open&page=1&limit=1')).data[0];
  const booking = await send(page, 'POST', '/api/service-bookings', { complaintId: complaint.id, scheduledDate: indiaDay(1).iso, estimatedCost: 400 });
  await send(page, 'PATCH', `/v1/service/bookings/${booking.id}/status`, { status: 'in_progress', notes: '' });
  const part = (await api(page, '/api/products?page=1&limit=100')).data.find((p: { stock: number; price: number }) => p.stock >= 5 && p.price > 0);
  const start = (await api(page, `/api/inventory/stock/${part.id}`)).currentStock;
  const request = await send(page, 'POST', '/api/spare-requests', { bookingId: booking.id, requestedBy: 3, requestNotes: '', requestedItems: [{ productId: part.id, quantity: 1 }] });

  // Approved and delivered on the request's page: the part leaves the store once, here.
  await page.goto(`/admin/spares/requests/${request.id}/show`);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(`Request #${request.id} approved`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByText(new RegExp(`Request #${request.id} marked as`)).first()).toBeVisible();
  expect((await api(page, `/api/inventory/stock/${part.id}`)).currentStock).toBe(start - 1);

  // Completed with that part used: nothing more leaves the store.
  await page.goto(`/admin/service/bookings/${booking.id}/show`);
  await page.getByRole('button', { name: 'Complete', exact: true }).first().click();
  const completion = page.getByRole('dialog', { name: `Complete booking #${booking.id}` });
  await completion.getByRole('textbox', { name: /Work notes/ }).fill('Fitted the delivered board');
  await completion.getByRole('button', { name: 'Add part' }).click();
  await completion.getByRole('combobox', { name: /Product/ }).first().fill(part.sku);
  await page.getByRole('option', { name: optionName(part.name) }).first().click();
  await completion.getByRole('spinbutton', { name: /Quantity/ }).first().fill('1');
  await completion.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByText(`Booking #${booking.id} status updated to Completed`).first()).toBeVisible();
  expect((await api(page, `/api/inventory/stock/${part.id}`)).currentStock).toBe(start - 1);
  const movements = (await api(page, `/api/inventory/movements?productId=${part.id}&page=1&limit=100`)).data.filter(
    (m: { ref: string }) => m.ref === `SR-${request.id}` || m.ref === `BK-${booking.id}`,
  );
  expect(movements.map((m: { ref: string; qty: number }) => [m.ref, m.qty])).toEqual([[`SR-${request.id}`, 1]]);
});
