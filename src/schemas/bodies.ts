// The request-body schemas the demo backend checks writes with, in one module it loads on the first
// write (mocks/handlers/schemas.ts), so zod is not on the cold load of a list.
export * from './service';
export * from './catalog';
export * from './admin';
export { parseWith } from './primitives';
export { entityBody } from './entities';
