import { http as rest } from 'msw';
import { db } from '../db';
import { api, v1, json, fail, authorize, audit, commit, publicUser, currentMatrix, parse, warehouseClosedFor } from './util';
import { isValidEmail, SIGN_UP_PASSWORD_MIN, USERNAME_MIN } from '../../src/domain/auth';
import { normalizeRole } from '../../src/domain/access';
import { customerWithEmail, invitedCustomer, linksInvitedCustomer } from '../../src/domain/customers';
import { makePasswordHash, passwordNeedsRehash, UNMATCHABLE_PASSWORD, verifyPassword } from '../../src/domain/passwords';
import type { User } from '../types';
import {
  accessSession,
  accessTokenSignIn,
  bearerCheck,
  clientAddress,
  refreshTokenSignIn,
  revokeSignIn,
  revokeSignInsOf,
  rotateRefreshToken,
  signInThrottle,
  signInUser,
} from './sessions';

// Sessions (docs/api.md, "Sessions: what the console expects of a backend"; mocks/handlers/sessions.ts):
// short access tokens (signed JWTs, 15 minutes), so a leaked one is soon useless; the console renews
// them with the refresh token, which lives 7 days from its issue and buys one new pair (rotation). Both
// run on Date.now(), so tests move them with vi.setSystemTime.
export { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, expireAccessTokens, revokeRefreshTokens } from './sessions';

/** The user as the client sees it, with its role's permission matrix as edited on Roles & Permissions. */
const userWithPermissions = (u: User) => ({ ...publicUser(u), permissions: currentMatrix()[normalizeRole(u.role)] ?? {} });

const bearerToken = (request: Request) => (request.headers.get('Authorization') || '').replace(/^Bearer\s+/, '').trim();

/** 429 with Retry-After (seconds): too many failed sign-ins on this account or from this address. */
const tooManySignIns = (seconds: number) => {
  const response = fail(429, 'serverText.tooManySignIns', { seconds });
  response.headers.set('Retry-After', String(seconds));
  return response;
};

const login = async ({ request }: { request: Request }) => {
  // 'Email and password are required' when either is missing or blank (LoginBody).
  const body = await parse((s) => s.LoginBody, request);
  const email = body.email.toLowerCase();
  // Throttled per account and per address before the password is checked (src/domain/signInThrottle.ts).
  const attempt = signInThrottle.begin(email, clientAddress(request));
  if (attempt.refused) return tooManySignIns(attempt.retryAfterSeconds);
  const user = db.state.users.find((u) => u.email.toLowerCase() === email);
  // An unknown address costs the same hashing as a known one, so timing does not tell them apart.
  const matches = await verifyPassword(body.password, user ?? UNMATCHABLE_PASSWORD);
  if (!user || !matches) return fail(401, 'serverText.invalidCredentials');
  attempt.succeeded();
  if (!user.isActive) return fail(403, 'serverText.accountDeactivated');
  if (warehouseClosedFor(user)) return fail(403, 'serverText.warehouseInactive');
  // A hash of an older cost or scheme is replaced now that the password is known (src/domain/passwords.ts).
  if (passwordNeedsRehash(user)) {
    const verified = user.passwordHash;
    const rehashed = await makePasswordHash(body.password);
    // Unless the password was changed meanwhile.
    if (user.passwordHash === verified) Object.assign(user, rehashed);
  }
  const tokens = await signInUser(user.id);
  return commit(
    json({
      success: true,
      message: 'Login successful',
      data: { ...tokens, user: userWithPermissions(user), tenant: { id: user.tenantId ?? 1 } },
    }),
  );
};

/**
 * A refresh token buys a new pair once (rotation): it is kept as `rotated` until it expires, and a
 * second use ends its whole sign-in, because one of its two holders is not the user.
 */
const refresh = async ({ request }: { request: Request }) => {
  // 'Refresh token is required' when it is missing or blank (RefreshBody).
  const token = (await parse((s) => s.RefreshBody, request)).refreshToken;
  const outcome = await rotateRefreshToken(token, (userId) => db.state.users.some((u) => u.id === userId && u.isActive));
  if ('refused' in outcome) {
    const refused = fail(401, 'serverText.refreshRefused');
    return outcome.changed ? commit(refused) : refused;
  }
  return commit(json({ success: true, data: outcome.tokens }));
};

/** Ends the sign-in of the bearer token and of the body's refresh token; 200 even when neither is known. */
const logout = async ({ request }: { request: Request }) => {
  let refreshToken = '';
  try {
    refreshToken = (await parse((s) => s.LogoutBody, request)).refreshToken ?? '';
  } catch {
    // A body that is not JSON, or not a LogoutBody, still signs out the bearer token: signing out never fails.
  }
  // The sign-in of each, if it is one of ours: an expired access token still names its sign-in.
  const sids = await Promise.all([accessTokenSignIn(bearerToken(request)), refreshTokenSignIn(refreshToken)]);
  for (const sid of sids) if (sid) revokeSignIn(sid);
  return commit(json({ success: true }));
};

