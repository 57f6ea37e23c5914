// Leaving demo mode (src/providers/demoMode.ts) and builds for a real API (src/config.ts DEMO_ALLOWED):
// logout and a sign-in on the real API must not leave the demo's service worker answering.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WORKER_SCRIPT, leaveDemoMode } from '../../src/providers/demoMode';
import { isDemoMode, resolveHost } from '../../src/providers/http';
import { DEMO_ORIGIN } from '../../src/config';

const registration = (script: string | null) => {
  const unregister = vi.fn(async () => true);
  const worker = script ? { scriptURL: `http://127.0.0.1:4173${script}` } : null;
  return { active: worker, waiting: null, installing: null, unregister } as unknown as ServiceWorkerRegistration & {
    unregister: typeof unregister;
  };
};

const withWorkers = (getRegistrations: () => Promise<ServiceWorkerRegistration[]>) =>
  vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: vi.fn(getRegistrations) } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('leaveDemoMode', () => {
  it('clears demoMode at once and unregisters only the demo worker once a real API answers', async () => {
    const demo = registration(DEMO_WORKER_SCRIPT);
    const other = registration('/sw.js');
    withWorkers(async () => [demo, other]);
    localStorage.setItem('demoMode', '1');
    sessionStorage.setItem('demoMode', '1');
    localStorage.setItem('apiHost', 'https://api.example.in');

    const left = leaveDemoMode();
    // Synchronously: the very next request already goes to the real API.
    expect(localStorage.getItem('demoMode')).toBeNull();
    expect(sessionStorage.getItem('demoMode')).toBeNull();
    expect(resolveHost()).toBe('https://api.example.in');
    await left;
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('keeps the worker when no real API is configured (the demo still answers the next sign-in)', async () => {
    const demo = registration(DEMO_WORKER_SCRIPT);
    withWorkers(async () => [demo]);
    localStorage.setItem('demoMode', '1');
    await leaveDemoMode();
    expect(localStorage.getItem('demoMode')).toBeNull();
    expect(isDemoMode()).toBe(true);
    expect(demo.unregister).not.toHaveBeenCalled();
  });

  it('never throws: no service workers, a refused lookup, a failing unregister', async () => {
    localStorage.setItem('apiHost', 'https://api.example.in');
    vi.stubGlobal('navigator', {});
    await expect(leaveDemoMode()).resolves.toBeUndefined();
    withWorkers(async () => {
      throw new Error('SecurityError');
    });
    await expect(leaveDemoMode()).resolves.toBeUndefined();
    const broken = registration(DEMO_WORKER_SCRIPT);
    broken.unregister.mockRejectedValue(new Error('gone'));
    withWorkers(async () => [broken, registration(null)]);
    await expect(leaveDemoMode()).resolves.toBeUndefined();
    expect(broken.unregister).toHaveBeenCalled();
  });
});

describe('a build with VITE_API_URL (demo not allowed)', () => {
  it('is never in demo mode and never talks to the demo origin, whatever localStorage says', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.in');
    vi.resetModules();
    const config = await import('../../src/config');
    const http = await import('../../src/providers/http');
    expect(config.DEMO_ALLOWED).toBe(false);
    localStorage.setItem('demoMode', '1');
    expect(http.isDemoMode()).toBe(false);
    expect(http.resolveHost()).toBe('https://api.example.in');
    expect(http.resolveHost()).not.toBe(DEMO_ORIGIN);
  });

  it('with VITE_DEMO=1 keeps Explore Demo possible', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.in');
    vi.stubEnv('VITE_DEMO', '1');
    vi.resetModules();
    const config = await import('../../src/config');
    const http = await import('../../src/providers/http');
    expect(config.DEMO_ALLOWED).toBe(true);
    expect(http.isDemoMode()).toBe(false);
    localStorage.setItem('demoMode', '1');
    expect(http.isDemoMode()).toBe(true);
    expect(http.resolveHost()).toBe(DEMO_ORIGIN);
  });
});
