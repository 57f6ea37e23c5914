import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { formatINR } from '../../src/domain/money';
import { db, locationPath, renderScreen, server, signInAs } from './harness';
import { captureDownloads } from './downloads';
import { chooseIn, findTableRow, pager, recordGets, section } from './queries';
import { renderEmptyList, renderFailedList, expectSampleBanner, expectListAxeClean, renderListInHindi } from './screenChecks';

// The Vendor Assignment screen against the demo backend (mocks/handlers/vendors.ts): create,
// overview tiles, filters, rating, performance, activate/deactivate, and the failure and empty states.


const PATH = '/admin/third-parties';
const LIST_URL = `${DEMO_ORIGIN}/api/vendor-assignments`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

const createForm = () => section('Add Vendor / Technician');
const bodyRows = () => document.querySelectorAll('table tbody tr');

/** The table row of vendor `id` (its ID cell). */
const findRowById = (id: number) => findTableRow(String(id));

/** An overview tile reads its label, then its figure, and nothing else. */
const tileText = (label: string, value: string | number) => new RegExp(`^${label}\\s*${String(value).replace('.', '\\.')}$`);

/** The filter bar (scoped: the create form also has a 'Type' select). */
const filterBar = () => within(screen.getByRole('search', { name: 'Vendor filters' }));

const chooseOption = (user: User, label: string | RegExp, option: string) => chooseIn(user, filterBar(), label, option);

/** Query strings of every GET /api/vendor-assignments (the list) the screen sends. */
const recordListQueries = () => recordGets('/api/vendor-assignments');

