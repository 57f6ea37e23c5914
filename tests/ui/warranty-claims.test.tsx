import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'papaparse';
import type { WarrantyClaim } from '../../mocks/types';
import { db, renderScreen, signInAs } from './harness';
import { captureDownloads } from './downloads';

// The warranty claims screen (issue 15 scope 6) on the demo backend (mocks/handlers/warrantyClaims.ts):
// its rows, the brand filter, react-admin's Export producing the CSV with the brand, and a move.

const PATH = '/admin/warranty-claims';
const t1 = () => db.tenant('1');

/** Three claims of known brands, the newest first on screen. */
const addClaims = (): WarrantyClaim[] => {
  const complaints = t1().complaints.slice(0, 3);
  const tv = t1().products.find((p) => p.brand === 'Kaveri')!;
  const rows: WarrantyClaim[] = complaints.map((c, i) => ({
    id: db.nextId('warrantyClaims'),
    complaintId: c.id,
    bookingId: t1().bookings[i].id,
    registrationId: null,
    productId: i === 1 ? tv.id : c.productId,
    brand: i === 1 ? 'Kaveri' : 'Vistara',
    serialNo: `CLAIMTEST${i}`,
    partsCost: 1000 * (i + 1),
    labourCost: 450.5,
    totalCost: 1000 * (i + 1) + 450.5,
    status: 'open',
    createdAt: new Date(Date.UTC(2030, 0, 10 + i)).toISOString(),
  }));
  t1().warrantyClaims.splice(0, t1().warrantyClaims.length, ...rows);
  return rows;
};

const claimRow = async (claim: WarrantyClaim) => (await screen.findByRole('cell', { name: claim.serialNo })).closest('tr') as HTMLTableRowElement;

// react-admin's ExportButton hands the exporter's Blob to URL.createObjectURL and clicks an <a download>.
let blobs: Blob[] = [];
let downloads: string[] = [];
beforeEach(() => {
  ({ blobs, names: downloads } = captureDownloads());
});
afterEach(() => vi.restoreAllMocks());

describe('Warranty claims screen', () => {
  it('lists the claims with brand, serial, parts, labour, total and status; filters by brand; exports the CSV with the brand', async () => {
    const [first, kaveri, last] = addClaims();
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByRole('heading', { name: 'Claims to brands' })).toBeInTheDocument();
    const row = await claimRow(kaveri);
    expect(within(row).getByRole('cell', { name: 'Kaveri' })).toBeInTheDocument();
    expect(row).toHaveTextContent('₹2,000.00');
    expect(row).toHaveTextContent('₹450.50');
    expect(row).toHaveTextContent('₹2,450.50');
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `#${kaveri.complaintId}` })).toBeInTheDocument();
    // Newest first.
    const serials = [...document.querySelectorAll('table tbody tr')].map((r) => r.querySelectorAll('td')[4]?.textContent);
    expect(serials).toEqual([last.serialNo, kaveri.serialNo, first.serialNo]);

    await user.type(screen.getByRole('textbox', { name: 'Brand' }), 'kaveri');
    await waitFor(() => expect(document.querySelectorAll('table tbody tr')).toHaveLength(1));
    expect(await claimRow(kaveri)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(downloads[0]).toMatch(/^warranty-claims-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await blobs[0].text()).replace(/^\ufeff/, '');
    const csv = parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual(['Claim', 'Complaint', 'Product', 'Brand', 'Serial number', 'Parts', 'Labour', 'Total', 'Status', 'Created']);
    const tv = t1().products.find((p) => p.id === kaveri.productId)!;
    // Only the filtered claim, with the product's name and the brand the manufacturer is billed as.
    expect(csv.data).toEqual([
      {
        Claim: String(kaveri.id),
        Complaint: `#${kaveri.complaintId}`,
        Product: tv.name,
        Brand: 'Kaveri',
        'Serial number': kaveri.serialNo,
        Parts: '2000.00',
        Labour: '450.50',
        Total: '2450.50',
        Status: 'open',
        Created: '2030-01-11',
      },
    ]);
  });

  it("submits an open claim from its page; Settle and Reject then show, Submit is gone", async () => {
    const [claim] = addClaims();
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${claim.id}/show`);
    const page = (await screen.findByRole('heading', { name: `Warranty claim #${claim.id}` })).closest('article') as HTMLElement;
    expect(within(page).queryByRole('button', { name: 'Settle' })).not.toBeInTheDocument();
    await user.click(await within(page).findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Claim #${claim.id} submitted to Vistara`)).toBeInTheDocument();
    expect(t1().warrantyClaims.find((c) => c.id === claim.id)!.status).toBe('submitted');
    expect(await within(page).findByRole('button', { name: 'Settle' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(within(page).getByText('Submitted')).toBeInTheDocument();
  });
});
