import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { http } from '../../src/providers/http';
import { db, renderScreen, signInAs } from './harness';

// Issue 29 (scope 2): a refusal is its key with parameters from the rule (src/domain) to the screen,
// never English matched back to a key. So rewording a refusal's English in i18n/en.json changes the
// English the API answers, and the Hindi console still shows the refusal in Hindi. Were the key found
// by matching the English against the en.json templates (as it once was), the reworded template would
// no longer match the rule's English: the answer would carry no key and the screen would show English.

const PATH = '/admin/inventory/transactions';
const t1 = () => db.tenant('1');

/** The text of a key in `messages` with its %{placeholders} filled. */
const text = (messages: object, key: string, params: Record<string, string | number> = {}) =>
  String(key.split('.').reduce<any>((cur, part) => cur?.[part], messages)).replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name]));

/** The English of the stock refusal as this test rewords it, for as long as it runs. */
const REWORDED = 'Only %{available} left in stock, fewer than the movement takes';
const original = en.serverText.insufficientStock;
afterEach(() => {
  en.serverText.insufficientStock = original;
});

describe('a refusal reworded in en.json still reads in Hindi (issue 29)', () => {
  it('an OUT above the stock: the API answers the new English with its key, the Hindi screen shows the Hindi', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    en.serverText.insufficientStock = REWORDED;
    const product = t1().products.find((p) => p.stock >= 6)!;
    const stock = product.stock;

    // The handler words the refusal from en.json as it is now, and names its key and parameters.
    const refused = await http.post('/api/inventory/movements', { productId: product.id, type: 'OUT', qty: stock + 1, reason: 'Repair', ref: 'JOB-KEYS-1' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 409,
      message: text(en, 'serverText.insufficientStock', { available: stock }),
      body: { messageKey: 'serverText.insufficientStock', messageParams: { available: stock } },
    });
    expect((refused as Error).message).toBe(`Only ${stock} left in stock, fewer than the movement takes`);

    // The same refusal through the screen, in Hindi.
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await screen.findByRole('tab', { name: hi.inventory.tabs.add }));
    const form = within((await screen.findByRole('heading', { name: hi.inventory.form.title })).closest('section') as HTMLElement);
    await user.click(form.getByRole('combobox', { name: hi.inventory.form.fields.productId }));
    // The product picker searches the catalogue on the server: typed, the product's SKU.
    await user.paste(product.sku);
    await user.click(await screen.findByRole('option', { name: `${product.name} (${product.sku})` }));
    await user.click(form.getByRole('radio', { name: hi.inventory.type.OUT }));
    await user.type(form.getByRole('spinbutton', { name: hi.inventory.form.fields.qty }), String(stock + 1));
    await user.type(form.getByRole('textbox', { name: hi.inventory.form.fields.reason }), 'Repair');
    await user.type(form.getByRole('textbox', { name: hi.inventory.form.fields.ref }), 'JOB-KEYS-2');
    await user.click(form.getByRole('button', { name: hi.inventory.form.submit }));

    const alert = (await screen.findByText(hi.inventory.form.failure)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(text(hi, 'serverText.insufficientStock', { available: stock }));
    expect(alert).not.toHaveTextContent(/stock/i);
    expect(product.stock).toBe(stock);
  });
});