describe('Vendor Assignment screen', () => {
  it('creates a technician with the default commission and the comma-separated lists split', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    // Defaults: technician, 15.5 %.
    expect(form.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Technician');
    expect(form.getByRole('spinbutton', { name: 'Commission %' })).toHaveValue(15.5);
    expect(form.getByRole('spinbutton', { name: 'Commission %' })).toHaveAttribute('step', '0.01');

    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Suresh Iyer');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'suresh.iyer@example.in');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '9000012345');
    await user.type(form.getByRole('textbox', { name: 'City' }), 'Chennai');
    await user.type(form.getByRole('textbox', { name: 'State' }), 'Tamil Nadu');
    await user.type(form.getByRole('textbox', { name: 'Pincode' }), '600040');
    await user.type(form.getByRole('textbox', { name: 'Service Areas' }), ' 600001 ,600040, ');
    await user.type(form.getByRole('textbox', { name: 'Specializations' }), 'LED TV ,  Wall mounting');
    await user.click(form.getByRole('button', { name: 'Create Vendor' }));

    expect(await screen.findByText('Vendor created successfully')).toBeInTheDocument();
    const stored = t1().vendors.find((v) => v.email === 'suresh.iyer@example.in')!;
    expect(stored).toMatchObject({
      name: 'Suresh Iyer',
      type: 'technician',
      phone: '9000012345',
      city: 'Chennai',
      pincode: '600040',
      serviceAreas: ['600001', '600040'],
      specializations: ['LED TV', 'Wall mounting'],
      commissionPercentage: 15.5,
      isActive: true,
    });
    // Listed under the default 'technician' filter, with its specializations as chips.
    const row = await findRowById(stored.id);
    expect(within(row).getByText('Suresh Iyer')).toBeInTheDocument();
    expect(within(row).getByText('LED TV')).toBeInTheDocument();
    expect(within(row).getByText('Wall mounting')).toBeInTheDocument();
    expect(within(row).getByText('15.5%')).toBeInTheDocument();
    expect(within(row).getByText('Chennai, Tamil Nadu')).toBeInTheDocument();
    // The form is empty again, its defaults back.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(form.getByRole('spinbutton', { name: 'Commission %' })).toHaveValue(15.5);
  });

  it("refuses a form without a phone: 'Please fill all required fields', nothing sent, values kept", async () => {
    await signInAs();
    const before = t1().vendors.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'No Phone Vendor');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'nophone@example.in');
    await user.type(form.getByRole('textbox', { name: 'Specializations' }), 'OLED TV');
    await user.click(form.getByRole('button', { name: 'Create Vendor' }));

    expect(await form.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('No Phone Vendor');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('nophone@example.in');
    expect(form.getByRole('textbox', { name: 'Specializations' })).toHaveValue('OLED TV');
    expect(t1().vendors.length).toBe(before);
  });

  it("a failed create shows 'Failed to create vendor' with the server message and keeps the values", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Bad Areas');
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'bad.areas@example.in');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '9000000001');
    await user.type(form.getByRole('textbox', { name: 'Service Areas' }), '5600');
    await user.click(form.getByRole('button', { name: 'Create Vendor' }));

    const title = await form.findByText('Failed to create vendor');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Service area 5600 is not a 6-digit pincode');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Bad Areas');
    expect(form.getByRole('textbox', { name: 'Service Areas' })).toHaveValue('5600');
  });

  it('the overview tiles show the figures of GET /api/vendor-assignments/stats', async () => {
    await signInAs();
    const stats = await http.get('/api/vendor-assignments/stats');
    expect(stats.totalVendors).toBe(t1().vendors.length);
    await renderScreen(PATH);
    const overview = await section('Performance Overview');
    const tile = (label: string) => overview.findByRole('region', { name: label });
    expect(await tile('Total Vendors')).toHaveTextContent(tileText('Total Vendors', stats.totalVendors));
    expect(await tile('Active Vendors')).toHaveTextContent(tileText('Active Vendors', stats.activeVendors));
    expect(await tile('Average Rating')).toHaveTextContent(tileText('Average Rating', Number(stats.averageRating).toFixed(1)));
    expect(await tile('Total Bookings')).toHaveTextContent(tileText('Total Bookings', stats.totalBookings));
    // Not the spec's fixed figures.
    expect(stats.totalVendors).not.toBe(25);
  });

  it('deactivates then activates a vendor on the server, with a busy state, and the Active tile follows', async () => {
    await signInAs();
    const vendor = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    const activeBefore = t1().vendors.filter((v) => v.isActive).length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await findRowById(vendor.id);
    expect(within(row).getByText('Active')).toBeInTheDocument();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      rest.put(`${LIST_URL}/:id`, async () => {
        await gate;
        // Fall through to the real handler.
      }, { once: true }),
    );
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Deactivate' })).toHaveAttribute('aria-busy', 'true'));
    expect(within(row).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    release();

    expect(await screen.findByText(`${vendor.name} deactivated`)).toBeInTheDocument();
    row = await findRowById(vendor.id);
    expect(await within(row).findByText('Inactive')).toBeInTheDocument();
    expect(t1().vendors.find((v) => v.id === vendor.id)!.isActive).toBe(false);
    const overview = await section('Performance Overview');
    await waitFor(() =>
      expect(overview.getByRole('region', { name: 'Active Vendors' })).toHaveTextContent(tileText('Active Vendors', activeBefore - 1)),
    );

    await user.click(await within(row).findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(`${vendor.name} activated`)).toBeInTheDocument();
    row = await findRowById(vendor.id);
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    expect(t1().vendors.find((v) => v.id === vendor.id)!.isActive).toBe(true);
  });

  it('a rating of 9 is kept as 5; a rating that is not a number is refused', async () => {
    await signInAs();
    const vendor = t1().vendors.find((v) => v.type === 'technician')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRowById(vendor.id);
    await user.click(within(row).getByRole('button', { name: 'Update' }));
    let dialog = within(await screen.findByRole('dialog', { name: `Update rating of ${vendor.name}` }));
    const input = dialog.getByRole('textbox', { name: 'Rating' });
    expect(input).toHaveValue(String(vendor.rating));

    await user.clear(input);
    await user.type(input, 'abc');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The rating must be a number')).toBeInTheDocument();
    expect(input).toHaveValue('abc');
    expect(t1().vendors.find((v) => v.id === vendor.id)!.rating).toBe(vendor.rating);

    await user.clear(input);
    await user.type(input, '9');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Rating of ${vendor.name} updated to 5`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().vendors.find((v) => v.id === vendor.id)!.rating).toBe(5);
    expect(await within(await findRowById(vendor.id)).findByText('5.0')).toBeInTheDocument();

    // And the other bound: 0 becomes 1.
    await user.click(within(await findRowById(vendor.id)).getByRole('button', { name: 'Update' }));
    dialog = within(await screen.findByRole('dialog'));
    await user.clear(dialog.getByRole('textbox', { name: 'Rating' }));
    await user.type(dialog.getByRole('textbox', { name: 'Rating' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await within(await findRowById(vendor.id)).findByText('1.0')).toBeInTheDocument();
  });

  it('Performance opens a dialog at the vendor\'s URL with the figures of GET /api/vendor-assignments/{id}/performance; a half-typed new vendor survives it', async () => {
    await signInAs();
    const vendor = t1().vendors.find((v) => v.type === 'technician')!;
    const performance = await http.get(`/api/vendor-assignments/${vendor.id}/performance`);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const name = (await createForm()).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Half typed');
    const row = await findRowById(vendor.id);
    await user.click(within(row).getByRole('button', { name: 'Performance' }));
    expect(locationPath()).toBe(`${PATH}/${vendor.id}/show`);
    const dialog = within(await screen.findByRole('dialog', { name: `Performance of ${vendor.name}` }));
    const valueOf = async (label: string) => (await dialog.findByText(label)).nextElementSibling;
    expect(await valueOf('Total Jobs')).toHaveTextContent(String(performance.totalJobs));
    expect(await valueOf('Resolution Rate')).toHaveTextContent(`${performance.resolutionRate}%`);
    expect(await valueOf('Average Rating')).toHaveTextContent(Number(performance.averageRating).toFixed(1));
    expect(await valueOf('Commission Earned')).toHaveTextContent(formatINR(performance.commissionEarned).replace(/\s/g, ' '));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationPath()).toBe(PATH);
    // The list page stayed mounted under the dialog: what was typed is still there.
    expect((await createForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
  });

  it('a vendor\'s URL opens its performance over the list; Close goes to the list; an unknown vendor says so', async () => {
    await signInAs();
    // A technician: the list's default type filter shows it once the dialog closes.
    const vendor = t1().vendors.find((v) => v.type === 'technician')!;
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(`${PATH}/${vendor.id}/show`);
    const dialog = within(await screen.findByRole('dialog', { name: `Performance of ${vendor.name}` }));
    expect(await dialog.findByText('Total Jobs')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationPath()).toBe(PATH);
    expect(await findRowById(vendor.id)).toBeInTheDocument();
    view.unmount();

    await renderScreen(`${PATH}/999999/show`);
    const refused = within(await screen.findByRole('dialog'));
    expect((await refused.findAllByText('Failed to load performance'))[0]).toBeInTheDocument();
    expect(refused.getByRole('alert')).toHaveTextContent(/not found/i);
  });

  it("type filter: 'technician' by default; All and Vendor change the list (and go back to page 1)", async () => {
    await signInAs();
    const technicians = t1().vendors.filter((v) => v.type === 'technician').length;
    const vendors = t1().vendors.filter((v) => v.type === 'vendor').length;
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${technicians}`)).toBeInTheDocument();
    expect(filterBar().getByRole('combobox', { name: 'Type' })).toHaveTextContent('Technician');
    expect(queries.at(-1)?.get('type')).toBe('technician');
    expect(bodyRows()).toHaveLength(technicians);

    await chooseOption(user, 'Type', 'All');
    expect(await screen.findByText(`Total: ${technicians + vendors}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('type')).toBe(false);

    await chooseOption(user, 'Type', 'Vendor');
    expect(await screen.findByText(`Total: ${vendors}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('type')).toBe('vendor');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('Columns hides Contact for this user, and Export CSV has the visible columns of the filtered vendors, in words', async () => {
    await signInAs();
    const { blobs, restore } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByRole('columnheader', { name: 'Contact' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Contact' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Contact' })).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).replace(/^\ufeff/, '').split('\r\n');
    // The table's visible columns but Actions (no field), headed as the table is.
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent).filter((text) => text !== 'Actions');
    expect(lines[0]).toBe(headers.join(','));
    expect(lines[0]).toBe('ID,Name,Type,Location,Rating,Commission,Status');
    // The default filter's vendors (technicians), all pages; type, commission and status in words.
    const technicians = t1().vendors.filter((v) => v.type === 'technician');
    expect(lines).toHaveLength(technicians.length + 1);
    const v = technicians[0];
    const line = lines.find((l) => l.startsWith(`${v.id},`))!;
    expect(line.startsWith(`${v.id},${v.name},Technician,`)).toBe(true);
    expect(line.endsWith(`,${v.commissionPercentage}%,${v.isActive ? 'Active' : 'Inactive'}`)).toBe(true);
    expect(line).not.toContain(v.email);
    restore();
  });

  it('active, city and specialization filters are sent as isActive, city and specialization', async () => {
    await signInAs();
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await pager();
    await chooseOption(user, 'Type', 'All');
    await chooseOption(user, 'Active', 'Inactive');
    await waitFor(() => expect(queries.at(-1)?.get('isActive')).toBe('false'));
    const inactive = t1().vendors.filter((v) => !v.isActive).length;
    expect(await screen.findByText(`Total: ${inactive}`)).toBeInTheDocument();

    await chooseOption(user, 'Active', 'All');
    const home = t1().vendors[0];
    await user.type(filterBar().getByRole('textbox', { name: 'City' }), home.city);
    await waitFor(() => expect(queries.at(-1)?.get('city')).toBe(home.city));
    const inCity = t1().vendors.filter((v) => v.city === home.city).length;
    expect(await screen.findByText(`Total: ${inCity}`)).toBeInTheDocument();

    const speciality = home.specializations[0];
    await user.type(filterBar().getByRole('textbox', { name: 'Specialization' }), speciality);
    await waitFor(() => expect(queries.at(-1)?.get('specialization')).toBe(speciality));
    const matching = t1().vendors.filter((v) => v.city === home.city && v.specializations.includes(speciality)).length;
    expect(await screen.findByText(`Total: ${matching}`)).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and sample vendors with their actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 503, message: 'Vendor service is down' }, 'Failed to load vendors');
    expectSampleBanner();
    const row = (await screen.findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    for (const name of ['Update', 'Performance', 'Deactivate']) {
      expect(within(row).getByRole('button', { name })).toBeDisabled();
    }
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it("an empty list says 'No vendors found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No vendors found');
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a technician may not open the screen: access denied, no form and no vendor is asked for', async () => {
    await signInAs('tech@demo.in');
    const queries = recordListQueries();
    await renderScreen(PATH);
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Vendor / Technician' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    await expectListAxeClean(PATH, 'Performance');
  });

  it('speaks Hindi after switching the language', async () => {
    await renderListInHindi(PATH);
    expect(await screen.findByText('विक्रेता / तकनीशियन जोड़ें')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'अगला' })).toBeInTheDocument();
  });
});
