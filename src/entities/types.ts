// One declaration per entity (docs/architecture.md, "Adding an entity"). An entity declared here is
// a warehouse's collection of records with a list, a create form and a record page, whose every
// other place is derived from the declaration: its permission row (src/domain/access.ts), its sort
// fields (src/domain/listSort.ts), its schemas and calls (src/schemas/entities.ts, calls.ts), its
// collection in the store (mocks/types.ts, mocks/seed.ts), its handlers (mocks/handlers/entities.ts),
// its table and indexes (server/db/migrations.ts, lists.ts) and its screen's row (src/screens.ts).
// The declaration holds no zod (the console's entry reads the screen rows; the schemas are built on
// the first write, with the other bodies) and no React (the screen is its folder's).
import type { Refusal } from '../domain/refusal';

/** The spec's side-menu groups (src/screens.ts orders and labels them). */
export type MenuGroup = 'dashboard' | 'users' | 'inventory' | 'warranty' | 'service' | 'reporting';

/**
 * A field of an entity's records, as its create body sends it and its record keeps it:
 * - `ref`: the id of a record of the warehouse's `collection` (a technician: `vendors`), which must exist;
 * - `date`: a calendar day, `YYYY-MM-DD`;
 * - `text`: a trimmed line of at most `max` characters;
 * - `enum`: one of `values`.
 * A required field's missing or blank value is refused with `required`; an optional one is kept as null.
 */
export type FieldSpec = { required?: false | `serverText.${string}` } & (
  | { type: 'ref'; collection: string }
  | { type: 'date' }
  | { type: 'text'; max?: number }
  | { type: 'enum'; values: readonly [string, ...string[]] }
);

type ValueOf<F extends FieldSpec> = F extends { type: 'ref' } ? number : F extends { type: 'enum'; values: readonly (infer V)[] } ? V : string;
type Required<F extends FieldSpec> = F['required'] extends `serverText.${string}` ? true : false;

/** The values a create body brings, as the schema hands them over (optional ones null when not given). */
export type FieldValues<Fields extends Record<string, FieldSpec>> = {
  [K in keyof Fields]: Required<Fields[K]> extends true ? ValueOf<Fields[K]> : ValueOf<Fields[K]> | null;
};

/** A stored record: its fields, and who created it when. */
export type RecordOf<Fields extends Record<string, FieldSpec>> = { id: number } & FieldValues<Fields> & { createdAt: string; createdBy: number };

/** How a list filters on a field: `eq` by the field's name as the query parameter; `range` by `<field>From` and `<field>To` (inclusive). */
export type FilterKind = 'eq' | 'range';

/** What a rule of an entity may read of the warehouse besides the entity's own rows. */
export type ReadCollection = (collection: string) => readonly { id: number }[];

export interface Entity<Fields extends Record<string, FieldSpec> = Record<string, FieldSpec>, Name extends string = string, Collection extends string = string> {
  /** Its screen's path under /admin, its row in the permission matrix, and its API path `/api/<name>`. */
  name: Name;
  /** Its collection in a warehouse's store (mocks/types.ts TenantData); its table is this in snake_case. */
  collection: Collection;
  /** The audit log's entity type of its writes (`audit.entityTypes.<auditType>` in i18n). */
  auditType: string;
  /** Its name in the 404 text (`serverText.notFound`: "<what> #<id> not found"). */
  what: string;
  fields: Fields;
  /** The list's filters by field; `search` is never one (an entity list has none). */
  filters: Partial<Record<keyof Fields & string, FilterKind>>;
  /** The fields its list sorts on (besides id and createdAt), and its order when none is asked. */
  sort: readonly (keyof Fields & string)[];
  order: { sort: (keyof Fields & string) | 'id' | 'createdAt'; ascending: boolean };
  /** The views and calls beside the list: a record page (GET /:id), a create form (POST), a delete (DELETE /:id). */
  actions: readonly ('show' | 'create' | 'delete')[];
  /**
   * The rule of a new record (src/domain): the first refusal, or null. `rows` are the warehouse's
   * records of the entity, `read` any other of its collections.
   */
  check(values: FieldValues<Fields>, rows: readonly RecordOf<Fields>[], read: ReadCollection): Refusal | null;
  /** Sample records of a warehouse for the demo's seed (mocks/seed.ts), made from its other collections. */
  seed?(read: ReadCollection, now: Date): FieldValues<Fields>[];
  /**
   * Its table (server/db/migrations.ts): the migration that creates it (`<number>_<table>`, after the
   * last one at the time; a released one is never changed), and the indexes its filters and order
   * read (fields, in order, after tenant_id). Every `ref`, `date` and `enum` field is a generated
   * column; a `ref` is a foreign key to its collection's table.
   */
  table: { migration: string; indexes: readonly (readonly (keyof Fields & string)[])[] };
  /**
   * Its screen's row (src/screens.ts): menu name, group, and how a reference to a record reads. The
   * screen's texts are under its collection's name in i18n (`<collection>.list.title`, `.loadFailure`).
   */
  screen: { titleKey: string; group: MenuGroup; recordRepresentation?: keyof Fields & string };
}

/** The declaration, its literal names kept (for the permission row's and the collection's types). */
export const defineEntity = <const Fields extends Record<string, FieldSpec>, const Name extends string, const Collection extends string>(
  entity: Entity<Fields, Name, Collection>,
): Entity<Fields, Name, Collection> => entity;

/** The query parameters of an entity list's filters. */
export const filterParams = (entity: Entity): FilterParam[] =>
  Object.entries(entity.filters).flatMap(([field, kind]): FilterParam[] =>
    kind === 'range'
      ? [
          { param: `${field}From`, field, op: 'gte' },
          { param: `${field}To`, field, op: 'lte' },
        ]
      : [{ param: field, field, op: 'eq' }],
  );

export interface FilterParam {
  param: string;
  field: string;
  op: 'eq' | 'gte' | 'lte';
}

/** The fields kept as generated, indexed columns of its table, with their SQL type. */
export const columnFields = (entity: Entity): { field: string; column: string; type: 'int' | 'text' }[] =>
  Object.entries(entity.fields)
    .filter(([, spec]) => spec.type !== 'text')
    .map(([field, spec]) => ({ field, column: snakeCase(field), type: spec.type === 'ref' ? 'int' : 'text' }));

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
