import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import { DEMO_ORIGIN } from '../../src/config';
import { invoiceStatus, invoiceTotals, matchesInvoiceFilter } from '../../src/domain/invoice';
import { formatINR } from '../../src/domain/money';
import { gstinCheckChar } from '../../src/domain/gst';
import { taxInvoice } from '../../src/domain/taxInvoice';
import { financialYear, invoiceKind, nextDocumentNumber, nextInvoiceNumber } from '../../src/domain/invoiceSeries';
import { captureDownloads } from './downloads';
import type { Invoice as StoredInvoice } from '../../mocks/types';
import { db, insertedCss, locationPath, renderScreen, server, signInAs } from './harness';
import { recordGets } from './queries';
import { renderEmptyList, renderFailedList, expectSampleBanner } from './screenChecks';

// The invoices screen against the demo backend (mocks/handlers/finance.ts): the status filter
// (default: every open invoice), Issue / Mark paid / Cancel from a row (issue 15), the invoice's printable page (/admin/invoices/<id>/show) with its recomputed totals, and the failure, empty
// and sample states.

afterEach(() => vi.restoreAllMocks());

const PATH = '/admin/invoices';
const LIST_URL = `${DEMO_ORIGIN}/api/invoices`;
const t1 = () => db.tenant('1');
/** Invoices a filter value lists, by the status readers see (overdue derived from the due date) and their kind (an issued service note is not open). */
const countOf = (filter?: string) => t1().invoices.filter((i) => !filter || matchesInvoiceFilter(invoiceStatus(i), filter, invoiceKind(i))).length;
const bodyRows = () => [...document.querySelectorAll('table tbody tr')] as HTMLTableRowElement[];
/** The Status badge text of each row (the only chip in a row). */
const statusTexts = () => bodyRows().map((row) => row.querySelector('[data-status]')?.textContent);

const chooseOption = async (user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Query strings of every GET /api/invoices the screen sends. */
const recordListQueries = () => recordGets('/api/invoices');

/** The paths of every PUT /api/invoices/:id the screen sends (msw's life-cycle events: the handlers still answer). */
const recordPuts = () => {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/invoices/')) paths.push(new URL(request.url).pathname);
  });
  return paths;
};

