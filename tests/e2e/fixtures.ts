// The `test` of every end-to-end spec: Playwright's, failing any test whose page throws an uncaught error.
import { test as base, expect } from '@playwright/test';

type Fixtures = {
  /** Uncaught errors of the page so far (the test fails at its end when there is any). */
  pageErrors: Error[];
};

// The second argument of a fixture is Playwright's `use`, named otherwise for the React hooks lint rule.
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, pageErrors }, provide) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    await provide(page);
    if (pageErrors.length) throw new Error(`uncaught page error: ${pageErrors[0].stack || pageErrors[0]}`);
  },
});

export { expect };
