// The ONE table of validation texts (spec part 1 section 5, part 2 section 5, plus the rules of
// docs/architecture.md, "Business rules" and docs/architecture.md, "Roles and access"): for each text, where
// the spec asks for it, how the client produces it and which input the demo backend must refuse with the
// same text when it is sent directly.
// tests/unit/validation-sweep.test.ts runs the client side, tests/api/validation.test.ts the server side.
import en from '../../i18n/en.json';
import { translate } from '../../src/i18n/translate';
import { signInFormValid, validateSignUp, type SignUpValues } from '../../src/domain/auth';
import { applyMovement, validateBom, validateMovement, validateProduct, type BomInput, type InsufficientStockError, type MovementInput, type ProductInput } from '../../src/domain/catalog';
import { validateCategoryName } from '../../src/domain/categories';
import { validateTiers, type Tier } from '../../src/domain/commission';
import { clampRating } from '../../src/domain/service';
import { isSpareRequestComplete, type SpareRequestDraft } from '../../src/domain/spares';
import { missingRegistrationFields, REGISTRATION_REQUIRED } from '../../src/domain/warranty';
import { said } from './said';

/** The English of the registration form's one text (spec part 2 §5). */
const REGISTRATION_REQUIRED_TEXT = said(REGISTRATION_REQUIRED)!;
import { hasRequiredTenantFields } from '../../src/resources/tenants/tenantInput';
import { inviteProblem, type InviteFormValues } from '../../src/resources/users/inviteUser';
import type { TenantData } from '../../mocks/types';

/** The English text of an i18n key, as the screens show it. */
export const tr = (key: string, options?: Record<string, unknown>) => translate(en, key, options);

/** A pure rule of src/domain (or a pure helper of a screen): `bad` is the text shown for a broken input, `good` for a valid one. */
export interface DomainTrigger {
  kind: 'domain';
  via: string;
  bad: () => string | null | undefined;
  good: () => string | null | undefined;
}

/** A rule written inside a screen component: its screen test (tests/ui/<testFile>) renders it and asserts the text. */
export interface ScreenTrigger {
  kind: 'screen';
  via: string;
  testFile: string;
}

export interface ServerRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** The same bad input sent straight to the demo backend (tenant 1, super admin). */
export interface ServerCase {
  label: string;
  /** Builds the request from tenant 1's data (it may also arrange that data first). */
  request: (t: TenantData) => ServerRequest;
  /** 400 unless told. */
  status?: number;
  /** The text expected from the server; the row's text unless told. */
  message?: string;
  /**
   * The server refuses the input but words it differently from the screen: the message check is
   * kept as an expected failure (it.fails) so the difference stays visible until the handler changes.
   */
  gap?: { serverSays: string; why: string };
  /** Known defect: the handler changes the record before refusing (kept as it.fails until fixed). */
  leavesChange?: string;
}

export interface ValidationText {
  text: string;
  /** Where the text comes from (spec part and section, or a section of docs/architecture.md). */
  source: string;
  /** The i18n key the screens show it with (en.json). */
  key: string;
  keyArgs?: Record<string, unknown>;
  trigger: DomainTrigger | ScreenTrigger;
  server: ServerCase[] | { none: string };
}

const SIGN_UP_OK: SignUpValues = { username: 'asha', email: 'asha@example.in', password: 'longenough', confirmPassword: 'longenough', terms: true };
const signUp = (field: keyof SignUpValues, patch: Partial<SignUpValues>) => () => {
  const key = validateSignUp({ ...SIGN_UP_OK, ...patch })[field];
  return key ? tr(key) : null;
};

const PRODUCT_OK: ProductInput = { name: 'Mainboard X', categoryId: 1, sku: 'MB-X1', price: 100, warrantyMonths: 6 };
const product = (patch: Partial<ProductInput>) => () => said(validateProduct({ ...PRODUCT_OK, ...patch }));
const MOVEMENT_OK: MovementInput = { productId: 1, type: 'IN', qty: 5, reason: '', ref: '' };
const movement = (patch: Partial<MovementInput>) => () => said(validateMovement({ ...MOVEMENT_OK, ...patch }));
const BOM_OK: BomInput = { parentProductId: 1, version: 'v2.0', totalCost: 10, status: 'draft' };
const bom = (patch: Partial<BomInput>) => () => said(validateBom({ ...BOM_OK, ...patch }));
const tiers = (list: Tier[]) => () => said(validateTiers(list));
const TIERS_OK: Tier[] = [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1000, maxValue: null, rate: 12 }];

