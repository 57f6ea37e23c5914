import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as rest, HttpResponse } from 'msw';
import { renderApp, locationPath, server, db } from '../harness';

vi.mock('../../../src/console/App', () => ({ default: () => <p>Console reached</p> }));

const REGISTER_URL = 'https://demo-api.invalid/api/users/register';

interface SignUpInput {
  username?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
}

const VALID: Required<SignUpInput> = {
  username: 'ravi.kumar',
  email: 'ravi.kumar@example.in',
  password: 'Service@2024',
  confirmPassword: 'Service@2024',
  terms: true,
};

const field = {
  username: () => screen.getByLabelText(/^username/i),
  email: () => screen.getByLabelText(/^email/i),
  password: () => screen.getByLabelText(/^password/i),
  confirmPassword: () => screen.getByLabelText(/^confirm password/i),
  terms: () => screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
};

const fillAndSubmit = async (input: SignUpInput) => {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Create Account' });
  if (input.username) await user.type(field.username(), input.username);
  if (input.email) await user.type(field.email(), input.email);
  if (input.password) await user.type(field.password(), input.password);
  if (input.confirmPassword) await user.type(field.confirmPassword(), input.confirmPassword);
  if (input.terms) await user.click(field.terms());
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
};

describe('sign-up page', () => {
  it('shows the fields, the password hint, inert social buttons and the way back to sign-in', async () => {
    for (const path of ['/register', '/sign-up']) {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
      expect(field.username()).toBeInTheDocument();
      expect(field.email()).toBeInTheDocument();
      expect(field.confirmPassword()).toBeInTheDocument();
      expect(field.terms()).not.toBeChecked();
      expect(field.password()).toHaveAccessibleDescription('Your password must have at least 8 characters');
      expect(screen.getByRole('button', { name: /Sign up with Google/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: /Sign up with Facebook/ })).toBeDisabled();
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
      view.unmount();
    }
  });

  it('shows every "required" text under its field for an empty form and sends nothing', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(request.url);
    });
    try {
      renderApp('/register');
      await fillAndSubmit({});
      expect(field.username()).toHaveAccessibleDescription('Username is required');
      expect(field.email()).toHaveAccessibleDescription('Email is required');
      expect(field.password()).toHaveAccessibleDescription('Password is required');
      expect(field.confirmPassword()).toHaveAccessibleDescription('Please confirm your password');
      expect(field.terms()).toHaveAccessibleDescription('You must agree to the terms and conditions');
      expect(field.username()).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual([]);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('shows the length, format and match texts', async () => {
    renderApp('/register');
    await fillAndSubmit({ username: 'ab', email: 'ravi@example', password: 'short12', confirmPassword: 'short13', terms: true });
    expect(screen.getByText('Username must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(screen.queryByText('You must agree to the terms and conditions')).not.toBeInTheDocument();
  });

  it('clears a message once its field is corrected', async () => {
    renderApp('/register');
    const user = await fillAndSubmit({ ...VALID, username: 'ab' });
    expect(screen.getByText('Username must be at least 3 characters')).toBeVisible();
    await user.type(field.username(), 'c');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
  });

  it('sends only username, email and password, then confirms and goes to sign-in', async () => {
    let payload: unknown;
    server.use(
      rest.post(REGISTER_URL, async ({ request }) => {
        payload = await request.clone().json();
        // Returning nothing lets the demo backend's own handler answer.
      }),
    );
    renderApp('/register');
    await fillAndSubmit(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent('Account created successfully! Please sign in.');
    expect(payload).toEqual({ username: 'ravi.kumar', email: 'ravi.kumar@example.in', password: 'Service@2024' });
    expect(db.state.users.some((u) => u.email === 'ravi.kumar@example.in')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(locationPath()).toBe('/register');
    await waitFor(() => expect(locationPath()).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows 'User already exists with this email address.' for a taken email and keeps the values", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/register');
    await fillAndSubmit({ ...VALID, email: 'admin@demo.in' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^User already exists with this email address\.$/);
    expect(field.username()).toHaveValue('ravi.kumar');
    expect(field.email()).toHaveValue('admin@demo.in');
    expect(field.password()).toHaveValue('Service@2024');
    expect(field.confirmPassword()).toHaveValue('Service@2024');
    expect(field.terms()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    consoleError.mockRestore();
  });

  it.each<[string, () => Response, string]>([
    ['a network failure', () => HttpResponse.error(), 'Unable to connect to server. Please check if the backend is running.'],
    ['400', () => HttpResponse.json({ message: 'bad' }, { status: 400 }), 'Invalid data provided. Please check your inputs.'],
    ['500', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), 'Server error. Please try again later.'],
    ['422 with a message', () => HttpResponse.json({ message: 'Username is taken' }, { status: 422 }), 'Username is taken'],
    ['422 without a message', () => new HttpResponse(null, { status: 422 }), 'Registration failed. Please try again.'],
    ['success:false with a message', () => HttpResponse.json({ success: false, message: 'Sign-up is closed' }), 'Sign-up is closed'],
    ['success:false without a message', () => HttpResponse.json({ success: false }), 'Registration failed'],
  ])('maps %s to its text', async (_case, reply, text) => {
    server.use(rest.post(REGISTER_URL, reply));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/register');
    await fillAndSubmit(VALID);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeInTheDocument();
    expect(field.email()).toHaveValue(VALID.email);
    consoleError.mockRestore();
  });
});
