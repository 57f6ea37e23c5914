// BOMs (spec part 2 sections 3, 4, 5, 7): one active BOM per product, no deleting an active one.
import { http as rest } from 'msw';
import { db, unwrapped } from '../db';
import { api, json, fail, worded, authorize, audit, auditUpdate, commit, deleteRow, rowHandler, numericId, findOr404, queryOf, parse, existing, listPage, idIs, type RequestContext } from './util';
import { loadSchemas, S } from './schemas';
import type { Condition } from '../../src/domain/listQuery';
import { BOM_REFUSALS, validateBom } from '../../src/domain/catalog';
import { BOM_IMPORT_MAX_BYTES, BOM_IMPORT_MAX_ROWS, importRowBody, parseBomRow, productLookup, versionKey } from '../../src/domain/bomImport';
import { priceBomLines, type BomLineInput } from '../../src/domain/bomLines';
import type { Bom, Product } from '../types';
import type { BomCreateInput } from '../../src/schemas/catalog';
import { refusal as refusalOf, type Refusal } from '../../src/domain/refusal';

/** The file's text via arrayBuffer, which every Blob implementation here has (jsdom's File lacks a working text()). */
const readText = async (blob: Blob): Promise<string> => new TextDecoder().decode(await blob.arrayBuffer());

/**
 * What a new BOM is checked against: the catalogue, the versions taken and the active BOMs. One call
 * searches the warehouse's rows; an import builds it once for the file (`indexOf`), so that each of
 * its rows costs the same whatever came before it (issue 28: a 4.9 MB file froze the server 147 s).
 */
interface BomIndex {
  product(id: number): Product | undefined;
  versionTaken(productId: number, version: string, self?: number): boolean;
  /** The product's active BOMs (normally one). */
  active(productId: number): Bom[];
  /** Notes a BOM added or made active. */
  added(bom: Bom): void;
}

/** The warehouse's rows searched on each question: for one BOM a call. */
const scan = (ctx: RequestContext): BomIndex => ({
  product: (id) => ctx.t.products.find((p) => p.id === id),
  versionTaken: (productId, version, self) => ctx.t.boms.some((b) => b.id !== self && b.parentProductId === productId && b.version === version),
  active: (productId) => ctx.t.boms.filter((b) => b.parentProductId === productId && b.status === 'active'),
  added: () => undefined,
});

/** The warehouse's rows in maps, kept up to date as an import adds BOMs. */
const indexOf = (ctx: RequestContext): BomIndex => {
  const products = new Map(ctx.t.products.map((p) => [p.id, p]));
  const versions = new Set(ctx.t.boms.map((b) => versionKey(b.parentProductId, b.version)));
  const active = new Map<number, Bom[]>();
  const noteActive = (b: Bom) => active.set(b.parentProductId, [...(active.get(b.parentProductId) ?? []).filter((x) => x.status === 'active' && x.id !== b.id), b]);
  for (const b of ctx.t.boms) if (b.status === 'active') noteActive(b);
  return {
    product: (id) => products.get(id),
    versionTaken: (productId, version) => versions.has(versionKey(productId, version)),
    active: (productId) => (active.get(productId) ?? []).filter((b) => b.status === 'active'),
    added: (bom) => {
      versions.add(versionKey(bom.parentProductId, bom.version));
      if (bom.status === 'active') noteActive(bom);
    },
  };
};

/** Making one BOM active makes the product's previous active BOM inactive. */
const activate = (ctx: RequestContext, bom: Bom, index: BomIndex = scan(ctx)) => {
  for (const other of index.active(bom.parentProductId)) {
    if (other.id !== bom.id) {
      other.status = 'inactive';
      audit(ctx, 'bom', other.id, 'deactivate');
    }
  }
  bom.status = 'active';
};

/** A refusal with its status, turned into a response by the caller (or a row error by the import). */
class Refused extends Error {
  status: number;
  refusal: Refusal;
  constructor(status: number, r: Refusal) {
    super(r.key);
    this.status = status;
    this.refusal = r;
  }
}
const refusal = (e: unknown) => {
  if (e instanceof Refused) return fail(e.status, e.refusal);
  throw e;
};