const INVITE_OK: InviteFormValues = { email: 'new.tech@example.in', role: 'technician', firstName: 'New', lastName: 'Tech', warehouseId: '1', password: 'Temp@1234' };
const invite = (patch: Partial<InviteFormValues>) => () => {
  const key = inviteProblem({ ...INVITE_OK, ...patch });
  return key ? tr(key) : null;
};

// Sample rows of tenant 1 the server cases point at.
const firstProduct = (t: TenantData) => t.products[0];
const firstBooking = (t: TenantData) => t.bookings[0];
const firstCustomer = (t: TenantData) => t.customers[0];
const firstCategory = (t: TenantData) => t.categories[0];
const productBody = (t: TenantData, patch: Record<string, unknown>) => ({ name: 'Mainboard X', categoryId: firstCategory(t).id, sku: 'MB-X9', price: 100, warrantyMonths: 6, ...patch });
const movementBody = (t: TenantData, patch: Record<string, unknown>) => ({ productId: firstProduct(t).id, qty: 5, type: 'IN', reason: '', ref: '', ...patch });
const bomBody = (t: TenantData, patch: Record<string, unknown>) => ({ parentProductId: firstProduct(t).id, version: 'v7.0', description: 'Sweep', status: 'draft', totalCost: 10, ...patch });
const ruleBody = (tieredRates: unknown) => ({ party: 'vendor', type: 'tiered', serviceCategory: 'Mobile Repair', minOrderValue: 100, maxOrderValue: 10000, applicableAreas: ['560100'], priority: 1, tieredRates });
const spareItem = { partName: 'T-Con Board', partNumber: 'TCON-120', quantity: 1, estimatedCost: 1650, description: '' };
const registrationBody = (t: TenantData, patch: Record<string, unknown>) => ({ productId: firstProduct(t).id, serialNo: 'SWEEP-SN-1', customerId: firstCustomer(t).id, purchaseDate: '2025-01-10', warrantyMonths: 24, ...patch });
const inviteBody = (patch: Record<string, unknown>) => ({ email: 'new.tech@example.in', password: 'Temp@1234', firstName: 'New', lastName: 'Tech', role: 'technician', tenantId: 1, ...patch });
const signUpBody = (patch: Record<string, unknown>) => ({ username: 'asha', email: 'asha.new@example.in', password: 'longenough', ...patch });

const CLIENT_ONLY_SIGN_UP = 'not sent: only username, email and password go to the server (spec part 1 section 5)';

