// Job completion (issue 12; docs/architecture.md, "Lifecycle and SLA"): what completing a booking takes
// (work notes, actual cost, parts used), the stock check naming the short part, and the draft invoice it
// raises. Used by the Complete dialog and by the demo backend's PATCH
// /api/service-bookings/{id}/complete.
import { labourLine, productTax, taxInvoice, type GstInvoiceFields, type InvoiceParty, type PricedLine } from './taxInvoice';
import { roundPaise } from './money';
import { refusal, type Refusal } from './refusal';

export const WORK_NOTES_MAX = 2000;
export const PARTS_USED_MAX = 20;

export const COMPLETION_REFUSALS = {
  workNotes: refusal('serverText.workNotesRequired'),
  workNotesLong: refusal('serverText.workNotesLong', { max: WORK_NOTES_MAX }),
  actualCost: refusal('serverText.actualCostNumber'),
  partsList: refusal('serverText.partsUsedList'),
  tooManyParts: refusal('serverText.tooManyParts', { max: PARTS_USED_MAX }),
  partProduct: refusal('serverText.partNeedsProduct'),
  partQuantity: refusal('serverText.quantityWhole'),
} as const;

/** One part as the form or the request carries it (ids and numbers may arrive as text). */
export interface PartUsedInput {
  productId?: unknown;
  quantity?: unknown;
}

export interface CompletionInput {
  workNotes?: unknown;
  actualCost?: unknown;
  partsUsed?: unknown;
}

export interface PartUse {
  productId: number;
  quantity: number;
}

export interface Completion {
  workNotes: string;
  actualCost: number;
  /** One row per product (the same product listed twice is summed), in the order first listed. */
  partsUsed: PartUse[];
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A part row the form left untouched (no product, no quantity typed beyond the default 1). */
export const isBlankPart = (p: PartUsedInput | null | undefined) => !p || isBlank(p.productId);

/** The checked completion, or the first problem (a 400 on the server, shown in the dialog). */
export const validateCompletion = (input: CompletionInput): { value: Completion; problem?: undefined } | { problem: Refusal; value?: undefined } => {
  const workNotes = typeof input.workNotes === 'string' ? input.workNotes.trim() : '';
  if (!workNotes) return { problem: COMPLETION_REFUSALS.workNotes };
  if (workNotes.length > WORK_NOTES_MAX) return { problem: COMPLETION_REFUSALS.workNotesLong };
  const actualCost = isBlank(input.actualCost) || typeof input.actualCost === 'boolean' ? NaN : Number(input.actualCost);
  if (!Number.isFinite(actualCost) || actualCost < 0) return { problem: COMPLETION_REFUSALS.actualCost };
  const raw = input.partsUsed ?? [];
  if (!Array.isArray(raw)) return { problem: COMPLETION_REFUSALS.partsList };
  if (raw.length > PARTS_USED_MAX) return { problem: COMPLETION_REFUSALS.tooManyParts };
  const byProduct = new Map<number, number>();
  for (const part of raw as (PartUsedInput | null)[]) {
    const productId = Number(isBlank(part?.productId) ? NaN : part?.productId);
    if (!Number.isInteger(productId) || productId <= 0) return { problem: COMPLETION_REFUSALS.partProduct };
    const quantity = Number(isBlank(part?.quantity) ? NaN : part?.quantity);
    if (!Number.isInteger(quantity) || quantity <= 0) return { problem: COMPLETION_REFUSALS.partQuantity };
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  }
  return {
    value: { workNotes, actualCost: roundPaise(actualCost), partsUsed: [...byProduct].map(([productId, quantity]) => ({ productId, quantity })) },
  };
};

/** What the stock check and the invoice need of a catalogue product. */
export interface StockedProduct {
  id: number;
  name: string;
  sku?: string;
  price: number;
  stock: number;
}

/** The refusal's text key (i18n/en.json serverText.*): `Not enough stock of %{name}: %{inStock} in stock, %{needed} needed`. */
export const STOCK_SHORTAGE = 'serverText.stockShortage';

/** A short part's refusal (409): the key and its parameters, the numbers as text (as the answers have always carried them). */
export interface ShortageRefusal extends Refusal {
  key: typeof STOCK_SHORTAGE;
  params: { name: string; inStock: string; needed: string };
}

/** The refusal (409) when a part is short, e.g. `Not enough stock of Mainboard MB-4K: 1 in stock, 2 needed` in English. */
export const shortageMessage = (name: string, inStock: number, needed: number): ShortageRefusal => ({
  key: STOCK_SHORTAGE,
  params: { name, inStock: String(inStock), needed: String(needed) },
});

/** The first part (in the order listed) whose stock is below the quantity used, as its refusal; null when all are in stock. */
export const stockShortage = (parts: PartUse[], products: StockedProduct[]): ShortageRefusal | null => {
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const part of parts) {
    const product = byId.get(part.productId);
    if (product && part.quantity > product.stock) return shortageMessage(product.name, Math.max(0, product.stock), part.quantity);
  }
  return null;
};