/** Sign-up (username, email, password) and the invite form (email, password, names, role). */
const register = async ({ request }: { request: Request }) => {
  const body = await parse((s) => s.RegisterBody, request);
  const email = body.email ?? '';
  const password = body.password ?? '';
  const isInvite = body.role !== undefined;
  // The same texts the forms show (spec part 1 section 5).
  if (isInvite) {
    if (!email || !password) return fail(400, 'serverText.emailPasswordRequired');
    if (!isValidEmail(email)) return fail(400, 'serverText.validEmail');
    if (password.length < 6) return fail(400, 'serverText.passwordMin6');
  } else {
    const username = body.username ?? '';
    if (!username) return fail(400, 'serverText.usernameRequired');
    if (username.length < USERNAME_MIN) return fail(400, 'serverText.usernameMin');
    if (!email) return fail(400, 'serverText.emailRequired');
    if (!isValidEmail(email)) return fail(400, 'serverText.validEmail');
    if (!password) return fail(400, 'serverText.passwordRequired');
    if (password.length < SIGN_UP_PASSWORD_MIN) return fail(400, 'serverText.passwordMin8');
  }
  // An invite is checked for the right to invite first: the 409 below must not tell others which addresses have accounts.
  const actor = isInvite ? authorize(request, 'users', 'create') : null;
  // Hashed before the checks below, so nothing awaits between the e-mail check and the write.
  const hashed = await makePasswordHash(password);
  if (db.state.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) return fail(409, 'serverText.emailTaken');
  let tenantId: number | null = 1;
  let role: User['role'] = 'customer';
  if (actor) {
    role = normalizeRole(body.role);
    if (role === 'super_admin' && actor.role !== 'super_admin') return fail(403, 'serverText.onlySuperCreatesSuper');
    tenantId = role === 'super_admin' ? null : (body.tenantId ?? body.warehouseId ?? Number(actor.tenantId));
    if (role !== 'super_admin' && (!Number.isInteger(tenantId) || Number(tenantId) <= 0)) return fail(400, 'serverText.warehouseIdWhole');
    if (role !== 'super_admin' && !db.state.tenants.some((t) => t.id === tenantId)) return fail(400, 'serverText.warehouseMissing', { id: String(tenantId) });
    if (actor.role !== 'super_admin' && String(tenantId) !== String(actor.user.tenantId)) return fail(403, 'serverText.otherWarehouseUsers');
  }
  const user: User = {
    id: db.nextId('users'),
    email,
    username: body.username || undefined,
    firstName: body.firstName ?? body.username ?? '',
    lastName: body.lastName ?? '',
    role,
    isActive: true,
    tenantId,
    ...hashed,
    // A sign-up is not linked to any customer record: it sees none until staff link it (PUT /api/users/:id).
    ...(role === 'customer' ? { customerId: null } : {}),
    createdAt: new Date().toISOString(),
  };
  // An invited customer is a customer of the warehouse (issue 27): linked to its customer record with
  // the same e-mail, or to a new one made from the invite, so that it sees its own products and jobs (src/domain/customers.ts).
  if (actor && linksInvitedCustomer(role, tenantId)) {
    const customers = db.tenant(String(tenantId)).customers;
    let customer = customerWithEmail(customers, email);
    if (!customer) {
      customer = { id: db.nextId('customers'), ...invitedCustomer(user), createdAt: user.createdAt };
      customers.push(customer);
      audit({ ...actor, t: db.tenant(String(tenantId)), tenantId: String(tenantId) }, 'customer', customer.id, 'create');
    }
    user.customerId = customer.id;
  }
  db.state.users.push(user);
  if (actor) audit(actor, 'user', user.id, 'create');
  return commit(json({ success: true, message: 'User registered successfully', data: publicUser(user) }, 201));
};

export const authHandlers = [
  // First: verifies the bearer token of every call before any handler's `authorize` (sessions.ts).
  bearerCheck,
  rest.post(api('/users/login'), login),
  rest.post(v1('/auth/login'), login),
  rest.post(api('/users/register'), register),
  rest.post(v1('/auth/register'), register),
  rest.post(v1('/auth/forgot-password'), async ({ request }) => {
    // 'A valid email is required' (ForgotPasswordBody); nothing is written either way.
    await parse((s) => s.ForgotPasswordBody, request);
    // Like a real server, the answer does not reveal whether the address has an account.
    return json({ success: true, message: 'If the address has an account, a verification email is on its way' });
  }),
  rest.post(v1('/auth/refresh'), refresh),
  rest.post(v1('/auth/logout'), logout),
  rest.get(v1('/auth/profile'), ({ request }) => json({ success: true, data: userWithPermissions(authorize(request, null).user) })),
  rest.post(v1('/auth/change-password'), async ({ request }) => {
    const ctx = authorize(request, null);
    const body = await parse((s) => s.ChangePasswordBody, request);
    if (!(await verifyPassword(body.currentPassword, ctx.user))) return fail(400, 'serverText.currentPasswordWrong');
    if (body.newPassword.length < SIGN_UP_PASSWORD_MIN) return fail(400, 'serverText.passwordMin8');
    Object.assign(ctx.user, await makePasswordHash(body.newPassword));
    // Every other sign-in of the user ends (their access tokens at once, their refresh tokens refused):
    // whoever held the old password is out. The session that changed it stays.
    revokeSignInsOf(ctx.user.id, accessSession(bearerToken(request))?.sid);
    audit(ctx, 'user', ctx.user.id, 'change-password');
    return commit(json({ success: true }));
  }),
  rest.get(v1('/auth/sponsor/:id/verify'), ({ params }) => {
    const user = db.state.users.find((u) => String(u.id) === String(params.id));
    return user ? json({ success: true, data: { valid: true } }) : fail(404, 'serverText.sponsorNotFound');
  }),
];
