import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { db, locationPath, renderScreen, signInAs } from './harness';
import { chooseIn, findTableRow, pager, recordGets, section } from './queries';
import { renderEmptyList, renderFailedList, expectSampleBanner, expectListAxeClean, renderListInHindi } from './screenChecks';

// The Coverage Areas screen against the demo backend (mocks/handlers/vendors.ts): create, bulk
// update, change coverage (all kept by the server), statistics, filters, client paging and the
// failure state with its sample fallback.


const PATH = '/admin/areas';
const LIST_URL = `${DEMO_ORIGIN}/v1/areas`;
const t1 = () => db.tenant('1');

const createForm = () => section('Add Coverage Area');
const bulkForm = () => section('Bulk Coverage Update');
const filterBar = () => within(screen.getByRole('search', { name: 'Area filters' }));
const bodyRows = () => document.querySelectorAll('table tbody tr');

/** The table row of the area with `pincode` (pincodes are unique in a warehouse). */
const findRow = (pincode: string) => findTableRow(pincode);

/** The figure on a statistics card. */
const card = async (label: string) => {
  const region = await screen.findByRole('region', { name: label });
  return region.querySelector('p:last-child')?.textContent;
};


/** Every GET /v1/areas the screen sends. */
const recordListQueries = () => recordGets('/v1/areas');

