import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../src/domain/gst';
import { invoiceFigures, totalsMatch } from '../../src/domain/invoice';
import { customerParty, issueProblem, labourLine, pricedLines, productTax, taxInvoice, warehouseParty } from '../../src/domain/taxInvoice';
import { said } from './said';

const gstin = (first14: string) => first14 + gstinCheckChar(first14);
const warehouse = warehouseParty({ name: 'Bengaluru Central Warehouse', legalName: 'Vistara Service Centres Pvt Ltd', address: '12 MG Road', stateCode: '29', gstin: gstin('29AABCV1234F1Z') });

describe('taxInvoice (docs/architecture.md, "Money: GST and warranty": place of supply, CGST + SGST or IGST)', () => {
  const lines = [labourLine('Labour (repair)', 800), { description: 'Panel', hsnSac: '852990', quantity: 2, unitPrice: 4200.5, gstRate: 18 }, { description: 'Cable', hsnSac: '854442', quantity: 1, unitPrice: 99.99, gstRate: 5 }];

  it('a customer in the warehouse state: CGST and SGST of equal halves per line, totals that add up to the paisa', () => {
    const invoice = taxInvoice(lines, warehouse, customerParty({ name: 'Asha', address: '4 Jayanagar', city: 'Bengaluru', pincode: '560011', stateCode: '29' }));
    expect(invoice).toMatchObject({ placeOfSupply: '29', intraState: true, igstAmount: 0, supplier: { name: 'Vistara Service Centres Pvt Ltd', stateCode: '29' } });
    expect(invoice.recipient).toEqual({ name: 'Asha', address: '4 Jayanagar, Bengaluru, 560011', stateCode: '29', gstin: null });
    for (const line of invoice.lineItems) expect(line.cgst).toBe(line.sgst);
    expect(invoice.lineItems.map((l) => l.cgst)).toEqual([72, 756.09, 2.5]);
    expect(invoice.cgstAmount).toBe(830.59);
    expect(invoice.taxAmount).toBe(1661.18);
    expect(invoice.totalAmount).toBe(invoice.subtotal + invoice.taxAmount);
    // Mixed rates: taxRate is the effective one, not a flat 18%.
    expect(invoice.taxRate).toBeCloseTo(1661.18 / 9300.99, 4);
    expect(totalsMatch(invoice, invoiceFigures(invoice.lineItems))).toBe(true);
  });

  it('a customer in another state: IGST at the full rate, no CGST or SGST', () => {
    const invoice = taxInvoice(lines, warehouse, customerParty({ name: 'Kerala Traders', stateCode: '32', gstin: gstin('32AAFCK5678L1Z') }));
    expect(invoice).toMatchObject({ placeOfSupply: '32', intraState: false, cgstAmount: 0, sgstAmount: 0, igstAmount: 1661.18 });
    expect(invoice.lineItems.map((l) => l.igst)).toEqual([144, 1512.18, 5]);
    expect(invoiceFigures(invoice.lineItems)).toMatchObject({ igst: 1661.18, totalAmount: invoice.totalAmount, split: true });
  });

  it("a recipient without a state is supplied where the supplier is; a UT without a legislature charges UTGST", () => {
    expect(taxInvoice(lines, warehouse, customerParty({ name: 'Walk-in' }))).toMatchObject({ placeOfSupply: '29', intraState: true });
    const chandigarh = warehouseParty({ name: 'W', stateCode: '04', gstin: gstin('04AABCV1234F1Z') });
    expect(taxInvoice(lines, chandigarh, customerParty({ name: 'C', stateCode: '04' })).stateTaxLabel).toBe('UTGST');
  });

  it('a zero-value invoice (work under warranty) has no tax', () => {
    expect(taxInvoice([labourLine('Labour (under warranty)', 0)], warehouse, customerParty({ stateCode: '27' }))).toMatchObject({ subtotal: 0, taxAmount: 0, totalAmount: 0 });
  });

  it('a product line takes its HSN and rate, else the rate table; a stored line without codes is labour; a 0 line stays 0', () => {
    expect(productTax({ hsnCode: '852872', gstRate: 18 })).toEqual({ hsnSac: '852872', gstRate: 18 });
    expect(productTax({ hsnCode: '854442' })).toEqual({ hsnSac: '854442', gstRate: 18 });
    expect(pricedLines([{ description: 'Visit', quantity: 1, unitPrice: 500, amount: 0 }])).toEqual([{ description: 'Visit', quantity: 1, unitPrice: 0, hsnSac: '998719', gstRate: 18 }]);
  });

  it('only a warehouse with a valid GSTIN and a state can issue', () => {
    expect(issueProblem(warehouse)).toBeNull();
    expect(said(issueProblem(warehouseParty({ name: 'New' })))).toBe("Set the warehouse's GSTIN before issuing an invoice");
    const invalid = issueProblem(warehouseParty({ name: 'Bad', stateCode: '29', gstin: '29AABCV1234F1ZX' }));
    expect(said(invalid)).toMatch(/^The warehouse's GSTIN is not valid: GSTIN check character is wrong/);
    // The GSTIN's own problem is a text inside the text, worded in the reader's language too.
    expect(invalid).toEqual({ key: 'serverText.issueGstinInvalid', params: { problem: { key: 'serverText.gstinCheckWrong' } } });
  });
});
