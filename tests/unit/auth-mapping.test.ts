import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { translate, lookup } from '../../src/i18n/translate';
import {
  normalizeLoginResponse,
  signInErrorKey,
  signInFormValid,
  signUpErrorKey,
  validateSignUp,
  type SignUpValues,
} from '../../src/domain/auth';

// The English text a mapping result ends up as on screen.
const text = (result: { key: string } | { message: string }) =>
  'key' in result ? translate(en, result.key) : result.message;

describe('signInErrorKey', () => {
  it.each([
    [0, undefined, 'auth.signIn.errors.network', 'Unable to connect to server.'],
    [400, undefined, 'auth.signIn.errors.failed', 'Login failed.'],
    [400, 'Email and password are required', null, 'Email and password are required'],
    [401, 'Invalid email or password', 'auth.signIn.errors.invalid', 'Invalid credentials.'],
    [403, 'This account is deactivated', 'auth.signIn.errors.forbidden', 'Access denied.'],
    [404, undefined, 'auth.signIn.errors.notFound', 'Login endpoint not found.'],
    [409, undefined, 'auth.signIn.errors.failed', 'Login failed.'],
    [422, 'Unprocessable login', null, 'Unprocessable login'],
    [422, undefined, 'auth.signIn.errors.failed', 'Login failed.'],
    [422, null, 'auth.signIn.errors.failed', 'Login failed.'],
    [500, 'boom', 'auth.signIn.errors.server', 'Server error. Try later.'],
    [503, undefined, 'auth.signIn.errors.server', 'Server error. Try later.'],
  ])('status %s (server message %j) -> %s', (status, serverMessage, key, english) => {
    const result = signInErrorKey(status, serverMessage);
    if (key) expect(result).toEqual({ key });
    else expect(result).toEqual({ message: serverMessage });
    expect(text(result)).toBe(english);
  });

  it('has the text of an unsuccessful 200 response', () => {
    expect(translate(en, 'auth.signIn.errors.unsuccessful')).toBe('Login failed');
  });
});

describe('signUpErrorKey', () => {
  it.each([
    [0, undefined, 'auth.signUp.errors.network', 'Unable to connect to server. Please check if the backend is running.'],
    [400, 'A valid email is required', 'auth.signUp.errors.badRequest', 'Invalid data provided. Please check your inputs.'],
    [401, undefined, 'auth.signUp.errors.failed', 'Registration failed. Please try again.'],
    [403, 'Not allowed here', null, 'Not allowed here'],
    [404, undefined, 'auth.signUp.errors.failed', 'Registration failed. Please try again.'],
    [409, 'User already exists', 'auth.signUp.errors.exists', 'User already exists with this email address.'],
    [422, 'Username taken', null, 'Username taken'],
    [422, undefined, 'auth.signUp.errors.failed', 'Registration failed. Please try again.'],
    [500, undefined, 'auth.signUp.errors.server', 'Server error. Please try again later.'],
    [503, 'maintenance', 'auth.signUp.errors.server', 'Server error. Please try again later.'],
  ])('status %s (server message %j) -> %s', (status, serverMessage, key, english) => {
    const result = signUpErrorKey(status, serverMessage);
    if (key) expect(result).toEqual({ key });
    else expect(result).toEqual({ message: serverMessage });
    expect(text(result)).toBe(english);
  });

  it('has the texts of an unsuccessful response and of success', () => {
    expect(translate(en, 'auth.signUp.errors.unsuccessful')).toBe('Registration failed');
    expect(translate(en, 'auth.signUp.success')).toBe('Account created successfully! Please sign in.');
  });
});

