// Issue 4 walk: book a visit, assign, start, complete; spare request with two items approved and delivered;
// a customer's history; vendor deactivate/reactivate and rating; an area added and bulk-changed across a reload.
import { expect, test } from './fixtures';
import { api, bookVisit, choose, exploreDemo, openMenu } from './helpers';

const newestFirst = (a: { id: number }, b: { id: number }) => b.id - a.id;

test('book a visit, assign a technician, start and complete it', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Service Bookings', '/admin/service/bookings');
  const complaint = (await api(page, '/api/complaints?page=1&limit=1&status=assigned')).data[0];
  const booking = await bookVisit(page, complaint.id);
  expect(booking.serviceType).toBe('repair');
  expect(booking.scheduledTime).toBe('10:00');
  expect(booking.estimatedCost).toBe(500);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(booking.id), exact: true }) });
  await expect(row.first()).toBeVisible();
  await row.getByRole('button', { name: 'Assign Technician' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').first().click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(new RegExp(`assigned to booking #${booking.id}`)).first()).toBeVisible();
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(`Booking #${booking.id} status updated to In progress`).first()).toBeVisible();
  // It leaves the default 'scheduled' view; look at All.
  await choose(page, page, /^Status/, 'All');
  const started = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(booking.id), exact: true }) });
  await started.getByRole('button', { name: 'Complete' }).click();
  // Complete asks for the work done (work notes, actual cost, parts used).
  const completion = page.getByRole('dialog', { name: `Complete booking #${booking.id}` });
  await completion.getByRole('textbox', { name: /Work notes/ }).fill('Checked and repaired');
  await completion.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByText(`Booking #${booking.id} status updated to Completed`).first()).toBeVisible();
  expect((await api(page, `/api/service-bookings/${booking.id}`)).status).toBe('completed');
});

test('raise a spare request with two items, approve and deliver it', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Parts Approval', '/admin/spares/requests');
  const bookingId = (await api(page, '/api/service-bookings?page=1&limit=1')).data[0].id;
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Request' }) });
  const field = (name: RegExp) => form.getByRole('textbox', { name }).or(form.getByRole('spinbutton', { name }));
  // Booking and requester are lookups: the booking found by its id, the technician by name.
  await form.getByRole('combobox', { name: /^Booking ID/ }).fill(`#${bookingId}`);
  await page.getByRole('option', { name: new RegExp(`^#${bookingId} · `) }).first().click();
  await form.getByRole('combobox', { name: /^Requested By/ }).fill('Imran');
  await page.getByRole('option', { name: /^Imran Khan/ }).first().click();
  await form.getByRole('button', { name: 'Add Item' }).click();
  await field(/^Part Name/).nth(0).fill('E2E Panel');
  await field(/^Quantity/).nth(0).fill('1');
  await field(/^Estimated Cost/).nth(0).fill('11500');
  await field(/^Part Name/).nth(1).fill('E2E PSU');
  await field(/^Quantity/).nth(1).fill('2');
  await field(/^Estimated Cost/).nth(1).fill('1850.50');
  await expect(form.getByText('₹15,201.00').first()).toBeVisible();
  await form.getByRole('button', { name: 'Create Request' }).click();
  await expect(page.getByText('Spare request created successfully').first()).toBeVisible();
  const req = (await api(page, `/api/spare-requests?bookingId=${bookingId}&page=1&limit=50`)).data.sort(newestFirst)[0];
  expect(req.totalEstimatedCost).toBe(15201);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(req.id), exact: true }) });
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Request #${req.id} approved`).first()).toBeVisible();
  await row.getByRole('button', { name: 'Delivered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByText(`Request #${req.id} marked as delivered`).first()).toBeVisible();
  expect((await api(page, `/api/spare-requests/${req.id}`)).status).toBe('delivered');
  // View opens the request's own page; a reload keeps it, Back returns to the list.
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/spares/requests/${req.id}/show$`));
  await expect(page.getByRole('heading', { name: `Spare request #${req.id}`, level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Spare request #${req.id}`, level: 1 })).toBeVisible();
  await expect(page.getByText('E2E PSU').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/spares\/requests(\?.*)?$/);
});

