import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { BOM_LINE_MAX_QUANTITY } from '../../src/domain/bomLines';
import { PARTS } from '../../mocks/seedData';
import { signInAs, db, unwrapped } from './utils';

// A BOM's component lines (issue 27) on the demo backend and the server: each line a catalogue
// product and a quantity, priced at the product's catalogue price when the BOM is saved, the total
// cost their sum; a bad line refused (400) with its serverText key and the line's number; BOMs
// without lines keep their typed total.

const t1 = () => db.tenant('1');
const tv = (sku: string) => t1().products.find((p) => p.sku === sku)!;
const part = (sku: string) => t1().products.find((p) => p.sku === sku)!;

/** A new draft BOM of `sku` (a TV) with `lines`. */
const createBom = (sku: string, lines: unknown, extra: Record<string, unknown> = {}) =>
  http.post('/api/boms', { parentProductId: tv(sku).id, version: 'v7.0', description: 'With lines', status: 'draft', lines, ...extra });

describe('BOM component lines', () => {
  it('the seeded BOMs list spare parts of the catalogue, their total the sum of the lines', async () => {
    await signInAs();
    const seeded = t1().boms;
    expect(seeded.length).toBeGreaterThan(0);
    for (const bom of seeded) {
      expect(bom.lines?.length, bom.version).toBeGreaterThan(2);
      for (const line of bom.lines!) {
        const product = t1().products.find((p) => p.id === line.productId)!;
        expect(PARTS.map((p) => p.sku)).toContain(product.sku);
        expect(line).toEqual({ productId: product.id, productName: product.name, sku: product.sku, quantity: line.quantity, unitCost: product.price, amount: line.quantity * product.price });
      }
      expect(bom.totalCost).toBe(bom.lines!.reduce((s, l) => s + l.amount, 0));
    }
    const page = await http.get('/api/boms', { limit: 1 });
    expect(page.data[0].lines.length).toBeGreaterThan(0);
  });

  it('create: each line priced from the catalogue, the total their sum (a total sent with lines is not used)', async () => {
    await signInAs();
    const [panel, board, speakers] = [part('PNL-V430-43'), part('MB-4K-A2'), part('SPK-10W-PR')];
    const bom = await createBom('NLG-40-FHD', [{ productId: panel.id, quantity: 1 }, { productId: String(board.id), quantity: '2' }, { productId: speakers.id, quantity: 3, unitCost: 1, amount: 1 }], { totalCost: 5 });
    expect(bom.lines).toEqual([
      { productId: panel.id, productName: panel.name, sku: panel.sku, quantity: 1, unitCost: panel.price, amount: panel.price },
      { productId: board.id, productName: board.name, sku: board.sku, quantity: 2, unitCost: board.price, amount: 2 * board.price },
      { productId: speakers.id, productName: speakers.name, sku: speakers.sku, quantity: 3, unitCost: speakers.price, amount: 3 * speakers.price },
    ]);
    expect(bom.totalCost).toBe(panel.price + 2 * board.price + 3 * speakers.price);
    expect(await http.get(`/api/boms/${bom.id}`)).toEqual(bom);
    expect(t1().boms.find((b) => b.id === bom.id)).toEqual(bom);
  });

  it('create without lines: the typed total stands, and the BOM has no lines', async () => {
    await signInAs();
    const bom = await createBom('NLG-40-FHD', undefined, { totalCost: 1500 });
    expect(bom).toMatchObject({ totalCost: 1500, lines: [] });
    const empty = await createBom('KVR-50-GTV', [], { totalCost: 700 });
    expect(empty).toMatchObject({ totalCost: 700, lines: [] });
  });

  it('refuses a bad line with 400, its key and the line number, and writes nothing', async () => {
    await signInAs();
    const board = part('MB-4K-A2');
    const before = structuredClone(unwrapped(t1().boms));
    const foreign = db.tenant('2').products.find((p) => p.sku === 'MB-4K-A2')!;
    const ok = { productId: board.id, quantity: 1 };
    const quantityText = `Line 1: quantity must be a whole number from 1 to ${BOM_LINE_MAX_QUANTITY}`;
    const cases: [unknown[], string, Record<string, string | number>, string][] = [
      [[ok, { quantity: 1 }], 'serverText.bomLineProduct', { line: 2 }, 'Line 2: choose a component product'],
      [[ok, { productId: 'abc', quantity: 1 }], 'serverText.bomLineProduct', { line: 2 }, 'Line 2: choose a component product'],
      [[{ productId: board.id, quantity: 0 }], 'serverText.bomLineQuantity', { line: 1, max: BOM_LINE_MAX_QUANTITY }, quantityText],
      [[{ productId: board.id, quantity: 1.5 }], 'serverText.bomLineQuantity', { line: 1, max: BOM_LINE_MAX_QUANTITY }, quantityText],
      [[{ productId: board.id, quantity: -2 }], 'serverText.bomLineQuantity', { line: 1, max: BOM_LINE_MAX_QUANTITY }, quantityText],
      [[{ productId: board.id, quantity: BOM_LINE_MAX_QUANTITY + 1 }], 'serverText.bomLineQuantity', { line: 1, max: BOM_LINE_MAX_QUANTITY }, quantityText],
      [[ok, { productId: tv('NLG-40-FHD').id, quantity: 1 }], 'serverText.bomLineIsParent', { line: 2 }, 'Line 2: a BOM cannot list its own product as a component'],
      [[ok, { productId: part('RC-V2').id, quantity: 1 }, { productId: board.id, quantity: 3 }], 'serverText.bomLineTwice', { line: 3, first: 1 }, 'Line 3: this product is already on line 1'],
      [[ok, { productId: 999999, quantity: 1 }], 'serverText.bomLineUnknownProduct', { line: 2, id: '999999' }, 'Line 2: product #999999 does not exist'],
      [[ok, { productId: foreign.id, quantity: 1 }], 'serverText.bomLineUnknownProduct', { line: 2, id: String(foreign.id) }, `Line 2: product #${foreign.id} does not exist`],
    ];
    for (const [lines, key, params, message] of cases) {
      const refused = await createBom('NLG-40-FHD', lines).catch((e) => e);
      expect(refused, JSON.stringify(lines)).toMatchObject({ status: 400, message, i18nKey: key });
      expect(refused.body).toMatchObject({ messageKey: key, messageParams: params });
    }
    // Not a list, a line not an object, too many lines: the schema's field texts.
    await expect(createBom('NLG-40-FHD', 'board')).rejects.toMatchObject({ status: 400 });
    await expect(createBom('NLG-40-FHD', [5])).rejects.toMatchObject({ status: 400 });
    await expect(createBom('NLG-40-FHD', Array.from({ length: 101 }, (_, i) => ({ productId: i + 1, quantity: 1 })))).rejects.toMatchObject({ status: 400 });
    expect(t1().boms).toEqual(before);
  });

  it('update: the lines sent replace the stored ones; any save prices them at the catalogue’s current prices', async () => {
    await signInAs();
    const [board, psu, remote] = [part('MB-HD-S1'), part('PSU-150W'), part('RC-V2')];
    const [boardPrice, remotePrice] = [board.price, remote.price];
    const bom = await createBom('NLG-40-FHD', [{ productId: board.id, quantity: 1 }, { productId: psu.id, quantity: 1 }]);

    const replaced = await http.put(`/api/boms/${bom.id}`, { lines: [{ productId: board.id, quantity: 2 }, { productId: remote.id, quantity: 1 }], totalCost: 3 });
    expect(replaced.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([[board.sku, 2], [remote.sku, 1]]);
    expect(replaced.totalCost).toBe(2 * boardPrice + remotePrice);

    // The board's catalogue price goes up: the next save of the BOM, even of its description only, prices the lines again.
    await http.put(`/api/products/${board.id}`, { price: boardPrice + 100 });
    const repriced = await http.put(`/api/boms/${bom.id}`, { description: 'Board price changed' });
    expect(repriced.lines[0]).toMatchObject({ productId: board.id, unitCost: boardPrice + 100, amount: 2 * (boardPrice + 100) });
    expect(repriced.totalCost).toBe(2 * (boardPrice + 100) + remotePrice);
    expect(repriced.description).toBe('Board price changed');

    // A refused line changes nothing.
    const stored = structuredClone(unwrapped(t1().boms.find((b) => b.id === bom.id)));
    await expect(http.put(`/api/boms/${bom.id}`, { description: 'Nope', lines: [{ productId: remote.id, quantity: 1 }, { productId: remote.id, quantity: 2 }] })).rejects.toMatchObject({
      status: 400,
      i18nKey: 'serverText.bomLineTwice',
    });
    expect(t1().boms.find((b) => b.id === bom.id)).toEqual(stored);

    // No lines any more: the total typed stands again.
    const cleared = await http.put(`/api/boms/${bom.id}`, { lines: [], totalCost: 999 });
    expect(cleared).toMatchObject({ lines: [], totalCost: 999 });
  });

  it('a BOM saved before lines existed stays valid: read as it is, its typed total updated as before', async () => {
    await signInAs();
    const old = t1().boms.find((b) => b.status !== 'active')!;
    delete old.lines;
    old.totalCost = 4321;
    const read = await http.get(`/api/boms/${old.id}`);
    expect(read.lines).toBeUndefined();
    expect(read.totalCost).toBe(4321);
    const updated = await http.put(`/api/boms/${old.id}`, { totalCost: 5000, notes: 'Typed' });
    expect(updated).toMatchObject({ totalCost: 5000, notes: 'Typed' });
    expect(updated.lines).toBeUndefined();
  });

  it('clone copies the lines, priced at the catalogue’s current prices', async () => {
    await signInAs();
    const source = t1().boms.find((b) => b.lines?.length)!;
    const first = t1().products.find((p) => p.id === source.lines![0].productId)!;
    const price = first.price;
    await http.put(`/api/products/${first.id}`, { price: price + 10 });
    const clone = await http.post(`/api/boms/${source.id}/clone`, { newVersion: 'v9.9.1' });
    expect(clone.lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity])).toEqual(source.lines!.map((l) => [l.productId, l.quantity]));
    expect(clone.lines[0].unitCost).toBe(price + 10);
    expect(clone.totalCost).toBe(source.totalCost + 10 * source.lines![0].quantity);
  });

  it('a product used as a component cannot be deleted (409 naming the BOMs)', async () => {
    await signInAs();
    const product = await http.post('/api/products', { name: 'Bracket B1', categoryId: t1().categories[0].id, sku: 'BRK-B1', price: 50 });
    await createBom('NLG-40-FHD', [{ productId: product.id, quantity: 4 }]);
    await expect(http.delete(`/api/products/${product.id}`)).rejects.toMatchObject({ status: 409, message: 'Product Bracket B1 is used by 1 BOM' });
  });
});
