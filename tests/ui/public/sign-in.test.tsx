import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as rest, HttpResponse } from 'msw';
import { renderApp, locationPath, server } from '../harness';

// These tests are about the public shell: the console is replaced by a marker so that reaching
// /admin/dashboard is visible without loading react-admin.
vi.mock('../../../src/console/App', () => ({ default: () => <p>Console reached</p> }));

// A real-API build has DEMO_ALLOWED false (src/config.ts): one test turns it off to see what such a build shows.
const build = vi.hoisted(() => ({ demoAllowed: true }));
vi.mock('../../../src/config', async (importOriginal) => {
  const config = await importOriginal<typeof import('../../../src/config')>();
  return {
    ...config,
    get DEMO_ALLOWED() {
      return build.demoAllowed;
    },
  };
});

const LOGIN_URL = 'https://demo-api.invalid/api/users/login';

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  return user;
};

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Sign In' }));

describe('sign-in page', () => {
  it('shows the form on /sign-in and /login, with Remember me ticked and the links', async () => {
    for (const path of ['/sign-in', '/login']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('button', { name: 'Explore Demo' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('signs in with the right credentials: token and user in localStorage, console reached', async () => {
    renderApp('/sign-in');
    const user = await fill('admin@demo.in', 'Demo@1234');
    await submit(user);
    expect(await screen.findByText('Console reached')).toBeInTheDocument();
    expect(locationPath()).toBe('/admin/dashboard');
    expect(localStorage.getItem('adminAccessToken')).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem('adminRefreshToken')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toMatchObject({ email: 'admin@demo.in' });
    expect(localStorage.getItem('tenantId')).toBe('1');
    expect(sessionStorage.getItem('adminAccessToken')).toBeNull();
  });

  it('keeps the session in sessionStorage only when Remember me is unticked', async () => {
    renderApp('/sign-in');
    const user = await fill('tech@demo.in', 'Demo@1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit(user);
    // A technician lands on his jobs (issue 16).
    await waitFor(() => expect(locationPath()).toBe('/admin/service/my-jobs'));
    expect(sessionStorage.getItem('adminAccessToken')).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(sessionStorage.getItem('adminUser')!)).toMatchObject({ email: 'tech@demo.in' });
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('submits on Enter', async () => {
    renderApp('/sign-in');
    const user = await fill('superadmin@demo.in', 'Demo@1234{Enter}');
    void user;
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
  });

  it("shows 'Invalid credentials.' for a wrong password and keeps what was typed", async () => {
    renderApp('/sign-in');
    const user = await fill('admin@demo.in', 'Wrong@1234');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.in');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Wrong@1234');
    expect(locationPath()).toBe('/sign-in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });

  it.each([
    // The seconds left of the minute (Retry-After): 60 less the time the wrong attempts took.
    ['en', /^Too many failed sign-in attempts\. Please wait [1-6]?\d s and try again\.$/],
    ['hi', /^बहुत अधिक असफल साइन-इन प्रयास। कृपया [1-6]?\d सेकंड प्रतीक्षा करें और फिर से प्रयास करें।$/],
  ])('shows the throttled sign-in (429, issue 28) in the language of the page (%s)', async (locale, text) => {
    // 20 wrong passwords on the account within the minute: the next sign-in is refused, the right password too.
    for (let i = 0; i < 20; i++) {
      const wrong = await fetch(LOGIN_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.in', password: 'Wrong@1234' }) });
      expect(wrong.status).toBe(401);
    }
    localStorage.setItem('locale', locale);
    const { container } = renderApp('/sign-in');
    // By the fields' types: their labels are in the page's language.
    await waitFor(() => expect(container.querySelector('input[type="password"]')).not.toBeNull());
    const user = userEvent.setup();
    await user.type(container.querySelector<HTMLInputElement>('input[type="email"], input[name="email"]')!, 'admin@demo.in');
    await user.type(container.querySelector<HTMLInputElement>('input[type="password"]')!, 'Demo@1234');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(locationPath()).toBe('/sign-in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
  });

  it.each([
    ['an empty form', '', ''],
    ['an invalid email', 'admin@demo', 'Demo@1234'],
    ['a 5-character password', 'admin@demo.in', '12345'],
  ])("shows 'Please enter valid credentials' for %s and sends nothing", async (_case, email, password) => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(request.url);
    });
    try {
      renderApp('/sign-in');
      const user = userEvent.setup();
      await screen.findByLabelText(/^email/i);
      if (email) await user.type(screen.getByLabelText(/^email/i), email);
      if (password) await user.type(screen.getByLabelText(/^password/i), password);
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter valid credentials$/);
      expect(calls).toEqual([]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('lets a 6-character password through to the server', async () => {
    renderApp('/sign-in');
    const user = await fill('admin@demo.in', '123456');
    await submit(user);
    // The server refuses it: the form itself was valid.
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
  });

  it.each<[string, () => Response, string]>([
    ['a network failure', () => HttpResponse.error(), 'Unable to connect to server.'],
    ['403', () => HttpResponse.json({ message: 'Blocked' }, { status: 403 }), 'Access denied.'],
    ['404', () => new HttpResponse(null, { status: 404 }), 'Login endpoint not found.'],
    ['500', () => HttpResponse.json({ message: 'stack trace' }, { status: 500 }), 'Server error. Try later.'],
    ['503', () => new HttpResponse('down', { status: 503 }), 'Server error. Try later.'],
    ['422 with a message', () => HttpResponse.json({ message: 'Account locked for 5 minutes' }, { status: 422 }), 'Account locked for 5 minutes'],
    ['422 without a message', () => HttpResponse.json({}, { status: 422 }), 'Login failed.'],
    ['an unsuccessful 200 with a message', () => HttpResponse.json({ success: false, message: 'Password expired' }), 'Password expired'],
    ['an unsuccessful 200 without a message', () => HttpResponse.json({ success: false }), 'Login failed'],
  ])('maps %s to its text', async (_case, reply, text) => {
    server.use(rest.post(LOGIN_URL, reply));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/sign-in');
    const user = await fill('admin@demo.in', 'Demo@1234');
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    consoleError.mockRestore();
  });

  it('still shows the form when a token is already stored', async () => {
    localStorage.setItem('adminAccessToken', 'old-token');
    renderApp('/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(locationPath()).toBe('/sign-in');
  });

  it('Explore Demo turns demo mode on and signs in as the super admin', async () => {
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Explore Demo' }));
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
    expect(localStorage.getItem('demoMode')).toBe('1');
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toMatchObject({ email: 'superadmin@demo.in' });
  });

  it('shows an Explore Demo failure like a sign-in error', async () => {
    server.use(rest.post(LOGIN_URL, () => HttpResponse.error()));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Explore Demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to server.');
    expect(locationPath()).toBe('/sign-in');
    consoleError.mockRestore();
  });

  it('lists the demo accounts under the form; choosing one fills the form without signing in', async () => {
    renderApp('/sign-in');
    const section = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(section).toHaveTextContent('Password: Demo@1234');
    const accounts = within(section).getAllByRole('button');
    expect(accounts.map((b) => b.textContent)).toEqual([
      'superadmin@demo.inSuper admin, every warehouse',
      'admin@demo.inWarehouse admin, warehouse 1',
      'tech@demo.inTechnician, warehouse 1',
      'customer@demo.inCustomer',
    ]);
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: /^tech@demo\.in/ }));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('tech@demo.in');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('Demo@1234');
    expect(locationPath()).toBe('/sign-in');
    expect(localStorage.getItem('adminAccessToken')).toBeNull();
    // Another choice replaces the first; Sign In then signs in as it.
    await user.click(within(section).getByRole('button', { name: /^admin@demo\.in/ }));
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.in');
    await submit(user);
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toMatchObject({ email: 'admin@demo.in' });
  });

  it('shows no demo account and no Explore Demo in a build for a real API (DEMO_ALLOWED false)', async () => {
    build.demoAllowed = false;
    try {
      renderApp('/sign-in');
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull();
      expect(screen.queryByText(/@demo\.in/)).toBeNull();
      expect(screen.queryByText(/Demo@1234/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Explore Demo' })).toBeNull();
    } finally {
      build.demoAllowed = true;
    }
  });

  it.runIf(import.meta.env.DEV)('has a developer sign-in in the dev server that stores a dummy session', async () => {
    renderApp('/sign-in');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Developer sign-in (local only)' }));
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
    expect(localStorage.getItem('adminAccessToken')).toBe('dev-bypass-token');
    expect(localStorage.getItem('tenantId')).toBe('1');
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toEqual({
      id: 0,
      email: 'dev@local',
      role: 'super_admin',
      firstName: 'Developer',
    });
  });
});
