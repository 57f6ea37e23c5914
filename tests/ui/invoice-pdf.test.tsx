import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';
import { captureDownloads } from './downloads';

// "Download PDF" on an invoice's page (issue 15 scope 4; src/resources/invoices/DownloadInvoicePdfButton.tsx):
// an issued invoice saves <number with '-' for '/'>.pdf, a real PDF made on the click; a draft has no
// number and no PDF; a failure is shown. The PDF's text is checked in tests/unit/invoice-pdf.test.ts.

const PATH = '/admin/invoices';
const t1 = () => db.tenant('1');

// The download hands a Blob to URL.createObjectURL and clicks an <a download>; both are captured.
let blobs: Blob[] = [];
let downloads: string[] = [];
beforeEach(() => {
  ({ blobs, names: downloads } = captureDownloads());
});
afterEach(() => vi.restoreAllMocks());

describe('Invoice PDF download', () => {
  it("an issued invoice downloads as a PDF named after its number; a failure says so", async () => {
    await signInAs();
    const invoice = t1().invoices.find((i) => i.status === 'sent' && i.number)!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${invoice.id}/show`);

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toEqual([`${invoice.number!.replaceAll('/', '-')}.pdf`]));
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('application/pdf');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    (URL.createObjectURL as ReturnType<typeof vi.fn>).mockImplementation(() => {
      throw new Error('Storage is full');
    });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(`Could not make the PDF of invoice ${invoice.number}: Storage is full`)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it('a draft has no number, so no PDF: the button is disabled and says why', async () => {
    await signInAs();
    const draft = t1().invoices.find((i) => i.status === 'draft' && !i.number)!;
    await renderScreen(`${PATH}/${draft.id}/show`);
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    expect(button).toBeDisabled();
    expect(button.closest('[aria-label]')).toHaveAttribute('aria-label', 'Issue the invoice to download its PDF');
  });
});
