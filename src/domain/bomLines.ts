// A BOM's component lines (issue 27): each a catalogue product with a quantity, its unit cost the
// product's catalogue `price` at the time the BOM is saved, its amount quantity x unit cost, and the
// BOM's total cost the sum of the amounts. A BOM without lines keeps the total typed for it.
// Used by the BOM form and page (live amounts, the screen's check of each line) and by the demo
// backend's and the server's POST/PUT /api/boms and clone (mocks/handlers/boms.ts), which price the
// lines from the catalogue and refuse a bad line with one of the keys below (i18n/en.json serverText.*).
import { roundPaise } from './money';

import { BOM_LINES_MAX, BOM_LINE_MAX_QUANTITY } from './bomLimits';

export { BOM_LINES_MAX, BOM_LINE_MAX_QUANTITY };

/** The refusals, as i18n keys (`serverText.*`); their parameters are named in `BomLineRefusal`. */
export const BOM_LINE_REFUSALS = {
  product: 'serverText.bomLineProduct',
  quantity: 'serverText.bomLineQuantity',
  parent: 'serverText.bomLineIsParent',
  twice: 'serverText.bomLineTwice',
  unknown: 'serverText.bomLineUnknownProduct',
} as const;

/** A line as a form or a request carries it (ids and numbers may arrive as text, or be missing). */
export interface BomLineInput {
  productId?: unknown;
  quantity?: unknown;
}

/** What pricing a line needs of a catalogue product. */
export interface BomComponentProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
}

/** A priced line, as a BOM stores and the API answers it. */
export interface BomLine {
  productId: number;
  productName: string;
  sku: string;
  quantity: number;
  unitCost: number;
  amount: number;
}

/**
 * Why a line is refused: the key, its parameters (`line` is the line's number, from 1) and the field
 * of the line it concerns (the form shows it there).
 */
export type BomLineRefusal =
  | { key: typeof BOM_LINE_REFUSALS.product; params: { line: number }; index: number; field: 'productId' }
  | { key: typeof BOM_LINE_REFUSALS.quantity; params: { line: number; max: number }; index: number; field: 'quantity' }
  | { key: typeof BOM_LINE_REFUSALS.parent; params: { line: number }; index: number; field: 'productId' }
  | { key: typeof BOM_LINE_REFUSALS.twice; params: { line: number; first: number }; index: number; field: 'productId' }
  | { key: typeof BOM_LINE_REFUSALS.unknown; params: { line: number; id: string }; index: number; field: 'productId' };

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A positive whole number from a number or its decimal text, else NaN. */
const wholeOf = (v: unknown): number => {
  if (isBlank(v) || typeof v === 'boolean' || (typeof v !== 'number' && typeof v !== 'string')) return NaN;
  const n = typeof v === 'number' ? v : /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : NaN;
};

/** The product id of a line, or NaN when it has none (or not a positive whole number). */
export const lineProductId = (line: BomLineInput | null | undefined): number => wholeOf(line?.productId);

/** The quantity of a line, or NaN when it is not a whole number from 1 to BOM_LINE_MAX_QUANTITY. */
export const lineQuantity = (line: BomLineInput | null | undefined): number => {
  const q = wholeOf(line?.quantity);
  return q <= BOM_LINE_MAX_QUANTITY ? q : NaN;
};

/** Quantity x unit cost, to paise (counted in whole paise, so 3 x ₹0.10 is ₹0.30 exactly). */
export const lineAmount = (quantity: number, unitCost: number): number => roundPaise((Math.round(unitCost * 100) * quantity) / 100);

/** The sum of the lines' amounts, to paise (the BOM's total cost when it has lines). */
export const linesTotal = (lines: readonly { amount: number }[]): number => roundPaise(lines.reduce((sum, l) => sum + l.amount, 0));

/**
 * The refusal of line `index` that needs no catalogue: no product, the BOM's own product, a product
 * already on an earlier line, then a quantity that is not a whole number from 1 to
 * BOM_LINE_MAX_QUANTITY. Only the checks of `field` when it is given (a form shows each under its
 * field). Null when the line is fine so far.
 */
