// Categories and products (spec part 1 section 7).
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { api, json, fail, readBody, authorize, audit, auditUpdate, commit, deleteRow, rowHandler, numericId, findOr404, queryOf, parse, check, existing, blanked, listPage, idIs, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import { partsOf, stockPosition } from '../../src/domain/spares';
import { S } from './schemas';
import { validateProduct } from '../../src/domain/catalog';
import { findGstRate } from '../../src/domain/gst';
import type { Product } from '../types';
import { refusal } from '../../src/domain/refusal';

const TAX_FIELDS = ['hsnCode', 'gstRate', 'brand', 'extendedWarrantyPrice'] as const;
type TaxFields = Pick<Product, (typeof TAX_FIELDS)[number]>;

/**
 * A product's tax fields as stored (issue 15 scope 1): the HSN code, its GST rate (given, else the
 * rate table's for the code), the brand and the extension price; a field not set is left out.
 */
const taxFields = (v: { hsnCode?: string; gstRate?: number; brand?: string; extendedWarrantyPrice?: number }): TaxFields => {
  const gstRate = v.gstRate ?? (v.hsnCode ? findGstRate(v.hsnCode)?.rate : undefined);
  const out: TaxFields = {};
  if (v.hsnCode) out.hsnCode = v.hsnCode;
  if (gstRate !== undefined) out.gstRate = gstRate;
  if (v.brand) out.brand = v.brand;
  if (v.extendedWarrantyPrice !== undefined) out.extendedWarrantyPrice = v.extendedWarrantyPrice;
  return out;
};

/** The category's name (`category_name` is the old spelling some clients send). */
const categoryName = async (request: Request) => {
  const body = await readBody(request);
  return check(S.CategoryBody, body && typeof body === 'object' && body.categoryName === undefined ? { categoryName: body.category_name } : body).categoryName;
};

/** The parts approved spare requests hold back until they are delivered, by product. */
const reservedParts = (ctx: RequestContext) => partsOf(ctx.t.spareRequests.filter((r) => r.status === 'approved'));

/** A product with its stock on hand, reserved and available (issue 27). */
const withStockPosition = (p: Product, reserved: ReadonlyMap<number, number>) => ({ ...p, ...stockPosition(p.stock, reserved.get(p.id) ?? 0) });

export const catalogHandlers = [
  rest.get(api('/categories'), async ({ request }) => {
    const ctx = authorize(request, 'categories', 'list');
    const search = queryOf(request).get('search')?.trim();
    // By name (A to Z).
    return json(await listPage(ctx, 'categories', null, request, search ? [{ field: 'categoryName', op: 'contains', value: search }] : [], { order: { sort: 'categoryName', ascending: true } }));
  }),
  rest.get(api('/categories/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'categories', 'show');
    return json(findOr404(ctx.t.categories, numericId(params.id as string), 'Category'));
  }),
  rest.post(api('/categories'), async ({ request }) => {
    const ctx = authorize(request, 'categories', 'create');
    const name = await categoryName(request);
    if (ctx.t.categories.some((c) => c.categoryName.toLowerCase() === name.toLowerCase())) return fail(409, 'serverText.categoryExists', { name });
    const row = { id: db.nextId('categories'), categoryName: name, createdAt: new Date().toISOString() };
    ctx.t.categories.push(row);
    audit(ctx, 'category', row.id, 'create');
    return commit(json(row, 201));
  }),
  rest.put(api('/categories/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'categories', 'edit');
    const row = findOr404(ctx.t.categories, numericId(params.id as string), 'Category');
    const before = structuredClone(unwrapped(row));
    const name = await categoryName(request);
    if (ctx.t.categories.some((c) => c.id !== row.id && c.categoryName.toLowerCase() === name.toLowerCase())) return fail(409, 'serverText.categoryExists', { name });
    row.categoryName = name;
    for (const p of ctx.t.products) if (p.categoryId === row.id) p.category = name;
    auditUpdate(ctx, 'category', row, before);
    return commit(json(row));
  }),
  deleteRow(api('/categories/:id'), {
    resource: 'categories',
    rows: (ctx) => ctx.t.categories,
    what: 'Category',
    entity: 'category',
    refuse: (row, ctx) => {
      const used = ctx.t.products.filter((p) => p.categoryId === row.id).length;
      return used ? fail(409, 'serverText.categoryUsed', { name: row.categoryName, count: used }) : undefined;
    },
  }),

  rest.get(api('/products'), async ({ request }) => {
    const ctx = authorize(request, 'products', 'list');
    const q = queryOf(request);
    const search = q.get('search')?.trim();
    const categoryId = q.get('categoryId') || q.get('category');
    const sku = q.get('sku')?.trim();
    const where: Condition[] = [];
    // A name or SKU (part of it), or the product's id.
    if (search) where.push({ op: 'or', any: [[{ field: 'name', op: 'contains', value: search }], [{ field: 'sku', op: 'contains', value: search }], [idIs('id', search)]] });
    // The category by id, or by name.
    if (categoryId) where.push({ op: 'or', any: [[idIs('categoryId', categoryId)], [{ field: 'category', op: 'eq', value: categoryId }]] });
    if (sku) where.push({ field: 'sku', op: 'contains', value: sku });
    // Newest first unless `sort`/`order` ask for another order (domain/listSort.ts).
    const page = await listPage(ctx, 'products', 'products', request, where);
    const reserved = reservedParts(ctx);
    return json({ ...page, data: page.data.map((p) => withStockPosition(p, reserved)) });
  }),

  rest.get(api('/products/stats'), ({ request }) => {
    const ctx = authorize(request, 'products', 'list');
    const rows = ctx.t.products;
    const byCategory = ctx.t.categories.map((c) => ({ categoryId: c.id, categoryName: c.categoryName, count: rows.filter((p) => p.categoryId === c.id).length }));
    return json({
      totalProducts: rows.length,
      activeProducts: rows.filter((p) => p.isActive).length,
      inactiveProducts: rows.filter((p) => !p.isActive).length,
      totalStockValue: Math.round(rows.reduce((s, p) => s + p.price * p.stock, 0) * 100) / 100,
      byCategory,
    });
  }),
  rest.get(api('/products/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'products', 'show');
    return json(withStockPosition(findOr404(ctx.t.products, numericId(params.id as string), 'Product'), reservedParts(ctx)));
  }),
  rest.post(api('/products'), async ({ request }) => {
    const ctx = authorize(request, 'products', 'create');
    const body = await parse((s) => s.ProductCreateBody, request);
    const category = existing(ctx.t.categories, body.categoryId, 'Category');
    const sku = body.sku ?? '';
    if (sku && ctx.t.products.some((p) => p.sku === sku)) return fail(409, 'serverText.skuUsed', { sku });
    const row: Product = {
      id: db.nextId('products'),
      name: body.name,
      sku,
      categoryId: category.id,
      category: category.categoryName,
      warrantyMonths: body.warrantyMonths ?? 0,
      price: body.price ?? 0,
      isActive: body.isActive ?? true,
      description: body.description ?? '',
      stock: 0,
      stockThreshold: 5,
      createdAt: new Date().toISOString(),
      ...taxFields(body),
    };
    ctx.t.products.push(row);
    audit(ctx, 'product', row.id, 'create');
    return commit(json(row, 201));
  }),
  rowHandler(
    'put',
    api('/products/:id'),
    { resource: 'products', action: 'edit', rows: (ctx) => ctx.t.products, what: 'Product', entity: 'product', auditAction: 'update' },
    (row, ctx, raw) => {
      const body = check(S.ProductUpdateBody, raw);
      const merged = { ...row, ...body };
      // A field sent blank is cleared; a new HSN code without a rate takes the table's rate.
      for (const k of blanked(raw, TAX_FIELDS)) delete merged[k];
      if (body.hsnCode !== undefined && body.gstRate === undefined) delete merged.gstRate;
      const tax = taxFields(merged);
      const problem = validateProduct({ ...merged, gstRate: tax.gstRate });
      if (problem) return fail(400, problem);
      const category = ctx.t.categories.find((c) => c.id === Number(merged.categoryId));
      if (!category) return fail(400, 'serverText.categoryMissing', { id: String(merged.categoryId) });
      const sku = String(merged.sku ?? '').trim();
      if (sku && ctx.t.products.some((p) => p.id !== row.id && p.sku === sku)) return fail(409, 'serverText.skuUsed', { sku });
      Object.assign(row, {
        name: String(merged.name).trim(),
        sku,
        categoryId: category.id,
        category: category.categoryName,
        warrantyMonths: Number(merged.warrantyMonths) || 0,
        price: Number(merged.price) || 0,
        isActive: !!merged.isActive,
        description: String(merged.description ?? ''),
      });
      for (const k of TAX_FIELDS) delete row[k];
      Object.assign(row, tax);
    },
  ),
  deleteRow(api('/products/:id'), {
    resource: 'products',
    rows: (ctx) => ctx.t.products,
    what: 'Product',
    entity: 'product',
    // Refused while records point at it: its stock history, BOMs, registrations and complaints.
    usedBy: (row, ctx) => [
      refusal('serverText.productUsedBy', { name: row.name }),
      [
        { count: ctx.t.complaints.filter((c) => c.productId === row.id).length, kind: 'complaint' },
        { count: ctx.t.registrations.filter((r) => r.productId === row.id).length, kind: 'registration' },
        // A BOM of the product, or one that lists it as a component (issue 27).
        { count: ctx.t.boms.filter((b) => b.parentProductId === row.id || b.lines?.some((l) => l.productId === row.id)).length, kind: 'bom' },
        { count: ctx.t.movements.filter((m) => m.productId === row.id).length, kind: 'movement' },
      ],
    ],
  }),
];
