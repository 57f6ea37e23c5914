// The `test` of every end-to-end spec: Playwright's, failing any test whose page throws an uncaught
// error or meets a Content-Security-Policy violation (so every journey and the axe sweep run under
// the production build's policy, vite.security.ts).
import { test as base, expect } from '@playwright/test';

type Fixtures = {
  /** Uncaught errors of the page so far (the test fails at its end when there is any). */
  pageErrors: Error[];
  /** CSP violations of the page so far, as "directive blocked URI" (the test fails at its end when there is any). */
  cspViolations: string[];
};

/** Marks the console message the page's init script writes for each violation. */
const CSP_TAG = '[csp-violation]';

// The second argument of a fixture is Playwright's `use`, named otherwise for the React hooks lint rule.
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, pageErrors, cspViolations }, provide) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    // Init scripts run before the page's own code and are not subject to its policy.
    await page.addInitScript((tag) => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`${tag} ${e.effectiveDirective} ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber}`),
      );
    }, CSP_TAG);
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(CSP_TAG)) cspViolations.push(text.slice(CSP_TAG.length + 1));
      else if (message.type() === 'error' && /Refused to .*Content Security Policy/i.test(text)) cspViolations.push(text);
    });
    await provide(page);
    if (pageErrors.length) throw new Error(`uncaught page error: ${pageErrors[0].stack || pageErrors[0]}`);
    if (cspViolations.length) throw new Error(`Content-Security-Policy violation: ${cspViolations.join(' | ')}`);
  },
});

export { expect };