export interface DraftInvoice extends GstInvoiceFields {
  /** The cost the company claims under warranty (labour and parts at their price); 0 out of warranty. */
  warrantyClaimAmount: number;
  /** The job's labour and parts at their price, whoever pays: a warranty claim's figures. */
  labourCost: number;
  partsCost: number;
}

export const LABOUR_LINE = 'Labour';
export const WARRANTY_SUFFIX = ' (under warranty)';

const NO_PARTY: InvoiceParty = { name: '', address: '', stateCode: null, gstin: null };

/**
 * The draft tax invoice of a completed job (docs/architecture.md, "Lifecycle and SLA";
 * docs/architecture.md, "Money: GST and warranty"): a labour line (SAC 998719) at the actual cost, then
 * each part (its HSN and rate) at its catalogue price x quantity, taxed between the warehouse and the
 * customer. Under warranty the customer pays 0 on every line and the whole cost is kept as the warranty
 * claim.
 */
export const draftInvoice = (args: {
  actualCost: number;
  serviceType?: string;
  parts: { product: Pick<StockedProduct, 'name' | 'sku' | 'price'> & { hsnCode?: string; gstRate?: number }; quantity: number }[];
  underWarranty: boolean;
  supplier?: InvoiceParty;
  recipient?: InvoiceParty;
}): DraftInvoice => {
  const suffix = args.underWarranty ? WARRANTY_SUFFIX : '';
  const labourCost = roundPaise(args.actualCost);
  const priced: PricedLine[] = [
    labourLine(args.serviceType ? `${LABOUR_LINE} (${args.serviceType})` : LABOUR_LINE, labourCost),
    ...args.parts.map(({ product, quantity }) => ({
      description: product.sku ? `${product.name} (${product.sku})` : product.name,
      quantity,
      unitPrice: roundPaise(Number(product.price) || 0),
      ...productTax(product),
    })),
  ];
  const partsCost = roundPaise(priced.slice(1).reduce((s, l) => s + l.quantity * l.unitPrice, 0));
  const lines = priced.map((l) => ({ ...l, description: `${l.description}${suffix}`, unitPrice: args.underWarranty ? 0 : l.unitPrice }));
  return {
    ...taxInvoice(lines, args.supplier ?? NO_PARTY, args.recipient ?? NO_PARTY),
    warrantyClaimAmount: args.underWarranty ? roundPaise(labourCost + partsCost) : 0,
    labourCost,
    partsCost,
  };
};

/**
 * One entry of a booking's status history (docs/architecture.md, "Lifecycle and SLA"): the status after
 * the change, when, who, and a note.
 */
export interface BookingHistoryEntry {
  status: string;
  at: string;
  by: string;
  note: string;
}

/**
 * The invoice a job already has (issue 28): one of `invoices` for booking `bookingId` that is not
 * cancelled, else undefined. A job is invoiced once: a second invoice for it is refused, and its
 * completion raises no draft while it has one. A cancelled invoice does not count.
 */
export const invoiceOfJob = <T extends { bookingId: number; status: string }>(invoices: readonly T[], bookingId: number): T | undefined =>
  bookingId > 0 ? invoices.find((i) => i.bookingId === bookingId && i.status !== 'cancelled') : undefined;
