// The calls of every declared entity (src/entities; docs/architecture.md, "Adding an entity"): its
// list (paged, filtered and sorted in memory or in SQL like every list), its record, its create
// (the body checked by the schema built from its fields, then by its rule) and its delete. Every
// write is audited as the entity's `auditType`.
import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, fail, authorize, audit, commit, numericId, findOr404, queryOf, parse, listPage, deleteRow, type RequestContext } from './util';
import type { Condition } from '../../src/domain/listQuery';
import type { SortableList } from '../../src/domain/listSort';
import { ENTITY_LIST } from '../../src/entities';
import { filterParams, type Entity, type FieldSpec, type RecordOf } from '../../src/entities/types';
import type { TenantData } from '../types';

type Row = RecordOf<Record<string, FieldSpec>>;

/** The warehouse's records of `collection`: data stored before the entity existed has none yet (made empty first). */
const collectionOf = (ctx: RequestContext, collection: string): Row[] => ((ctx.t as unknown as Record<string, Row[]>)[collection] ??= []);

/** A list's conditions from its query: each filter given (a blank one is not), a `ref` as its id. */
const conditionsOf = (entity: Entity, request: Request): Condition[] => {
  const query = queryOf(request);
  const where: Condition[] = [];
  for (const { param, field, op } of filterParams(entity)) {
    const raw = query.get(param)?.trim();
    if (!raw) continue;
    where.push(op === 'eq' ? { field, op, value: entity.fields[field].type === 'ref' ? numericId(raw) : raw } : { field, op, value: raw });
  }
  return where;
};

const handlersOf = (entity: Entity) => {
  const path = api(`/${entity.name}`);
  const has = (action: Entity['actions'][number]) => entity.actions.includes(action);
  return [
    rest.get(path, async ({ request }) => {
      const ctx = authorize(request, entity.name, 'list');
      const where = conditionsOf(entity, request);
      collectionOf(ctx, entity.collection);
      return json(await listPage(ctx, entity.collection as keyof TenantData, entity.collection as SortableList, request, where, { order: entity.order }));
    }),
    ...(has('show')
      ? [
          rest.get(`${path}/:id`, ({ request, params }) => {
            const ctx = authorize(request, entity.name, 'show');
            return json(findOr404(collectionOf(ctx, entity.collection), numericId(params.id as string), entity.what));
          }),
        ]
      : []),
    ...(has('create')
      ? [
          rest.post(path, async ({ request }) => {
            const ctx = authorize(request, entity.name, 'create');
            const values = (await parse((s) => s.entityBody(entity), request)) as Omit<Row, 'id' | 'createdAt' | 'createdBy'>;
            const rows = collectionOf(ctx, entity.collection);
            const refusal = entity.check(values as Row, rows, (collection) => collectionOf(ctx, collection));
            if (refusal) return fail(409, refusal);
            const row: Row = { id: db.nextId(entity.collection), ...values, createdAt: new Date().toISOString(), createdBy: ctx.user.id };
            rows.push(row);
            audit(ctx, entity.auditType, row.id, 'create');
            return commit(json(row, 201));
          }),
        ]
      : []),
    ...(has('delete') ? [deleteRow<Row>(`${path}/:id`, { resource: entity.name, rows: (ctx) => collectionOf(ctx, entity.collection), what: entity.what, entity: entity.auditType })] : []),
  ];
};

export const entityHandlers = ENTITY_LIST.flatMap(handlersOf);