/** A refused row of an import: its English `message` with its key and parameters, as a refusal's answer carries them (docs/api.md, "Errors"). */
const rowError = (row: number, r: Refusal) => ({ row, ...worded(r) });

/** The fields a new BOM is made of: a checked create body, an import row or a clone's source. */
type BomFields = Pick<BomCreateInput, 'parentProductId' | 'version' | 'description' | 'totalCost' | 'notes' | 'effectiveDate'> & {
  lines?: readonly BomLineInput[];
};

/**
 * The lines priced from this warehouse's catalogue at its current prices, and the total they make
 * (src/domain/bomLines.ts); a bad line is refused (400) naming it.
 */
const priced = (ctx: RequestContext, lines: readonly BomLineInput[], parentProductId: number) => {
  const result = priceBomLines(lines, parentProductId, (id) => ctx.t.products.find((p) => p.id === id));
  if (result.refusal) throw new Refused(400, result.refusal);
  return result;
};

/** A stored line as a line to price again (at the catalogue's prices of the save). */
const asInput = (lines: Bom['lines']): BomLineInput[] | undefined => lines?.map(({ productId, quantity }) => ({ productId, quantity }));

/** 409 when `version` is taken by another BOM of the product. */
const versionTaken = (ctx: RequestContext, productId: number, version: string, self?: number, index: BomIndex = scan(ctx)) => {
  if (!index.versionTaken(productId, version, self)) return;
  const product = index.product(productId);
  throw new Refused(409, product ? refusalOf('serverText.bomVersionExists', { version, product: product.name }) : refusalOf('serverText.bomVersionExistsForId', { version, id: productId }));
};

const build = (ctx: RequestContext, body: BomFields, index: BomIndex = scan(ctx)): Bom => {
  const product = index.product(body.parentProductId);
  if (!product) throw new Refused(400, refusalOf('serverText.doesNotExist', { what: 'Product', id: String(body.parentProductId) }));
  const version = body.version.trim();
  versionTaken(ctx, product.id, version, undefined, index);
  // With lines, the total cost is their sum (a total sent with them is not used); without, the one given.
  const lines = body.lines?.length ? priced(ctx, body.lines, product.id) : null;
  return {
    id: db.nextId('boms'),
    parentProductId: product.id,
    parentProduct: { name: product.name, sku: product.sku },
    version,
    description: (body.description ?? '').trim(),
    status: 'draft',
    totalCost: lines ? lines.totalCost : (body.totalCost ?? 0),
    lines: lines ? lines.lines : [],
    notes: body.notes ?? '',
    effectiveDate: body.effectiveDate ? new Date(body.effectiveDate).toISOString() : new Date().toISOString(),
    createdAt: new Date().toISOString(),
  };
};

const insert = (ctx: RequestContext, bom: Bom, status: Bom['status'], index: BomIndex = scan(ctx)) => {
  ctx.t.boms.push(bom);
  if (status === 'active') activate(ctx, bom, index);
  else bom.status = status;
  index.added(bom);
  audit(ctx, 'bom', bom.id, 'create');
};

