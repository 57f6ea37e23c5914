import type * as Bodies from '../../src/schemas/bodies';

/**
 * The request-body schemas (src/schemas), filled in by `loadSchemas`. zod and the schemas are about
 * 27 KB gzipped of the demo backend: loaded with it they lengthened every cold load, whose first
 * screen only reads (docs/performance.md). They are loaded instead when the first request body is read
 * (`readBody`, util.ts), which every write does before it checks anything.
 */
export const S = {} as typeof Bodies;

let loading: Promise<void> | null = null;
export const loadSchemas = (): Promise<void> =>
  (loading ??= import('../../src/schemas/bodies').then((m) => {
    Object.assign(S, m);
  }));
