import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { formatINR } from '../../src/domain/money';
import { atPhoneWidth, db, pickLookup, renderScreen, server, signInAs } from './harness';

// A BOM's component lines on the BOM screen (issue 27): the create form and the Edit dialog take
// lines of a catalogue product and a quantity, show each line's unit cost and amount and the total
// as they are typed (read-only, in rupees), refuse a bad line under its field before any call, and
// the server stores what the form showed.

const PATH = '/admin/catalog/boms';
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;
const product = (sku: string) => t1().products.find((p) => p.sku === sku)!;
const optionOf = (sku: string) => {
  const p = product(sku);
  return `${p.name} (${p.sku}) · ${formatINR(p.price)}`;
};

/** The component lines of the form, each its <li>. */
const lineItems = () => [...document.querySelectorAll<HTMLElement>('.RaSimpleFormIterator-line')];

/** Adds a line and fills it: the product looked up by SKU, then the quantity. */
const addLine = async (user: User, scope: HTMLElement, sku: string, quantity: number) => {
  await user.click(within(scope).getByRole('button', { name: 'Add component' }));
  const line = lineItems().at(-1)!;
  await pickLookup(user, line, /^Component/, sku, optionOf(sku));
  const qty = within(line).getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(qty);
  await user.type(qty, String(quantity));
  return line;
};

const axeViolations = async (root: Element) => {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const readOnlyValue = (scope: HTMLElement, name: string) => (within(scope).getByRole('textbox', { name }) as HTMLInputElement).value;

/** POSTs and PUTs to /api/boms that reached the server. */
const recordWrites = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if ((request.method === 'POST' || request.method === 'PUT') && new URL(request.url).pathname.startsWith('/api/boms')) seen.push(`${request.method} ${request.url}`);
  });
  return seen;
};

const openCreateTab = async (user: User) => {
  await user.click(await screen.findByRole('tab', { name: 'Create BOM' }));
  await screen.findByRole('group', { name: 'Effective Date' });
  return screen.getByRole('button', { name: 'Create' }).closest('form') as HTMLElement;
};

