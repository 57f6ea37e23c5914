// The invoice PDF (issue 15 scope 4): a real PDF (pdfjs-dist reads it back) whose text holds what
// CGST Rule 46 asks of a tax invoice: the GSTINs, the number, the HSN/SAC codes, the tax split and
// the total in words.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { gstinCheckChar, LABOUR_SAC } from '../../src/domain/gst';
import { labourLine, taxInvoice, type InvoiceParty } from '../../src/domain/taxInvoice';
import { invoicePdf, pdfAmount, pdfText } from '../../src/resources/invoices/invoicePdf';
import type { Invoice } from '../../src/resources/invoices/types';

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const SUPPLIER: InvoiceParty = { name: 'Vistara Electronics Pvt Ltd', address: '12, Residency Road, Bengaluru 560025', stateCode: '29', gstin: gstin('29AABCV1234F1Z') };
const IN_STATE: InvoiceParty = { name: 'Ravi Kumar Traders', address: '4, MG Road, Mysuru 570001', stateCode: '29', gstin: gstin('29AAGCR4375J1Z') };
const OTHER_STATE: InvoiceParty = { name: 'Asha Patil', address: '9, FC Road, Pune 411004', stateCode: '27', gstin: null };

const LINES = [
  labourLine('Repair labour - panel replacement', 1500),
  { description: 'LED panel 43 inch', hsnSac: '8529', quantity: 2, unitPrice: 5000.5, gstRate: 18 },
  { description: 'Remote control', hsnSac: '8543', quantity: 1, unitPrice: 499, gstRate: 5 },
];

const invoiceFor = (recipient: InvoiceParty, extra: Partial<Invoice> = {}): Invoice => ({
  id: 7,
  bookingId: 3,
  customerId: 11,
  status: 'sent',
  createdAt: '2026-11-24T06:00:00.000Z',
  number: 'BLR/26-27/00042',
  issuedAt: '2026-11-24T06:00:00.000Z',
  dueDate: '2026-12-24T06:00:00.000Z',
  ...taxInvoice(LINES, SUPPLIER, recipient),
  ...extra,
});

/** The text of every page, as pdf.js extracts it (one string, items joined by spaces). */
const pdfTextOf = async (blob: Blob): Promise<string> => {
  const data = new Uint8Array(await blob.arrayBuffer());
  expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');
  const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
};

