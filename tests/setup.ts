import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server, db } from '../mocks/node';

// Every test file talks to the real demo backend handlers through msw/node; each test starts
// from the seed and an empty browser storage.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  db.state.sessions = {};
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
