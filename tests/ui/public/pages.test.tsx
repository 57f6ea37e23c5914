import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import en from '../../../i18n/en.json';
import userEvent from '@testing-library/user-event';
import { http as rest, HttpResponse } from 'msw';
import axe from 'axe-core';
import { renderApp, locationPath, server } from '../harness';
import { Loading } from '../../../src/AppRoutes';
import { PreferencesProvider } from '../../../src/preferences';

vi.mock('../../../src/console/App', () => ({ default: () => <p>Console reached</p> }));

const FORGOT_URL = 'https://demo-api.invalid/v1/auth/forgot-password';

describe('landing page', () => {
  it('shows the app name, tagline, the three buttons and the eight selling points', async () => {
    renderApp('/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'ServiceDesk Console' })).toBeInTheDocument();
    expect(screen.getByText('After-sales service and warranty administration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Explore Demo' })).toBeInTheDocument();
    const points = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(points).toEqual([
      'Multi-tenant architecture',
      'Role-based access control',
      'Real-time dashboard and analytics',
      'Commission and approvals workflow',
      'Complaints and bookings',
      'Technician assignment',
      'Spare parts and inventory',
      'Warranty registrations',
    ]);
  });

  it('Sign In and Create Account open their pages', async () => {
    const user = userEvent.setup();
    renderApp('/landing');
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(locationPath()).toBe('/sign-in');
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(locationPath()).toBe('/register');
  });

  it('Explore Demo signs in to the demo as the super admin', async () => {
    const user = userEvent.setup();
    renderApp('/landing');
    await user.click(await screen.findByRole('button', { name: 'Explore Demo' }));
    expect(await screen.findByText('Console reached')).toBeInTheDocument();
    expect(locationPath()).toBe('/admin/dashboard');
    expect(localStorage.getItem('demoMode')).toBe('1');
    expect(localStorage.getItem('adminAccessToken')).toBeTruthy();
  });

  it('toggles the theme and switches to Hindi, both remembered', async () => {
    const user = userEvent.setup();
    renderApp('/landing');
    await user.click(await screen.findByRole('button', { name: 'Toggle light/dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.selectOptions(screen.getByLabelText('Language'), 'hi');
    expect(localStorage.getItem('locale')).toBe('hi');
    expect(await screen.findByRole('link', { name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'वारंटी पंजीकरण' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    await user.click(screen.getByRole('button', { name: 'लाइट/डार्क थीम बदलें' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('not found', () => {
  it.each(['/no/such/page', '/error'])("shows 'Page not Found' with Back to Home on %s", async (path) => {
    const user = userEvent.setup();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not Found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/home');
    await user.click(back);
    // /home is the dashboard; the console is mocked here.
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
  });

  it('sends the empty path to sign-in', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(locationPath()).toBe('/sign-in');
  });
});

describe('forgot password', () => {
  it("validates the email, posts it to /v1/auth/forgot-password and shows 'Verify your Email'", async () => {
    const bodies: unknown[] = [];
    server.use(
      rest.post(FORGOT_URL, async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    const email = await screen.findByLabelText(/^email/i);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'admin@demo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(bodies).toEqual([]);

    await user.type(email, '.in{Enter}');
    expect(await screen.findByRole('heading', { name: 'Verify your Email' })).toBeInTheDocument();
    expect(screen.getByText(/admin@demo\.in/)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'admin@demo.in' }]);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We have sent the email again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/sign-in');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(locationPath()).toBe('/sign-in');
  });

  it('shows the server message in a red alert when the request fails', async () => {
    server.use(rest.post(FORGOT_URL, () => HttpResponse.json({ message: 'Mail service unavailable' }, { status: 503 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/^email/i), 'admin@demo.in');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mail service unavailable');
    expect(screen.queryByRole('heading', { name: 'Verify your Email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveValue('admin@demo.in');
    consoleError.mockRestore();
  });
});

describe('maintenance page', () => {
  it('says we are under maintenance and thanks a subscriber', async () => {
    const user = userEvent.setup();
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { name: 'We are under maintenance' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'me@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! We will let you know when we are back.');
  });
});

describe('accessibility', () => {
  // jsdom has no layout, so colour contrast is checked in the end-to-end run instead.
  it.each([
    ['/sign-in', 'Sign In'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Forgot password'],
    ['/landing', 'ServiceDesk Console'],
    ['/maintenance', 'We are under maintenance'],
    ['/error', 'Page not Found'],
  ])('%s has no axe violations', async (path, heading) => {
    const view = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

describe('a language added as a file (i18n/<code>.json, no code change)', () => {
  const file = join(__dirname, '../../../i18n/xx.json');
  const draft = `${file}.${process.pid}.tmp`;
  afterAll(() => {
    rmSync(file, { force: true });
    rmSync(draft, { force: true });
  });

  it('is offered in the picker and used once picked, by the public pages and the console; gone, English is back', async () => {
    // A throw-away language: a copy of English (so the parity checks hold for anyone reading i18n/
    // meanwhile) with its name and one changed text, written whole (renamed into place) and always removed.
    writeFileSync(draft, JSON.stringify({ ...en, language: { name: 'Xx test' }, app: { ...en.app, name: 'Xx console' } }));
    renameSync(draft, file);
    // Vite lists a glob's files when it transforms the module: the registry is taken fresh (a new
    // query), and the modules using it are loaded again on it.
    const freshModules = async (tag: string) => {
      vi.resetModules();
      const registry = await import(/* @vite-ignore */ `../../../src/i18n/locales.ts?${tag}=${Date.now()}`);
      vi.doMock('../../../src/i18n/locales', () => registry);
      return registry as typeof import('../../../src/i18n/locales');
    };
    try {
      await freshModules('added');
      const [{ PreferencesProvider }, { PublicLayout }, { buildI18nProvider }] = await Promise.all([
        import('../../../src/preferences'),
        import('../../../src/public/PublicLayout'),
        import('../../../src/providers/i18nProvider'),
      ]);
      const user = userEvent.setup();
      render(
        <MemoryRouter>
          <PreferencesProvider>
            <PublicLayout>page</PublicLayout>
          </PreferencesProvider>
        </MemoryRouter>,
      );
      const picker = screen.getByLabelText('Language');
      expect(within(picker).getByRole('option', { name: 'Xx test' })).toBeInTheDocument();
      await user.selectOptions(picker, 'Xx test');
      expect(await screen.findByRole('link', { name: 'Xx console' })).toBeInTheDocument();
      expect(localStorage.getItem('locale')).toBe('xx');
      expect(document.documentElement.lang).toBe('xx');
      // The console's messages: ours from the file, react-admin's in English (there is no ra.xx.json).
      const i18n = buildI18nProvider();
      await i18n.changeLocale('xx');
      expect(i18n.translate('app.name')).toBe('Xx console');
      expect(i18n.translate('ra.action.save')).toBe('Save');
    } finally {
      rmSync(file, { force: true });
      rmSync(draft, { force: true });
    }
    try {
      const registry = await freshModules('removed');
      expect(registry.LOCALES.map((l) => l.locale)).not.toContain('xx');
      const { storedLocale } = await import('../../../src/i18n/messages');
      expect(storedLocale()).toBe('en');
    } finally {
      vi.doUnmock('../../../src/i18n/locales');
      vi.resetModules();
    }
  });
});

describe('loading screen', () => {
  it('is a bare spinner for a fast load, then says the first start can take a few seconds', async () => {
    render(
      <PreferencesProvider>
        <Loading delayMs={40} />
      </PreferencesProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Still loading… the first start can take a few seconds.'));
  });
});
