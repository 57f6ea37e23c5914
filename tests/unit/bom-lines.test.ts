import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { english } from '../../mocks/handlers/serverTexts';
import {
  BOM_LINE_MAX_QUANTITY,
  BOM_LINE_REFUSALS,
  bomLineProblem,
  bomLinesProblem,
  draftBomAmounts,
  lineAmount,
  linesTotal,
  priceBomLines,
  type BomComponentProduct,
} from '../../src/domain/bomLines';

// A BOM's component lines (issue 27, src/domain/bomLines.ts): priced from the catalogue, summed,
// and refused line by line with a server text key and its parameters.

const CATALOGUE: BomComponentProduct[] = [
  { id: 1, name: 'Vistara 43" 4K UHD Smart TV', sku: 'VST-43-4K', price: 28990 },
  { id: 7, name: '43" LED Panel V430', sku: 'PNL-V430-43', price: 11500 },
  { id: 9, name: 'Mainboard MB-4K-A2', sku: 'MB-4K-A2', price: 4200 },
  { id: 11, name: 'Speaker Pair 10W', sku: 'SPK-10W-PR', price: 690.35 },
];
const productOf = (id: number) => CATALOGUE.find((p) => p.id === id);

describe('BOM lines: amounts and total', () => {
  it('prices each line at the product’s catalogue price, amount = quantity x unit cost, total = sum, to paise', () => {
    const result = priceBomLines(
      [
        { productId: 7, quantity: 1 },
        { productId: '9', quantity: '2' },
        { productId: 11, quantity: 3 },
      ],
      1,
      productOf,
    );
    expect(result.refusal).toBeUndefined();
    expect(result.lines).toEqual([
      { productId: 7, productName: '43" LED Panel V430', sku: 'PNL-V430-43', quantity: 1, unitCost: 11500, amount: 11500 },
      { productId: 9, productName: 'Mainboard MB-4K-A2', sku: 'MB-4K-A2', quantity: 2, unitCost: 4200, amount: 8400 },
      { productId: 11, productName: 'Speaker Pair 10W', sku: 'SPK-10W-PR', quantity: 3, unitCost: 690.35, amount: 2071.05 },
    ]);
    expect(result.totalCost).toBe(21971.05);
  });

  it('no lines: no amounts and a total of 0 (the typed total of such a BOM is the handler’s)', () => {
    expect(priceBomLines([], 1, productOf)).toEqual({ lines: [], totalCost: 0 });
    expect(linesTotal([])).toBe(0);
  });

  it('rounds to paise without binary drift', () => {
    expect(lineAmount(3, 0.1)).toBe(0.3);
    expect(lineAmount(3, 690.35)).toBe(2071.05);
    expect(lineAmount(7, 19.99)).toBe(139.93);
    expect(linesTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
  });

  it('the form’s draft: amounts where the price is known and the quantity whole, the total of those', () => {
    const prices = new Map([[7, 11500], [9, 4200]]);
    const draft = draftBomAmounts(
      [{ productId: 7, quantity: 2 }, { productId: 9, quantity: '' }, { productId: 99, quantity: 1 }, { productId: null, quantity: 1 }],
      (id) => prices.get(id),
    );
    expect(draft.lines).toEqual([
      { unitCost: 11500, amount: 23000 },
      { unitCost: 4200, amount: null },
      { unitCost: null, amount: null },
      { unitCost: null, amount: null },
    ]);
    expect(draft.totalCost).toBe(23000);
  });
});

describe('BOM lines: refusals, as keys with parameters', () => {
  const refusalOf = (lines: unknown[], parent: unknown = 1) => {
    const r = priceBomLines(lines as never[], parent, productOf).refusal;
    return r ? { key: r.key, params: r.params, field: r.field } : null;
  };

  it('a line without a product (or not a positive whole id)', () => {
    for (const productId of [undefined, null, '', '  ', 0, -3, 1.5, 'abc', true])
      expect(refusalOf([{ productId: 7, quantity: 1 }, { productId, quantity: 1 }]), String(productId)).toEqual({ key: BOM_LINE_REFUSALS.product, params: { line: 2 }, field: 'productId' });
  });

  it('a quantity that is not a whole number from 1 to the maximum', () => {
    for (const quantity of [undefined, null, '', 0, -1, 1.5, '2.5', 'two', BOM_LINE_MAX_QUANTITY + 1, 1e300, false])
      expect(refusalOf([{ productId: 7, quantity }]), String(quantity)).toEqual({ key: BOM_LINE_REFUSALS.quantity, params: { line: 1, max: BOM_LINE_MAX_QUANTITY }, field: 'quantity' });
    expect(refusalOf([{ productId: 7, quantity: BOM_LINE_MAX_QUANTITY }])).toBeNull();
    expect(refusalOf([{ productId: 7, quantity: ' 2 ' }])).toBeNull();
  });

  it('the BOM’s own product as a component', () => {
    expect(refusalOf([{ productId: 7, quantity: 1 }, { productId: 1, quantity: 1 }], '1')).toEqual({ key: BOM_LINE_REFUSALS.parent, params: { line: 2 }, field: 'productId' });
  });

  it('a product listed twice names the line it is already on', () => {
    expect(refusalOf([{ productId: 7, quantity: 1 }, { productId: 9, quantity: 1 }, { productId: '7', quantity: 4 }])).toEqual({
      key: BOM_LINE_REFUSALS.twice,
      params: { line: 3, first: 1 },
      field: 'productId',
    });
  });

  it('a product the catalogue does not have (another warehouse’s, or none)', () => {
    expect(refusalOf([{ productId: 7, quantity: 1 }, { productId: 404, quantity: 1 }])).toEqual({ key: BOM_LINE_REFUSALS.unknown, params: { line: 2, id: '404' }, field: 'productId' });
  });

  it('the first line refused wins; the catalogue is asked only when every line passes the rest', () => {
    const asked: number[] = [];
    const r = priceBomLines([{ productId: 404, quantity: 1 }, { productId: 9, quantity: 0 }], 1, (id) => (asked.push(id), productOf(id)));
    expect(r.refusal?.key).toBe(BOM_LINE_REFUSALS.quantity);
    expect(asked).toEqual([]);
    expect(bomLinesProblem([{ productId: 9, quantity: 1 }, { productId: 11, quantity: 2 }], 1)).toBeNull();
  });

  it('checks one field of one line for a form (each under its field)', () => {
    const lines = [{ productId: 7, quantity: 1 }, { productId: 7, quantity: 0 }];
    expect(bomLineProblem(lines, 1, 1, 'productId')?.key).toBe(BOM_LINE_REFUSALS.twice);
    expect(bomLineProblem(lines, 1, 1, 'quantity')?.key).toBe(BOM_LINE_REFUSALS.quantity);
    expect(bomLineProblem(lines, 0, 1, 'productId')).toBeNull();
    expect(bomLineProblem([{ productId: null, quantity: 0 }], 0, 1, 'quantity')?.key).toBe(BOM_LINE_REFUSALS.quantity);
  });

  it('every refusal key is a server text in English and Hindi, with the placeholders its parameters fill', () => {
    const samples = [
      priceBomLines([{ quantity: 1 }], 1, productOf).refusal!,
      priceBomLines([{ productId: 7, quantity: 0 }], 1, productOf).refusal!,
      priceBomLines([{ productId: 1, quantity: 1 }], 1, productOf).refusal!,
      priceBomLines([{ productId: 7, quantity: 1 }, { productId: 7, quantity: 1 }], 1, productOf).refusal!,
      priceBomLines([{ productId: 404, quantity: 1 }], 1, productOf).refusal!,
    ];
    expect(new Set(samples.map((s) => s.key))).toEqual(new Set(Object.values(BOM_LINE_REFUSALS)));
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const { key, params } of samples) {
      const name = key.replace('serverText.', '');
      const texts = [(en.serverText as Record<string, string>)[name], (hi.serverText as Record<string, string>)[name]];
      for (const text of texts) expect(placeholders(text ?? ''), key).toEqual(Object.keys(params).sort());
      expect(english(key, params)).not.toMatch(/%\{/);
    }
    expect(english(samples[3].key, samples[3].params)).toBe('Line 2: this product is already on line 1');
  });
});
