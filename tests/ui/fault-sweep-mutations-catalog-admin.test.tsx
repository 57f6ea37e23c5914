import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { getAccessToken } from '../../src/providers/storage';
import { db, locationPath, pickLookup, renderApp, renderScreen, server, signInAs } from './harness';
import { revokeRefreshTokens } from '../../mocks/handlers/auth';

// Fault sweep over the MUTATIONS of the catalogue, inventory, warranty and administration screens
// and the public pages' submits. Each mutation is rendered once and its form filled once; then a
// 500, a 400 and a 403 (each with a server message) and a network failure are injected in turn into
// that one call: the red alert (or error notification) must show the spec's failure text with the
// server's message (or the http layer's network text), what was typed must stay, the screen must
// not crash and the demo backend must not change. A 401 comes last: in the console it renews the
// session and replays the call once, and a 401 that stays is shown like the other faults; then, with
// the refresh refused, the sign-in dialog opens over the form and its Sign out goes to /sign-in with
// the session gone. The public pages show their own 401 text instead.


type User = ReturnType<typeof userEvent.setup>;
type Method = 'post' | 'put' | 'patch' | 'delete';

const API = DEMO_ORIGIN;
const NETWORK_TEXT = 'Network error: unable to reach the server';

interface Fault {
  label: string;
  /** 0: the request never gets an answer (HttpResponse.error()). */
  status: number;
  /** The server's `message`, when the answer has a body. */
  message?: string;
  /** What the http layer makes of it: the server message, or its network text. */
  shown: string;
}

const FAULTS: Fault[] = [
  { label: '500 with a message', status: 500, message: 'Ledger database is down (500)', shown: 'Ledger database is down (500)' },
  { label: '400 with a message', status: 400, message: 'The request was refused as invalid (400)', shown: 'The request was refused as invalid (400)' },
  { label: '403 with a message', status: 403, message: 'Your role may not do this (403)', shown: 'Your role may not do this (403)' },
  { label: 'network failure', status: 0, shown: NETWORK_TEXT },
];

/** Checks that what was typed is still there (and, for row actions, that the row is untouched). */
type KeptCheck = () => void | Promise<void>;

interface MutationCase {
  name: string;
  path: string;
  method: Method;
  /** The mutation's URL as msw matches it (path parameters as :id). */
  url: string;
  /** Public page: no sign-in first, and a 401 shows its own text (`on401`) instead of the redirect. */
  publicPage?: boolean;
  /** Backend tweaks before the screen renders (e.g. which parts are low on stock). */
  setup?: () => void;
  /** Opens the form (or dialog) and fills it, once; returns the check that it is still filled. */
  prepare: (user: User) => Promise<KeptCheck>;
  /** Sends the mutation (Save, Create, Confirm...). */
  submit: (user: User) => Promise<void>;
  /** Texts one red alert (or error notification) must hold for this fault. */
  expected: (fault: Fault) => string[];
  /** Public pages: the texts a 401 shows. */
  on401?: string[];
}

// ---------------------------------------------------------------- helpers

const t1 = () => db.tenant('1');

/** The demo store without the sessions: a failed mutation must leave all of it as it was. */
const backendSnapshot = () => JSON.stringify({ ...db.state, sessions: null });

/** The table row whose cell reads exactly `text` (DOM scan: role queries over the console are slow). */
const findRow = (text: string) =>
  waitFor(() => {
    const cell = [...document.querySelectorAll('table tbody td')].find((td) => td.textContent?.trim() === text);
    if (!cell) throw new Error(`No table row with a cell "${text}"`);
    return cell.closest('tr') as HTMLTableRowElement;
  });

/** The card (a <section>) whose level-2 heading is `heading`. */
const section = async (heading: string) =>
  within((await screen.findByRole('heading', { name: heading, level: 2 })).closest('section') as HTMLElement);

const tabPanel = () => within(screen.getByRole('tabpanel'));

const openTab = async (user: User, name: string) => user.click(await screen.findByRole('tab', { name }));

const chooseOption = async (user: User, combobox: HTMLElement, option: string) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};

