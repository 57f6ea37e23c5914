// A GST tax invoice's content (issue 15, docs/architecture.md, "Money: GST and warranty"; CGST Rule 46):
// the supplier (the warehouse) and the recipient (the customer) as they stood when it was made, each
// line's HSN/SAC and rate, and the CGST + SGST or IGST split from src/domain/gst.ts. The demo backend
// makes every invoice with it (a completed job, a sold extension, POST /api/invoices); the invoice page
// and the PDF show what it stored.
import { findGstRate, findState, gstinProblem, gstinState, LABOUR_SAC, normalizeGstin, taxLines, type TaxLine, type TaxLineInput } from './gst';
import { roundPaise } from './money';
import { refusal, type Refusal } from './refusal';

/** A party of the invoice: its legal name, address, GST state code ('29') and GSTIN (null: unregistered). */
export interface InvoiceParty {
  name: string;
  address: string;
  stateCode: string | null;
  gstin: string | null;
}

/** A warehouse as the supplier: its legal name (else its name), address, state and GSTIN. */
export const warehouseParty = (w: { name?: string; legalName?: string; address?: string; stateCode?: string | null; gstin?: string | null } | undefined): InvoiceParty => ({
  name: w?.legalName || w?.name || '',
  address: w?.address ?? '',
  stateCode: w?.stateCode ?? null,
  gstin: w?.gstin || null,
});

/** A customer as the recipient: name, address with city and PIN, state (place of supply) and GSTIN when registered. */
export const customerParty = (
  c: { name?: string; address?: string; city?: string; pincode?: string; stateCode?: string | null; gstin?: string | null } | undefined,
): InvoiceParty => ({
  name: c?.name ?? '',
  address: [c?.address, c?.city, c?.pincode].filter(Boolean).join(', '),
  stateCode: c?.stateCode ?? null,
  gstin: c?.gstin || null,
});

/** A line to tax: what, how many, at what price, under which HSN/SAC and rate (percent). */
export type PricedLine = TaxLineInput;

/** A taxed line as an invoice stores it: `amount` is the taxable value (the spec's line amount). */
export type GstInvoiceLine = Omit<TaxLine, 'taxableValue' | 'tax'> & { amount: number };

/** What taxInvoice adds to an invoice. `taxRate` is the one rate of every line (0.18), else the effective rate. */
export interface GstInvoiceFields {
  lineItems: GstInvoiceLine[];
  subtotal: number;
  taxRate: number;
  taxAmount: number;
  totalAmount: number;
  cgstAmount: number;
  sgstAmount: number;
  igstAmount: number;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  /** The GST state code of the place of supply: the recipient's state, else the supplier's. */
  placeOfSupply: string | null;
  intraState: boolean;
  stateTaxLabel: 'SGST' | 'UTGST';
}

/** The labour rate: SAC heading 9987 from the rate table (data, not code). */
export const labourRate = (): number => findGstRate(LABOUR_SAC)?.rate ?? 18;

/** A labour (repair service) line under SAC 998719. */
export const labourLine = (description: string, unitPrice: number): PricedLine => ({
  description,
  hsnSac: LABOUR_SAC,
  quantity: 1,
  unitPrice: roundPaise(unitPrice),
  gstRate: labourRate(),
});

/** The HSN code of a product and its rate: its own, else the rate table's for its HSN, else televisions' (8528). */
export const productTax = (product: { hsnCode?: string | null; gstRate?: number | null }): { hsnSac: string; gstRate: number } => {
  const hsnSac = (product.hsnCode ?? '').trim() || '8528';
  const gstRate = typeof product.gstRate === 'number' && Number.isFinite(product.gstRate) ? product.gstRate : (findGstRate(hsnSac)?.rate ?? 18);
  return { hsnSac, gstRate };
};

/** The GST state of a party: its state, else its GSTIN's. */
const partyState = (party: InvoiceParty): string | null => findState(party.stateCode ?? undefined)?.code ?? gstinState(party.gstin)?.code ?? null;

/**
 * Taxes the lines between the two parties. Place of supply is the recipient's state (where it is
 * not known, the supplier's, as GST's rule for an unknown address). A supplier without a state
 * (a warehouse not yet set up) is taxed as intra-state; such an invoice cannot be issued
 * (issueProblem).
 */
export const taxInvoice = (lines: readonly PricedLine[], supplier: InvoiceParty, recipient: InvoiceParty): GstInvoiceFields => {
  const supplierState = partyState(supplier);
  const place = partyState(recipient) ?? supplierState;
  const result = taxLines(lines, { supplierState: supplierState ?? place ?? '29', placeOfSupply: place ?? supplierState ?? '29' });
  const { totals } = result;
  const rates = new Set(lines.map((l) => l.gstRate));
  const taxRate = rates.size === 1 ? [...rates][0] / 100 : totals.taxable > 0 ? Math.round((totals.tax / totals.taxable) * 10_000) / 10_000 : 0;
  return {
    lineItems: result.lines.map(({ taxableValue, tax: _tax, ...line }) => ({ ...line, amount: taxableValue })),
    subtotal: totals.taxable,
    taxRate,
    taxAmount: totals.tax,
    totalAmount: totals.grandTotal,
    cgstAmount: totals.cgst,
    sgstAmount: totals.sgst,
    igstAmount: totals.igst,
    supplier: { ...supplier, stateCode: supplierState, gstin: supplier.gstin ? normalizeGstin(supplier.gstin) : null },
    recipient: { ...recipient, stateCode: partyState(recipient), gstin: recipient.gstin ? normalizeGstin(recipient.gstin) : null },
    placeOfSupply: place,
    intraState: result.intraState,
    stateTaxLabel: result.stateTaxLabel,
  };
};

/** Why an invoice with these parties cannot be issued as a tax invoice (Rule 46), or null. */
export const issueProblem = (supplier: InvoiceParty | undefined): Refusal | null => {
  if (!supplier || !supplier.gstin) return refusal('serverText.issueNeedsGstin');
  const problem = gstinProblem(supplier.gstin);
  // The GSTIN's own problem is a text inside this one: `The warehouse's GSTIN is not valid: <problem>`.
  if (problem) return refusal('serverText.issueGstinInvalid', { problem });
  if (!partyState(supplier)) return refusal('serverText.issueNeedsState');
  return null;
};

/** The lines of a stored invoice as they are taxed again (at issue): older lines without codes are labour. */
export const pricedLines = (lines: ReadonlyArray<{ description: string; quantity: number; unitPrice: number; amount?: number; hsnSac?: string; gstRate?: number }>): PricedLine[] =>
  lines.map((l) => ({
    description: l.description,
    quantity: Number(l.quantity),
    // A line stored at 0 (work under warranty) stays at 0 whatever its unit price.
    unitPrice: l.amount === 0 ? 0 : Number(l.unitPrice),
    hsnSac: l.hsnSac ?? LABOUR_SAC,
    gstRate: typeof l.gstRate === 'number' ? l.gstRate : labourRate(),
  }));