test('find a customer and read the service history', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Customer Management', '/admin/service/customers');
  await expect(page.getByText('Select a customer to see history').first()).toBeVisible();
  await page.getByRole('searchbox', { name: /^Search/ }).or(page.getByRole('textbox', { name: /^Search/ })).first().fill('customer@demo.in');
  const row = page.getByRole('row').filter({ hasText: 'customer@demo.in' });
  await expect(row.first()).toBeVisible();
  await row.getByText('Ananya Iyer').click();
  // The customer has a URL of its own: a reload opens the same customer with its history.
  await expect(page).toHaveURL(/\/admin\/service\/customers\/1\/show$/);
  const history = await api(page, '/v1/customers/1/service-history');
  expect(history.length).toBeGreaterThan(0);
  await expect(page.getByText(history[0].summary).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ananya Iyer' })).toBeVisible();
  await expect(page.getByText(history[0].summary).first()).toBeVisible();
  // Back returns to the list, still searched.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/service\/customers(\?.*)?$/);
  await expect(page.getByRole('row').filter({ hasText: 'customer@demo.in' }).first()).toBeVisible();
  await expect(page.getByText('Select a customer to see history').first()).toBeVisible();
});

test('deactivate and reactivate a vendor and update a rating', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Vendor Assignment', '/admin/third-parties');
  const tech = (await api(page, '/api/vendor-assignments?type=technician&isActive=true&page=1&limit=10')).data[0];
  const row = page.getByRole('row').filter({ hasText: tech.email });
  await expect(row.first()).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${tech.name} deactivated`).first()).toBeVisible();
  expect((await api(page, `/api/vendor-assignments/${tech.id}`)).isActive).toBe(false);
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(`${tech.name} activated`).first()).toBeVisible();
  expect((await api(page, `/api/vendor-assignments/${tech.id}`)).isActive).toBe(true);
  await row.getByRole('button', { name: 'Update' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: /^Rating/ }).or(dialog.getByRole('textbox', { name: /^Rating/ })).first().fill('9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(new RegExp(`Rating of ${tech.name} updated to 5`)).first()).toBeVisible();
  expect((await api(page, `/api/vendor-assignments/${tech.id}`)).rating).toBe(5);
});

test('add an area, bulk-change its coverage, reload and see the change kept', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Coverage Areas', '/admin/areas');
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Area' }) });
  await create.getByRole('textbox', { name: /^City/ }).fill('Mysuru');
  await create.getByRole('textbox', { name: /^Pincode/ }).fill('570001');
  await create.getByRole('textbox', { name: /^State/ }).fill('Karnataka');
  await create.getByRole('button', { name: 'Create Area' }).click();
  await expect(page.getByText('Area coverage created successfully').first()).toBeVisible();
  const bulk = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Coverage' }) });
  await bulk.getByRole('textbox', { name: /^Pincodes/ }).fill('570001');
  await choose(bulk, page, /^New Coverage Type/, /^Partial|^partial/);
  await bulk.getByRole('button', { name: 'Update Coverage' }).click();
  await expect(page.getByText(/Coverage set to partial for 1 area/i).first()).toBeVisible();
  await page.reload();
  // The demo backend answers again once the console has started it after the reload.
  await expect(page.getByText('Total Areas').first()).toBeVisible();
  const areas = await api(page, '/v1/areas');
  expect(areas.data.find((a: { pincode: string }) => a.pincode === '570001').coverage).toBe('partial');
  await choose(page, page, /^Coverage( All)?$/, /^Partial$/i);
  await page.getByLabel('City', { exact: true }).fill('Mysuru');
  await expect(page.getByRole('row').filter({ hasText: '570001' }).getByText('Partial').first()).toBeVisible();
});
