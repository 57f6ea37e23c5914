// The entities declared once (./types.ts; docs/architecture.md, "Adding an entity"): a new one is a
// line here.
import type { Entity, RecordOf } from './types';
import { leaveDays } from './leaveDays';

export const ENTITIES = [leaveDays] as const;

export type DeclaredEntity = (typeof ENTITIES)[number];
/** Their rows in the permission matrix (src/domain/access.ts). */
export type EntityName = DeclaredEntity['name'];
/** Their collections in a warehouse's store (mocks/types.ts). */
export type EntityCollection = DeclaredEntity['collection'];
export type EntityCollections = { [E in DeclaredEntity as E['collection']]: RecordOf<E['fields']>[] };

/** Each one as the loose shape the generic code reads. */
export const ENTITY_LIST: readonly Entity[] = ENTITIES as unknown as readonly Entity[];
export const entityNamed = (name: string): Entity | undefined => ENTITY_LIST.find((e) => e.name === name);
