// An invoice's life in the demo backend (issue 15 scope 3;
// docs/architecture.md, "Money: GST and warranty"): issue (the next number of the warehouse's series for
// the financial year, a due date), pay (date, mode, reference), cancel (a credit note of its own series
// for an issued invoice; the invoice keeps its number). A draft whose total is 0 (a job under warranty)
// is issued as a no-charge service note (issue 27): numbered in the SN series, never in the tax
// invoices', with nothing due; never paid, and cancelled without a credit note. The rules are
// src/domain/invoice.ts and invoiceSeries.ts; refusals are 409s with their text.
import { db } from '../db';
import { fail, audit, type RequestContext } from './util';
import { invoiceMoveRefusal, invoiceStatus, type InvoiceMove } from '../../src/domain/invoice';
import { dueDateOf, invoiceKind, kindForTotal, nextCreditNoteNumber, nextDocumentNumber, warehouseCode } from '../../src/domain/invoiceSeries';
import { issueProblem, pricedLines } from '../../src/domain/taxInvoice';
import { invoiceParties, taxedFor } from './taxParties';
import type { Invoice } from '../types';

/** What a status change of PUT /api/invoices/:id may carry. */
export interface InvoiceMoveBody {
  dueDate?: string;
  paidAt?: string;
  paymentMode?: string;
  paymentReference?: string;
  cancelReason?: string;
}

/** The invoice as readers see it: overdue derived from its due date (never stored), and its kind (a draft's by its total). */
export const shownInvoice = (invoice: Invoice, now = new Date()): Invoice => ({ ...invoice, status: invoiceStatus(invoice, now), kind: invoiceKind(invoice) });

/** The short code of the request's warehouse (BLR for blr-central). */
const codeOf = (ctx: RequestContext) => warehouseCode(db.state.tenants.find((t) => String(t.id) === ctx.tenantId) ?? {});

const refuse = (invoice: Invoice, move: InvoiceMove) => {
  const refusal = invoiceMoveRefusal(invoiceStatus(invoice), move, invoiceKind(invoice));
  if (refusal) throw fail(409, refusal);
};

/**
 * Issues a draft. Its taxes follow the parties as they are now; what it then totals decides what it
 * is (src/domain/invoiceSeries.ts `kindForTotal`): a tax invoice takes the next number of its
 * warehouse's series for the year and a due date (given, else 15 days); a service note (total 0)
 * the next of the SN series, and no due date: nothing is to be paid.
 */
const issue = (ctx: RequestContext, invoice: Invoice, body: InvoiceMoveBody, now: Date) => {
  const taxed = taxedFor(ctx, invoice.customerId, pricedLines(invoice.lineItems));
  const kind = kindForTotal(taxed.totalAmount);
  const dueDate = kind === 'service_note' ? null : dueDateOf(now, body.dueDate);
  if (dueDate && new Date(dueDate).getTime() < new Date(now.toISOString().slice(0, 10)).getTime()) throw fail(400, 'serverText.dueBeforeIssue');
  // A tax invoice names a registered supplier (Rule 46); a service note is no tax invoice.
  const problem = kind === 'tax_invoice' ? issueProblem(invoiceParties(ctx, invoice.customerId).supplier) : null;
  if (problem) throw fail(409, problem);
  let number: string;
  try {
    number = nextDocumentNumber(ctx.t.invoices.map((i) => i.number), kind, codeOf(ctx), now);
  } catch {
    throw fail(409, kind === 'service_note' ? 'serverText.serviceNoteSeriesFull' : 'serverText.seriesFull');
  }
  Object.assign(invoice, taxed);
  invoice.kind = kind;
  invoice.number = number;
  invoice.issuedAt = now.toISOString();
  invoice.dueDate = dueDate;
  invoice.status = 'sent';
  audit(ctx, 'invoice', invoice.id, `issue: ${invoice.number}`);
};

/** Records a payment: its date (not in the future, not before the issue), mode and optional reference. */
const pay = (ctx: RequestContext, invoice: Invoice, body: InvoiceMoveBody, now: Date) => {
  if (!body.paidAt || !body.paymentMode) throw fail(400, 'serverText.paymentNeedsDateMode');
  const paidAt = new Date(body.paidAt);
  if (paidAt.getTime() > now.getTime()) throw fail(400, 'serverText.paymentInFuture');
  if (invoice.issuedAt && body.paidAt.slice(0, 10) < invoice.issuedAt.slice(0, 10)) throw fail(400, 'serverText.paymentBeforeIssue');
  invoice.paidAt = paidAt.toISOString();
  invoice.paymentMode = body.paymentMode;
  invoice.paymentReference = body.paymentReference || null;
  invoice.status = 'paid';
  audit(ctx, 'invoice', invoice.id, `pay: ${body.paymentMode}`);
};

/**
 * Cancels: an issued tax invoice gets a credit note of the warehouse's CN series for its whole amount;
 * an issued service note keeps its number and needs none (no tax was charged); a draft just closes.
 */
const cancel = (ctx: RequestContext, invoice: Invoice, body: InvoiceMoveBody, now: Date) => {
  const reason = body.cancelReason?.trim() || 'Cancelled';
  if (invoice.number && invoiceKind(invoice) === 'tax_invoice') {
    const issued = ctx.t.invoices.map((i) => i.creditNote?.number);
    invoice.creditNote = {
      number: nextCreditNoteNumber(issued, now),
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      issuedAt: now.toISOString(),
      reason,
      subtotal: invoice.subtotal,
      taxAmount: invoice.taxAmount,
      totalAmount: invoice.totalAmount,
    };
    audit(ctx, 'credit_note', invoice.creditNote.number, `create: cancels ${invoice.number}`);
  }
  invoice.cancelledAt = now.toISOString();
  invoice.status = 'cancelled';
  audit(ctx, 'invoice', invoice.id, `cancel: ${reason}`);
};

const MOVES: Record<string, InvoiceMove> = { sent: 'issue', paid: 'pay', cancelled: 'cancel' };

/**
 * A status asked of an invoice: its own status changes nothing; 'sent', 'paid' and 'cancelled' are
 * the moves above, checked first (409 with the reason); 'draft' or 'overdue' cannot be set.
 * Throws the refusal as a Response; writes nothing when refused.
 */
export const moveInvoice = (ctx: RequestContext, invoice: Invoice, status: string, body: InvoiceMoveBody, now = new Date()) => {
  if (status === invoiceStatus(invoice, now)) return;
  const move = MOVES[status];
  if (!move) throw fail(409, status === 'overdue' ? 'serverText.overdueDerived' : 'serverText.issuedNoDraft');
  refuse(invoice, move);
  if (move === 'issue') issue(ctx, invoice, body, now);
  else if (move === 'pay') pay(ctx, invoice, body, now);
  else cancel(ctx, invoice, body, now);
};