export const bomLineProblem = (
  lines: readonly (BomLineInput | null | undefined)[],
  index: number,
  parentProductId?: unknown,
  field?: 'productId' | 'quantity',
): BomLineRefusal | null => {
  const line = lines[index];
  const n = index + 1;
  if (field !== 'quantity') {
    const productId = lineProductId(line);
    if (Number.isNaN(productId)) return { key: BOM_LINE_REFUSALS.product, params: { line: n }, index, field: 'productId' };
    if (productId === wholeOf(parentProductId)) return { key: BOM_LINE_REFUSALS.parent, params: { line: n }, index, field: 'productId' };
    const first = lines.findIndex((other, k) => k < index && lineProductId(other) === productId);
    if (first >= 0) return { key: BOM_LINE_REFUSALS.twice, params: { line: n, first: first + 1 }, index, field: 'productId' };
  }
  if (field !== 'productId' && Number.isNaN(lineQuantity(line))) {
    return { key: BOM_LINE_REFUSALS.quantity, params: { line: n, max: BOM_LINE_MAX_QUANTITY }, index, field: 'quantity' };
  }
  return null;
};

/** The first line's refusal that needs no catalogue (bomLineProblem over every line), or null. */
export const bomLinesProblem = (lines: readonly (BomLineInput | null | undefined)[], parentProductId?: unknown): BomLineRefusal | null => {
  for (let i = 0; i < lines.length; i++) {
    const problem = bomLineProblem(lines, i, parentProductId);
    if (problem) return problem;
  }
  return null;
};

export type PricedBomLines = { lines: BomLine[]; totalCost: number; refusal?: undefined } | { refusal: BomLineRefusal; lines?: undefined; totalCost?: undefined };

/**
 * The lines priced from the catalogue (`productOf` finds a product of this warehouse by id): each
 * line's unit cost is the product's price, its amount quantity x unit cost, the total their sum; or
 * the first refusal (bomLinesProblem's, else a product the catalogue does not have).
 */
export const priceBomLines = (
  lines: readonly (BomLineInput | null | undefined)[],
  parentProductId: unknown,
  productOf: (id: number) => BomComponentProduct | undefined,
): PricedBomLines => {
  const problem = bomLinesProblem(lines, parentProductId);
  if (problem) return { refusal: problem };
  const priced: BomLine[] = [];
  for (const [index, line] of lines.entries()) {
    const productId = lineProductId(line);
    const product = productOf(productId);
    if (!product) return { refusal: { key: BOM_LINE_REFUSALS.unknown, params: { line: index + 1, id: String(productId) }, index, field: 'productId' } };
    const quantity = lineQuantity(line);
    const unitCost = roundPaise(Number(product.price) || 0);
    priced.push({ productId, productName: product.name, sku: product.sku, quantity, unitCost, amount: lineAmount(quantity, unitCost) });
  }
  return { lines: priced, totalCost: linesTotal(priced) };
};

/**
 * What the form shows while lines are typed: each line's unit cost and amount where its product's
 * price is known (null until then, or for a quantity that is not a whole number yet), and the total
 * of the amounts known.
 */
export const draftBomAmounts = (
  lines: readonly (BomLineInput | null | undefined)[],
  priceOf: (id: number) => number | undefined,
): { lines: { unitCost: number | null; amount: number | null }[]; totalCost: number } => {
  const rows = lines.map((line) => {
    const id = lineProductId(line);
    const price = Number.isNaN(id) ? undefined : priceOf(id);
    const unitCost = price === undefined ? null : roundPaise(Number(price) || 0);
    const quantity = lineQuantity(line);
    return { unitCost, amount: unitCost === null || Number.isNaN(quantity) ? null : lineAmount(quantity, unitCost) };
  });
  return { lines: rows, totalCost: linesTotal(rows.map((r) => ({ amount: r.amount ?? 0 }))) };
};
