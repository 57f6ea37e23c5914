// The production build's Content-Security-Policy and headers (vite.security.ts): what vite preview
// sends, what the built index.html carries, and what README's nginx lines repeat.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ORIGIN } from '../../src/config';
import { contentSecurityPolicy, DEMO_API_ORIGIN, demoAllowed, securityHeaders } from '../../vite.security';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('contentSecurityPolicy', () => {
  it('allows no inline script and locks every other source to the app', () => {
    const d = directives(contentSecurityPolicy({}));
    expect(d).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'connect-src': `'self' ${DEMO_ORIGIN}`,
      'worker-src': "'self'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
  });

  it('connects to the API origin of VITE_API_URL and, without VITE_DEMO=1, not to the demo', () => {
    const d = directives(contentSecurityPolicy({ apiUrl: 'https://api.example.in/base/path/' }));
    expect(d['connect-src']).toBe("'self' https://api.example.in");
    const withDemo = directives(contentSecurityPolicy({ apiUrl: 'http://127.0.0.1:4999', demo: '1' }));
    expect(withDemo['connect-src']).toBe(`'self' http://127.0.0.1:4999 ${DEMO_ORIGIN}`);
  });

  it('leaves frame-ancestors out of the meta-tag form, which cannot carry it', () => {
    const meta = contentSecurityPolicy({}, { forMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(contentSecurityPolicy({}).replace("; frame-ancestors 'none'", ''));
  });

  it('fails the build on a VITE_API_URL that is not a URL', () => {
    expect(() => contentSecurityPolicy({ apiUrl: 'api.example.in' })).toThrow();
  });

  it('uses the demo origin the app talks to', () => {
    expect(DEMO_API_ORIGIN).toBe(DEMO_ORIGIN);
  });
});

describe('demoAllowed', () => {
  it('is true without an API or with VITE_DEMO=1, false for a real-API build', () => {
    expect(demoAllowed({})).toBe(true);
    expect(demoAllowed({ apiUrl: '  ' })).toBe(true);
    expect(demoAllowed({ apiUrl: 'https://api.example.in' })).toBe(false);
    expect(demoAllowed({ apiUrl: 'https://api.example.in', demo: '1' })).toBe(true);
  });
});

describe('securityHeaders', () => {
  it('sends the policy with nosniff and the referrer policy', () => {
    expect(securityHeaders({ apiUrl: 'https://api.example.in' })).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ apiUrl: 'https://api.example.in' }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('are the ones README and docs/deploying.md tell nginx to add for a build with VITE_API_URL=https://api.example.in', () => {
    for (const doc of ['README.md', 'docs/deploying.md']) {
      const text = readFileSync(resolve(__dirname, '../..', doc), 'utf8');
      for (const [name, value] of Object.entries(securityHeaders({ apiUrl: 'https://api.example.in' }))) {
        expect(text, doc).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });
});