const dialog = () => within(screen.getByRole('dialog'));
const openDialog = async () => within(await screen.findByRole('dialog'));
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A red alert (MUI error Alert, or react-admin's error notification) holding every text. */
const expectRedAlert = (texts: string[]) =>
  waitFor(() => {
    const alerts = [...document.querySelectorAll<HTMLElement>('[role="alert"]')];
    const red = alerts.filter((a) => a.matches('.MuiAlert-colorError') || a.closest('.RaNotification-error'));
    const match = red.find((a) => texts.every((t) => (a.textContent ?? '').includes(t)));
    expect(match, `a red alert with ${JSON.stringify(texts)}; shown: ${JSON.stringify(alerts.map((a) => a.textContent))}`).toBeDefined();
  });

/**
 * Closes the notification a fault raised, as a click elsewhere does, so the next fault's one shows
 * at once instead of after react-admin's 4 s auto-hide.
 */
const dismissNotification = async (user: User) => {
  if (!document.querySelector('.MuiSnackbar-root')) return;
  await user.click(document.body);
  await waitFor(() => expect(document.querySelector('.MuiSnackbar-root')).toBeNull());
};

const expectNoCrash = (path: string) => {
  expect(locationPath()).toBe(path);
  expect(document.body).not.toHaveTextContent('Something went wrong');
  expect(document.body.textContent?.trim()).not.toBe('');
};

/** Replaces the mutation's answer with `fault` (newest handler wins); counts the calls it answers. */
const inject = (c: MutationCase, status: number, message?: string) => {
  const calls = { count: 0 };
  server.use(
    rest[c.method](c.url, () => {
      calls.count += 1;
      if (status === 0) return HttpResponse.error();
      return message === undefined ? new HttpResponse(null, { status }) : HttpResponse.json({ message }, { status });
    }),
  );
  return calls;
};

/** "<title>" and the server message under it: the ErrorAlert of a form or dialog. */
const titled = (title: string) => (fault: Fault) => [title, fault.shown];
/** One notification line "<prefix>: <message>". */
const notified = (prefix: string) => (fault: Fault) => [`${prefix}: ${fault.shown}`];

// ---------------------------------------------------------------- seed lookups

const bomOf = (sku: string, version: string) => t1().boms.find((b) => b.parentProduct.sku === sku && b.version === version)!;
const productOption = (sku: string) => {
  const p = t1().products.find((x) => x.sku === sku)!;
  return `${p.name} (${p.sku})`;
};
const bomRow = (id: number) => findRow(String(id));
const lastProduct = () => t1().products[t1().products.length - 1];
const speakerPair = () => t1().products.find((p) => p.sku === 'SPK-10W-PR')!;

// ---------------------------------------------------------------- the cases

const CATEGORIES = '/admin/catalog/categories';
const PRODUCTS = '/admin/products';
const BOMS = '/admin/catalog/boms';
const INVENTORY = '/admin/inventory/transactions';
const LOW_STOCK = '/admin/inventory/low-stock';
const REGISTRATIONS = '/admin/catalog/registrations';
const TENANTS = '/admin/tenants';
const USERS = '/admin/users';
const INVITE = '/admin/users/register';
const ROLES = '/admin/user-role-permission';

const productForm = {
  name: 'Nilgiri 24" HD TV',
  category: 'Televisions',
  sku: 'NLG-24-HD',
  price: 9990,
  warrantyMonths: 12,
  description: 'Compact model',
};

const CASES: MutationCase[] = [
  // ---- Categories
  {
    name: 'categories: create',
    path: CATEGORIES,
    method: 'post',
    url: `${API}/api/categories`,
    prepare: async (user) => {
      await openTab(user, 'Add New Category');
      await user.type(await screen.findByRole('textbox', { name: 'Category name' }), 'Tuner Modules');
      return () => expect(tabPanel().getByRole('textbox', { name: 'Category name' })).toHaveValue('Tuner Modules');
    },
    submit: (user) => user.click(tabPanel().getByRole('button', { name: 'Create' })),
    expected: titled('Failed to create category'),
  },
  {
    name: 'categories: inline edit',
    path: CATEGORIES,
    method: 'put',
    url: `${API}/api/categories/:id`,
    prepare: async (user) => {
      const row = await findRow('Speakers');
      await user.click(await within(row).findByRole('button', { name: 'Edit' }));
      const field = within(row).getByRole('textbox', { name: 'Category name' });
      await user.clear(field);
      await user.type(field, 'Speakers & Tweeters');
      return () => expect(screen.getByRole('textbox', { name: 'Category name' })).toHaveValue('Speakers & Tweeters');
    },
    submit: async (user) => {
      const row = screen.getByRole('textbox', { name: 'Category name' }).closest('tr') as HTMLElement;
      await user.click(within(row).getByRole('button', { name: 'Save' }));
    },
    expected: titled('Failed to update category'),
  },
  {
    name: 'categories: delete',
    path: CATEGORIES,
    method: 'delete',
    url: `${API}/api/categories/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow('Speakers')).findByRole('button', { name: 'Delete' }));
      await openDialog();
      return () => expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete the category "Speakers"?');
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Delete' })),
    expected: titled('Failed to delete category'),
  },
  {
    name: 'categories: add a suggestion',
    path: CATEGORIES,
    method: 'post',
    url: `${API}/api/categories`,
    prepare: async (user) => {
      await openTab(user, 'Suggested Categories');
      const list = await screen.findByRole('list', { name: 'Suggested Categories' });
      const add = () => within(within(list).getByText('Remote Controls').closest('li') as HTMLElement).getByRole('button', { name: 'Add' });
      await waitFor(() => expect(add()).toBeEnabled());
      return () => expect(add()).toBeEnabled();
    },
    submit: async (user) => {
      const list = screen.getByRole('list', { name: 'Suggested Categories' });
      await user.click(within(within(list).getByText('Remote Controls').closest('li') as HTMLElement).getByRole('button', { name: 'Add' }));
    },
    expected: notified('Failed to create category "Remote Controls"'),
  },

  // ---- Products
  {
    name: 'products: create',
    path: PRODUCTS,
    method: 'post',
    url: `${API}/api/products`,
    prepare: async (user) => {
      await openTab(user, 'Add New Product');
      const form = within(await screen.findByRole('tabpanel'));
      await user.type(await form.findByRole('textbox', { name: 'Product name' }), productForm.name);
      await waitFor(() => expect(form.getByRole('combobox', { name: /^Category/ })).not.toHaveAttribute('aria-disabled', 'true'));
      await chooseOption(user, form.getByRole('combobox', { name: /^Category/ }), productForm.category);
      await user.type(form.getByRole('textbox', { name: 'SKU' }), productForm.sku);
      await user.type(form.getByRole('spinbutton', { name: 'Price (₹)' }), String(productForm.price));
      await user.type(form.getByRole('spinbutton', { name: 'Warranty months' }), String(productForm.warrantyMonths));
      await user.type(form.getByRole('textbox', { name: 'Description' }), productForm.description);
      return () => {
        const f = tabPanel();
        expect(f.getByRole('textbox', { name: 'Product name' })).toHaveValue(productForm.name);
        expect(f.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(productForm.category);
        expect(f.getByRole('textbox', { name: 'SKU' })).toHaveValue(productForm.sku);
        expect(f.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(productForm.price);
        expect(f.getByRole('spinbutton', { name: 'Warranty months' })).toHaveValue(productForm.warrantyMonths);
        expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue(productForm.description);
      };
    },
    submit: (user) => user.click(tabPanel().getByRole('button', { name: 'Create Product' })),
    expected: titled('Failed to create product'),
  },
  {
    name: 'products: edit',
    path: PRODUCTS,
    method: 'put',
    url: `${API}/api/products/:id`,
    prepare: async (user) => {
      const target = speakerPair();
      await user.click(await within(await findRow(target.name)).findByRole('button', { name: 'Edit' }));
      const d = within(await screen.findByRole('dialog', { name: `Edit product: ${target.name}` }));
      const name = d.getByRole('textbox', { name: 'Product name' });
      await user.clear(name);
      await user.type(name, 'Speaker Pair 12W');
      const price = d.getByRole('spinbutton', { name: 'Price (₹)' });
      await user.clear(price);
      await user.type(price, '749.5');
      return () => {
        expect(dialog().getByRole('textbox', { name: 'Product name' })).toHaveValue('Speaker Pair 12W');
        expect(dialog().getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(749.5);
        expect(dialog().getByRole('textbox', { name: 'SKU' })).toHaveValue('SPK-10W-PR');
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Save' })),
    expected: titled('Failed to update product'),
  },
  {
    name: 'products: delete',
    path: PRODUCTS,
    method: 'delete',
    url: `${API}/api/products/:id`,
    prepare: async (user) => {
      const target = lastProduct();
      await user.click(await within(await findRow(target.name)).findByRole('button', { name: 'Delete' }));
      await openDialog();
      return () => expect(screen.getByRole('dialog')).toHaveTextContent(`Are you sure you want to delete the product "${target.name}"?`);
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Delete' })),
    expected: titled('Failed to delete product'),
  },

  // ---- BOMs
  {
    name: 'BOMs: create',
    path: BOMS,
    method: 'post',
    url: `${API}/api/boms`,
    prepare: async (user) => {
      await openTab(user, 'Create BOM');
      await screen.findByRole('group', { name: 'Effective Date' });
      const form = tabPanel();
      await waitFor(() => expect(form.getByRole('combobox', { name: /TV Product/ })).not.toHaveAttribute('aria-disabled', 'true'));
      await chooseOption(user, form.getByRole('combobox', { name: /TV Product/ }), productOption('NLG-32-HD'));
      await user.type(form.getByRole('textbox', { name: /^Version/ }), 'v2.0');
      await user.type(form.getByRole('textbox', { name: 'Description' }), 'Wall-mount variant');
      await user.type(form.getByRole('spinbutton', { name: 'Total Cost' }), '1500');
      await user.type(form.getByRole('textbox', { name: 'Notes' }), 'New bracket');
      return () => {
        const f = tabPanel();
        expect(f.getByRole('combobox', { name: /TV Product/ })).toHaveTextContent(productOption('NLG-32-HD'));
        expect(f.getByRole('textbox', { name: /^Version/ })).toHaveValue('v2.0');
        expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue('Wall-mount variant');
        expect(f.getByRole('spinbutton', { name: 'Total Cost' })).toHaveValue(1500);
        expect(f.getByRole('textbox', { name: 'Notes' })).toHaveValue('New bracket');
        expect(f.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Draft');
      };
    },
    submit: (user) => user.click(tabPanel().getByRole('button', { name: 'Create' })),
    expected: titled('Failed to create BOM'),
  },
  {
    name: 'BOMs: import CSV upload',
    path: BOMS,
    method: 'post',
    url: `${API}/api/boms/import`,
    prepare: async (user) => {
      await screen.findByText('Total: 8');
      const csv = ['sku,version,description,status,totalCost,notes,effectiveDate', 'NLG-32-HD,v5.0,Imported from the plant,draft,1200,From CSV,'].join('\n');
      await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'boms.csv', { type: 'text/csv' }));
      await screen.findByRole('table', { name: 'Import preview' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
      return () => {
        const preview = screen.getByRole('table', { name: 'Import preview' });
        expect(within(preview).getByRole('cell', { name: 'v5.0' })).toBeInTheDocument();
        expect(screen.getByText('Rows ready: 1. Rows with errors: 0.')).toBeInTheDocument();
        expect((screen.getByLabelText('CSV file') as HTMLInputElement).files?.[0]?.name).toBe('boms.csv');
        expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
      };
    },
    submit: (user) => user.click(screen.getByRole('button', { name: 'Upload' })),
    expected: titled('Failed to import BOMs'),
  },
  {
    name: 'BOMs: activate',
    path: BOMS,
    method: 'patch',
    url: `${API}/api/boms/:id/activate`,
    prepare: async () => {
      const bom = bomOf('VST-55-QLED', 'v1.0');
      await waitFor(async () => expect(within(await bomRow(bom.id)).getByRole('button', { name: 'Activate' })).toBeEnabled());
      return async () => {
        const row = await bomRow(bom.id);
        expect(within(row).getByText('Inactive')).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: 'Activate' })).toBeEnabled();
      };
    },
    submit: async (user) => {
      const row = await bomRow(bomOf('VST-55-QLED', 'v1.0').id);
      await user.click(within(row).getByRole('button', { name: 'Activate' }));
    },
    expected: notified('Failed to activate BOM'),
  },
  {
    name: 'BOMs: clone',
    path: BOMS,
    method: 'post',
    url: `${API}/api/boms/:id/clone`,
    prepare: async (user) => {
      const source = bomOf('VST-43-4K', 'v1.1');
      await user.click(await within(await bomRow(source.id)).findByRole('button', { name: 'Clone' }));
      const d = within(await screen.findByRole('dialog', { name: 'Clone BOM v1.1' }));
      const version = d.getByRole('textbox', { name: /New version/ });
      await user.clear(version);
      await user.type(version, 'v3.0');
      const description = d.getByRole('textbox', { name: 'Description' });
      await user.clear(description);
      await user.type(description, 'Cheaper speakers');
      return () => {
        expect(dialog().getByRole('textbox', { name: /New version/ })).toHaveValue('v3.0');
        expect(dialog().getByRole('textbox', { name: 'Description' })).toHaveValue('Cheaper speakers');
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Clone' })),
    expected: titled('Failed to clone BOM'),
  },
  {
    name: 'BOMs: delete',
    path: BOMS,
    method: 'delete',
    url: `${API}/api/boms/:id`,
    prepare: async () => {
      const draft = bomOf('NLG-32-HD', 'v1.1');
      await waitFor(async () => expect(within(await bomRow(draft.id)).getByRole('button', { name: 'Delete' })).toBeEnabled());
      // The confirmation closes on a failure (the notification says why): the row must stay as it was.
      return async () => {
        await noDialog();
        const row = await bomRow(draft.id);
        expect(within(row).getByText('v1.1')).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled();
      };
    },
    submit: async (user) => {
      await noDialog();
      await user.click(within(await bomRow(bomOf('NLG-32-HD', 'v1.1').id)).getByRole('button', { name: 'Delete' }));
      await user.click((await openDialog()).getByRole('button', { name: 'Delete' }));
    },
    expected: notified('Failed to delete BOM'),
  },

  // ---- Inventory movements
  {
    name: 'inventory: record a movement',
    path: INVENTORY,
    method: 'post',
    url: `${API}/api/inventory/movements`,
    prepare: async (user) => {
      const product = t1().products.find((p) => p.stock >= 6)!;
      const option = `${product.name} (${product.sku})`;
      await openTab(user, 'Add Movement');
      const form = await section('Add Movement');
      await pickLookup(user, form.getByRole('button', { name: 'Record Movement' }).closest('form') as HTMLElement, /^Product$/, product.sku, option);
      await user.click(form.getByRole('radio', { name: 'IN' }));
      await user.type(form.getByRole('spinbutton', { name: 'Quantity' }), '7');
      await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Supplier delivery');
      await user.type(form.getByRole('textbox', { name: 'Ref' }), 'GRN-FAULT-1');
      return async () => {
        const f = await section('Add Movement');
        expect(f.getByRole('combobox', { name: 'Product' })).toHaveValue(option);
        expect(f.getByRole('radio', { name: 'IN' })).toBeChecked();
        expect(f.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(7);
        expect(f.getByRole('textbox', { name: 'Reason' })).toHaveValue('Supplier delivery');
        expect(f.getByRole('textbox', { name: 'Ref' })).toHaveValue('GRN-FAULT-1');
      };
    },
    submit: async (user) => user.click((await section('Add Movement')).getByRole('button', { name: 'Record Movement' })),
    expected: titled('Failed to record inventory movement'),
  },

  // ---- Low stock: the threshold goes to the server
  {
    name: 'low stock: change a threshold',
    path: LOW_STOCK,
    method: 'put',
    url: `${API}/api/inventory/threshold/:id`,
    setup: () => {
      const products = t1().products;
      for (const p of products) Object.assign(p, { stock: 500, stockThreshold: 5 });
      Object.assign(products[0], { stock: 4, stockThreshold: 5 });
    },
    prepare: async (user) => {
      const low = t1().products[0];
      const input = await within(await findRow(low.sku)).findByRole('spinbutton', { name: `Threshold for ${low.name}` });
      await user.clear(input);
      await user.type(input, '9');
      return async () => {
        const row = await findRow(low.sku);
        expect(within(row).getByRole('spinbutton', { name: `Threshold for ${low.name}` })).toHaveValue(9);
        expect(row.querySelector('[data-status]')).toHaveTextContent('Low Stock');
        expect(within(row).getByRole('button', { name: 'Save' })).toBeEnabled();
      };
    },
    submit: async (user) => user.click(within(await findRow(t1().products[0].sku)).getByRole('button', { name: 'Save' })),
    expected: notified('Failed to update threshold'),
  },

  // ---- Product registrations (warranty)
  {
    name: 'registrations: register a product',
    path: REGISTRATIONS,
    method: 'post',
    url: `${API}/api/warranties`,
    prepare: async (user) => {
      const product = t1().products[0];
      const customer = t1().customers[0];
      const form = await section('Register Product');
      const formElement = form.getByRole('button', { name: 'Register Product' }).closest('form') as HTMLElement;
      await pickLookup(user, formElement, /^Product/, product.sku, `${product.name} (${product.sku})`);
      await user.type(form.getByRole('textbox', { name: 'Serial Number' }), 'SN-FAULT-1');
      await pickLookup(user, formElement, /^Customer ID/, customer.name, `${customer.name} · ${customer.phone}`);
      await user.click(within(form.getByRole('group', { name: 'Purchase Date' })).getByRole('spinbutton', { name: 'Day' }));
      await user.keyboard('15032025');
      await user.type(form.getByRole('textbox', { name: 'Dealer ID' }), 'DLR-777');
      await user.type(form.getByRole('textbox', { name: 'Invoice Number' }), 'INV/2025/42');
      await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Bought at the fair');
      return async () => {
        const f = await section('Register Product');
        expect(f.getByRole('combobox', { name: /^Product/ })).toHaveValue(`${product.name} (${product.sku})`);
        expect(f.getByRole('textbox', { name: 'Serial Number' })).toHaveValue('SN-FAULT-1');
        expect(f.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue(`${customer.name} · ${customer.phone}`);
        expect(f.getByRole('group', { name: 'Purchase Date' })).toHaveTextContent('15/03/2025');
        expect(f.getByRole('spinbutton', { name: 'Warranty Months' })).toHaveValue(24);
        expect(f.getByRole('textbox', { name: 'Dealer ID' })).toHaveValue('DLR-777');
        expect(f.getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('INV/2025/42');
        expect(f.getByRole('textbox', { name: 'Notes' })).toHaveValue('Bought at the fair');
      };
    },
    submit: async (user) => user.click((await section('Register Product')).getByRole('button', { name: 'Register Product' })),
    expected: titled('Failed to register product'),
  },
  {
    name: 'registrations: extend a warranty',
    path: REGISTRATIONS,
    method: 'patch',
    url: `${API}/api/warranties/:id/extend-warranty`,
    prepare: async (user) => {
      const reg = t1().registrations.at(-1)!;
      await user.click(await within(await findRow(reg.serialNo)).findByRole('button', { name: 'Extend' }));
      const months = (await openDialog()).getByRole('textbox', { name: 'Additional months' });
      await user.clear(months);
      await user.type(months, '6');
      return () => {
        expect(dialog().getByRole('textbox', { name: 'Additional months' })).toHaveValue('6');
        expect(dialog().getByRole('button', { name: 'Extend warranty' })).toBeEnabled();
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Extend warranty' })),
    expected: titled('Failed to extend warranty'),
  },

  // ---- Tenants (warehouses)
  {
    name: 'tenants: create',
    path: TENANTS,
    method: 'post',
    url: `${API}/api/tenants`,
    prepare: async (user) => {
      const form = await section('Create Tenant');
      await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Pune East Warehouse');
      await user.type(form.getByRole('textbox', { name: /^Subdomain/ }), 'pune-east');
      await user.type(form.getByRole('textbox', { name: 'Description' }), 'Spares for Pune');
      await user.type(form.getByRole('textbox', { name: 'Contact Email' }), 'ops@pune-east.example.in');
      await user.type(form.getByRole('textbox', { name: 'Contact Phone' }), '+91 90000 11111');
      return async () => {
        const f = await section('Create Tenant');
        expect(f.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pune East Warehouse');
        expect(f.getByRole('textbox', { name: /^Subdomain/ })).toHaveValue('pune-east');
        expect(f.getByRole('combobox', { name: /^Plan/ })).toHaveTextContent('premium');
        expect(f.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('active');
        expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue('Spares for Pune');
        expect(f.getByRole('textbox', { name: 'Contact Email' })).toHaveValue('ops@pune-east.example.in');
        expect(f.getByRole('textbox', { name: 'Contact Phone' })).toHaveValue('+91 90000 11111');
      };
    },
    submit: async (user) => user.click((await section('Create Tenant')).getByRole('button', { name: 'Create' })),
    expected: titled('Failed to create tenant'),
  },
  {
    name: 'tenants: edit',
    path: TENANTS,
    method: 'put',
    url: `${API}/api/tenants/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow('del-ncr')).findByRole('button', { name: 'Edit' }));
      const d = within(await screen.findByRole('dialog', { name: 'Edit tenant Delhi NCR Warehouse' }));
      await chooseOption(user, d.getByRole('combobox', { name: /^Plan/ }), 'enterprise');
      const phone = d.getByRole('textbox', { name: 'Contact Phone' });
      await user.clear(phone);
      await user.type(phone, '+91 11 4000 0000');
      return () => {
        expect(dialog().getByRole('combobox', { name: /^Plan/ })).toHaveTextContent('enterprise');
        expect(dialog().getByRole('textbox', { name: 'Contact Phone' })).toHaveValue('+91 11 4000 0000');
        expect(dialog().getByRole('textbox', { name: /^Name/ })).toHaveValue('Delhi NCR Warehouse');
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Save' })),
    expected: titled('Failed to update tenant'),
  },
  {
    name: 'tenants: deactivate',
    path: TENANTS,
    method: 'delete',
    url: `${API}/api/tenants/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow('mum-west')).findByRole('button', { name: 'Deactivate' }));
      await openDialog();
      return () => expect(screen.getByRole('dialog')).toHaveTextContent('Deactivate Mumbai West Warehouse?');
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Deactivate' })),
    expected: titled('Failed to deactivate tenant'),
  },

  // ---- Users
  {
    name: 'users: edit',
    path: USERS,
    method: 'put',
    url: `${API}/api/users/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow(DEMO_ACCOUNTS.technician)).findByRole('button', { name: 'Edit' }));
      const d = within(await screen.findByRole('dialog', { name: `Edit user ${DEMO_ACCOUNTS.technician}` }));
      const first = d.getByRole('textbox', { name: 'First Name' });
      await user.clear(first);
      await user.type(first, 'Irfan');
      await chooseOption(user, d.getByRole('combobox', { name: /^Role/ }), 'Warehouse Admin');
      return () => {
        expect(dialog().getByRole('textbox', { name: 'First Name' })).toHaveValue('Irfan');
        expect(dialog().getByRole('textbox', { name: 'Last Name' })).toHaveValue('Khan');
        expect(dialog().getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_ACCOUNTS.technician);
        expect(dialog().getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Warehouse Admin');
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Save' })),
    expected: titled('Failed to update user'),
  },
  {
    name: 'users: deactivate',
    path: USERS,
    method: 'delete',
    url: `${API}/api/users/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow(DEMO_ACCOUNTS.technician)).findByRole('button', { name: 'Deactivate' }));
      await openDialog();
      return () => expect(screen.getByRole('dialog')).toHaveTextContent(`Deactivate ${DEMO_ACCOUNTS.technician}?`);
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Deactivate' })),
    expected: titled('Failed to deactivate user'),
  },
  {
    name: 'invite user: send invite',
    path: INVITE,
    method: 'post',
    url: `${API}/api/users/register`,
    prepare: async (user) => {
      const form = await section('Invite User');
      await user.type(form.getByRole('textbox', { name: 'Email' }), 'kavya@example.in');
      await user.type(form.getByRole('textbox', { name: 'First Name' }), 'Kavya');
      await user.type(form.getByRole('textbox', { name: 'Last Name' }), 'Menon');
      await user.type(form.getByLabelText(/^Temporary Password/), 'Temp@1234');
      return async () => {
        const f = await section('Invite User');
        expect(f.getByRole('textbox', { name: 'Email' })).toHaveValue('kavya@example.in');
        expect(f.getByRole('textbox', { name: 'First Name' })).toHaveValue('Kavya');
        expect(f.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Menon');
        expect(f.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Customer');
        expect(f.getByRole('textbox', { name: /^Warehouse ID/ })).toHaveValue('1');
        expect(f.getByLabelText(/^Temporary Password/)).toHaveValue('Temp@1234');
      };
    },
    submit: async (user) => user.click((await section('Invite User')).getByRole('button', { name: 'Send Invite' })),
    expected: titled('Failed to create user'),
  },

  // ---- Roles & permissions
  {
    name: 'roles: create',
    path: ROLES,
    method: 'post',
    url: `${API}/v1/roles`,
    prepare: async (user) => {
      const form = await section('Create Role');
      await user.type(form.getByRole('textbox', { name: 'Name' }), 'Service Manager');
      await user.type(form.getByRole('textbox', { name: 'Description' }), 'Handles escalations');
      await user.click(form.getByRole('radio', { name: 'Global' }));
      return async () => {
        const f = await section('Create Role');
        expect(f.getByRole('textbox', { name: 'Name' })).toHaveValue('Service Manager');
        expect(f.getByRole('textbox', { name: 'Description' })).toHaveValue('Handles escalations');
        expect(f.getByRole('radio', { name: 'Global' })).toBeChecked();
      };
    },
    submit: async (user) => user.click((await section('Create Role')).getByRole('button', { name: 'Create' })),
    expected: titled('Failed to create role'),
  },
  {
    name: 'roles: edit',
    path: ROLES,
    method: 'put',
    url: `${API}/v1/roles/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow('customer')).findByRole('button', { name: 'Edit' }));
      const d = within(await screen.findByRole('dialog', { name: 'Edit role customer' }));
      const description = d.getByRole('textbox', { name: 'Description' });
      await user.clear(description);
      await user.type(description, 'Registers TVs and raises complaints');
      await user.click(d.getByRole('switch', { name: 'Active' }));
      return () => {
        expect(dialog().getByRole('textbox', { name: 'Description' })).toHaveValue('Registers TVs and raises complaints');
        expect(dialog().getByRole('switch', { name: 'Active' })).not.toBeChecked();
      };
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Save' })),
    expected: titled('Failed to update role'),
  },
  {
    name: 'roles: delete',
    path: ROLES,
    method: 'delete',
    url: `${API}/v1/roles/:id`,
    prepare: async (user) => {
      await user.click(await within(await findRow('customer')).findByRole('button', { name: 'Delete' }));
      await openDialog();
      return () => expect(dialog().getByText('Delete role')).toBeInTheDocument();
    },
    submit: (user) => user.click(dialog().getByRole('button', { name: 'Delete' })),
    expected: titled('Failed to delete role'),
  },
  {
    name: 'roles: save the permission matrix',
    path: ROLES,
    method: 'put',
    url: `${API}/v1/roles/:id/permissions`,
    prepare: async (user) => {
      await user.click(within(await findRow('customer')).getByRole('button', { name: 'Permissions' }));
      const matrix = await screen.findByRole('table', { name: 'Permission matrix of customer' });
      await user.click(within(matrix).getByRole('checkbox', { name: 'Service Bookings: List' }));
      return () => {
        const m = screen.getByRole('table', { name: 'Permission matrix of customer' });
        expect(within(m).getByRole('checkbox', { name: 'Service Bookings: List' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Save permissions' })).toBeEnabled();
      };
    },
    submit: (user) => user.click(screen.getByRole('button', { name: 'Save permissions' })),
    expected: titled('Failed to save permissions'),
  },

  // ---- Public pages (no session: a 401 has its own text there)
  {
    name: 'sign-up: create account',
    path: '/register',
    publicPage: true,
    method: 'post',
    url: `${API}/api/users/register`,
    prepare: async (user) => {
      await screen.findByRole('heading', { name: 'Create Account' });
      await user.type(screen.getByLabelText(/^username/i), 'ravi.kumar');
      await user.type(screen.getByLabelText(/^email/i), 'ravi.kumar@example.in');
      await user.type(screen.getByLabelText(/^password/i), 'Service@2024');
      await user.type(screen.getByLabelText(/^confirm password/i), 'Service@2024');
      await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
      return () => {
        expect(screen.getByLabelText(/^username/i)).toHaveValue('ravi.kumar');
        expect(screen.getByLabelText(/^email/i)).toHaveValue('ravi.kumar@example.in');
        expect(screen.getByLabelText(/^password/i)).toHaveValue('Service@2024');
        expect(screen.getByLabelText(/^confirm password/i)).toHaveValue('Service@2024');
        expect(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
        expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
      };
    },
    submit: (user) => user.click(screen.getByRole('button', { name: 'Sign Up' })),
    // Spec part 1, section 8: 0, 400 and 500+ have fixed texts; any other status shows the server message.
    expected: (fault) => [
      ({ 500: 'Server error. Please try again later.', 400: 'Invalid data provided. Please check your inputs.', 0: 'Unable to connect to server. Please check if the backend is running.' } as Record<number, string>)[fault.status] ??
        fault.shown,
    ],
    on401: ['Registration failed. Please try again.'],
  },
  {
    name: 'sign-in: submit',
    path: '/sign-in',
    publicPage: true,
    method: 'post',
    url: `${API}/api/users/login`,
    prepare: async (user) => {
      await screen.findByRole('heading', { name: 'Sign In' });
      await user.type(screen.getByLabelText(/^email/i), DEMO_ACCOUNTS.warehouseAdmin);
      await user.type(screen.getByLabelText(/^password/i), 'Demo@1234');
      return () => {
        expect(screen.getByLabelText(/^email/i)).toHaveValue(DEMO_ACCOUNTS.warehouseAdmin);
        expect(screen.getByLabelText(/^password/i)).toHaveValue('Demo@1234');
        expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
        expect(getAccessToken()).toBeNull();
      };
    },
    submit: (user) => user.click(screen.getByRole('button', { name: 'Sign In' })),
    // Spec part 1, section 8: 0, 401, 403, 404 and 500+ have fixed texts; otherwise the server message.
    expected: (fault) => [
      ({ 500: 'Server error. Try later.', 403: 'Access denied.', 0: 'Unable to connect to server.' } as Record<number, string>)[fault.status] ?? fault.shown,
    ],
    on401: ['Invalid credentials.'],
  },
  {
    name: 'forgot password: continue',
    path: '/forgot-password',
    publicPage: true,
    method: 'post',
    url: `${API}/v1/auth/forgot-password`,
    prepare: async (user) => {
      await user.type(await screen.findByLabelText(/^email/i), 'ravi.kumar@example.in');
      return () => {
        expect(screen.getByLabelText(/^email/i)).toHaveValue('ravi.kumar@example.in');
        expect(screen.queryByText('Verify your Email')).not.toBeInTheDocument();
      };
    },
    submit: (user) => user.click(screen.getByRole('button', { name: 'Continue' })),
    expected: (fault) => [fault.status === 0 ? 'Unable to connect to server.' : fault.shown],
    // No body: the http layer's "<status> <statusText>".
    on401: ['401 Unauthorized'],
  },
];

// ---------------------------------------------------------------- the sweep

describe('Fault sweep: mutations of the catalogue, inventory, warranty and admin screens, and public submits', () => {
  it('covers every mutation with the five faults', () => {
    expect(CASES).toHaveLength(29);
    expect(CASES.length * (FAULTS.length + 1)).toBe(145);
  });

  for (const c of CASES) {
    it(`${c.name} (${c.method.toUpperCase()} ${c.url.replace(API, '')}): 500, 400, 403, network, then 401`, async () => {
      if (!c.publicPage) await signInAs();
      c.setup?.();
      const user = userEvent.setup({ delay: null });
      // A public page is cheap to render whole; a console screen renders alone.
      if (c.publicPage) renderApp(c.path);
      else await renderScreen(c.path);
      const kept = await c.prepare(user);
      // Where the form is (a tab is a route of its own, e.g. /create): a failure leaves the user there.
      const at = c.publicPage ? c.path : locationPath();
      const before = backendSnapshot();

      for (const fault of FAULTS) {
        const calls = inject(c, fault.status, fault.message);
        await c.submit(user);
        await waitFor(() => expect(calls.count, `${fault.label}: the call was sent once`).toBe(1));
        await expectRedAlert(c.expected(fault));
        await kept();
        expectNoCrash(at);
        expect(backendSnapshot(), `${fault.label}: the backend is unchanged`).toBe(before);
        await dismissNotification(user);
      }

      // Last, a 401 (no body): a public page shows its text; the console renews the session, replays
      // the call once and shows the replay's 401 like any refusal, still signed in.
      const calls = inject(c, 401);
      await c.submit(user);
      await waitFor(() => expect(calls.count).toBe(c.on401 ? 1 : 2));
      if (c.on401) {
        await expectRedAlert(c.on401);
        await kept();
        expectNoCrash(at);
      } else {
        await expectRedAlert(c.expected({ label: '401 after a refresh', status: 401, shown: '401 Unauthorized' }));
        await kept();
        expectNoCrash(at);
        expect(getAccessToken()).toBeTruthy();
        await dismissNotification(user);
        // With the refresh refused: the sign-in dialog over the form; its Sign out ends the session.
        revokeRefreshTokens();
        await c.submit(user);
        const signIn = await screen.findByRole('dialog', { name: 'Your session has expired' });
        expect(locationPath()).toBe(at);
        await user.click(within(signIn).getByRole('button', { name: 'Sign out' }));
        await waitFor(() => expect(locationPath()).toBe('/sign-in'));
        expect(getAccessToken()).toBeNull();
        expect(localStorage.getItem('adminUser')).toBeNull();
        expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      }
      expect(backendSnapshot()).toBe(before);
    });
  }
});
