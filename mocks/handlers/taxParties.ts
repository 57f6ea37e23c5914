// The two parties of a tax invoice in the demo backend (issue 15; src/domain/taxInvoice.ts): the
// request's warehouse as supplier, the invoice's customer as recipient, as they stand now. Every
// invoice is taxed with them when made and again when issued (a draft follows a corrected address).
import { db } from '../db';
import { customerParty, pricedLines, taxInvoice, warehouseParty, type GstInvoiceFields, type PricedLine } from '../../src/domain/taxInvoice';
import type { Invoice } from '../types';
import type { RequestContext } from './util';

const tenantOf = (ctx: RequestContext) => db.state.tenants.find((t) => String(t.id) === ctx.tenantId);

/** The parties of an invoice of this request's warehouse for a customer (0: none). */
export const invoiceParties = (ctx: RequestContext, customerId: number) => ({
  supplier: warehouseParty(tenantOf(ctx)),
  recipient: customerParty(ctx.t.customers.find((c) => c.id === customerId)),
});

/** The lines taxed between the warehouse and the customer. */
export const taxedFor = (ctx: RequestContext, customerId: number, lines: readonly PricedLine[]): GstInvoiceFields => {
  const { supplier, recipient } = invoiceParties(ctx, customerId);
  return taxInvoice(lines, supplier, recipient);
};

/** Taxes a stored invoice again with the parties as they are now (at issue). */
export const retax = (ctx: RequestContext, invoice: Invoice): void => {
  Object.assign(invoice, taxedFor(ctx, invoice.customerId, pricedLines(invoice.lineItems)));
};