export const bomHandlers = [
  rest.get(api('/boms/stats'), ({ request }) => {
    const ctx = authorize(request, 'boms', 'list');
    const rows = ctx.t.boms;
    const byProduct = new Map<number, { productId: number; productName: string; bomCount: number }>();
    for (const b of rows) {
      const e = byProduct.get(b.parentProductId) ?? { productId: b.parentProductId, productName: b.parentProduct.name, bomCount: 0 };
      e.bomCount++;
      byProduct.set(b.parentProductId, e);
    }
    return json({
      totalBoms: rows.length,
      totalByStatus: { active: rows.filter((b) => b.status === 'active').length, draft: rows.filter((b) => b.status === 'draft').length, inactive: rows.filter((b) => b.status === 'inactive').length },
      totalByProduct: [...byProduct.values()].sort((a, b) => b.bomCount - a.bomCount || a.productId - b.productId),
    });
  }),
  rest.get(api('/boms/product/:id/active'), ({ request, params }) => {
    const ctx = authorize(request, 'boms', 'show');
    const id = numericId(params.id as string);
    const bom = ctx.t.boms.find((b) => b.parentProductId === id && b.status === 'active');
    return bom ? json(bom) : fail(404, 'serverText.noActiveBom', { id });
  }),
  rest.get(api('/boms/product/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'boms', 'list');
    const id = numericId(params.id as string);
    return json(ctx.t.boms.filter((b) => b.parentProductId === id));
  }),
  rest.get(api('/boms'), async ({ request }) => {
    const ctx = authorize(request, 'boms', 'list');
    const q = queryOf(request);
    const pid = q.get('parentProductId');
    const status = q.get('status');
    const version = q.get('version')?.trim();
    const search = q.get('search')?.trim();
    const where: Condition[] = [];
    if (pid) where.push(idIs('parentProductId', pid));
    if (status) where.push({ field: 'status', op: 'eq', value: status });
    if (version) where.push({ field: 'version', op: 'contains', value: version });
    if (search) where.push({ field: 'description', op: 'contains', value: search });
    // Newest first.
    return json(await listPage(ctx, 'boms', null, request, where));
  }),
  rest.get(api('/boms/:id'), ({ request, params }) => {
    const ctx = authorize(request, 'boms', 'show');
    return json(findOr404(ctx.t.boms, numericId(params.id as string), 'BOM'));
  }),
  rest.post(api('/boms/import'), async ({ request }) => {
    const ctx = authorize(request, 'boms', 'create');
    if ((request.headers.get('Content-Type') || '').includes('application/json')) return fail(400, 'serverText.multipartRequired');
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') return fail(400, 'serverText.csvRequired');
    // A file over the limit is refused unread; so is one of too many rows (issue 28), nothing imported.
    if ((file as Blob).size > BOM_IMPORT_MAX_BYTES) return fail(413, 'serverText.bomImportTooLarge', { max: `${BOM_IMPORT_MAX_BYTES / 1024 / 1024} MB` });
    const text = await readText(file as Blob);
    // papaparse is fetched with the first import, not with the demo backend (it is not on any first screen's path).
    const [{ default: Papa }] = await Promise.all([import('papaparse'), loadSchemas()]);
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim() });
    if (parsed.data.length > BOM_IMPORT_MAX_ROWS) return fail(400, 'serverText.bomImportTooManyRows', { max: BOM_IMPORT_MAX_ROWS });
    const imported: { row: number; id: number; version: string }[] = [];
    const errors: ReturnType<typeof rowError>[] = [];
    // Looked up in maps built once for the file: each row's work is the same, the whole import linear.
    const catalogue = productLookup(ctx.t.products);
    const index = indexOf(ctx);
    parsed.data.forEach((raw, i) => {
      const row = i + 2; // line number in the file, the header being line 1
      const result = parseBomRow(raw, catalogue);
      if (!result.ok) return errors.push(rowError(row, result.refusal));
      // Every rule of POST /api/boms (its schema: text lengths, the largest cost, a real date; validateBom).
      const body = S.parseWith(S.BomCreateBody, importRowBody(raw, result.value));
      if (!body.ok) return errors.push(rowError(row, body.refusal));
      try {
        const bom = build(ctx, { ...body.data, effectiveDate: body.data.effectiveDate ?? result.value.effectiveDate }, index);
        insert(ctx, bom, result.value.status, index);
        imported.push({ row, id: bom.id, version: bom.version });
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        errors.push(rowError(row, e.refusal));
      }
    });
    return commit(json({ success: errors.length === 0, imported, errors, total: parsed.data.length }));
  }),
  rest.post(api('/boms'), async ({ request }) => {
    const ctx = authorize(request, 'boms', 'create');
    // The schema runs validateBom (the spec's texts); the product must be one of this warehouse.
    const body = await parse((s) => s.BomCreateBody, request);
    existing(ctx.t.products, body.parentProductId, 'Product');
    let bom: Bom;
    try {
      bom = build(ctx, body);
    } catch (e) {
      return refusal(e);
    }
    insert(ctx, bom, body.status ?? 'draft');
    return commit(json(bom, 201));
  }),
  rest.put(api('/boms/:id'), async ({ request, params }) => {
    const ctx = authorize(request, 'boms', 'edit');
    const bom = findOr404(ctx.t.boms, numericId(params.id as string), 'BOM');
    const before = structuredClone(unwrapped(bom));
    const body = await parse((s) => s.BomUpdateBody, request);
    // The product of a BOM does not change: its parentProductId is checked by the schema, never written.
    const { parentProductId: _product, ...change } = body;
    const merged = { ...bom, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
    const problem = validateBom(change.effectiveDate || change.status ? merged : { ...merged, status: 'draft' });
    if (problem) return fail(400, problem);
    // The lines sent replace the stored ones; either are priced again at the catalogue's current prices.
    const lines = change.lines ?? asInput(bom.lines);
    let repriced: ReturnType<typeof priced> | null = null;
    try {
      if (change.version !== undefined) versionTaken(ctx, bom.parentProductId, change.version, bom.id);
      if (lines?.length) repriced = priced(ctx, lines, bom.parentProductId);
    } catch (e) {
      return refusal(e);
    }
    // A blank description or notes ('' or null, read as not given by the schema) clears it.
    for (const k of ['description', 'notes'] as const) if (k in change) bom[k] = change[k] ?? '';
    if (change.version !== undefined) bom.version = change.version;
    if (repriced) {
      bom.lines = repriced.lines;
      bom.totalCost = repriced.totalCost;
    } else {
      if (change.lines) bom.lines = [];
      if (change.totalCost !== undefined) bom.totalCost = change.totalCost;
    }
    if (change.effectiveDate) bom.effectiveDate = new Date(change.effectiveDate).toISOString();
    if (change.status === 'active') activate(ctx, bom);
    else if (change.status) bom.status = change.status;
    auditUpdate(ctx, 'bom', bom, before);
    return commit(json(bom));
  }),
  deleteRow(api('/boms/:id'), {
    resource: 'boms',
    rows: (ctx) => ctx.t.boms,
    what: 'BOM',
    entity: 'bom',
    refuse: (bom) => (bom.status === 'active' ? fail(409, BOM_REFUSALS.deleteActive) : undefined),
  }),
  rowHandler(
    'patch',
    api('/boms/:id/activate'),
    { resource: 'boms', action: 'edit', rows: (ctx) => ctx.t.boms, what: 'BOM', entity: 'bom', auditAction: 'activate' },
    (bom, ctx) => {
      if (bom.status === 'active') return fail(409, 'serverText.bomAlreadyActive', { version: bom.version });
      activate(ctx, bom);
    },
  ),
  rowHandler(
    'patch',
    api('/boms/:id/deactivate'),
    { resource: 'boms', action: 'edit', rows: (ctx) => ctx.t.boms, what: 'BOM', entity: 'bom', auditAction: 'deactivate' },
    (bom) => {
      bom.status = 'inactive';
    },
  ),
  rest.post(api('/boms/:id/clone'), async ({ request, params }) => {
    const ctx = authorize(request, 'boms', 'create');
    const source = findOr404(ctx.t.boms, numericId(params.id as string), 'BOM');
    const body = await parse((s) => s.BomCloneBody, request);
    const newVersion = body.newVersion;
    const problem = validateBom({ parentProductId: source.parentProductId, version: newVersion, totalCost: source.totalCost });
    if (problem) return fail(400, problem);
    let bom: Bom;
    try {
      // The source's lines, priced at the catalogue's current prices.
      bom = build(ctx, { ...source, lines: asInput(source.lines), version: newVersion, description: 'description' in body ? (body.description ?? '') : source.description });
    } catch (e) {
      return refusal(e);
    }
    bom.effectiveDate = source.effectiveDate;
    insert(ctx, bom, 'draft');
    return commit(json(bom, 201));
  }),
];
