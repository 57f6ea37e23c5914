// Sign-in and sign-up rules of spec part 1 sections 5 and 8. Results are i18n keys, texts live in i18n/.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIGN_IN_PASSWORD_MIN = 6;
export const SIGN_UP_PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** Sign-in form: any failure gives the one 'Please enter valid credentials' text. */
export const signInFormValid = (email: string, password: string) =>
  !!email.trim() && isValidEmail(email) && password.length >= SIGN_IN_PASSWORD_MIN;

export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const validateSignUp = (v: SignUpValues): SignUpErrors => {
  const e: SignUpErrors = {};
  if (!v.username.trim()) e.username = 'auth.signUp.errors.usernameRequired';
  else if (v.username.trim().length < USERNAME_MIN) e.username = 'auth.signUp.errors.usernameMin';
  if (!v.email.trim()) e.email = 'auth.signUp.errors.emailRequired';
  else if (!isValidEmail(v.email)) e.email = 'auth.signUp.errors.emailInvalid';
  if (!v.password) e.password = 'auth.signUp.errors.passwordRequired';
  else if (v.password.length < SIGN_UP_PASSWORD_MIN) e.password = 'auth.signUp.errors.passwordMin';
  if (!v.confirmPassword) e.confirmPassword = 'auth.signUp.errors.confirmRequired';
  else if (v.confirmPassword !== v.password) e.confirmPassword = 'auth.signUp.errors.passwordsMismatch';
  if (!v.terms) e.terms = 'auth.signUp.errors.termsRequired';
  return e;
};

/** Error text (key, or the server's own message) for a failed sign-in. */
export const signInErrorKey = (status: number, serverMessage?: string | null): { key: string } | { message: string } => {
  if (status === 0) return { key: 'auth.signIn.errors.network' };
  if (status === 401) return { key: 'auth.signIn.errors.invalid' };
  if (status === 403) return { key: 'auth.signIn.errors.forbidden' };
  if (status === 404) return { key: 'auth.signIn.errors.notFound' };
  if (status >= 500) return { key: 'auth.signIn.errors.server' };
  return serverMessage ? { message: serverMessage } : { key: 'auth.signIn.errors.failed' };
};

export const signUpErrorKey = (status: number, serverMessage?: string | null): { key: string } | { message: string } => {
  if (status === 0) return { key: 'auth.signUp.errors.network' };
  if (status === 400) return { key: 'auth.signUp.errors.badRequest' };
  if (status === 409) return { key: 'auth.signUp.errors.exists' };
  if (status >= 500) return { key: 'auth.signUp.errors.server' };
  return serverMessage ? { message: serverMessage } : { key: 'auth.signUp.errors.failed' };
};

export interface NormalizedLogin {
  success: boolean;
  message?: string;
  token: string | null;
  refreshToken: string | null;
  user: Record<string, any> | null;
  tenantId: string;
}

/**
 * Sign-in responses arrive in several shapes:
 *  { success, message, data: { accessToken, refreshToken, user, tenant: { id } } }
 *  { accessToken, refreshToken, user, tenantId }
 *  { token, user: { ..., tenantId } }
 *  { data: { tokens: { access, refresh }, user } }
 */
export const normalizeLoginResponse = (raw: unknown): NormalizedLogin => {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, any>;
  const d = (r.data && typeof r.data === 'object' ? r.data : r) as Record<string, any>;
  const tokens = (d.tokens ?? r.tokens ?? {}) as Record<string, any>;
  const token =
    d.accessToken ?? d.access_token ?? d.token ?? tokens.accessToken ?? tokens.access ?? r.accessToken ?? r.token ?? null;
  const refreshToken =
    d.refreshToken ?? d.refresh_token ?? tokens.refreshToken ?? tokens.refresh ?? r.refreshToken ?? null;
  const user = (d.user ?? r.user ?? null) as Record<string, any> | null;
  const tenantRaw =
    d.tenant?.id ?? d.tenantId ?? d.tenant_id ?? r.tenant?.id ?? r.tenantId ?? user?.tenantId ?? user?.tenant_id ?? user?.tenant?.id;
  const tenantId = tenantRaw === undefined || tenantRaw === null || tenantRaw === '' ? '1' : String(tenantRaw);
  const success = r.success === undefined ? !!token : !!r.success && !!token;
  return {
    success,
    message: typeof r.message === 'string' ? r.message : undefined,
    token: token ? String(token) : null,
    refreshToken: refreshToken ? String(refreshToken) : null,
    user,
    tenantId,
  };
};
