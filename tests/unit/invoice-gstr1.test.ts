import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { gstinCheckChar } from '../../src/domain/gst';
import { B2CL_LIMIT, gstr1Csv, gstr1Date, gstr1PlaceOfSupply, gstr1Rows, type Gstr1Invoice } from '../../src/domain/invoiceGstr1';
import { customerParty, labourLine, taxInvoice, warehouseParty } from '../../src/domain/taxInvoice';
import { toCsv } from '../../src/domain/csv';

// Issue 27: the invoices as GSTR-1 takes them, one row per invoice and GST rate (B2B, B2CL, B2CS).

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const warehouse = warehouseParty({ name: 'Bengaluru Central Warehouse', legalName: 'Vistara Service Centres Pvt Ltd', address: '12 MG Road', stateCode: '29', gstin: gstin('29AABCV1234F1Z') });
const lines = [labourLine('Labour (repair)', 800), { description: 'Panel', hsnSac: '852990', quantity: 2, unitPrice: 4200.5, gstRate: 18 }, { description: 'Cable', hsnSac: '854442', quantity: 1, unitPrice: 99.99, gstRate: 5 }];

let nextId = 1;
/** An issued invoice of these lines to this recipient. */
const issued = (recipient: ReturnType<typeof customerParty>, number: string, issuedAt: string, priced = lines, extra: Partial<Gstr1Invoice> = {}): Gstr1Invoice => ({
  id: nextId++,
  ...taxInvoice(priced, warehouse, recipient),
  status: 'sent',
  kind: 'tax_invoice',
  number,
  issuedAt,
  createdAt: issuedAt,
  ...extra,
});

const asha = customerParty({ name: 'Asha Rao', address: '4 Jayanagar', city: 'Bengaluru', stateCode: '29' });
const kerala = customerParty({ name: 'Kerala Traders', stateCode: '32', gstin: gstin('32AAFCK5678L1Z') });
const walkInPune = customerParty({ name: 'Rahul Patil', stateCode: '27' });

