import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../../src/config';
import { GlobalSearch } from '../../../src/console/layout/GlobalSearch';
import { SEARCH_GROUPS, searchRecords } from '../../../src/domain/search';
import { HttpResponse, http as rest } from 'msw';
import { db, locationPath, locationSearch, renderApp, renderScreen, server, signInAs } from '../harness';
import { WAIT } from './menu';
import { expectNoAxeViolations, recordGets } from '../queries';

// The app bar's search box (issue 12 item 7): one debounced GET /api/search, results grouped under
// headings, each opening its record's page; arrows, Enter and Escape. Rendered beside the complaints
// screen, so a complaint picked opens on its own page.

const t1 = () => db.tenant('1');
const LIST = '/admin/service/complaints';
const LABEL = 'Search complaints, customers, registrations and products';

const setUp = async (email?: string) => {
  await signInAs(email);
  const user = userEvent.setup({ delay: null });
  await renderScreen(LIST, { beside: <GlobalSearch /> });
  const box = await screen.findByRole('combobox', { name: LABEL });
  return { user, box };
};

/** A complaint whose serial no other complaint has. */
const uniqueSerialComplaint = () =>
  t1().complaints.find((c) => c.productRegistrationId !== null && t1().complaints.filter((x) => x.serialNo === c.serialNo).length === 1)!;