export const VALIDATION_TEXTS: ValidationText[] = [
  // ---- Part 1, section 5: sign-in and sign-up
  {
    text: 'Please enter valid credentials',
    source: 'part 1 §5 sign-in',
    key: 'auth.signIn.invalidForm',
    trigger: { kind: 'domain', via: 'auth.signInFormValid', bad: () => (signInFormValid('not-an-email', '123') ? null : tr('auth.signIn.invalidForm')), good: () => (signInFormValid('a@b.in', '123456') ? null : tr('auth.signIn.invalidForm')) },
    server: { none: 'form-only: nothing is sent; a wrong e-mail/password pair is a 401 (spec part 1 section 8)' },
  },
  {
    text: 'Username is required',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.usernameRequired',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('username', { username: '  ' }), good: signUp('username', {}) },
    server: [{ label: 'POST /api/users/register without username', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ username: '' }) }) }],
  },
  {
    text: 'Username must be at least 3 characters',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.usernameMin',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('username', { username: 'ab' }), good: signUp('username', { username: 'abc' }) },
    server: [{ label: 'POST /api/users/register with a 2-letter username', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ username: 'ab' }) }) }],
  },
  {
    text: 'Email is required',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.emailRequired',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('email', { email: '' }), good: signUp('email', {}) },
    server: [{ label: 'POST /api/users/register without email', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ email: '' }) }) }],
  },
  {
    text: 'Please enter a valid email',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.emailInvalid',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('email', { email: 'asha@' }), good: signUp('email', { email: 'asha@x.in' }) },
    server: [{ label: 'POST /api/users/register with a malformed email', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ email: 'asha@' }) }) }],
  },
  {
    text: 'Password is required',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.passwordRequired',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('password', { password: '' }), good: signUp('password', {}) },
    server: [{ label: 'POST /api/users/register without password', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ password: '' }) }) }],
  },
  {
    text: 'Password must be at least 8 characters',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.passwordMin',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('password', { password: 'short77', confirmPassword: 'short77' }), good: signUp('password', { password: '12345678' }) },
    server: [{ label: 'POST /api/users/register with a 7-character password', request: () => ({ method: 'POST', path: '/api/users/register', body: signUpBody({ password: 'short77' }) }) }],
  },
  {
    text: 'Please confirm your password',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.confirmRequired',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('confirmPassword', { confirmPassword: '' }), good: signUp('confirmPassword', {}) },
    server: { none: CLIENT_ONLY_SIGN_UP },
  },
  {
    text: 'Passwords do not match',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.passwordsMismatch',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('confirmPassword', { confirmPassword: 'longenougH' }), good: signUp('confirmPassword', {}) },
    server: { none: CLIENT_ONLY_SIGN_UP },
  },
  {
    text: 'You must agree to the terms and conditions',
    source: 'part 1 §5 sign-up',
    key: 'auth.signUp.errors.termsRequired',
    trigger: { kind: 'domain', via: 'auth.validateSignUp', bad: signUp('terms', { terms: false }), good: signUp('terms', {}) },
    server: { none: CLIENT_ONLY_SIGN_UP },
  },
  {
    text: 'Your password must have at least 8 characters',
    source: 'part 1 §5 sign-up (hint)',
    key: 'auth.signUp.passwordHint',
    trigger: { kind: 'screen', via: 'SignUpPage password hint', testFile: 'public/sign-up.test.tsx' },
    server: { none: 'a hint under the field, not a refusal' },
  },

  // ---- Part 1, section 5: forms of the console
  {
    text: 'Please fill all required fields',
    source: 'part 1 §5 spare request create',
    key: 'spareRequests.create.required',
    trigger: {
      kind: 'domain',
      via: 'spares.isSpareRequestComplete',
      bad: () => (isSpareRequestComplete({ bookingId: '3', requestedBy: '', requestedItems: [spareItem] } as SpareRequestDraft) ? null : tr('spareRequests.create.required')),
      good: () => (isSpareRequestComplete({ bookingId: '3', requestedBy: '7', requestedItems: [spareItem] }) ? null : tr('spareRequests.create.required')),
    },
    server: [
      { label: 'POST /api/spare-requests without requestedBy', request: (t) => ({ method: 'POST', path: '/api/spare-requests', body: { bookingId: firstBooking(t).id, requestedBy: '', requestedItems: [spareItem], requestNotes: '' } }) },
      { label: 'POST /api/spare-requests without bookingId', request: () => ({ method: 'POST', path: '/api/spare-requests', body: { bookingId: '', requestedBy: 1, requestedItems: [spareItem] } }) },
      { label: 'POST /api/spare-requests without items', request: (t) => ({ method: 'POST', path: '/api/spare-requests', body: { bookingId: firstBooking(t).id, requestedBy: 1, requestedItems: [] } }) },
    ],
  },
  {
    text: 'Please fill all fields',
    source: 'part 1 §5 tenant create',
    key: 'tenants.create.required',
    trigger: {
      kind: 'domain',
      via: 'tenants/tenantInput.hasRequiredTenantFields',
      bad: () => (hasRequiredTenantFields({ name: 'Pune Warehouse', subdomain: '  ', plan: 'premium' }) ? null : tr('tenants.create.required')),
      good: () => (hasRequiredTenantFields({ name: 'Pune Warehouse', subdomain: 'pune', plan: 'premium' }) ? null : tr('tenants.create.required')),
    },
    server: [
      { label: 'POST /api/tenants without subdomain', request: () => ({ method: 'POST', path: '/api/tenants', body: { name: 'Pune Warehouse', subdomain: '', plan: 'premium', status: 'active' } }) },
      { label: 'POST /api/tenants without name', request: () => ({ method: 'POST', path: '/api/tenants', body: { name: ' ', subdomain: 'pune', plan: 'premium' } }) },
      {
        label: 'PUT /api/tenants/2 with a blank name',
        request: () => ({ method: 'PUT', path: '/api/tenants/2', body: { name: '  ' } }),
      },
    ],
  },
  {
    text: 'Please fill all required fields',
    source: 'part 1 §5 vendor create',
    key: 'vendors.create.required',
    trigger: { kind: 'screen', via: 'VendorCreateForm', testFile: 'vendors.test.tsx' },
    server: [{ label: 'POST /api/vendor-assignments without phone', request: () => ({ method: 'POST', path: '/api/vendor-assignments', body: { name: 'Sweep Services', type: 'vendor', email: 'sweep@example.in', phone: '' } }) }],
  },
  {
    text: 'Email and temporary password are required',
    source: 'part 1 §5 invite user',
    key: 'users.invite.required',
    trigger: { kind: 'domain', via: 'users/inviteUser.inviteProblem', bad: invite({ password: '' }), good: invite({}) },
    server: [
      {
        label: 'POST /api/users/register (invite) without email',
        request: () => ({ method: 'POST', path: '/api/users/register', body: inviteBody({ email: ' ' }) }),
      },
      {
        label: 'POST /api/users/register (invite) without password',
        request: () => ({ method: 'POST', path: '/api/users/register', body: inviteBody({ password: '' }) }),
      },
    ],
  },
  {
    text: 'Category name is required',
    source: 'part 1 §5 category create',
    key: 'serverText.categoryNameRequired',
    trigger: { kind: 'domain', via: 'categories.validateCategoryName', bad: () => said(validateCategoryName('   ')), good: () => said(validateCategoryName('Mainboards')) },
    server: [{ label: 'POST /api/categories with a blank name', request: () => ({ method: 'POST', path: '/api/categories', body: { categoryName: '   ' } }) }],
  },
  {
    text: 'Category name is required',
    source: 'part 1 §5 category edit',
    key: 'serverText.categoryNameRequired',
    trigger: { kind: 'domain', via: 'categories.validateCategoryName', bad: () => said(validateCategoryName('')), good: () => said(validateCategoryName(' Speakers ')) },
    server: [{ label: 'PUT /api/categories/{id} with a blank name', request: (t) => ({ method: 'PUT', path: `/api/categories/${firstCategory(t).id}`, body: { categoryName: '' } }) }],
  },
  {
    text: 'Product name is required',
    source: 'part 1 §5 product screen (create and edit)',
    key: 'products.validation.nameRequired',
    trigger: { kind: 'screen', via: 'products/productInput.validateProductName (react-admin validator)', testFile: 'products.test.tsx' },
    server: { none: "the call layer's own 'Product name is required' row below is what the server answers" },
  },
  {
    text: 'Category is required',
    source: 'part 1 §5 product screen (create)',
    key: 'products.validation.categoryRequired',
    trigger: { kind: 'screen', via: 'products/productInput.validateCategory (react-admin required)', testFile: 'products.test.tsx' },
    server: { none: "the call layer answers with 'Product category is required for inventory classification' (row below)" },
  },
  {
    text: 'Product name is required',
    source: 'part 1 §5 product call layer',
    key: 'serverText.productNameRequired',
    trigger: { kind: 'domain', via: 'catalog.validateProduct', bad: product({ name: '  ' }), good: product({}) },
    server: [
      { label: 'POST /api/products with a blank name', request: (t) => ({ method: 'POST', path: '/api/products', body: productBody(t, { name: ' ' }) }) },
      { label: 'PUT /api/products/{id} with a blank name', request: (t) => ({ method: 'PUT', path: `/api/products/${firstProduct(t).id}`, body: { name: '' } }) },
    ],
  },
  {
    text: 'Product category is required for inventory classification',
    source: 'part 1 §5 product call layer',
    key: 'serverText.productCategoryRequired',
    trigger: { kind: 'domain', via: 'catalog.validateProduct', bad: product({ categoryId: null }), good: product({}) },
    server: [{ label: 'POST /api/products without categoryId', request: (t) => ({ method: 'POST', path: '/api/products', body: productBody(t, { categoryId: null }) }) }],
  },
  {
    text: 'TV models should have minimum 12 months warranty',
    source: 'part 1 §5 product call layer',
    key: 'serverText.tvWarranty',
    trigger: { kind: 'domain', via: 'catalog.validateProduct', bad: product({ name: 'Vistara 50" Smart TV', warrantyMonths: 11 }), good: product({ name: 'Vistara 50" Smart TV', warrantyMonths: 12 }) },
    server: [
      { label: 'POST /api/products: a TV with 11 months', request: (t) => ({ method: 'POST', path: '/api/products', body: productBody(t, { name: 'Vistara 50" Smart TV', warrantyMonths: 11 }) }) },
      { label: 'PUT /api/products/{id}: a TV cut to 6 months', request: (t) => ({ method: 'PUT', path: `/api/products/${t.products.find((p) => p.name.includes('"') && /tv/i.test(p.name))!.id}`, body: { warrantyMonths: 6 } }) },
    ],
  },
  {
    text: 'SKU should contain only uppercase letters, numbers, and hyphens',
    source: 'part 1 §5 product call layer',
    key: 'serverText.skuFormat',
    trigger: { kind: 'domain', via: 'catalog.validateProduct', bad: product({ sku: 'mb x1' }), good: product({ sku: 'MB-X1' }) },
    server: [{ label: 'POST /api/products with sku "mb x1"', request: (t) => ({ method: 'POST', path: '/api/products', body: productBody(t, { sku: 'mb x1' }) }) }],
  },
  {
    text: 'Product price cannot be negative',
    source: 'part 1 §5 product call layer',
    key: 'serverText.productPriceNegative',
    trigger: { kind: 'domain', via: 'catalog.validateProduct', bad: product({ price: -0.01 }), good: product({ price: 0 }) },
    server: [{ label: 'POST /api/products with price -5', request: (t) => ({ method: 'POST', path: '/api/products', body: productBody(t, { price: -5 }) }) }],
  },
  {
    text: 'Product is required',
    source: 'part 1 §5 inventory movement screen',
    key: 'inventory.form.errors.productRequired',
    trigger: { kind: 'screen', via: 'inventory/MovementCreateForm productRequired', testFile: 'inventory.test.tsx' },
    server: { none: "the call layer answers with 'Product ID is required for inventory tracking' (row below)" },
  },
  {
    text: 'Movement type is required',
    source: 'part 1 §5 inventory movement screen',
    key: 'inventory.form.errors.typeRequired',
    trigger: { kind: 'screen', via: 'inventory/MovementCreateForm typeRequired', testFile: 'inventory.test.tsx' },
    server: { none: "the call layer answers with 'Movement type must be IN or OUT' (row below)" },
  },
  {
    text: 'Valid quantity is required',
    source: 'part 1 §5 inventory movement screen',
    key: 'inventory.form.errors.quantity',
    trigger: { kind: 'screen', via: 'inventory/MovementCreateForm quantity', testFile: 'inventory.test.tsx' },
    server: { none: "the call layer answers with 'Quantity must be greater than 0' (row below)" },
  },
  {
    text: 'Product ID is required for inventory tracking',
    source: 'part 1 §5 movement call layer',
    key: 'serverText.movementProductRequired',
    trigger: { kind: 'domain', via: 'catalog.validateMovement', bad: movement({ productId: '' }), good: movement({}) },
    server: [
      { label: 'POST /api/inventory/movements without productId', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { productId: null }) }) },
      { label: 'POST /api/inventory/adjust without productId', request: (t) => ({ method: 'POST', path: '/api/inventory/adjust', body: movementBody(t, { productId: '' }) }) },
    ],
  },
  {
    text: 'Movement type must be IN or OUT',
    source: 'part 1 §5 movement call layer',
    key: 'serverText.movementType',
    trigger: { kind: 'domain', via: 'catalog.validateMovement', bad: movement({ type: 'SIDEWAYS' }), good: movement({ type: 'IN' }) },
    server: [{ label: 'POST /api/inventory/movements with type "in"', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { type: 'in' }) }) }],
  },
  {
    text: 'Quantity must be greater than 0',
    source: 'part 1 §5 movement call layer',
    key: 'serverText.quantityAboveZero',
    trigger: { kind: 'domain', via: 'catalog.validateMovement', bad: movement({ qty: 0 }), good: movement({ qty: 1 }) },
    server: [
      { label: 'POST /api/inventory/movements with qty 0', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { qty: 0 }) }) },
      { label: 'POST /api/inventory/movements with qty -3', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { qty: -3 }) }) },
    ],
  },
  {
    text: 'Large quantity movements (>100) require a reason',
    source: 'part 1 §5 movement call layer',
    key: 'serverText.largeMovementReason',
    trigger: { kind: 'domain', via: 'catalog.validateMovement', bad: movement({ qty: 101, reason: ' ' }), good: movement({ qty: 101, reason: 'Bulk restock' }) },
    server: [{ label: 'POST /api/inventory/movements with qty 101 and no reason', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { qty: 101 }) }) }],
  },
  {
    text: 'Outgoing movements require reference for tracking',
    source: 'part 1 §5 movement call layer',
    key: 'serverText.outMovementRef',
    trigger: { kind: 'domain', via: 'catalog.validateMovement', bad: movement({ type: 'OUT', qty: 2, ref: '' }), good: movement({ type: 'OUT', qty: 2, ref: 'JOB-1' }) },
    server: [{ label: 'POST /api/inventory/movements OUT 2 without ref', request: (t) => ({ method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { type: 'OUT', qty: 2 }) }) }],
  },

  // ---- Part 2, section 5: BOMs
  {
    text: 'Parent product ID is required for BOM',
    source: 'part 2 §5 BOM call layer',
    key: 'serverText.bomProductRequired',
    trigger: { kind: 'domain', via: 'catalog.validateBom', bad: bom({ parentProductId: null }), good: bom({}) },
    server: [{ label: 'POST /api/boms without parentProductId', request: (t) => ({ method: 'POST', path: '/api/boms', body: bomBody(t, { parentProductId: '' }) }) }],
  },
  {
    text: 'BOM version is required',
    source: 'part 2 §5 BOM call layer',
    key: 'serverText.bomVersionRequired',
    trigger: { kind: 'domain', via: 'catalog.validateBom', bad: bom({ version: ' ' }), good: bom({}) },
    server: [
      { label: 'POST /api/boms without version', request: (t) => ({ method: 'POST', path: '/api/boms', body: bomBody(t, { version: '' }) }) },
      { label: 'POST /api/boms/{id}/clone without newVersion', request: (t) => ({ method: 'POST', path: `/api/boms/${t.boms[0].id}/clone`, body: { newVersion: '', description: 'Clone' } }) },
    ],
  },
  {
    text: 'Version should follow format: v1.0, v1.1, v2.0, etc.',
    source: 'part 2 §5 BOM call layer',
    key: 'serverText.bomVersionFormat',
    trigger: { kind: 'domain', via: 'catalog.validateBom', bad: bom({ version: '2.0' }), good: bom({ version: 'v2.0.1' }) },
    server: [
      { label: 'POST /api/boms with version "2.0"', request: (t) => ({ method: 'POST', path: '/api/boms', body: bomBody(t, { version: '2.0' }) }) },
      { label: 'PUT /api/boms/{id} with version "V1"', request: (t) => ({ method: 'PUT', path: `/api/boms/${t.boms[0].id}`, body: { version: 'V1' } }) },
      { label: 'POST /api/boms/{id}/clone with newVersion "v1"', request: (t) => ({ method: 'POST', path: `/api/boms/${t.boms[0].id}/clone`, body: { newVersion: 'v1', description: 'Clone' } }) },
    ],
  },
  {
    text: 'Total cost cannot be negative',
    source: 'part 2 §5 BOM call layer',
    key: 'serverText.bomCostNegative',
    trigger: { kind: 'domain', via: 'catalog.validateBom', bad: bom({ totalCost: -1 }), good: bom({ totalCost: 0 }) },
    server: [
      { label: 'POST /api/boms with totalCost -1', request: (t) => ({ method: 'POST', path: '/api/boms', body: bomBody(t, { totalCost: -1 }) }) },
      { label: 'PUT /api/boms/{id} with totalCost -1', request: (t) => ({ method: 'PUT', path: `/api/boms/${t.boms[0].id}`, body: { totalCost: -1 } }) },
    ],
  },
  {
    text: 'Effective date for active BOMs should not be in the past',
    source: 'part 2 §5 BOM call layer',
    key: 'serverText.bomPastEffective',
    trigger: {
      kind: 'domain',
      via: 'catalog.validateBom',
      bad: bom({ status: 'active', effectiveDate: '2020-01-01T00:00:00.000Z' }),
      good: bom({ status: 'active', effectiveDate: new Date(Date.now() + 86_400_000).toISOString() }),
    },
    server: [{ label: 'POST /api/boms active, effective 2020-01-01', request: (t) => ({ method: 'POST', path: '/api/boms', body: bomBody(t, { status: 'active', effectiveDate: '2020-01-01T00:00:00.000Z' }) }) }],
  },
  {
    text: 'TV Product is required',
    source: 'part 2 §5 BOM create screen',
    key: 'boms.create.errors.productRequired',
    trigger: { kind: 'screen', via: 'boms/BomCreateForm required()', testFile: 'boms.test.tsx' },
    server: { none: "the call layer answers with 'Parent product ID is required for BOM'" },
  },
  {
    text: 'Version is required',
    source: 'part 2 §5 BOM create screen',
    key: 'boms.create.errors.versionRequired',
    trigger: { kind: 'screen', via: 'boms/BomCreateForm required()', testFile: 'boms.test.tsx' },
    server: { none: "the call layer answers with 'BOM version is required'" },
  },
  {
    text: 'New version is required',
    source: 'part 2 §5 BOM clone',
    key: 'boms.actions.clone.versionRequired',
    trigger: { kind: 'screen', via: 'boms/CloneBomButton', testFile: 'boms.test.tsx' },
    server: { none: "the clone call answers with 'BOM version is required' (row above)" },
  },

  // ---- Part 2, section 5: areas and warranty
  {
    text: 'Please fill all required fields',
    source: 'part 2 §5 area create',
    key: 'areas.create.required',
    trigger: { kind: 'screen', via: 'areas/AreaCreateForm areaFormProblem', testFile: 'areas.test.tsx' },
    server: [
      { label: 'POST /v1/areas without city', request: () => ({ method: 'POST', path: '/areas', body: { city: '', pincode: '560099', state: 'Karnataka' } }) },
      { label: 'POST /v1/areas without pincode', request: () => ({ method: 'POST', path: '/areas', body: { city: 'Bengaluru', pincode: ' ', state: 'Karnataka' } }) },
      { label: 'POST /v1/areas without state', request: () => ({ method: 'POST', path: '/areas', body: { city: 'Bengaluru', pincode: '560099' } }) },
    ],
  },
  {
    text: 'Please provide pincodes and coverage type',
    source: 'part 2 §5 area bulk update',
    key: 'areas.bulk.required',
    trigger: { kind: 'screen', via: 'areas/BulkCoverageForm', testFile: 'areas.test.tsx' },
    server: [
      { label: 'PATCH /v1/areas/bulk-coverage without pincodes', request: () => ({ method: 'PATCH', path: '/areas/bulk-coverage', body: { pincodes: ' , ', coverage: 'partial' } }) },
      { label: 'PATCH /v1/areas/bulk-coverage without coverage', request: () => ({ method: 'PATCH', path: '/areas/bulk-coverage', body: { pincodes: '560001', coverage: '' } }) },
    ],
  },
  {
    text: 'Please enter a serial number',
    source: 'part 2 §5 warranty check',
    key: 'registrations.check.serialRequired',
    trigger: { kind: 'screen', via: 'registrations/WarrantyCheckCard', testFile: 'registrations.test.tsx' },
    server: [{ label: 'GET /api/warranties/check without serialNo', request: () => ({ method: 'GET', path: '/api/warranties/check', query: { serialNo: ' ' } }) }],
  },
  {
    text: REGISTRATION_REQUIRED_TEXT,
    source: 'part 2 §5 warranty registration',
    key: 'registrations.register.required',
    trigger: {
      kind: 'domain',
      via: 'warranty.missingRegistrationFields',
      bad: () => (missingRegistrationFields({ productId: 1, serialNo: 'SN-1', customerId: 2, purchaseDate: '2025-01-10', warrantyMonths: 0 }).length ? REGISTRATION_REQUIRED_TEXT : null),
      good: () => (missingRegistrationFields({ productId: 1, serialNo: 'SN-1', customerId: 2, purchaseDate: '2025-01-10', warrantyMonths: 24 }).length ? REGISTRATION_REQUIRED_TEXT : null),
    },
    server: [
      { label: 'POST /api/warranties without purchaseDate', request: (t) => ({ method: 'POST', path: '/api/warranties', body: registrationBody(t, { purchaseDate: '' }) }) },
      { label: 'POST /api/warranties with warrantyMonths 0', request: (t) => ({ method: 'POST', path: '/api/warranties', body: registrationBody(t, { warrantyMonths: 0 }) }) },
      { label: 'POST /api/warranties without serialNo', request: (t) => ({ method: 'POST', path: '/api/warranties', body: registrationBody(t, { serialNo: '  ' }) }) },
      { label: 'POST /api/warranties without customerId', request: (t) => ({ method: 'POST', path: '/api/warranties', body: registrationBody(t, { customerId: null }) }) },
    ],
  },

  // ---- Found beside section 5: rules of spec part 1 §5 (vendor rating), part 2 §8 and
  // docs/architecture.md, "Business rules"; docs/architecture.md, "Roles and access"
  {
    text: 'The rating must be a number',
    source: 'part 1 §5 vendor rating ("must be numeric")',
    key: 'vendors.rating.notNumber',
    trigger: { kind: 'domain', via: 'service.clampRating', bad: () => (clampRating('four') === null ? tr('vendors.rating.notNumber') : null), good: () => (clampRating('9') === null ? tr('vendors.rating.notNumber') : null) },
    server: [
      {
        label: 'PUT /api/vendor-assignments/{id} with rating "four"',
        request: (t) => ({ method: 'PUT', path: `/api/vendor-assignments/${t.vendors[0].id}`, body: { rating: 'four' } }),
      },
    ],
  },
  {
    text: 'Pincode must have exactly 6 digits',
    source: 'docs/architecture.md, "Business rules" (area pincode)',
    key: 'areas.create.invalidPincode',
    trigger: { kind: 'screen', via: 'areas/AreaCreateForm areaFormProblem', testFile: 'areas.test.tsx' },
    server: [
      {
        label: 'POST /v1/areas with pincode 56001',
        request: () => ({ method: 'POST', path: '/areas', body: { city: 'Bengaluru', pincode: '56001', state: 'Karnataka' } }),
      },
    ],
  },
  {
    text: 'Warehouse ID is required for this role',
    source: 'docs/architecture.md, "Roles and access" (invite sends the warehouse id)',
    key: 'users.invite.warehouseRequired',
    trigger: { kind: 'domain', via: 'users/inviteUser.inviteProblem', bad: invite({ warehouseId: ' ' }), good: invite({ role: 'super_admin', warehouseId: '' }) },
    server: { none: "the server takes the inviting admin's own warehouse when none is sent" },
  },
  {
    text: 'Warehouse ID must be a positive whole number',
    source: 'docs/architecture.md, "Roles and access" (invite sends the warehouse id)',
    key: 'users.invite.warehouseInvalid',
    trigger: { kind: 'domain', via: 'users/inviteUser.inviteProblem', bad: invite({ warehouseId: '1.5' }), good: invite({ warehouseId: '2' }) },
    server: [
      {
        label: 'POST /api/users/register (invite) with tenantId "abc"',
        request: () => ({ method: 'POST', path: '/api/users/register', body: inviteBody({ tenantId: 'abc' }) }),
      },
    ],
  },
  {
    text: 'Role name is required',
    source: 'docs/architecture.md, "Roles and access" (Roles & Permissions)',
    key: 'roles.errors.nameRequired',
    trigger: { kind: 'screen', via: 'roles/RoleFormFields nameRequired', testFile: 'roles.test.tsx' },
    server: [
      { label: 'POST /v1/roles with a blank name', request: () => ({ method: 'POST', path: '/roles', body: { name: '  ', description: 'x' } }) },
      { label: 'PUT /v1/roles/{id} with a blank name', request: () => ({ method: 'PUT', path: '/roles/3', body: { name: '' } }) },
    ],
  },
  {
    text: 'Cannot delete active BOM',
    source: 'part 2 §8 / docs/architecture.md, "Business rules"',
    key: 'serverText.bomDeleteActive',
    trigger: { kind: 'screen', via: "boms/DeleteBomButton shows the server's 409", testFile: 'boms.test.tsx' },
    server: [
      {
        label: 'DELETE /api/boms/{id} of an active BOM',
        status: 409,
        request: (t) => ({ method: 'DELETE', path: `/api/boms/${t.boms.find((b) => b.status === 'active')!.id}` }),
      },
    ],
  },
  {
    text: 'Insufficient stock: only 3 left',
    source: 'docs/architecture.md, "Business rules" (an OUT above the stock)',
    key: 'serverText.insufficientStock',
    keyArgs: { available: 3 },
    trigger: {
      kind: 'domain',
      via: 'catalog.applyMovement',
      bad: () => {
        try {
          applyMovement(3, 'OUT', 4);
          return null;
        } catch (e) {
          return said((e as InsufficientStockError).refusal);
        }
      },
      good: () => (applyMovement(3, 'OUT', 3) === 0 ? null : 'wrong stock'),
    },
    server: [
      {
        label: 'POST /api/inventory/movements OUT 4 of a product with 3 left',
        status: 409,
        request: (t) => {
          const p = firstProduct(t);
          p.stock = 3;
          return { method: 'POST', path: '/api/inventory/movements', body: movementBody(t, { productId: p.id, type: 'OUT', qty: 4, ref: 'JOB-77' }) };
        },
      },
    ],
  },
  ...(
    [
      ['tierNeeded', {}, [], 'A tiered rule needs at least one tier'],
      ['tierMinimum', { tier: 1 }, [{ minValue: -1, maxValue: 1000, rate: 10 }], 'Tier 1: minimum must be a number of 0 or more'],
      ['tierRate', { tier: 1 }, [{ minValue: 0, maxValue: 1000, rate: -2 }], 'Tier 1: rate must be a number of 0 or more'],
      ['tierMaximum', { tier: 1 }, [{ minValue: 500, maxValue: 500, rate: 10 }], 'Tier 1: maximum must be greater than minimum'],
      ['tierLastOpen', { tier: 1 }, [{ minValue: 0, maxValue: null, rate: 10 }, { minValue: 1000, maxValue: 2000, rate: 12 }], 'Tier 1: only the last tier may have no maximum'],
      ['tierOverlaps', { tier: 2, previous: 1 }, [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 900, maxValue: 2000, rate: 12 }], 'Tier 2 overlaps tier 1'],
      ['tierGap', { tier: 2, previous: 1, end: 1000 }, [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1100, maxValue: 2000, rate: 12 }], 'Tier 2 must start where tier 1 ends (1000)'],
    ] as const
  ).map(
    ([problem, keyArgs, list, text]): ValidationText => ({
      text,
      source: 'docs/architecture.md, "Business rules" (tiers ascending, contiguous, non-overlapping)',
      key: `serverText.${problem}`,
      keyArgs,
      trigger: { kind: 'domain', via: 'commission.validateTiers', bad: tiers(list as unknown as Tier[]), good: tiers(TIERS_OK) },
      server: [
        { label: `POST /v1/commission-rules, tiers: ${problem}`, request: () => ({ method: 'POST', path: '/commission-rules', body: ruleBody(list) }) },
        { label: `PUT /v1/commission-rules/{id}, tiers: ${problem}`, request: (t) => ({ method: 'PUT', path: `/commission-rules/${t.commissionRules[0].id}`, body: { type: 'tiered', tieredRates: list } }) },
      ],
    }),
  ),
];
