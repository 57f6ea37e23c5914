import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for tests and benchmarks in Node. */
export const server = setupServer(...handlers);
export { db } from './db';