/** The results list's groups, by their headings, in order. */
const headings = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('group')
    .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('Global search', () => {
  it("sits in the console's app bar once the first screen is up", async () => {
    await signInAs();
    renderApp('/admin/dashboard');
    const banner = await screen.findByRole('banner', {}, WAIT);
    // A plain search field until first used: the full search (MUI's Autocomplete) comes on focus,
    // keeping what was typed meanwhile (docs/performance.md, the dashboard's JavaScript).
    const field = await within(banner).findByRole('searchbox', { name: LABEL }, WAIT);
    expect(field).toHaveAttribute('placeholder', 'Search serial, phone, name…');
    const user = userEvent.setup({ delay: null });
    await user.click(field);
    await user.paste('TV');
    const box = await within(banner).findByRole('combobox', { name: LABEL }, WAIT);
    expect(box).toHaveValue('TV');
    expect(box).toHaveFocus();
  });

  it('by serial: the complaint and its registration under their headings; Enter opens the complaint page', async () => {
    const complaint = uniqueSerialComplaint();
    const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
    const { user, box } = await setUp();
    const queries = recordGets('/api/search');
    await user.click(box);
    await user.type(box, complaint.serialNo.toLowerCase());

    const listbox = await screen.findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: new RegExp(`^#${complaint.id} · ${complaint.serialNo}`) });
    expect(option).toHaveTextContent(customer.name);
    expect(headings(listbox)).toEqual(['Complaints', 'Product registrations']);
    expect(within(listbox).getByRole('option', { name: new RegExp(`^${complaint.serialNo}`) })).toBeInTheDocument();
    await expectNoAxeViolations(document.querySelector('.MuiAutocomplete-popper')!);
    // Typing is debounced: the whole serial is asked, not one request per letter.
    expect(queries.at(-1)?.get('q')).toBe(complaint.serialNo.toLowerCase());
    expect(queries.length).toBeLessThan(complaint.serialNo.length / 2);

    // The first result is highlighted: Enter opens it.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Complaint #${complaint.id}` })).toBeInTheDocument();
    expect(locationPath()).toBe(`${LIST}/${complaint.id}/show`);
    expect(box).toHaveValue('');
  });

  it("by phone finds the customer; a click opens the customer's page", async () => {
    const customer = t1().customers[3];
    const { user, box } = await setUp();
    await user.click(box);
    await user.paste(customer.phone.replace(/\D/g, '').slice(-10));
    const option = await screen.findByRole('option', { name: new RegExp(`^${customer.name}`) });
    expect(option).toHaveTextContent(`${customer.phone} · ${customer.email}`);
    expect(headings(screen.getByRole('listbox'))).toEqual(['Customers']);
    await user.click(option);
    await waitFor(() => expect(locationPath()).toBe(`/admin/service/customers/${customer.id}/show`));
  });

  it('a registration opens the registrations list filtered on its serial; Escape closes the list, then clears the text', async () => {
    const registration = t1().registrations.find((r) => r.invoiceNumber && !t1().complaints.some((c) => c.serialNo === r.serialNo))!;
    const { user, box } = await setUp();
    await user.click(box);
    await user.paste(registration.invoiceNumber!);
    const option = await screen.findByRole('option', { name: new RegExp(`^${registration.serialNo}`) });
    expect(option).toHaveTextContent(`Invoice ${registration.invoiceNumber}`);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box).toHaveValue(registration.invoiceNumber);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.paste(registration.invoiceNumber!);
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${registration.serialNo}`) }));
    await waitFor(() => expect(locationPath()).toBe('/admin/catalog/registrations'));
    expect(JSON.parse(new URLSearchParams(locationSearch()).get('filter')!)).toEqual({ serialNo: registration.serialNo });
  });

  it('ArrowDown moves to the next result and Enter opens that one', async () => {
    const q = t1().complaints[0].serialNo.slice(0, 4);
    // The results in the order the list shows them: complaints, customers, registrations, products.
    const found = searchRecords(t1(), q, { groups: SEARCH_GROUPS });
    const paths = [
      ...found.complaints!.map((c) => `${LIST}/${c.id}/show`),
      ...found.customers!.map((c) => `/admin/service/customers/${c.id}/show`),
      ...found.registrations!.map(() => '/admin/catalog/registrations'),
      ...found.products!.map((p) => `/admin/products/${p.id}/show`),
    ];
    expect(paths.length).toBeGreaterThan(1);
    const { user, box } = await setUp();
    await user.click(box);
    await user.paste(q);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(paths.length));
    const options = within(listbox).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(locationPath()).toBe(paths[1]));
  });

  it('asks for 2 characters, then says when nothing matches; no axe violations with the list open', async () => {
    const { user, box } = await setUp();
    await user.click(box);
    await user.type(box, 'q');
    expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
    await user.type(box, 'zxqv');
    expect(await screen.findByText('Nothing found for “qzxqv”')).toBeInTheDocument();
    // The box (in the app bar's banner in the console) and its popup.
    await expectNoAxeViolations(box.closest('.MuiAutocomplete-root')!);
    await expectNoAxeViolations(document.querySelector('.MuiAutocomplete-popper')!);
  });

  it('a failed search says so with the reason and keeps the text; the next keystroke searches again', async () => {
    const serial = uniqueSerialComplaint().serialNo;
    server.use(rest.get(`${DEMO_ORIGIN}/api/search`, () => HttpResponse.json({ message: 'Search index is rebuilding' }, { status: 503 }), { once: true }));
    const { user, box } = await setUp();
    await user.click(box);
    await user.type(box, serial.slice(0, -1));
    expect(await screen.findByText('Search failed: Search index is rebuilding')).toBeInTheDocument();
    expect(box).toHaveValue(serial.slice(0, -1));
    await user.type(box, serial.slice(-1));
    const listbox = await screen.findByRole('listbox');
    // The complaint and its registration.
    expect(await within(listbox).findAllByRole('option', { name: new RegExp(serial) })).toHaveLength(2);
    expect(screen.queryByText(/Search failed/)).not.toBeInTheDocument();
  });

  it('a technician, who may not read registrations, gets no registrations heading', async () => {
    const complaint = uniqueSerialComplaint();
    const tech = await setUp(DEMO_ACCOUNTS.technician);
    await tech.user.click(tech.box);
    await tech.user.paste(complaint.serialNo);
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: new RegExp(`^#${complaint.id} ·`) });
    expect(headings(listbox)).toEqual(['Complaints']);
  });
});
