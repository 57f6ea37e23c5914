import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationPath, renderScreen, signInAs } from './harness';

// Tabs are routes (src/ui/RouteTabs.tsx; docs/architecture.md, "The record model"): a tab has a URL, a
// reload or a shared link opens it, and moving between tabs keeps the page (a half-typed form survives a
// look at the list).

describe('Tabs as routes', () => {
  it('opens the BOM statistics at /admin/catalog/boms/stats, and the tabs move the URL', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/catalog/boms/stats');
    expect(await screen.findByRole('tab', { name: 'Statistics', selected: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Create BOM' }));
    await waitFor(() => expect(locationPath()).toBe('/admin/catalog/boms/create'));
    expect(await screen.findByRole('tab', { name: 'Create BOM', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'BOM List' }));
    await waitFor(() => expect(locationPath()).toBe('/admin/catalog/boms'));
  });

  it('opens Add New Category at /admin/catalog/categories/create; an unknown tab path opens the list', async () => {
    await signInAs();
    const view = await renderScreen('/admin/catalog/categories/create');
    expect(await screen.findByRole('tab', { name: 'Add New Category', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Category name' })).toBeInTheDocument();
    view.unmount();
    await renderScreen('/admin/catalog/categories/nowhere');
    expect(await screen.findByRole('tab', { name: 'Categories List', selected: true })).toBeInTheDocument();
  });

  it('a role that may not create is refused /create (the create tab is not offered either)', async () => {
    await signInAs('tech@demo.in');
    await renderScreen('/admin/products/create');
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
  });
});
