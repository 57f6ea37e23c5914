// Stock movements, stock, thresholds and low stock (spec part 1 section 7,
// docs/architecture.md, "Business rules").
import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, fail, authorize, audit, notify, commit, numericId, findOr404, paged, queryOf, parse, listPage, idIs, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { applyMovement, InsufficientStockError, stockStatus, type MovementType } from '../../src/domain/catalog';
import type { InventoryMovement, Product } from '../types';

/** Writes one movement, moves the product's stock, audits it and notifies when stock turns low (the caller checked the stock). */
export const recordMovement = (ctx: RequestContext, product: Product, type: MovementType, qty: number, reason: string, ref: string, movementDate?: string) => {
  const wasLow = stockStatus(product.stock, product.stockThreshold) !== 'OK';
  product.stock = applyMovement(product.stock, type, qty);
  const row: InventoryMovement = {
    id: db.nextId('movements'),
    productId: product.id,
    product: { name: product.name, sku: product.sku },
    qty,
    type,
    reason,
    ref,
    movementDate: movementDate || new Date().toISOString(),
    createdAt: new Date().toISOString(),
  };
  ctx.t.movements.push(row);
  audit(ctx, 'inventory', row.id, `movement-${type.toLowerCase()}`);
  if (!wasLow && stockStatus(product.stock, product.stockThreshold) !== 'OK')
    notify(ctx, 'notificationText.title.stockLow', 'notificationText.message.stockLow', { product: product.name, sku: product.sku, stock: product.stock });
  return row;
};

const movementFrom = async (ctx: RequestContext, request: Request) => {
  const input = await parse((s) => s.MovementBody, request);
  const product = ctx.t.products.find((p) => p.id === input.productId);
  if (!product) throw fail(404, 'serverText.productNotFound', { id: input.productId });
  try {
    return recordMovement(ctx, product, input.type, Number(input.qty), input.reason ?? '', input.ref ?? '', input.movementDate);
  } catch (e) {
    if (e instanceof InsufficientStockError) throw fail(409, e.refusal);
    throw e;
  }
};

const listMovements = async (request: Request) => {
  const ctx = authorize(request, 'inventory', 'list');
  const q = queryOf(request);
  const where: Condition[] = [];
  const productId = q.get('productId');
  const type = q.get('type');
  if (productId) where.push(idIs('productId', productId));
  if (type) where.push({ field: 'type', op: 'eq', value: type });
  // Newest first: the movement list takes no sort.
  return json(await listPage(ctx, 'movements', null, request, where));
};

export const inventoryHandlers = [
  rest.post(api('/inventory/movements'), async ({ request }) => {
    const ctx = authorize(request, 'inventory', 'create');
    const row = await movementFrom(ctx, request);
    return commit(json(row, 201));
  }),
  rest.get(api('/inventory/movements'), ({ request }) => listMovements(request)),
  rest.get(api('/inventory/transactions'), ({ request }) => listMovements(request)),
  rest.post(api('/inventory/adjust'), async ({ request }) => {
    const ctx = authorize(request, 'inventory', 'create');
    const row = await movementFrom(ctx, request);
    const product = ctx.t.products.find((p) => p.id === row.productId)!;
    return commit(json({ movement: row, currentStock: product.stock }, 201));
  }),
  rest.get(api('/inventory/stock/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'inventory', 'show');
    const p = findOr404(ctx.t.products, numericId(params.id as string), 'Product');
    return json({ productId: p.id, currentStock: p.stock, stockThreshold: p.stockThreshold, status: stockStatus(p.stock, p.stockThreshold) });
  }),
  rest.put(api('/inventory/threshold/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'inventory', 'edit');
    const p = findOr404(ctx.t.products, numericId(params.id as string), 'Product');
    const n = (await parse((s) => s.ThresholdBody, request)).stockThreshold;
    if (n === undefined) return json({ productId: p.id, stockThreshold: p.stockThreshold, skipped: true });
    p.stockThreshold = n;
    audit(ctx, 'inventory', p.id, 'threshold');
    return commit(json({ productId: p.id, stockThreshold: n, currentStock: p.stock, status: stockStatus(p.stock, n) }));
  }),
  rest.get(api('/inventory/low-stock'), ({ request }) => {
    const ctx = authorize(request, 'low-stock', 'list');
    const status = queryOf(request).get('status');
    let rows = ctx.t.products
      .map((p) => ({ productId: p.id, name: p.name, sku: p.sku, currentStock: p.stock, stockThreshold: p.stockThreshold, status: stockStatus(p.stock, p.stockThreshold) }))
      .filter((r) => r.status !== 'OK')
      .sort((a, b) => a.currentStock - b.currentStock || a.productId - b.productId);
    if (status) rows = rows.filter((r) => r.status === status);
    return json(paged(rows, request));
  }),
];