describe('invoicePdf', () => {
  it('prints an intra-state invoice with both GSTINs, the HSN/SAC codes, CGST and SGST halves and the total in words', async () => {
    const invoice = invoiceFor(IN_STATE);
    expect(invoice.intraState).toBe(true);
    const blob = await invoicePdf(invoice);
    expect(blob.type).toBe('application/pdf');
    const text = await pdfTextOf(blob);

    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Invoice No.: BLR/26-27/00042');
    expect(text).toContain('Invoice date: 24 Nov 2026');
    expect(text).toContain('Due date: 24 Dec 2026');
    expect(text).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(text).toContain(`GSTIN: ${IN_STATE.gstin}`);
    expect(text).toContain('Vistara Electronics Pvt Ltd');
    expect(text).toContain('State: Karnataka (29)');
    expect(text).toContain('Place of supply: Karnataka (29)');
    for (const code of [LABOUR_SAC, '8529', '8543']) expect(text).toContain(code);
    expect(text).toMatch(/CGST.*SGST/);
    expect(text).not.toContain('IGST');
    // Each tax is half of the line's rate, in figures with lakh grouping and "Rs.".
    expect(text).toContain('9%');
    expect(text).toContain('2.5%');
    expect(invoice.cgstAmount).toBe(invoice.sgstAmount);
    expect(text).toContain(`CGST Rs. ${pdfAmount(invoice.cgstAmount)}`);
    expect(text).toContain(`SGST Rs. ${pdfAmount(invoice.sgstAmount)}`);
    expect(text).toContain(`Taxable value Rs. ${pdfAmount(invoice.subtotal)}`);
    expect(text).toContain(`Grand total Rs. ${pdfAmount(invoice.totalAmount)}`);
    expect(pdfAmount(invoice.totalAmount)).toBe('14,095.14');
    expect(text).toContain('Amount in words: Fourteen Thousand Ninety-Five Rupees and Fourteen Paise Only');
    expect(text).toContain('For Vistara Electronics Pvt Ltd');
    expect(text).toContain('Authorised signatory');
    expect(text).not.toContain('Cancelled');
  });

  it('prints an inter-state invoice with IGST at the full rate and no GSTIN for an unregistered recipient', async () => {
    const invoice = invoiceFor(OTHER_STATE);
    expect(invoice.intraState).toBe(false);
    const text = await pdfTextOf(await invoicePdf(invoice));

    expect(text).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
    expect(text).toContain('Asha Patil');
    expect(text).toContain('State: Maharashtra (27)');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).toContain('18%');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(`IGST Rs. ${pdfAmount(invoice.igstAmount)}`);
    expect(text).toContain(`Grand total Rs. ${pdfAmount(invoice.totalAmount)}`);
    for (const code of [LABOUR_SAC, '8529', '8543']) expect(text).toContain(code);
  });

  it('marks a cancelled invoice with its credit note and writes lakhs in the Indian system', async () => {
    const invoice = invoiceFor(IN_STATE, {
      status: 'cancelled',
      totalAmount: 1234567.89,
      creditNote: { number: 'CN/26-27/00003', invoiceId: 42, invoiceNumber: 'BLR/26-27/00042', issuedAt: '2026-11-30T06:00:00.000Z', reason: 'Billed twice', subtotal: 1046244, taxAmount: 188323.89, totalAmount: 1234567.89 },
    });
    const text = await pdfTextOf(await invoicePdf(invoice));
    expect(text).toContain('Cancelled - credit note CN/26-27/00003');
    expect(text).toContain('Grand total Rs. 12,34,567.89');
    expect(text).toContain('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Rupees and Eighty-Nine Paise Only');
  });

  it("prints another server's invoice without GST fields: the customer's name and 18% split in halves", async () => {
    const lineItems = [{ description: 'Service visit (repair)', quantity: 1, unitPrice: 1000, amount: 1000 }];
    const legacy: Invoice = { id: 9, bookingId: 1, customerId: 4, customerName: 'Meera Iyer', lineItems, subtotal: 1000, taxRate: 0.18, taxAmount: 180, totalAmount: 1180, status: 'sent', createdAt: '2026-11-24T06:00:00.000Z', number: 'INV-9' };
    const text = await pdfTextOf(await invoicePdf(legacy));
    expect(text).toContain('Invoice No.: INV-9');
    expect(text).toContain('Meera Iyer');
    expect(text).toMatch(/9% 90\.00 9% 90\.00 1,180\.00/);
    expect(text).toContain('CGST Rs. 90.00');
    expect(text).toContain('Grand total Rs. 1,180.00');
    expect(text).toContain('One Thousand One Hundred Eighty Rupees Only');
  });

  it('prints a service note (total 0, issue 27): titled so, no due date, no tax columns or lines, and a line saying it is no tax invoice', async () => {
    const warranty = [labourLine('Labour (repair) (under warranty)', 0), { description: 'LED panel 43 inch (under warranty)', hsnSac: '8529', quantity: 1, unitPrice: 0, gstRate: 18 }];
    const note = invoiceFor(OTHER_STATE, { ...taxInvoice(warranty, SUPPLIER, OTHER_STATE), kind: 'service_note', number: 'SN/26-27/00003', dueDate: null, warrantyClaimAmount: 6500 });
    expect(note.totalAmount).toBe(0);
    const text = await pdfTextOf(await invoicePdf(note));
    expect(text).toContain('Service Note');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('Service note No.: SN/26-27/00003');
    expect(text).toContain('Date: 24 Nov 2026');
    expect(text).not.toContain('Due date');
    for (const tax of ['CGST', 'SGST', 'IGST', 'Taxable value', 'Total tax']) expect(text).not.toContain(tax);
    expect(text).toContain('Grand total Rs. 0.00');
    expect(text).toContain('No charge: this service note is not a tax invoice and no GST is charged.');
    expect(text).toContain('Work under warranty: its value, Rs. 6,500.00, is claimed from the brand.');
    expect(text).toContain('LED panel 43 inch (under warranty)');
  });

  it('keeps to what its fonts can print: "Rs." for the rupee sign, Devanagari as it is (its own font), "?" for other scripts', () => {
    expect(pdfText('₹ 500 – रवि 王')).toBe('Rs. 500 - रवि ?');
    expect(pdfAmount(123456)).toBe('1,23,456.00');
  });
});