describe('GSTR-1 rows', () => {
  it('an intra-state invoice to an unregistered customer (B2CS): one row per rate, CGST and SGST, the HSN/SAC codes at that rate', () => {
    const invoice = issued(asha, 'BLR/26-27/00001', '2026-11-24T06:00:00.000Z');
    const { rows, invoices } = gstr1Rows([invoice]);
    expect(invoices).toBe(1);
    expect(rows).toEqual([
      {
        section: 'B2CS',
        supplierGstin: warehouse.gstin,
        recipientGstin: '',
        recipientName: 'Asha Rao',
        invoiceNumber: 'BLR/26-27/00001',
        invoiceDate: '24-Nov-2026',
        invoiceValue: 10962.17,
        placeOfSupply: '29-Karnataka',
        reverseCharge: 'N',
        invoiceType: 'Regular',
        rate: 5,
        taxableValue: 99.99,
        igst: 0,
        cgst: 2.5,
        sgst: 2.5,
        cess: 0,
        hsnSac: '854442',
      },
      expect.objectContaining({ rate: 18, taxableValue: 9201, igst: 0, cgst: 828.09, sgst: 828.09, hsnSac: '998719 852990' }),
    ]);
    // The rows add up to the invoice, to the paisa.
    const sum = rows.reduce((s, r) => s + Math.round((r.taxableValue + r.cgst + r.sgst + r.igst) * 100), 0);
    expect(sum / 100).toBe(invoice.totalAmount);
  });

  it('an inter-state invoice to a registered customer (B2B): its GSTIN, IGST only, place of supply its state', () => {
    const { rows } = gstr1Rows([issued(kerala, 'BLR/26-27/00002', '2026-11-25T06:00:00.000Z')]);
    expect(rows.map((r) => [r.section, r.recipientGstin, r.placeOfSupply, r.invoiceType, r.rate, r.taxableValue, r.igst, r.cgst, r.sgst])).toEqual([
      ['B2B', kerala.gstin, '32-Kerala', 'Regular B2B', 5, 99.99, 5, 0, 0],
      ['B2B', kerala.gstin, '32-Kerala', 'Regular B2B', 18, 9201, 1656.18, 0, 0],
    ]);
  });

  it('an inter-state invoice to an unregistered customer is B2CL above ₹1,00,000, else B2CS', () => {
    const panels = [{ description: 'Panel', hsnSac: '852990', quantity: 10, unitPrice: 10000, gstRate: 18 }];
    const large = issued(walkInPune, 'BLR/26-27/00003', '2026-11-26T06:00:00.000Z', panels);
    const small = issued(walkInPune, 'BLR/26-27/00004', '2026-11-26T07:00:00.000Z');
    expect(large.totalAmount).toBeGreaterThan(B2CL_LIMIT);
    const { rows } = gstr1Rows([small, large]);
    expect(rows.map((r) => [r.invoiceNumber, r.section, r.placeOfSupply, r.igst])).toEqual([
      ['BLR/26-27/00003', 'B2CL', '27-Maharashtra', 18000],
      ['BLR/26-27/00004', 'B2CS', '27-Maharashtra', 5],
      ['BLR/26-27/00004', 'B2CS', '27-Maharashtra', 1656.18],
    ]);
  });

  it('leaves out drafts (no number), cancelled invoices (their credit notes are separate) and service notes (₹0, no tax invoice), counting each', () => {
    const kept = issued(asha, 'BLR/26-27/00005', '2026-11-27T06:00:00.000Z', lines, { status: 'paid' });
    const overdue = issued(asha, 'BLR/26-27/00006', '2026-11-28T06:00:00.000Z', lines, { status: 'overdue' });
    const draft = issued(asha, '', '2026-11-28T06:00:00.000Z', lines, { status: 'draft', number: null, issuedAt: null });
    const cancelled = issued(asha, 'BLR/26-27/00007', '2026-11-28T06:00:00.000Z', lines, { status: 'cancelled' });
    const note = issued(asha, 'SN/26-27/00001', '2026-11-28T06:00:00.000Z', [labourLine('Labour (under warranty)', 0)], { kind: 'service_note' });
    // An older server's ₹0 invoice without a stored kind, numbered in the SN series, is a service note too.
    const oldNote = issued(asha, 'SN/26-27/00002', '2026-11-28T06:00:00.000Z', [labourLine('Labour (under warranty)', 0)], { kind: undefined });
    const result = gstr1Rows([note, cancelled, overdue, draft, kept, oldNote]);
    expect(result.invoices).toBe(2);
    expect([...new Set(result.rows.map((r) => r.invoiceNumber))]).toEqual(['BLR/26-27/00005', 'BLR/26-27/00006']);
    expect(result.leftOut).toEqual({ drafts: 1, cancelled: 1, serviceNotes: 2 });
  });

  it("dates are the day of issue in India's time, whatever the machine's zone; rows in order of issue", () => {
    // 20:00 UTC on 26 Nov is 01:30 IST on 27 Nov.
    expect(gstr1Date('2026-11-26T20:00:00.000Z')).toBe('27-Nov-2026');
    expect(gstr1Date('2027-03-31')).toBe('31-Mar-2027');
    expect(gstr1Date(null)).toBe('');
    const late = issued(asha, 'BLR/26-27/00009', '2026-11-26T20:00:00.000Z');
    const early = issued(asha, 'BLR/26-27/00008', '2026-11-26T10:00:00.000Z');
    expect([...new Set(gstr1Rows([late, early]).rows.map((r) => `${r.invoiceNumber} ${r.invoiceDate}`))]).toEqual(['BLR/26-27/00008 26-Nov-2026', 'BLR/26-27/00009 27-Nov-2026']);
    expect(gstr1PlaceOfSupply('07')).toBe('07-Delhi');
    expect(gstr1PlaceOfSupply(null)).toBe('');
  });

  it("an older server's invoice without a GST split: its tax from the invoice's rate, halved within the state", () => {
    const legacy: Gstr1Invoice = {
      id: 99,
      number: 'BLR/25-26/00001',
      status: 'sent',
      issuedAt: '2025-06-01T06:00:00.000Z',
      createdAt: '2025-06-01T06:00:00.000Z',
      totalAmount: 589.99,
      taxRate: 0.18,
      customerName: 'Walk-in',
      lineItems: [{ quantity: 1, unitPrice: 499.99, amount: 499.99 }],
    };
    expect(gstr1Rows([legacy]).rows).toEqual([
      expect.objectContaining({ section: 'B2CS', recipientName: 'Walk-in', rate: 18, taxableValue: 499.99, cgst: 45, sgst: 45, igst: 0, hsnSac: '', placeOfSupply: '' }),
    ]);
  });
});

describe('the GSTR-1 CSV', () => {
  it("has the portal's headers and one line per row, amounts to 2 decimals, and neutralises a formula in a name", () => {
    const sly = customerParty({ name: '=HYPERLINK("http://x.example","Click")', stateCode: '29' });
    const { csv, rows } = gstr1Csv([issued(kerala, 'BLR/26-27/00010', '2026-11-24T06:00:00.000Z'), issued(sly, 'BLR/26-27/00011', '2026-11-24T07:00:00.000Z')], toCsv);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual([
      'Section',
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
      'HSN/SAC',
      'Supplier GSTIN',
    ]);
    expect(parsed).toHaveLength(1 + rows.length);
    expect(parsed[2]).toEqual(['B2B', kerala.gstin, 'Kerala Traders', 'BLR/26-27/00010', '24-Nov-2026', '10962.17', '32-Kerala', 'N', 'Regular B2B', '18', '9201.00', '1656.18', '0.00', '0.00', '0.00', '998719 852990', warehouse.gstin]);
    expect(parsed[3][2]).toBe(`'=HYPERLINK("http://x.example","Click")`);
  });

  it('with nothing to file, is the header alone', () => {
    expect(gstr1Csv([], toCsv).csv.split('\r\n')).toHaveLength(1);
  });
});