describe('Coverage Areas screen', () => {
  it('creates an area with the spec defaults and lists it', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    // Defaults (spec part 2, section 9).
    expect(form.getByRole('combobox', { name: 'Coverage Type' })).toHaveTextContent('Full');
    expect(form.getByRole('textbox', { name: 'Service Types' })).toHaveValue('repair, installation, maintenance');
    expect(form.getByRole('spinbutton', { name: 'Response Time (hrs)' })).toHaveValue(24);
    expect(form.getByRole('spinbutton', { name: 'Service Charge' })).toHaveValue(50);
    expect(form.getByRole('spinbutton', { name: 'Travel Charge' })).toHaveValue(20);
    expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();

    await user.type(form.getByRole('textbox', { name: 'City' }), 'Kochi');
    await user.type(form.getByRole('textbox', { name: 'Pincode' }), '682001');
    await user.type(form.getByRole('textbox', { name: 'State' }), 'Kerala');
    await user.type(form.getByRole('textbox', { name: 'Region' }), 'South');
    await user.click(form.getByRole('button', { name: 'Create Area' }));

    expect(await screen.findByText('Area coverage created successfully')).toBeInTheDocument();
    const stored = t1().areas.find((a) => a.pincode === '682001')!;
    expect(stored).toMatchObject({
      city: 'Kochi',
      state: 'Kerala',
      region: 'South',
      coverage: 'full',
      serviceTypes: ['repair', 'installation', 'maintenance'],
      maxResponseTimeHours: 24,
      serviceCharge: 50,
      travelCharge: 20,
      active: true,
    });
    await waitFor(async () => expect(await card('Total Areas')).toBe(String(t1().areas.length)));
    // The form is empty again.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(''));

    await user.type(filterBar().getByRole('textbox', { name: 'City' }), 'Kochi');
    const row = await findRow('682001');
    expect(within(row).getByText('Full')).toBeInTheDocument();
    expect(within(row).getByText('repair, installation, maintenance')).toBeInTheDocument();
    expect(row).toHaveTextContent('₹50.00');
    expect(row).toHaveTextContent('₹20.00');
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('refuses missing required fields and a pincode without 6 digits, keeping what was typed', async () => {
    await signInAs();
    const before = t1().areas.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await user.type(form.getByRole('textbox', { name: 'City' }), 'Kochi');
    await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Harbour side');
    await user.click(form.getByRole('button', { name: 'Create Area' }));
    expect(await form.findByText('Please fill all required fields')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Kochi');
    expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('Harbour side');

    await user.type(form.getByRole('textbox', { name: 'Pincode' }), '6820');
    await user.type(form.getByRole('textbox', { name: 'State' }), 'Kerala');
    await user.click(form.getByRole('button', { name: 'Create Area' }));
    expect(await form.findByText('Pincode must have exactly 6 digits')).toBeInTheDocument();
    expect(form.queryByText('Please fill all required fields')).not.toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('6820');
    expect(t1().areas.length).toBe(before);
  });

  it('a failed create shows the server message and keeps the values', async () => {
    await signInAs();
    const taken = t1().areas[0];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await user.type(form.getByRole('textbox', { name: 'City' }), taken.city);
    await user.type(form.getByRole('textbox', { name: 'Pincode' }), taken.pincode);
    await user.type(form.getByRole('textbox', { name: 'State' }), taken.state);
    await user.click(form.getByRole('button', { name: 'Create Area' }));
    const title = await form.findByText('Failed to create area coverage');
    expect(title.closest('[role="alert"]')).toHaveTextContent(`Pincode ${taken.pincode} already has an area`);
    expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue(taken.pincode);
  });

  it('bulk update: refuses an empty form, then changes the coverage on the server and in the table', async () => {
    await signInAs();
    const [first, second] = t1().areas.filter((a) => a.coverage !== 'none');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const bulk = await bulkForm();
    await user.type(bulk.getByRole('textbox', { name: 'Pincodes' }), `${first.pincode}, ${second.pincode}`);
    await user.click(bulk.getByRole('button', { name: 'Update Coverage' }));
    expect(await bulk.findByText('Please provide pincodes and coverage type')).toBeInTheDocument();
    expect(bulk.getByRole('textbox', { name: 'Pincodes' })).toHaveValue(`${first.pincode}, ${second.pincode}`);

    await user.type(bulk.getByRole('textbox', { name: 'Pincodes' }), ', 999999');
    await chooseIn(user, bulk, 'New Coverage Type', 'None');
    await user.click(bulk.getByRole('button', { name: 'Update Coverage' }));

    expect(await screen.findByText('Coverage set to None for 2 areas')).toBeInTheDocument();
    expect(await bulk.findByText('No area has these pincodes: 999999')).toBeInTheDocument();
    expect(t1().areas.find((a) => a.id === first.id)!.coverage).toBe('none');
    expect(t1().areas.find((a) => a.id === second.id)!.coverage).toBe('none');
    await waitFor(async () => expect(within(await findRow(first.pincode)).getByText('None')).toBeInTheDocument());
    expect(within(await findRow(second.pincode)).getByText('None')).toBeInTheDocument();
  });

  it("Change Coverage refuses 'some', accepts 'partial', and the change survives a reload", async () => {
    await signInAs();
    const area = t1().areas.find((a) => a.coverage === 'full')!;
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(PATH);
    let row = await findRow(area.pincode);
    await user.click(within(row).getByRole('button', { name: 'Change Coverage' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Change coverage of ${area.city} ${area.pincode}` }));
    const input = dialog.getByRole('textbox', { name: 'New coverage' });
    expect(input).toHaveValue('full');

    await user.clear(input);
    await user.type(input, 'some');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Coverage must be full, partial or none')).toBeInTheDocument();
    expect(input).toHaveValue('some');
    expect(t1().areas.find((a) => a.id === area.id)!.coverage).toBe('full');

    await user.clear(input);
    await user.type(input, 'partial');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Coverage of ${area.pincode} changed to Partial`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().areas.find((a) => a.id === area.id)!.coverage).toBe('partial');
    await waitFor(async () => expect(within(await findRow(area.pincode)).getByText('Partial')).toBeInTheDocument());

    // A fresh app (as after a reload) reads it back from the server.
    view.unmount();
    await renderScreen(PATH);
    row = await findRow(area.pincode);
    expect(within(row).getByText('Partial')).toBeInTheDocument();
  });

  it('the statistics cards count the loaded areas: Full, Partial, No Coverage, Total Areas', async () => {
    await signInAs();
    const areas = t1().areas;
    await renderScreen(PATH);
    await pager();
    expect(await card('Full')).toBe(String(areas.filter((a) => a.coverage === 'full').length));
    expect(await card('Partial')).toBe(String(areas.filter((a) => a.coverage === 'partial').length));
    expect(await card('No Coverage')).toBe(String(areas.filter((a) => a.coverage === 'none').length));
    expect(await card('Total Areas')).toBe(String(areas.length));
  });

  it('loads every area in one call and pages on the client: Prev/Next and 10, 20 or 50 per page', async () => {
    await signInAs();
    const total = t1().areas.length;
    expect(total).toBeGreaterThan(20);
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    let nav = await pager();
    expect(nav.getByText(`Total: ${total}`)).toBeInTheDocument();
    expect(nav.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(await findRow(t1().areas[0].pincode)).toBeTruthy();

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    expect(await findRow(t1().areas[10].pincode)).toBeTruthy();
    expect(screen.queryByRole('cell', { name: t1().areas[0].pincode })).not.toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 3 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 20));

    // Page size 20: back to page 1.
    await chooseIn(user, nav, 'Page size', '20');
    nav = await pager();
    expect(await nav.findByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    await chooseIn(user, nav, 'Page size', '50');
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();

    // One request for the whole list, none per page.
    expect(queries).toHaveLength(1);
    expect(queries[0].has('coverage')).toBe(false);
  });

  it('filters by coverage, state, city and active, and a filter change goes back to page 1', async () => {
    await signInAs();
    const areas = t1().areas;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let nav = await pager();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(/^Page 2 of/)).toBeInTheDocument();

    await chooseIn(user, filterBar(), 'Coverage', 'Partial');
    const partial = areas.filter((a) => a.coverage === 'partial');
    nav = await pager();
    expect(await nav.findByText(`Total: ${partial.length}`)).toBeInTheDocument();
    expect(nav.getByText(`Page 1 of ${Math.max(1, Math.ceil(partial.length / 10))}`)).toBeInTheDocument();
    // The cards still count every loaded area.
    expect(await card('Total Areas')).toBe(String(areas.length));

    await chooseIn(user, filterBar(), 'Coverage', 'All');
    await user.type(filterBar().getByRole('textbox', { name: 'State' }), 'maha');
    const inMaharashtra = areas.filter((a) => a.state === 'Maharashtra');
    expect(await screen.findByText(`Total: ${inMaharashtra.length}`)).toBeInTheDocument();
    await user.type(filterBar().getByRole('textbox', { name: 'City' }), 'Pune');
    expect(await screen.findByText(`Total: ${inMaharashtra.filter((a) => a.city === 'Pune').length}`)).toBeInTheDocument();

    await user.clear(filterBar().getByRole('textbox', { name: 'City' }));
    await user.clear(filterBar().getByRole('textbox', { name: 'State' }));
    await chooseIn(user, filterBar(), 'Active', 'Inactive');
    const inactive = areas.filter((a) => !a.active);
    expect(await screen.findByText(`Total: ${inactive.length}`)).toBeInTheDocument();
  });

  it('Performance opens a dialog with the figures of GET /v1/areas/{id}/performance', async () => {
    await signInAs();
    const area = t1().areas[0];
    const performance = await http.get(`/areas/${area.id}/performance`);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(area.pincode);
    await user.click(within(row).getByRole('button', { name: 'Performance' }));
    expect(locationPath()).toBe(`${PATH}/${area.id}/show`);
    const dialog = within(await screen.findByRole('dialog', { name: `Performance of ${area.city} ${area.pincode}` }));
    const valueOf = async (label: string) => (await dialog.findByText(label)).nextElementSibling;
    expect(await valueOf('Total Complaints')).toHaveTextContent(String(performance.totalComplaints));
    expect(await valueOf('Resolution Rate')).toHaveTextContent(`${performance.resolutionRate}%`);
    expect(await valueOf('Active Vendors')).toHaveTextContent(String(performance.activeVendors));
    expect(await valueOf('Response Time (hrs)')).toHaveTextContent(String(area.maxResponseTimeHours));
    // Back (Close, opened from the list) returns to the list.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationPath()).toBe(PATH);
  });

  it("an area's URL opens its performance over the list (a reload or a shared link)", async () => {
    await signInAs();
    const area = t1().areas[1];
    await renderScreen(`${PATH}/${area.id}/show`);
    const dialog = within(await screen.findByRole('dialog', { name: `Performance of ${area.city} ${area.pincode}` }));
    expect(await dialog.findByText('Total Complaints')).toBeInTheDocument();
    // Opened by a link, Close goes to the list.
    await userEvent.setup({ delay: null }).click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(locationPath()).toBe(PATH);
    expect(await findRow(area.pincode)).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample areas with their actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Areas store unavailable' }, 'Failed to load areas');
    expectSampleBanner();
    const row = await findRow('560001');
    expect(within(row).getByRole('button', { name: 'Performance' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Change Coverage' })).toBeDisabled();
    expect(await card('Total Areas')).toBe('5');
    expect(bodyRows()).toHaveLength(5);
  });

  it("an empty list says 'No areas found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No areas found');
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await expectListAxeClean(PATH, 'Change Coverage');
  });

  it('speaks Hindi after switching the language', async () => {
    await renderListInHindi(PATH);
    expect(await screen.findByText('सेवा क्षेत्र जोड़ें')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'अगला' })).toBeInTheDocument();
  });
});
