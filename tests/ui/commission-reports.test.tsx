import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { parse } from 'papaparse';
import { DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';
import { renderFailedList, expectSampleBanner } from './screenChecks';
import { captureDownloads } from './downloads';
import { pager, recordGets } from './queries';

// The commission reports screen against the demo backend (GET /api/commissions in
// mocks/handlers/finance.ts): the columns, the status and day-range filters, the totals per vendor,
// the CSV export (read back with papaparse), and the empty and failure states.


const PATH = '/admin/reports/commissions';
const LIST_URL = `${DEMO_ORIGIN}/api/commissions`;
const HEADERS = ['Created', 'Reference', 'Vendor', 'Rate', 'Amount', 'PaidBy', 'Status'];
const t1 = () => db.tenant('1');
type CommissionRow = ReturnType<typeof t1>['commissions'][number];

let nextId = 90_000;
const commission = (over: Partial<CommissionRow> = {}): CommissionRow => ({
  id: (nextId += 1),
  referenceType: 'complaint',
  referenceId: 12,
  vendorName: 'Sharma Electronics',
  rate: 15,
  amount: 150,
  paidBy: 'Company',
  status: 'pending',
  createdAt: '2030-05-15T10:00:00.000Z',
  ...over,
});
/** Replaces tenant 1's commission rows (the server lists the last pushed first). */
const setCommissions = (rows: CommissionRow[]) => {
  t1().commissions.splice(0, t1().commissions.length, ...rows);
};

/** The Reference cell's name: the type and the record's representation ('complaint #12', then '· <serial>' once fetched). */
const ref = (text: string) => new RegExp(`^${text}( · .*)?$`);

/** Queries inside the report card (its filters, table and totals). */
const reportCard = async () => within((await screen.findByRole('heading', { name: 'Commissions' })).closest('section') as HTMLElement);

/** Types a day into an MUI X date picker by its label, as the en-IN locale shows it (dd/MM/yyyy). */
const setDate = (scope: ReturnType<typeof within>, label: string, isoDay: string) => {
  const [y, m, d] = isoDay.split('-');
  const input = scope.getByRole('group', { name: label }).parentElement!.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: `${d}/${m}/${y}` } });
};

/** The query of every GET /api/commissions (the list) the screen sends. */
const listQueries = () => recordGets('/api/commissions');

// The exporter hands a Blob to URL.createObjectURL and clicks an <a download>; both are captured.
let blobs: Blob[] = [];
let downloads: string[] = [];
beforeEach(() => {
  ({ blobs, names: downloads } = captureDownloads());
});
afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

