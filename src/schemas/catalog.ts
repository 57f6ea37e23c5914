// Bodies of the catalogue, stock, BOM and warranty calls. Where src/domain states a rule in the
// spec's words, the field carries that text, and the domain check still runs after the schema
// (so the same rule never speaks with two texts).
import { z } from 'zod';
import { BOM_REFUSALS, MOVEMENT_REFUSALS, PRODUCT_REFUSALS, validateBom, validateMovement, validateProduct } from '../domain/catalog';
import { BOM_LINES_MAX } from '../domain/bomLimits';
import { REGISTRATION_REQUIRED } from '../domain/warranty';
import type { Refusal } from '../domain/refusal';
import { WARRANTY_CLAIM_STATUSES } from '../domain/warrantyClaims';
import { MAX, MAX_AMOUNT, dateTime, id, num, oneOf, optional, refuse, requiredText, text } from './primitives';

/** A domain check (the spec's texts) run on the parsed value. */
export const domainRule =
  <T>(check: (v: T) => Refusal | null) =>
  (v: T, ctx: z.RefinementCtx) => {
    const problem = check(v);
    if (problem) refuse(ctx, problem);
  };

export const CategoryBody = z.object({ categoryName: requiredText('serverText.categoryNameRequired', MAX.name) });

const productFields = {
  name: requiredText(PRODUCT_REFUSALS.nameRequired, MAX.name),
  categoryId: id(PRODUCT_REFUSALS.categoryRequired),
  sku: optional(text(MAX.code)),
  price: optional(num({ min: 0, max: MAX_AMOUNT, message: PRODUCT_REFUSALS.price })),
  warrantyMonths: optional(num({ min: 0, max: 240, int: true })),
  isActive: z.boolean().optional(),
  description: optional(text(MAX.notes)),
  // Issue 15: HSN code (4 to 8 digits; its rate from the table unless gstRate is given), GST rate in
  // percent, the brand claims are made against, the price of a 12-month warranty extension.
  hsnCode: optional(text(MAX.code).transform((s) => s.replace(/\s+/g, ''))),
  gstRate: optional(num({ min: 0, max: 100, message: PRODUCT_REFUSALS.gstRate })),
  brand: optional(text(MAX.name)),
  extendedWarrantyPrice: optional(num({ min: 0, max: MAX_AMOUNT, message: PRODUCT_REFUSALS.extendedWarrantyPrice })),
};
export const ProductCreateBody = z.object(productFields).superRefine(domainRule(validateProduct));
/** A product update: any of the fields; the handler checks the merged row with validateProduct. */
export const ProductUpdateBody = z.object(productFields).partial();

/** Stock moves in whole units (issue 28): 1.5 of a mainboard is refused with this text (serverText.quantityWhole). */
const WHOLE_QUANTITY = 'serverText.quantityWhole';
/** A movement's quantity: a number of 0 or more (0 is the domain rule's refusal, in the spec's words), whole. */
const movementQuantity = () => num({ min: 0, max: 1_000_000, message: MOVEMENT_REFUSALS.quantity }).refine(Number.isInteger, WHOLE_QUANTITY);

export const MovementBody = z
  .object({
    productId: id(MOVEMENT_REFUSALS.productRequired),
    type: oneOf(['IN', 'OUT'], MOVEMENT_REFUSALS.type),
    qty: movementQuantity().optional(),
    quantity: movementQuantity().optional(),
    reason: optional(text(MAX.line)),
    ref: optional(text(MAX.code)),
    referenceId: optional(text(MAX.code)),
    movementDate: optional(dateTime('serverText.movementNotDate')),
  })
  .transform(({ quantity, referenceId, ...m }) => ({ ...m, qty: m.qty ?? quantity, ref: m.ref ?? referenceId }))
  .superRefine(domainRule(validateMovement));

export const ThresholdBody = z.object({
  stockThreshold: optional(num({ min: 0, max: 1_000_000, int: true, message: 'serverText.thresholdWhole' })),
});

const BOM_STATUSES = ['draft', 'active', 'inactive'] as const;
/**
 * A component line as sent: a product id and a quantity, as numbers or their text. Which values are
 * good (a whole quantity from 1, no product twice, not the BOM's own, one of the catalogue's) is
 * src/domain/bomLines.ts's rule, judged by the handler with the catalogue, so that its refusal names
 * the line. What else a line carries (productName, sku, unitCost, amount, as read) is dropped: the
 * server prices the lines.
 */
const bomLineValue = z.union([z.number(), z.string().max(MAX.code)]).nullable().optional();
export const BomLineBody = z.object({
  productId: bomLineValue,
  quantity: bomLineValue,
});
const bomFields = {
  parentProductId: id(BOM_REFUSALS.productRequired),
  version: requiredText(BOM_REFUSALS.versionRequired, MAX.code),
  description: optional(text(MAX.notes)),
  /** Taken only while the BOM has no lines; with lines it is their sum. */
  totalCost: optional(num({ min: 0, max: MAX_AMOUNT, message: BOM_REFUSALS.negativeCost })),
  /** The component lines (all of them: on an update they replace the stored ones; [] removes them). */
  lines: optional(z.array(BomLineBody).max(BOM_LINES_MAX)),
  status: optional(oneOf(BOM_STATUSES, 'serverText.bomStatusValues')),
  notes: optional(text(MAX.notes)),
  effectiveDate: optional(dateTime('serverText.effectiveNotDate')),
};
export const BomCreateBody = z.object(bomFields).superRefine(domainRule((b) => validateBom(b)));
export const BomUpdateBody = z.object(bomFields).partial();
export const BomCloneBody = z.object({ newVersion: requiredText(BOM_REFUSALS.versionRequired, MAX.code), description: optional(text(MAX.notes)) });

export const RegistrationCreateBody = z.object({
  productId: id(REGISTRATION_REQUIRED),
  serialNo: requiredText(REGISTRATION_REQUIRED, MAX.code),
  // A customer registering their own product sends neither: the server takes their customer record and the product's months (issue 27).
  customerId: id(REGISTRATION_REQUIRED).optional(),
  purchaseDate: dateTime('serverText.purchaseNotDate'),
  warrantyMonths: num({ min: 1, max: 240, int: true, message: 'serverText.warrantyMonthsWhole' }).optional(),
  dealerId: optional(z.union([text(MAX.code), z.number().int().transform(String)])),
  invoiceNumber: optional(text(MAX.code)),
  notes: optional(text(MAX.notes)),
});
export const RegistrationUpdateBody = RegistrationCreateBody.pick({ purchaseDate: true, warrantyMonths: true, dealerId: true, invoiceNumber: true, notes: true }).partial();
export const ExtendWarrantyBody = z.object({
  additionalMonths: num({ min: 1, max: 120, int: true, message: 'serverText.additionalMonthsWhole' }),
  reason: optional(text(MAX.line)),
  cost: optional(num({ min: 0, max: MAX_AMOUNT })),
});

/** A warranty claim's move (issue 15 scope 6): the status it goes to; the handler refuses other moves (409). */
export const WarrantyClaimUpdateBody = z.object({
  status: oneOf(WARRANTY_CLAIM_STATUSES, 'serverText.claimStatusValues'),
});

export type CategoryInput = z.output<typeof CategoryBody>;
export type ProductCreateInput = z.output<typeof ProductCreateBody>;
export type MovementBodyInput = z.output<typeof MovementBody>;
export type BomCreateInput = z.output<typeof BomCreateBody>;
export type RegistrationCreateInput = z.output<typeof RegistrationCreateBody>;
