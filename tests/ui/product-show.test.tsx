import { formatINR } from '../../src/domain/money';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, locationPath, renderScreen, signInAs } from './harness';

// A product's own page (/admin/products/:id/show, docs/architecture.md, "The record model"): its details,
// and what belongs to it as related lists (its BOMs, the units registered for warranty, its stock
// movements). References to a product elsewhere now link here.

const t1 = () => db.tenant('1');
const PATH = '/admin/products';

/** A product of warehouse 1 with a BOM, a registration and a stock movement. */
const productWithEverything = () =>
  t1().products.find(
    (p) => t1().boms.some((b) => b.parentProductId === p.id) && t1().registrations.some((r) => r.productId === p.id) && t1().movements.some((m) => m.productId === p.id),
  )!;

describe('Product page', () => {
  it('shows the product with its BOMs, registered units and stock movements; a BOM opens its page', async () => {
    await signInAs();
    const product = productWithEverything();
    const bom = t1().boms.filter((b) => b.parentProductId === product.id).reduce((a, b) => (a.id > b.id ? a : b));
    const serial = t1().registrations.filter((r) => r.productId === product.id).reduce((a, b) => (a.id > b.id ? a : b)).serialNo;
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${PATH}/${product.id}/show`);

    const page = within((await screen.findByRole('heading', { name: product.name, level: 1 })).closest('article') as HTMLElement);
    expect(page.getByText(product.sku!)).toBeInTheDocument();
    // Issue 15: the tax fields, the brand and the price of a 12-month extension.
    const value = (label: string) => page.getByText(label).nextElementSibling;
    expect(value('HSN code')).toHaveTextContent('852872');
    expect(value('GST rate (%)')).toHaveTextContent('18');
    expect(value('Brand')).toHaveTextContent(product.brand!);
    expect(value('Extended warranty price (₹, 12 months)')).toHaveTextContent(formatINR(product.extendedWarrantyPrice!));
    const registered = within(await screen.findByRole('region', { name: 'Registered units' }));
    expect(await registered.findByText(serial)).toBeInTheDocument();
    const movements = within(await screen.findByRole('region', { name: 'Stock movements' }));
    expect((await movements.findAllByRole('row')).length).toBeGreaterThan(1);
    const boms = within(await screen.findByRole('region', { name: 'Bills of materials' }));
    await user.click(await boms.findByText(bom.version));
    await waitFor(() => expect(locationPath()).toBe(`/admin/catalog/boms/${bom.id}/show`));
  });

  it('an unknown product shows the server message and the way back to the list', async () => {
    await signInAs();
    await renderScreen(`${PATH}/999999/show`);
    const title = await screen.findByText('Failed to load the product');
    expect(title.closest('[role="alert"]')).toHaveTextContent(/not found/i);
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', PATH);
  });
});