/** Clicks Export CSV and reads the saved file back with papaparse. */
const exportCsv = async (user: ReturnType<typeof userEvent.setup>) => {
  const before = blobs.length;
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(blobs.length).toBe(before + 1));
  const blob = blobs.at(-1)!;
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const text = await blob.text();
  const parsed = parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { text, fields: parsed.meta.fields, rows: parsed.data };
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('Commission reports screen', () => {
  it('lists the rows with the spec columns and adds up every filtered row per vendor', async () => {
    // Twelve rows: more than one page, so the totals must come from all of them, not the page on screen.
    setCommissions([
      ...Array.from({ length: 8 }, (_, i) => commission({ vendorName: 'Kumar TV Care', amount: 100.25, createdAt: `2030-05-0${i + 1}T09:00:00.000Z` })),
      ...Array.from({ length: 4 }, () => commission({ vendorName: 'Sharma Electronics', amount: 50, status: 'paid', paidBy: 'Customer' })),
    ]);
    const newest = t1().commissions.at(-1)!;
    newest.referenceId = 77;
    await signInAs();
    await renderScreen(PATH);

    const card = await reportCard();
    await card.findByRole('cell', { name: ref('complaint #77') });
    const table = card.getByRole('columnheader', { name: 'Created' }).closest('table') as HTMLElement;
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Created', 'Reference', 'Vendor', 'Rate (%)', 'Amount (₹)', 'PaidBy', 'Status']);
    const firstRow = within(table).getAllByRole('row')[1];
    expect(within(firstRow).getByRole('cell', { name: ref('complaint #77') })).toBeInTheDocument();
    expect(within(firstRow).getByText('Sharma Electronics')).toBeInTheDocument();
    expect(within(firstRow).getByText('15')).toBeInTheDocument();
    expect(within(firstRow).getByText('₹50.00')).toBeInTheDocument();
    expect(within(firstRow).getByText('Customer')).toBeInTheDocument();
    expect(within(firstRow).getByText('Paid')).toBeInTheDocument();
    expect((await pager()).getByText('Total: 12')).toBeInTheDocument();

    const totals = within(await card.findByRole('table', { name: 'Totals by vendor' }));
    const totalRows = totals.getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(totalRows).toEqual([
      ['Vendor', 'Rows', 'Amount (₹)'],
      ['Kumar TV Care', '8', '₹802.00'],
      ['Sharma Electronics', '4', '₹200.00'],
      ['All vendors', '12', '₹1,002.00'],
    ]);
  });

  it('the status filter narrows the list and the totals', async () => {
    setCommissions([
      commission({ vendorName: 'Kumar TV Care', amount: 300, status: 'approved' }),
      commission({ vendorName: 'Sharma Electronics', amount: 50, status: 'paid' }),
      commission({ vendorName: 'Sharma Electronics', amount: 70, status: 'paid' }),
    ]);
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    const card = await reportCard();
    expect(await card.findByText('Total: 3')).toBeInTheDocument();
    await user.click(card.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'paid' }));
    expect(await card.findByText('Total: 2')).toBeInTheDocument();
    expect(queries.some((q) => q.get('status') === 'paid' && q.get('page') === '1')).toBe(true);
    expect(card.queryByText('Kumar TV Care')).not.toBeInTheDocument();
    const totals = within(await card.findByRole('table', { name: 'Totals by vendor' }));
    await waitFor(() => expect(totals.getByRole('row', { name: /All vendors/ })).toHaveTextContent('₹120.00'));
  });

  it('exports every filtered row as CSV: exact columns, 2-decimal amounts, whole end day, formulas neutralised', async () => {
    setCommissions([
      commission({ referenceId: 1, createdAt: '2030-05-09T23:59:59.000Z', vendorName: 'Too Early' }),
      commission({ referenceId: 2, createdAt: '2030-05-10T00:00:00.000Z', vendorName: 'Kumar TV Care', amount: 1234.5, rate: 12.5 }),
      commission({ referenceType: 'booking', referenceId: 3, createdAt: '2030-05-20T23:30:00.000Z', vendorName: '=HYPERLINK("http://evil.example","Click")', amount: 99, paidBy: 'Customer', status: 'approved' }),
      commission({ referenceId: 4, createdAt: '2030-05-21T00:00:00.000Z', vendorName: 'Too Late' }),
    ]);
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    const card = await reportCard();
    expect(await card.findByText('Total: 4')).toBeInTheDocument();
    setDate(card, 'From', '2030-05-10');
    setDate(card, 'To', '2030-05-20');
    expect(await card.findByText('Total: 2')).toBeInTheDocument();
    expect(queries.at(-1)?.get('dateFrom')).toBe('2030-05-10');
    expect(queries.at(-1)?.get('dateTo')).toBe('2030-05-20');
    // The row created at 23:30 on the To day is on screen.
    expect(card.getByRole('cell', { name: ref('booking #3') })).toBeInTheDocument();

    const csv = await exportCsv(user);
    expect(downloads).toEqual([`commission-report-${today()}.csv`]);
    expect(csv.fields).toEqual(HEADERS);
    expect(csv.rows).toEqual([
      {
        Created: '2030-05-20T23:30:00.000Z',
        Reference: 'booking #3',
        Vendor: '\'=HYPERLINK("http://evil.example","Click")',
        Rate: '15',
        Amount: '99.00',
        PaidBy: 'Customer',
        Status: 'approved',
      },
      { Created: '2030-05-10T00:00:00.000Z', Reference: 'complaint #2', Vendor: 'Kumar TV Care', Rate: '12.5', Amount: '1234.50', PaidBy: 'Company', Status: 'pending' },
    ]);
    expect(await screen.findByText(`Exported 2 rows to commission-report-${today()}.csv`)).toBeInTheDocument();
  });

  it('the export walks every page of 100, not just the page on screen', async () => {
    setCommissions(Array.from({ length: 230 }, (_, i) => commission({ referenceId: i + 1, amount: i + 0.5 })));
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    const card = await reportCard();
    expect(await card.findByText('Total: 230')).toBeInTheDocument();
    const csv = await exportCsv(user);
    expect(csv.rows).toHaveLength(230);
    expect(csv.rows[0]).toMatchObject({ Reference: 'complaint #230', Amount: '229.50' });
    expect(csv.rows[229]).toMatchObject({ Reference: 'complaint #1', Amount: '0.50' });
    const exportPages = queries.filter((q) => q.get('limit') === '100').map((q) => q.get('page'));
    expect(new Set(exportPages)).toEqual(new Set(['1', '2', '3']));
  });

  it('reads the alternative field names of the commissions call', async () => {
    server.use(
      rest.get(LIST_URL, () =>
        HttpResponse.json({
          data: [
            { id: 5, complaintId: 12, assignedVendorName: 'Alt Vendor', commissionRateApplied: 20, commissionAmount: 240, commissionPaidBy: 'Company', status: 'approved', createdAt: '2030-01-02T08:00:00.000Z' },
            { id: 6, bookingId: 44, assignedVendorName: 'Alt Vendor', commissionRateApplied: '10', commissionAmount: '60.5', commissionPaidBy: 'Customer', status: 'pending', createdAt: '2030-01-03T08:00:00.000Z' },
          ],
          total: 2,
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    const card = await reportCard();
    expect(await card.findByRole('cell', { name: ref('complaint #12') })).toBeInTheDocument();
    expect(card.getByRole('cell', { name: ref('booking #44') })).toBeInTheDocument();
    // The row carries only the complaint's id: the complaint is fetched and shown by its name, a link to its page.
    const complaint = t1().complaints.find((c) => c.id === 12)!;
    expect(await card.findByRole('link', { name: `#12 · ${complaint.serialNo}` })).toHaveAttribute('href', '/admin/service/complaints/12/show');
    expect(card.getByText('₹240.00')).toBeInTheDocument();
    const totals = within(await card.findByRole('table', { name: 'Totals by vendor' }));
    expect(totals.getByRole('row', { name: /All vendors/ })).toHaveTextContent('₹300.50');
    const csv = await exportCsv(user);
    expect(csv.rows.map((r) => [r.Reference, r.Vendor, r.Rate, r.Amount, r.PaidBy])).toEqual([
      ['complaint #12', 'Alt Vendor', '20', '240.00', 'Company'],
      ['booking #44', 'Alt Vendor', '10', '60.50', 'Customer'],
    ]);
  });

  it("no matching rows: 'No data found for selected filters.' and nothing to export", async () => {
    setCommissions([]);
    await signInAs();
    await renderScreen(PATH);

    expect(await screen.findByText('No data found for selected filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.queryByRole('table', { name: 'Totals by vendor' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error with the sample rows under the sample banner', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load commission reports');
    expectSampleBanner();
    expect(screen.getAllByText('Sample TV Services').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
