// The schemas of a declared entity (src/entities), built from its fields: its record, its page, its
// create body and its list query. Built once per entity, on first use (the bodies load with the
// first write: mocks/handlers/schemas.ts).
import { z } from 'zod';
import type { Entity, FieldSpec } from '../entities/types';
import { filterParams } from '../entities/types';
import { MAX, date, id, oneOf, optional, requiredText, says, text } from './primitives';
import { pageOf } from './records';
import { listQuery } from './queries';

/** A field as the create body takes it (a required one refused with its own text when missing). */
const bodyField = (spec: FieldSpec): z.ZodType => {
  const own = spec.required || undefined;
  const value = (() => {
    switch (spec.type) {
      case 'ref':
        return id(own);
      case 'date':
        // Missing or blank: its own text; given but not a day of the calendar: the date format's.
        return own ? z.string(says(own)).trim().min(1, says(own)).pipe(date()) : date();
      case 'enum':
        return oneOf(spec.values, own);
      case 'text':
        return own ? requiredText(own, spec.max ?? MAX.line) : text(spec.max ?? MAX.line);
    }
  })();
  if (own) return value;
  // Not given, blank or null: kept as null.
  return optional(value).transform((v) => (v === undefined || v === '' ? null : v));
};

/** A field as a record holds it. */
const recordField = (spec: FieldSpec): z.ZodType => {
  const value = spec.type === 'ref' ? z.number() : spec.type === 'enum' ? z.enum(spec.values) : z.string();
  return spec.required ? value : value.nullable();
};

const built = new Map<Entity, ReturnType<typeof build>>();

const build = (entity: Entity) => {
  const fields = Object.entries(entity.fields);
  const record = z.strictObject({
    id: z.number(),
    ...Object.fromEntries(fields.map(([name, spec]) => [name, recordField(spec)])),
    createdAt: z.string(),
    createdBy: z.number(),
  });
  return {
    record,
    page: pageOf(record),
    body: z.object(Object.fromEntries(fields.map(([name, spec]) => [name, bodyField(spec)]))),
    query: listQuery(Object.fromEntries(filterParams(entity).map((f) => [f.param, text(MAX.code).optional()]))),
  };
};

/** The entity's record, page, create body and list query schemas. */
export const entitySchemas = (entity: Entity) => {
  let schemas = built.get(entity);
  if (!schemas) built.set(entity, (schemas = build(entity)));
  return schemas;
};

/** The create body's schema (what the demo backend's handlers pick from the lazily loaded bodies). */
export const entityBody = (entity: Entity) => entitySchemas(entity).body;