/** A new sent invoice, newest in the list, whose stored totals come from the lines (or are given). */
const addInvoice = (overrides: Partial<StoredInvoice> = {}): StoredInvoice => {
  const lineItems = [
    { description: 'Service visit (repair)', quantity: 1, unitPrice: 499.99, amount: 499.99 },
    { description: 'Remote control RC-22', quantity: 3, unitPrice: 250.5, amount: 751.5 },
  ];
  const invoice: StoredInvoice = {
    id: db.nextId('invoices'),
    bookingId: t1().bookings[0].id,
    customerId: t1().customers[2].id,
    lineItems,
    ...invoiceTotals(lineItems),
    status: 'sent',
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  t1().invoices.push(invoice);
  return invoice;
};

/** The row of an invoice: its booking reads as `#<id> · <date>` (the booking's representation). */
const invoiceRow = async (invoice: StoredInvoice) =>
  (await screen.findByRole('cell', { name: String(invoice.id) })).closest('tr') as HTMLTableRowElement;

/** The invoice's page (its article, under the heading 'Invoice #<id>'). */
const invoicePage = async (invoice: StoredInvoice) =>
  (await screen.findByRole('heading', { name: invoice.number ? `Invoice ${invoice.number}` : `Invoice #${invoice.id}` })).closest('article') as HTMLElement;

/** View from the list: a link to /admin/invoices/<id>/show. */
const openInvoice = async (user: ReturnType<typeof userEvent.setup>, invoice: StoredInvoice) => {
  const row = await invoiceRow(invoice);
  await user.click(await within(row).findByRole('link', { name: 'View' }));
  return invoicePage(invoice);
};

describe('Invoices screen', () => {
  it("lists every open invoice (draft, sent, overdue) by default, and 'All' sends no status and lists every invoice", async () => {
    await signInAs();
    const open = countOf('open');
    const all = countOf();
    // The spec's old default (sent) hid most of them.
    expect(open).toBeGreaterThan(countOf('sent'));
    expect(countOf('draft')).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(open);
    const queries = recordListQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${open}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('open');
    expect(queries.at(-1)?.get('status')).toBe('open');
    expect(bodyRows()).toHaveLength(Math.min(open, 10));
    for (const text of statusTexts()) expect(['Draft', 'Sent', 'Overdue']).toContain(text);
    for (const name of ['ID', 'Number', 'Booking', 'Customer', 'Subtotal', 'Tax', 'Total (₹)', 'Status', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }

    await chooseOption(user, 'Status', 'All');
    expect(await screen.findByText(`Total: ${all}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('status')).toBe(false);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(all, 10)));

    await chooseOption(user, 'Status', 'overdue');
    expect(await screen.findByText(`Total: ${countOf('overdue')}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('overdue');
    await waitFor(() => expect(new Set(statusTexts())).toEqual(new Set(['Overdue'])));
  });

  it('Columns hides a column for this user (the menu exists only while open), and Reset shows it again', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const { unmount } = await renderScreen(PATH);
    expect(await screen.findByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    // Closed, the menu is not in the page (react-admin's ColumnsButton kept it mounted).
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const customer = await screen.findByRole('menuitemcheckbox', { name: 'Customer' });
    expect(customer).toHaveAttribute('aria-checked', 'true');
    await user.click(customer);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull());
    expect(screen.getByRole('menuitemcheckbox', { name: 'Customer' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Remembered: the screen opened again still hides it.
    unmount();
    await renderScreen(PATH);
    expect(await screen.findByRole('columnheader', { name: 'Total (₹)' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset' }));
    expect(await screen.findByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
  });

  it('shows a row in rupees: subtotal, tax and total as stored', async () => {
    await signInAs();
    const invoice = addInvoice();
    await renderScreen(PATH);
    const row = await invoiceRow(invoice);
    // Booking and customer by reference: the booking with its date, the customer by name.
    const booking = t1().bookings.find((b) => b.id === invoice.bookingId)!;
    expect(await within(row).findByText(`#${booking.id} · ${booking.scheduledDate.slice(0, 10)}`)).toBeInTheDocument();
    expect(await within(row).findByText(t1().customers.find((c) => c.id === invoice.customerId)!.name)).toBeInTheDocument();
    expect(row).toHaveTextContent(formatINR(invoice.subtotal));
    expect(row).toHaveTextContent(formatINR(invoice.taxAmount));
    expect(row).toHaveTextContent(formatINR(invoice.totalAmount));
    expect(within(row).getByText('Sent')).toBeInTheDocument();
  });

  it("views another server's invoice (no GST split): its lines, subtotal, GST 18% and total, equal to invoiceTotals of its lines", async () => {
    await signInAs();
    const invoice = addInvoice();
    const expected = invoiceTotals(invoice.lineItems);
    // 499.99 + 751.50 = 1251.49; 18% = 225.2682 -> 225.27; total 1476.76.
    expect(expected).toMatchObject({ subtotal: 1251.49, taxAmount: 225.27, totalAmount: 1476.76 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const page = within(await openInvoice(user, invoice));
    expect(locationPath()).toBe(`${PATH}/${invoice.id}/show`);
    // The booking (with its date) and the customer by name, as ReferenceName draws them (links where they have pages).
    const booking = t1().bookings.find((b) => b.id === invoice.bookingId)!;
    const customer = t1().customers.find((c) => c.id === invoice.customerId)!;
    await waitFor(() => {
      expect(page.getByText(`#${booking.id} · ${booking.scheduledDate.slice(0, 10)}`)).toBeInTheDocument();
      expect(page.getByText(customer.name)).toBeInTheDocument();
    });
    expect(page.getByText('Sent')).toBeInTheDocument();
    for (const name of ['Description', 'Qty', 'Unit price', 'Amount']) expect(page.getByRole('columnheader', { name })).toBeInTheDocument();

    const lineRow = page.getByText('Remote control RC-22').closest('tr') as HTMLTableRowElement;
    expect([...lineRow.cells].map((c) => c.textContent)).toEqual(['Remote control RC-22', '—', '3', formatINR(250.5), formatINR(751.5)]);
    const visitRow = page.getByText('Service visit (repair)').closest('tr') as HTMLTableRowElement;
    expect([...visitRow.cells].map((c) => c.textContent)).toEqual(['Service visit (repair)', '—', '1', formatINR(499.99), formatINR(499.99)]);

    const totalOf = (label: string) => (page.getByText(label).closest('tr') as HTMLTableRowElement).cells[1].textContent;
    expect(totalOf('Subtotal')).toBe(formatINR(expected.subtotal));
    expect(totalOf('GST 18%')).toBe(formatINR(expected.taxAmount));
    expect(totalOf('Total')).toBe(formatINR(expected.totalAmount));
    // The recomputed figures are the stored ones: no mismatch warning.
    expect(totalOf('Total')).toBe(formatINR(invoice.totalAmount));
    expect(page.queryByText(/do not match the line items/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    expect(await screen.findByText(`Total: ${countOf('open')}`)).toBeInTheDocument();
    expect(locationPath()).toBe(PATH);
  });

  it('a tax invoice: both GSTINs, HSN/SAC per line, CGST and SGST of equal halves in the same state, IGST in another, and the total in words', async () => {
    await signInAs();
    const supplier = { name: 'Vistara Service Centres Pvt Ltd', address: '12 MG Road, Bengaluru', stateCode: '29', gstin: `29AABCV1234F1Z${gstinCheckChar('29AABCV1234F1Z')}` };
    const lines = [
      { description: 'Labour (repair)', hsnSac: '998719', quantity: 1, unitPrice: 4745.76, gstRate: 18 },
      { description: 'Panel V430', hsnSac: '852990', quantity: 2, unitPrice: 40000, gstRate: 18 },
    ];
    const issued = { status: 'sent' as const, number: 'BLR/26-27/00042', issuedAt: new Date().toISOString(), dueDate: new Date(Date.now() + 15 * 86_400_000).toISOString() };
    const intra = addInvoice({ ...taxInvoice(lines, supplier, { name: 'Asha Rao', address: 'Jayanagar, Bengaluru', stateCode: '29', gstin: null }), ...issued });
    const inter = addInvoice({ ...taxInvoice(lines, supplier, { name: 'Kerala Traders', address: 'Kochi', stateCode: '32', gstin: `32AAFCK5678L1Z${gstinCheckChar('32AAFCK5678L1Z')}` }), ...issued, number: 'BLR/26-27/00043' });
    // 84,745.76 taxable; 9% + 9% = 7,627.12 each; 1,00,000.00 in all.
    expect(intra).toMatchObject({ subtotal: 84745.76, cgstAmount: 7627.12, sgstAmount: 7627.12, igstAmount: 0, totalAmount: 100000 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    let page = within(await openInvoice(user, intra));
    expect(page.getByText('Tax Invoice')).toBeInTheDocument();
    expect(page.getByText(`GSTIN: ${supplier.gstin}`)).toBeInTheDocument();
    expect(page.getByText('Unregistered (no GSTIN)')).toBeInTheDocument();
    expect(page.getByText(/Place of supply: Karnataka \(29\)/)).toBeInTheDocument();
    expect(page.getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(page.queryByRole('columnheader', { name: 'IGST' })).not.toBeInTheDocument();
    const panel = page.getByText('Panel V430').closest('tr') as HTMLTableRowElement;
    expect([...panel.cells].map((c) => c.textContent)).toEqual(['Panel V430', '852990', '2', formatINR(40000), formatINR(80000), `9%${formatINR(7200)}`, `9%${formatINR(7200)}`, formatINR(94400)]);
    const totalOf = (label: string) => (page.getByText(label, { selector: 'td' }).closest('tr') as HTMLTableRowElement).cells[1].textContent;
    expect(totalOf('CGST')).toBe(formatINR(7627.12));
    expect(totalOf('SGST')).toBe(formatINR(7627.12));
    expect(totalOf('Total')).toBe(formatINR(100000));
    expect(page.getByTestId('amount-in-words')).toHaveTextContent('One Lakh Rupees Only');

    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    page = within(await openInvoice(user, inter));
    expect(page.getByText(`GSTIN: ${inter.recipient!.gstin}`)).toBeInTheDocument();
    expect(page.getByText(/Place of supply: Kerala \(32\) · Inter-state supply: IGST/)).toBeInTheDocument();
    expect(page.queryByRole('columnheader', { name: 'CGST' })).not.toBeInTheDocument();
    expect(totalOf('IGST')).toBe(formatINR(15254.24));
    expect(totalOf('Total')).toBe(formatINR(100000));
  });

  it("an invoice's page reopens from its URL (reload)", async () => {
    await signInAs();
    const invoice = addInvoice();
    await renderScreen(`${PATH}/${invoice.id}/show`);
    const page = within(await invoicePage(invoice));
    expect(page.getByText('Remote control RC-22')).toBeInTheDocument();
    expect((page.getByText('Total').closest('tr') as HTMLTableRowElement).cells[1].textContent).toBe(formatINR(1476.76));
    expect(page.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("an unknown invoice's page shows the server's message", async () => {
    await signInAs();
    await renderScreen(`${PATH}/999999/show`);
    expect((await screen.findByText('Failed to load the invoice')).closest('[role="alert"]')).toHaveTextContent('Invoice #999999 not found');
  });

  it('warns when the stored totals differ from the line items, and shows the recomputed ones', async () => {
    await signInAs();
    const invoice = addInvoice({ subtotal: 1251.49, taxAmount: 225.27, totalAmount: 1500 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const page = within(await openInvoice(user, invoice));
    expect(page.getByText(/do not match the line items/)).toHaveTextContent(`total ${formatINR(1500)}`);
    expect((page.getByText('Total').closest('tr') as HTMLTableRowElement).cells[1].textContent).toBe(formatINR(1476.76));
  });

  it('Print calls window.print, with a print style that leaves only the invoice', async () => {
    await signInAs();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const invoice = addInvoice();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const article = await openInvoice(user, invoice);
    await user.click(within(article).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    // The invoice is the printed element; its buttons and the page's Back link are marked screen-only.
    expect(article).toHaveClass('invoice-print-root');
    expect(within(article).getByRole('button', { name: 'Print' }).closest('.invoice-no-print')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveClass('invoice-no-print');
    const css = insertedCss();
    // Printing hides everything but the invoice, drops the app bar and menu, and puts the invoice at the top.
    expect(css).toMatch(/@media print\s*\{\s*body \*\s*\{\s*visibility:\s*hidden/);
    expect(css).toMatch(/\.invoice-print-root,\s*\.invoice-print-root \*\s*\{\s*visibility:\s*visible/);
    expect(css).toMatch(/\.MuiAppBar-root[^{]*\{\s*display:\s*none\s*!important/);
    expect(css).toMatch(/\.invoice-print-root\s*\{\s*position:\s*absolute\s*!important/);
    expect(css).toMatch(/\.invoice-no-print[^{]*\{\s*display:\s*none\s*!important/);
  });

  it('issues a draft from its row (it gets the next number), then marks it paid with a date, mode and reference', async () => {
    await signInAs();
    const invoice = addInvoice({ status: 'draft' });
    const year = financialYear(new Date());
    const expected = nextInvoiceNumber(t1().invoices.map((i) => i.number), 'BLR', new Date());
    expect(expected.startsWith(`BLR/${year}/`)).toBe(true);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await invoiceRow(invoice);
    expect(row).toHaveTextContent('Draft');
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();

    // Issue asks first (issue 27): the number is the series' next and is never taken back. Cancel sends nothing.
    const puts = recordPuts();
    await user.click(await within(row).findByRole('button', { name: 'Issue' }));
    let confirm = within(await screen.findByRole('dialog', { name: `Issue invoice #${invoice.id}?` }));
    expect(confirm.getByText(/next number of this warehouse's tax-invoice series/)).toHaveTextContent(`for ${year}`);
    expect(confirm.getByText(/can only be cancelled with a credit note/)).toHaveTextContent(formatINR(invoice.totalAmount));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([]);
    expect(t1().invoices.find((i) => i.id === invoice.id)).toMatchObject({ status: 'draft' });

    await user.click(await within(row).findByRole('button', { name: 'Issue' }));
    confirm = within(await screen.findByRole('dialog', { name: `Issue invoice #${invoice.id}?` }));
    await user.click(confirm.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText(`Invoice issued as ${expected}`)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    row = await invoiceRow(invoice);
    await waitFor(() => expect(row).toHaveTextContent(expected));
    expect(within(row).queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();

    await user.click(await within(row).findByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Record the payment of ${expected}` }));
    // The mode is required: nothing is sent without it.
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await dialog.findByText('Choose how it was paid')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /Mode/ }));
    await user.click(await screen.findByRole('option', { name: 'UPI' }));
    await user.click(dialog.getByRole('textbox', { name: /Reference/ }));
    await user.paste('UTR998877');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(`Invoice ${expected} marked as paid`)).toBeInTheDocument();
    expect(t1().invoices.find((i) => i.id === invoice.id)).toMatchObject({ status: 'paid', number: expected, paymentMode: 'upi', paymentReference: 'UTR998877' });
    // Paid is not open: it leaves the default list.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(invoice.id) })).not.toBeInTheDocument());
  });

  it('cancels an issued invoice after a confirmation: it keeps its number and shows its credit note', async () => {
    await signInAs();
    const invoice = addInvoice({ number: 'BLR/26-27/09001', issuedAt: new Date().toISOString(), dueDate: '2099-01-01T00:00:00.000Z' });
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await invoiceRow(invoice)).findByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Cancel invoice BLR/26-27/09001?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('Invoice BLR/26-27/09001 cancelled')).toBeInTheDocument();
    const stored = t1().invoices.find((i) => i.id === invoice.id)!;
    expect(stored).toMatchObject({ status: 'cancelled', number: 'BLR/26-27/09001' });
    expect(stored.creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
    await chooseOption(user, 'Status', 'cancelled');
    const row = await invoiceRow(invoice);
    expect(row).toHaveTextContent(`Credit note ${stored.creditNote!.number}`);
    expect(within(row).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('a ₹0 draft (a job under warranty) is issued as a service note: SN series, no tax-invoice number used, never paid, titled so with no tax lines', async () => {
    await signInAs();
    const lineItems = [{ description: 'Labour (repair) (under warranty)', quantity: 1, unitPrice: 0, amount: 0, hsnSac: '998719', gstRate: 18 }];
    const invoice = addInvoice({ status: 'draft', lineItems, subtotal: 0, taxAmount: 0, totalAmount: 0, warrantyClaimAmount: 1850 });
    const numbers = () => t1().invoices.map((i) => i.number);
    const expected = nextDocumentNumber(numbers(), 'service_note', 'BLR', new Date());
    const nextTaxInvoice = nextInvoiceNumber(numbers(), 'BLR', new Date());
    const year = financialYear(new Date());
    expect(expected.startsWith(`SN/${year}/`)).toBe(true);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await invoiceRow(invoice);
    expect(row).toHaveTextContent('Service note');

    await user.click(await within(row).findByRole('button', { name: 'Issue' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Issue service note #${invoice.id}?` }));
    expect(dialog.getByText(/not a tax invoice/)).toHaveTextContent(`SN/${year}`);
    await user.click(dialog.getByRole('button', { name: 'Issue service note' }));
    expect(await screen.findByText(`Service note issued as ${expected}`)).toBeInTheDocument();
    expect(t1().invoices.find((i) => i.id === invoice.id)).toMatchObject({ status: 'sent', kind: 'service_note', number: expected, dueDate: null });
    // The tax invoices' series did not move.
    expect(nextInvoiceNumber(numbers(), 'BLR', new Date())).toBe(nextTaxInvoice);
    // Nothing to collect: it leaves the open list.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(invoice.id) })).not.toBeInTheDocument());
  });

  it("an issued service note: no Mark paid on its row; its page says it is no tax invoice, with no tax columns or lines", async () => {
    await signInAs();
    const lineItems = [{ description: 'Labour (repair) (under warranty)', quantity: 1, unitPrice: 0, amount: 0, hsnSac: '998719', gstRate: 18 }];
    const number = nextDocumentNumber(t1().invoices.map((i) => i.number), 'service_note', 'BLR', new Date());
    const invoice = addInvoice({ kind: 'service_note', number, issuedAt: new Date().toISOString(), dueDate: null, lineItems, subtotal: 0, taxAmount: 0, totalAmount: 0, warrantyClaimAmount: 1850 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}?filter=${encodeURIComponent(JSON.stringify({ status: 'sent' }))}`);
    const row = await invoiceRow(invoice);
    expect(row).toHaveTextContent(`${number}Service note`);
    // Cancel is offered (once the role's access is known), Mark paid never: nothing is to be paid.
    expect(await within(row).findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();

    await user.click(await within(row).findByRole('link', { name: 'View' }));
    const page = within((await screen.findByRole('heading', { name: `Service note ${number}` })).closest('article') as HTMLElement);
    expect(page.getByText('Service Note')).toBeInTheDocument();
    expect(page.queryByText('Tax Invoice')).not.toBeInTheDocument();
    expect(page.getByText(/this is a service note, not a tax invoice/)).toHaveTextContent(`The work's value, ${formatINR(1850)}, is claimed from the brand under warranty.`);
    for (const name of ['CGST', 'SGST', 'IGST', 'Taxable value']) expect(page.queryByRole('columnheader', { name })).not.toBeInTheDocument();
    expect(page.queryByText('GST 18%')).not.toBeInTheDocument();
    expect((page.getByText('Total', { selector: 'td' }).closest('tr') as HTMLTableRowElement).cells[1].textContent).toBe(formatINR(0));
  });

  it("'GSTR-1 CSV' saves every issued tax invoice, one row per invoice and rate, whatever the status filter; drafts, service notes and cancelled ones are left out", async () => {
    await signInAs();
    const { blobs, names, restore } = captureDownloads();
    const filed = t1().invoices.filter((i) => i.number && i.status !== 'cancelled' && invoiceKind(i) === 'tax_invoice');
    // Paid invoices are not 'open' (the list's filter) but are filed.
    expect(filed.some((i) => i.status === 'paid')).toBe(true);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText(`Total: ${countOf('open')}`)).toBeInTheDocument();
    // The rows' names are in (one batched call per reference), so nothing is left loading after the test.
    const newest = [...t1().invoices].reverse().find((i) => matchesInvoiceFilter(invoiceStatus(i), 'open', invoiceKind(i)))!;
    const booking = t1().bookings.find((b) => b.id === newest.bookingId);
    await waitFor(() => {
      expect(bodyRows()[0]).toHaveTextContent(t1().customers.find((c) => c.id === newest.customerId)!.name);
      if (booking) expect(bodyRows()[0]).toHaveTextContent(`#${booking.id} · `);
    });
    await user.click(screen.getByRole('button', { name: 'GSTR-1 CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    restore();
    expect(names).toEqual([expect.stringMatching(/^invoices-gstr1-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const csv = parse<Record<string, string>>((await blobs[0].text()).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
    expect(csv.meta.fields?.slice(0, 4)).toEqual(['Section', 'GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number']);
    expect(new Set(csv.data.map((r) => r['Invoice Number']))).toEqual(new Set(filed.map((i) => i.number)));
    for (const row of csv.data) {
      const invoice = filed.find((i) => i.number === row['Invoice Number'])!;
      expect(row['Invoice Value']).toBe(invoice.totalAmount.toFixed(2));
      expect(row['Reverse Charge']).toBe('N');
      expect(row['Place Of Supply']).toMatch(/^\d{2}-/);
    }
    const drafts = t1().invoices.filter((i) => i.status === 'draft').length;
    const notes = t1().invoices.filter((i) => i.number && i.status !== 'cancelled' && invoiceKind(i) === 'service_note').length;
    expect(
      await screen.findByText(`GSTR-1 CSV: ${filed.length} tax invoices in ${csv.data.length} rows (left out: ${drafts} drafts, ${notes} service notes, 0 cancelled)`),
    ).toBeInTheDocument();
  });

  it("an empty list says 'No invoices found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No invoices found');
    expect(document.querySelector('table')).toBeNull();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample invoices with View disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Billing service is offline' }, 'Failed to load invoices');
    expectSampleBanner();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    for (const row of bodyRows()) expect(await within(row).findByRole('button', { name: 'View' })).toBeDisabled();
    // Sample totals follow the same rule: 499.99 + 1350 = 1849.99, GST 333.00, total 2182.99.
    expect(bodyRows()[0]).toHaveTextContent(formatINR(2182.99));
  });
});
