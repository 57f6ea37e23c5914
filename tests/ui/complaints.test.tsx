import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { atPhoneWidth, db, pickLookup, renderScreen, server, signInAs } from './harness';
import { captureDownloads } from './downloads';
import { pager, recordGets, findCell } from './queries';
import { renderEmptyList, renderFailedList, expectSampleBanner, expectListAxeClean } from './screenChecks';
import { LanguagePicker } from '../../src/console/layout/LanguagePicker';
import { prepareConsole } from '../../src/console/App';

// The complaints screen against the demo backend (mocks/handlers/complaints.ts): create, filter,
// page, the four row actions, and the failure, empty and sample states.


const PATH = '/admin/service/complaints';
const LIST_URL = `${DEMO_ORIGIN}/api/complaints`;
const t1 = () => db.tenant('1');
const DAY = 86_400_000;

/** The table row holding `text` (a serial number made unique by the test). */
const findRow = async (text: string) => {
  const cell = await screen.findByText(text);
  return cell.closest('tr') as HTMLTableRowElement;
};

/** The table row of complaint `id` (its ID cell). */
const findRowById = async (id: number) => (await findCell(String(id))).closest('tr') as HTMLTableRowElement;

/** Queries inside the 'Log New Complaint' card (scoped: role queries over the whole console are slow in jsdom). */
const createForm = async () => within((await screen.findByText('Log New Complaint')).closest('section') as HTMLElement);
/** Queries inside the paging bar. */
const bodyRows = () => document.querySelectorAll('table tbody tr');

/** A customer as the customer lookup offers it: name and phone. */
const customerOption = (id: number) => {
  const c = t1().customers.find((x) => x.id === id)!;
  return `${c.name} · ${c.phone}`;
};
const productOption = (id: number) => {
  const p = t1().products.find((x) => x.id === id)!;
  return `${p.name} (${p.sku})`;
};

/** Fills 'Log New Complaint' the way a user does: customer and product picked in their lookups, by name. */
const fillComplaint = async (
  user: ReturnType<typeof userEvent.setup>,
  values: { customerId?: number; productId?: number; serialNo?: string; description?: string },
) => {
  const form = await createForm();
  const scope = (await screen.findByText('Log New Complaint')).closest('section') as HTMLElement;
  if (values.customerId) {
    const name = t1().customers.find((c) => c.id === values.customerId)!.name;
    await pickLookup(user, scope, /^Customer ID/, name, customerOption(values.customerId));
  }
  if (values.productId) {
    const sku = t1().products.find((p) => p.id === values.productId)!.sku;
    await pickLookup(user, scope, /^Product ID/, sku, productOption(values.productId));
  }
  if (values.serialNo) {
    await user.click(form.getByRole('textbox', { name: /^Serial No/ }));
    await user.paste(values.serialNo);
  }
  if (values.description) {
    await user.click(form.getByRole('textbox', { name: /^Description/ }));
    await user.paste(values.description);
  }
  await user.click(form.getByRole('button', { name: 'Create Complaint' }));
  return form;
};