describe('BOM component lines in the console', () => {
  /** Opens the create tab with the TV product and the version chosen. */
  const startCreate = async (user: User, version: string) => {
    const form = await openCreateTab(user);
    const tv = product('NLG-40-FHD');
    await user.click(within(form).getByRole('combobox', { name: /TV Product/ }));
    await user.click(await screen.findByRole('option', { name: `${tv.name} (${tv.sku})` }));
    await user.type(within(form).getByRole('textbox', { name: /^Version/ }), version);
    return { form, tv };
  };

  it('create: each line shows its unit cost and amount, the total is their sum (read-only), and the BOM is saved with them', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const { form, tv } = await startCreate(user, 'v3.0');
    // No lines yet: the total is typed.
    expect(within(form).getByRole('spinbutton', { name: 'Total Cost' })).toBeInTheDocument();

    const [board, speakers] = [product('MB-HD-S1'), product('SPK-10W-PR')];
    const first = await addLine(user, form, board.sku, 2);
    await waitFor(() => expect(readOnlyValue(first, 'Amount')).toBe(formatINR(2 * board.price)));
    expect(readOnlyValue(first, 'Unit cost')).toBe(formatINR(board.price));
    // With a line, the total is computed and not typed.
    expect(within(form).queryByRole('spinbutton', { name: 'Total Cost' })).not.toBeInTheDocument();
    expect(readOnlyValue(form, 'Total Cost')).toBe(formatINR(2 * board.price));
    expect(within(form).getByRole('textbox', { name: 'Total Cost' })).toHaveAttribute('readonly');

    const second = await addLine(user, form, speakers.sku, 3);
    await waitFor(() => expect(readOnlyValue(second, 'Amount')).toBe(formatINR(3 * speakers.price)));
    expect(readOnlyValue(form, 'Total Cost')).toBe(formatINR(2 * board.price + 3 * speakers.price));

    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('BOM created successfully')).toBeInTheDocument();
    const stored = t1().boms.find((b) => b.parentProductId === tv.id && b.version === 'v3.0')!;
    expect(stored.lines!.map((l) => [l.productId, l.quantity, l.unitCost, l.amount])).toEqual([
      [board.id, 2, board.price, 2 * board.price],
      [speakers.id, 3, speakers.price, 3 * speakers.price],
    ]);
    expect(stored.totalCost).toBe(2 * board.price + 3 * speakers.price);
  });

  it('a changed quantity or a removed line changes the amounts and the total at once; no axe violations', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const { form } = await startCreate(user, 'v3.2');
    const [board, speakers] = [product('MB-HD-S1'), product('SPK-10W-PR')];
    const first = await addLine(user, form, board.sku, 2);
    const second = await addLine(user, form, speakers.sku, 3);
    await waitFor(() => expect(readOnlyValue(form, 'Total Cost')).toBe(formatINR(2 * board.price + 3 * speakers.price)));
    expect(await axeViolations(form)).toEqual([]);

    const qty = within(first).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, '1');
    await waitFor(() => expect(readOnlyValue(form, 'Total Cost')).toBe(formatINR(board.price + 3 * speakers.price)));
    expect(readOnlyValue(first, 'Amount')).toBe(formatINR(board.price));

    await user.click(within(second).getByRole('button', { name: 'Remove line 2' }));
    await waitFor(() => expect(lineItems()).toHaveLength(1));
    expect(readOnlyValue(form, 'Total Cost')).toBe(formatINR(board.price));
  });

  it('refuses a bad line under its field, in the server’s words, before any call', async () => {
    await signInAs();
    const writes = recordWrites();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const { form } = await startCreate(user, 'v3.1');

    await addLine(user, form, 'MB-HD-S1', 0);
    await addLine(user, form, 'MB-HD-S1', 1);
    await user.click(within(form).getByRole('button', { name: 'Add component' }));
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    const [first, second, third] = lineItems();
    expect(await within(first).findByText('Line 1: quantity must be a whole number from 1 to 100000')).toBeInTheDocument();
    expect(within(second).getByText('Line 2: this product is already on line 1')).toBeInTheDocument();
    expect(within(third).getByText('Line 3: choose a component product')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('edit on the BOM’s page: its lines, a new quantity, the live total, saved', async () => {
    await signInAs();
    const bom = t1().boms.find((b) => b.parentProduct.sku === 'VST-43-4K' && b.version === 'v1.1')!;
    const firstLine = bom.lines![0];
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${bom.id}/show`);
    await screen.findByRole('heading', { name: 'BOM v1.1' });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit BOM v1.1' });
    expect(lineItems()).toHaveLength(bom.lines!.length);
    await waitFor(() => expect(readOnlyValue(dialog, 'Total Cost')).toBe(formatINR(bom.totalCost)));
    expect(await axeViolations(dialog)).toEqual([]);

    const qty = within(lineItems()[0]).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(qty);
    await user.type(qty, String(firstLine.quantity + 2));
    const expected = bom.totalCost + 2 * firstLine.unitCost;
    await waitFor(() => expect(readOnlyValue(dialog, 'Total Cost')).toBe(formatINR(expected)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('BOM v1.1 updated successfully')).toBeInTheDocument();
    const stored = t1().boms.find((b) => b.id === bom.id)!;
    expect(stored.lines![0]).toMatchObject({ productId: firstLine.productId, quantity: firstLine.quantity + 2 });
    expect(stored.totalCost).toBe(expected);
    // An active BOM keeps its status and effective date.
    expect(stored).toMatchObject({ status: 'active', effectiveDate: bom.effectiveDate });
  });

  it('on a phone: every field of a line is labelled, its amount computed', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await atPhoneWidth(async () => {
      await renderScreen(`${PATH}/create`);
      const form = (await screen.findByRole('button', { name: 'Create' })).closest('form') as HTMLElement;
      const line = await addLine(user, form, 'PSU-150W', 2);
      for (const name of ['Quantity']) expect(within(line).getByRole('spinbutton', { name })).toBeInTheDocument();
      for (const name of ['Unit cost', 'Amount']) expect(within(line).getByRole('textbox', { name })).toBeInTheDocument();
      expect(within(line).getByRole('combobox', { name: /^Component/ })).toBeInTheDocument();
      await waitFor(() => expect(readOnlyValue(line, 'Amount')).toBe(formatINR(2 * product('PSU-150W').price)));
    });
  });
});