describe('normalizeLoginResponse', () => {
  const user = { id: 7, email: 'a@b.in', role: 'technician' };
  it.each<[string, unknown, Partial<ReturnType<typeof normalizeLoginResponse>>]>([
    [
      'success envelope with data.tenant',
      { success: true, message: 'Login successful', data: { accessToken: 'A', refreshToken: 'R', user, tenant: { id: 3 } } },
      { success: true, message: 'Login successful', token: 'A', refreshToken: 'R', user, tenantId: '3' },
    ],
    [
      'flat accessToken with tenantId',
      { accessToken: 'A', refreshToken: 'R', user, tenantId: 2 },
      { success: true, token: 'A', refreshToken: 'R', user, tenantId: '2' },
    ],
    [
      'token with the tenant on the user',
      { token: 'T', user: { ...user, tenantId: 5 } },
      { success: true, token: 'T', refreshToken: null, tenantId: '5' },
    ],
    [
      'data.tokens access/refresh, no tenant (defaults to 1)',
      { data: { tokens: { access: 'A2', refresh: 'R2' }, user } },
      { success: true, token: 'A2', refreshToken: 'R2', user, tenantId: '1' },
    ],
    [
      'snake_case tokens and tenant_id',
      { data: { access_token: 'S', refresh_token: 'SR', tenant_id: '9', user } },
      { success: true, token: 'S', refreshToken: 'SR', tenantId: '9' },
    ],
    [
      'success:false with a message',
      { success: false, message: 'Account locked' },
      { success: false, message: 'Account locked', token: null, user: null, tenantId: '1' },
    ],
    [
      'success:false even with a token',
      { success: false, data: { accessToken: 'A' } },
      { success: false, token: 'A', message: undefined },
    ],
    ['no token at all', { success: true, data: { user } }, { success: false, token: null, user }],
    ['not an object', 'OK', { success: false, token: null, user: null, tenantId: '1' }],
    ['null', null, { success: false, token: null, user: null, tenantId: '1' }],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeLoginResponse(raw)).toMatchObject(expected);
  });
});

describe('validateSignUp', () => {
  const valid: SignUpValues = {
    username: 'ravi',
    email: 'ravi@example.in',
    password: 'secret123',
    confirmPassword: 'secret123',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it.each<[string, Partial<SignUpValues>, keyof SignUpValues, string]>([
    ['empty username', { username: '  ' }, 'username', 'Username is required'],
    ['short username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['empty email', { email: '' }, 'email', 'Email is required'],
    ['invalid email', { email: 'ravi@example' }, 'email', 'Please enter a valid email'],
    ['empty password', { password: '', confirmPassword: '' }, 'password', 'Password is required'],
    ['empty password, confirmation typed', { password: '' }, 'password', 'Password is required'],
    ['short password', { password: 'short12', confirmPassword: 'short12' }, 'password', 'Password must be at least 8 characters'],
    ['empty confirmation', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    ['different confirmation', { confirmPassword: 'secret124' }, 'confirmPassword', 'Passwords do not match'],
    ['terms not ticked', { terms: false }, 'terms', 'You must agree to the terms and conditions'],
  ])('%s', (_name, change, field, english) => {
    const errors = validateSignUp({ ...valid, ...change });
    // An empty password also leaves the confirmation empty or different; every other case is one error.
    const others = Object.keys(errors).filter((k) => k !== field);
    expect(others).toEqual(field === 'password' && !change.password ? ['confirmPassword'] : []);
    expect(translate(en, errors[field]!)).toBe(english);
  });

  it('reports every field of an empty form at once', () => {
    const errors = validateSignUp({ username: '', email: '', password: '', confirmPassword: '', terms: false });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'password', 'terms', 'username']);
  });

  it('accepts exactly 3 characters of username and 8 of password', () => {
    expect(validateSignUp({ ...valid, username: 'abc', password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });
});

describe('signInFormValid', () => {
  it.each([
    ['user@demo.in', '123456', true],
    ['user@demo.in', '12345', false],
    ['user@demo.in', '', false],
    ['', '123456', false],
    ['   ', '123456', false],
    ['user@demo', '123456', false],
    ['not-an-email', 'Demo@1234', false],
    [' user@demo.in ', 'Demo@1234', true],
  ])('%j / %j -> %s', (email, password, expected) => {
    expect(signInFormValid(email, password)).toBe(expected);
  });

  it('has the invalid-form text', () => {
    expect(translate(en, 'auth.signIn.invalidForm')).toBe('Please enter valid credentials');
  });
});

describe('auth and public translations', () => {
  // Every English key of these namespaces has a Hindi text with the same placeholders.
  const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();

  it.each(['auth', 'public'])('%s is complete in Hindi', (ns) => {
    const english = keys((en as Record<string, any>)[ns], `${ns}.`);
    expect(english.length).toBeGreaterThan(20);
    for (const key of english) {
      const hindi = lookup(hi, key);
      expect(hindi, key).toBeTypeOf('string');
      expect(placeholders(hindi!), key).toEqual(placeholders(lookup(en, key)!));
    }
  });
});