const chooseOption = async (user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const openTotal = async (status?: string) =>
  (await http.get('/api/complaints', { page: 1, limit: 1, ...(status ? { status } : {}) })).total as number;

/** Query strings of every GET /api/complaints the screen sends. */
const recordListQueries = () => recordGets('/api/complaints');

describe('Complaints screen', () => {
  it('bulk Auto-assign selected assigns every selected open complaint and says how many', async () => {
    await signInAs();
    const user = userEvent.setup();
    await renderScreen(PATH);
    const open = t1().complaints.filter((c) => c.status === 'open').slice(-2);
    expect(open).toHaveLength(2);
    for (const c of open) await user.click(within(await findRowById(c.id)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Auto-assign selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-assign selected' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Auto-assign selected: 2 of 2 done')).toBeInTheDocument();
    for (const c of open) expect(t1().complaints.find((x) => x.id === c.id)!.status).toBe('assigned');
  });

  it('bulk Assign vendor assigns the vendor picked in the dialog to every selected open complaint', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const vendor = t1().vendors.find((v) => v.type === 'vendor' && v.isActive)!;
    await renderScreen(PATH);
    const open = t1().complaints.filter((c) => c.status === 'open').slice(-2);
    expect(open).toHaveLength(2);
    for (const c of open) await user.click(within(await findRowById(c.id)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Assign vendor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign vendor' }));
    expect(dialog.getByText('Assign 2 selected complaints to this vendor:')).toBeInTheDocument();
    // Nothing to confirm until a vendor is picked.
    expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(dialog.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: vendor.name }));
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Assign vendor: 2 of 2 done')).toBeInTheDocument();
    for (const c of open) expect(t1().complaints.find((x) => x.id === c.id)).toMatchObject({ status: 'assigned', assignedVendorId: vendor.id });
  });

  it('Export CSV: translated headers, names instead of ids, statuses in words, and a formula kept from running', async () => {
    await signInAs();
    const { blobs, restore } = captureDownloads();
    const marked = [...t1().complaints].reverse().find((c) => c.status === 'open')!;
    marked.description = '=HYPERLINK("http://x","y")';
    const customer = t1().customers.find((c) => c.id === marked.customerId)!;
    const product = t1().products.find((p) => p.id === marked.productId)!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRowById(marked.id);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    restore();
    const csv = parse<Record<string, string>>((await blobs[0].text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual(['ID', 'Customer', 'Product', 'Serial', 'Description', 'Warranty', 'Vendor', 'Commission', 'Parts Approval', 'Status', 'Due', 'Created']);
    // Every open complaint, of every page.
    expect(csv.data).toHaveLength(t1().complaints.filter((c) => c.status === 'open').length);
    const row = csv.data.find((r) => r.ID === String(marked.id))!;
    expect(row).toMatchObject({
      Customer: customer.name,
      Product: `${product.name} (${product.sku})`,
      Serial: marked.serialNo,
      Description: `'=HYPERLINK("http://x","y")`,
      Warranty: marked.isUnderWarranty ? 'Yes' : 'No',
      Vendor: '',
      Status: 'Open',
    });
    expect(row.Created).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('logs a complaint by picking the customer by name and the registration by serial: says Complaint created, clears the form and lists it as open and Under Warranty', async () => {
    await signInAs();
    const reg = t1().registrations.find((r) => new Date(r.warrantyEndDate).getTime() > Date.now() + 40 * DAY)!;
    const customer = t1().customers.find((c) => c.id === reg.customerId)!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByRole('heading', { name: 'Log New Complaint' })).toBeInTheDocument();
    const scope = (await screen.findByText('Log New Complaint')).closest('section') as HTMLElement;
    const form = within(scope);
    await pickLookup(user, scope, /^Customer ID/, customer.name.split(' ')[0], customerOption(customer.id));
    // Only that customer's registrations are offered; picking one fills the product and the serial number.
    await pickLookup(user, scope, /^Registration ID/, reg.serialNo.slice(0, 6), new RegExp(`^${reg.serialNo}`));
    expect(form.getByRole('combobox', { name: /^Product ID/ })).toHaveValue(productOption(reg.productId));
    expect(form.getByRole('textbox', { name: /^Serial No/ })).toHaveValue(reg.serialNo);
    await user.clear(form.getByRole('textbox', { name: /^Serial No/ }));
    await user.type(form.getByRole('textbox', { name: /^Serial No/ }), 'SN-UI-CREATE-1');
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'No picture after power cut');
    await user.click(form.getByRole('button', { name: 'Create Complaint' }));

    expect(await screen.findByText('Complaint created')).toBeInTheDocument();
    const row = await findRow('SN-UI-CREATE-1');
    expect(within(row).getByText('Under Warranty')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    // The customer and product read as names, each a link to nothing blind: no bare #id.
    expect(await within(row).findByText(customer.name)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(`#${customer.id}`);
    // The form is empty again.
    expect(form.getByRole('textbox', { name: /^Serial No/ })).toHaveValue('');
    expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue('');

    const stored = t1().complaints.find((c) => c.serialNo === 'SN-UI-CREATE-1')!;
    expect(stored).toMatchObject({ customerId: reg.customerId, productId: reg.productId, productRegistrationId: reg.id, status: 'open' });
  });

  it('a customer lookup finds by phone and by a typed id', async () => {
    await signInAs();
    const customer = t1().customers[3];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const scope = (await screen.findByText('Log New Complaint')).closest('section') as HTMLElement;
    await pickLookup(user, scope, /^Customer ID/, customer.phone.slice(-6), customerOption(customer.id));
    const combo = within(scope).getByRole('combobox', { name: /^Customer ID/ });
    await user.clear(combo);
    await pickLookup(user, scope, /^Customer ID/, String(customer.id), customerOption(customer.id));
    expect(combo).toHaveValue(customerOption(customer.id));
  });

  it('a complaint on an unregistered serial is Out of Warranty', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await fillComplaint(user, {
      customerId: t1().customers[0].id,
      productId: t1().products[0].id,
      serialNo: 'SN-UI-NOREG-1',
      description: 'Remote not working',
    });
    const row = await findRow('SN-UI-NOREG-1');
    expect(within(row).getByText('Out of Warranty')).toBeInTheDocument();
    expect(t1().complaints.find((c) => c.serialNo === 'SN-UI-NOREG-1')?.productRegistrationId).toBeNull();
  });

  it('a failed create shows the red alert with the server message and keeps what was typed', async () => {
    await signInAs();
    server.use(rest.post(LIST_URL, () => HttpResponse.json({ message: 'Serial number is blocked' }, { status: 400 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const customerId = t1().customers[6].id;
    const productId = t1().products[2].id;
    const form = await fillComplaint(user, { customerId, productId, serialNo: 'SN-BLOCKED', description: 'Flickers' });

    const alert = await screen.findByText('Failed to create complaint');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Serial number is blocked');
    expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue(customerOption(customerId));
    expect(form.getByRole('combobox', { name: /^Product ID/ })).toHaveValue(productOption(productId));
    expect(form.getByRole('textbox', { name: /^Serial No/ })).toHaveValue('SN-BLOCKED');
    expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('Flickers');
  });

  it('a customer logs a complaint on one of their products: without one picked, nothing is sent (issue 27)', async () => {
    await signInAs('customer@demo.in');
    const before = t1().complaints.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    expect(form.queryByRole('combobox', { name: /^Customer ID/ })).not.toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Description/ }), 'Noise');
    await user.click(form.getByRole('button', { name: 'Create Complaint' }));
    expect(await form.findByText('Required')).toBeInTheDocument();
    expect(t1().complaints.length).toBe(before);
  });

  it('auto-assigns (vendor, rate, payer, status assigned) and requests, approves and rejects parts', async () => {
    await signInAs();
    // One active vendor serves the customer's pincode; no commission rule overrides the rate.
    const reg = t1().registrations.find((r) => new Date(r.warrantyEndDate).getTime() > Date.now() + 40 * DAY)!;
    const customer = t1().customers.find((c) => c.id === reg.customerId)!;
    t1().vendors.forEach((v) => (v.serviceAreas = v.serviceAreas.filter((p) => p !== customer.pincode)));
    const vendor = t1().vendors.filter((v) => v.isActive)[0];
    vendor.serviceAreas.push(customer.pincode);
    t1().commissionRules.forEach((r) => (r.isActive = false));
    const created = await http.post('/api/complaints', {
      customerId: customer.id,
      productRegistrationId: reg.id,
      productId: reg.productId,
      serialNo: 'SN-UI-FLOW-1',
      description: 'Lines on the screen',
    });

    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await findRow('SN-UI-FLOW-1');
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();

    // Hold the server's answer so the busy state can be seen, then let it through.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(rest.patch(`${DEMO_ORIGIN}/v1/service/complaints/:id/auto-assign`, async () => { await gate; }));
    await user.click(await within(row).findByRole('button', { name: 'Auto Assign' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Auto Assign' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(row).getByRole('button', { name: 'Auto Assign' })).toBeDisabled();
    release();
    expect(await screen.findByText(`Complaint #${created.id} assigned to ${vendor.name}`)).toBeInTheDocument();

    // It left the 'open' list; under 'assigned' it shows the vendor, 15% and who pays.
    await chooseOption(user, /Status/, 'assigned');
    row = await findRow('SN-UI-FLOW-1');
    expect(await within(row).findByText(vendor.name)).toBeInTheDocument();
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(row).getByText('Paid by Company')).toBeInTheDocument();
    expect(within(row).getByText('Assigned')).toBeInTheDocument();

    // The row's actions come in the pass after its text (ui/Deferred).
    await user.click(await within(row).findByRole('button', { name: 'Approve Parts' }));
    await waitFor(async () => expect(within(await findRow('SN-UI-FLOW-1')).getByText('Approved')).toBeInTheDocument());
    row = await findRow('SN-UI-FLOW-1');
    await user.click(await within(row).findByRole('button', { name: 'Reject Parts' }));
    await waitFor(async () => expect(within(await findRow('SN-UI-FLOW-1')).getByText('Rejected')).toBeInTheDocument());
    row = await findRow('SN-UI-FLOW-1');
    await user.click(await within(row).findByRole('button', { name: 'Request Parts' }));
    await waitFor(async () => expect(within(await findRow('SN-UI-FLOW-1')).getByText('Pending')).toBeInTheDocument());
    expect(t1().complaints.find((c) => c.id === created.id)).toMatchObject({
      status: 'assigned',
      assignedVendorId: vendor.id,
      commissionRateApplied: 15,
      commissionPaidBy: 'Company',
      partsApprovalStatus: 'pending',
    });
  });

  it('a failed action is not silent: the server message is shown', async () => {
    await signInAs();
    t1().vendors.forEach((v) => (v.isActive = false));
    const newest = [...t1().complaints].reverse().find((c) => c.status === 'open')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRowById(newest.id);
    await user.click(await within(row).findByRole('button', { name: 'Auto Assign' }));
    expect(
      await screen.findByText(`Failed to auto-assign complaint #${newest.id}: No active vendor is available for assignment`),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Auto Assign' })).toBeEnabled();
  });

  it("status filter: 'open' by default, 'All' sends no status and shows every complaint", async () => {
    await signInAs();
    const openCount = await openTotal('open');
    const allCount = await openTotal();
    expect(allCount).toBeGreaterThan(openCount);
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${openCount}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('open');
    expect(queries.at(-1)?.get('status')).toBe('open');
    const statusCells = within(document.querySelector('table') as HTMLElement).getAllByText(/^(Open|Assigned|In progress|Resolved|Closed)$/);
    expect(statusCells.every((c) => c.textContent === 'Open')).toBe(true);

    await chooseOption(user, /Status/, 'All');
    expect(await screen.findByText(`Total: ${allCount}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('status')).toBe(false);

    await chooseOption(user, /Status/, 'closed');
    expect(await screen.findByText(`Total: ${await openTotal('closed')}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('closed');
  });

  it('a cold load renders the first page fetched while the console loaded: its rows at once, and no second call', async () => {
    await signInAs();
    const total = await openTotal('open');
    const queries = recordListQueries();
    // What the console's entry does on a cold /admin load (AppRoutes startConsole), before rendering.
    await prepareConsole(PATH);
    expect(queries).toHaveLength(1);
    await renderScreen(PATH);
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });

  it('paging: Prev/Next follow page and total, and a page size or filter change goes back to page 1', async () => {
    await signInAs();
    const total = await openTotal('open');
    expect(total).toBeGreaterThan(20);
    const pages10 = Math.ceil(total / 10);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    let nav = await pager();
    expect(nav.getByText(`Page 1 of ${pages10}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(bodyRows()).toHaveLength(10);

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${pages10}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();

    // Page size 20: back to page 1.
    await chooseOption(user, /Page size/, '20');
    nav = await pager();
    expect(await nav.findByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(nav.getByText(`Total: ${total}`)).toBeInTheDocument();

    // The last page: Next is disabled once page x limit reaches the total.
    for (let p = 2; p <= Math.ceil(total / 20); p++) {
      await user.click(nav.getByRole('button', { name: 'Next' }));
      expect(await nav.findByText(`Page ${p} of ${Math.ceil(total / 20)}`)).toBeInTheDocument();
    }
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 20 * (Math.ceil(total / 20) - 1)));

    // A filter change also goes back to page 1.
    await chooseOption(user, /Status/, 'All');
    const all = await openTotal();
    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    nav = await pager();
    expect(nav.getByText(`Page 1 of ${Math.ceil(all / 20)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
  });

  it('on a phone each complaint is a card: #id · serial opening its page, status, customer and the row actions, and no table', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const newest = [...t1().complaints].reverse().find((c) => c.status === 'open')!;
      const customer = t1().customers.find((c) => c.id === newest.customerId)!;
      await renderScreen(PATH);
      const title = `#${newest.id} · ${newest.serialNo}`;
      expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', `${PATH}/${newest.id}/show`);
      const card = within(screen.getByRole('listitem', { name: title }));
      expect(card.getByText('Open')).toBeInTheDocument();
      expect(await card.findByText(customer.name)).toBeInTheDocument();
      expect(await card.findByRole('button', { name: 'Auto Assign' })).toBeEnabled();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });

  it('a failed load shows the red alert, the sample banner and the sample complaint with its actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load complaints');
    expectSampleBanner();
    const row = await findRow('TV55-SAMPLE-0001');
    for (const name of ['Auto Assign', 'Request Parts', 'Approve Parts', 'Reject Parts']) {
      expect(await within(row).findByRole('button', { name })).toBeDisabled();
    }
    expect(bodyRows()).toHaveLength(1);
  });

  it("an empty list says 'No complaints found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No complaints found');
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a technician sees Request Parts only, and no create form', async () => {
    await signInAs('tech@demo.in');
    const newest = [...t1().complaints].reverse().find((c) => c.status === 'open')!;
    await renderScreen(PATH);
    const row = await findRowById(newest.id);
    expect(await within(row).findByRole('button', { name: 'Request Parts' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Auto Assign' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve Parts' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reject Parts' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Log New Complaint' })).not.toBeInTheDocument();
  });

  it('offers Resolve and Close only where the status allows them: resolve an assigned complaint, then close it', async () => {
    await signInAs();
    const c = [...t1().complaints].reverse().find((x) => x.status === 'assigned')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}?filter=${encodeURIComponent(JSON.stringify({ status: 'assigned' }))}`);
    let row = await findRowById(c.id);
    expect(within(row).getByText(c.description)).toBeInTheDocument();
    // Its actions are there (they come in the pass after the row's text) before one is found absent.
    const resolve = await within(row).findByRole('button', { name: 'Resolve' });
    expect(within(row).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(resolve);
    expect(await screen.findByText(`Complaint #${c.id} resolved`)).toBeInTheDocument();
    expect(t1().complaints.find((x) => x.id === c.id)!.status).toBe('resolved');

    await chooseOption(user, /Status/, 'resolved');
    row = await findRowById(c.id);
    const close = await within(row).findByRole('button', { name: 'Close' });
    expect(within(row).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await user.click(close);
    expect(await screen.findByText(`Complaint #${c.id} closed`)).toBeInTheDocument();
    expect(t1().complaints.find((x) => x.id === c.id)!.status).toBe('closed');
  });

  it('speaks Hindi after switching the language', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH, { beside: <LanguagePicker /> });
    await pager();
    await chooseOption(user, 'Language', 'हिन्दी');
    expect(await screen.findByText('नई शिकायत दर्ज करें')).toBeInTheDocument();
    expect(await screen.findByText('शिकायत बनाएँ')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'अगला' })).toBeInTheDocument();
    expect(screen.getAllByText('खुला').length).toBeGreaterThan(0);
  });

  it('the Due column shows the resolution due time with its SLA status in words: At risk amber, Breached red; the SLA filter and the due-time sort reach the server', async () => {
    await signInAs();
    const HOUR = 3_600_000;
    const open = [...t1().complaints].reverse().filter((c) => c.status === 'open');
    // Two of the newest open complaints: one due within its last 20% (urgent: 4.8 h), one past due.
    Object.assign(open[0], { priority: 'urgent', resolutionDueAt: new Date(Date.now() + HOUR).toISOString() });
    Object.assign(open[1], { priority: 'normal', resolutionDueAt: new Date(Date.now() - HOUR).toISOString() });
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const atRisk = within(await findRowById(open[0].id)).getByText('At risk');
    expect(atRisk).toHaveAttribute('data-color', 'warning');
    expect(within(await findRowById(open[1].id)).getByText('Breached')).toHaveAttribute('data-color', 'error');
    expect((await findRowById(open[0].id)).querySelector('[data-sla] time')).toHaveAttribute('datetime', open[0].resolutionDueAt);

    await chooseOption(user, /SLA status/, 'At risk');
    await waitFor(() => expect(queries.at(-1)?.get('slaStatus')).toBe('at_risk'));
    expect(queries.at(-1)?.get('status')).toBe('open');
    const total = (await http.get('/api/complaints', { page: 1, limit: 1, status: 'open', slaStatus: 'at_risk' })).total as number;
    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    await findRowById(open[0].id);
    expect(screen.queryByRole('cell', { name: String(open[1].id) })).not.toBeInTheDocument();
    const badges = within(document.querySelector('table tbody') as HTMLElement).getAllByText(/^(On track|At risk|Breached|Met)$/);
    expect(badges.map((b) => b.textContent)).toEqual(badges.map(() => 'At risk'));

    // Back to every SLA status, then sorted by the Due column: soonest due first.
    await chooseOption(user, /SLA status/, 'All');
    await user.click(within(document.querySelector('table thead') as HTMLElement).getByText('Due'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('resolutionDueAt'));
    expect(queries.at(-1)?.get('order')).toBe('ASC');
    expect(queries.at(-1)?.has('slaStatus')).toBe(false);
    const soonest = (await http.get('/api/complaints', { page: 1, limit: 1, status: 'open', sort: 'resolutionDueAt', order: 'ASC' })).data[0];
    // Cell 0 is the row's selection checkbox (bulk actions); the id is the next one.
    await waitFor(() => expect(within(document.querySelectorAll('table tbody tr')[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(String(soonest.id)));
  });

  it('logs a complaint with a priority (Normal unless changed), stored with its due times and listed On track', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    expect(form.getByRole('combobox', { name: /^Priority/ })).toHaveTextContent('Normal');
    await chooseOption(user, /^Priority/, 'Urgent');
    await fillComplaint(user, { customerId: t1().customers[1].id, productId: t1().products[1].id, serialNo: 'SN-UI-URGENT-1', description: 'Smoke from the back panel' });
    expect(await screen.findByText('Complaint created')).toBeInTheDocument();
    const stored = t1().complaints.find((c) => c.serialNo === 'SN-UI-URGENT-1')!;
    expect(stored.priority).toBe('urgent');
    expect(Date.parse(stored.resolutionDueAt!) - Date.parse(stored.createdAt)).toBe(24 * 3_600_000);
    // The form is back to Normal for the next complaint.
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Priority/ })).toHaveTextContent('Normal'));
    expect(within(await findRow('SN-UI-URGENT-1')).getByText('On track')).toBeInTheDocument();
  });

  it("the complaint's page shows its priority, SLA status, first response and resolution due times", async () => {
    await signInAs();
    const c = [...t1().complaints].reverse().find((x) => x.status === 'closed' && x.resolvedAt)!;
    await renderScreen(`${PATH}/${c.id}/show`);
    const page = within((await screen.findByRole('heading', { name: `Complaint #${c.id}` })).closest('article') as HTMLElement);
    const value = (label: string) => page.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(value('Priority')).toHaveTextContent(({ low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' } as const)[c.priority!]);
    expect(value('SLA status')).toHaveTextContent(c.resolvedAt! <= c.resolutionDueAt! ? 'Met' : 'Breached');
    expect(value('First response due').querySelector('time')).toHaveAttribute('datetime', c.responseDueAt);
    expect(value('Resolution due').querySelector('time')).toHaveAttribute('datetime', c.resolutionDueAt);
    expect(value('Resolved at').querySelector('time')).toHaveAttribute('datetime', c.resolvedAt);
  });

  it('has no axe violations', async () => {
    await expectListAxeClean(PATH, 'Auto Assign');
  });
});
