import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atPhoneWidth, db, locationPath, renderScreen, signInAs } from './harness';

// The create form above a list (src/ui/CreateAboveList, issue 27) on the Warehouses screen: on a
// wide screen above the list as before; on a phone the list first and the form behind react-admin's
// Create button, at /create, with Cancel and a save both going back to the list.

const PATH = '/admin/tenants';
const formHeading = () => screen.queryByRole('heading', { name: 'Create Tenant' });

describe('A create form above its list', () => {
  it('on a wide screen stays above the list, with no Create button', async () => {
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByRole('heading', { name: 'Create Tenant' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Warehouses' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('on a phone: the list first, the form behind Create at /create; Cancel goes back to the list', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const user = userEvent.setup({ delay: null });
      await renderScreen(PATH);
      expect(await screen.findByRole('heading', { name: 'Warehouses' })).toBeInTheDocument();
      const create = await screen.findByRole('link', { name: 'Create' });
      expect(create).toHaveAttribute('href', `${PATH}/create`);
      expect(formHeading()).toBeNull();

      await user.click(create);
      expect(await screen.findByRole('heading', { name: 'Create Tenant' })).toBeInTheDocument();
      expect(locationPath()).toBe(`${PATH}/create`);
      // The list is still there under the form (the same page), without a second Create.
      expect(screen.getByRole('heading', { name: 'Warehouses' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(locationPath()).toBe(PATH));
      expect(formHeading()).toBeNull();
      expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
    });
  });

  it('on a phone, a save at /create creates the record and goes back to the list', async () => {
    await atPhoneWidth(async () => {
      await signInAs();
      const user = userEvent.setup({ delay: null });
      await renderScreen(`${PATH}/create`);
      await screen.findByRole('heading', { name: 'Create Tenant' });
      await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Phone Hub');
      await user.type(screen.getByRole('textbox', { name: /^Subdomain/ }), 'phone-hub');
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Made on a phone');
      await user.type(screen.getByRole('textbox', { name: 'Contact Email' }), 'ops@phone-hub.example.in');
      await user.type(screen.getByRole('textbox', { name: 'Contact Phone' }), '+91 90000 22222');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Tenant created')).toBeInTheDocument();
      await waitFor(() => expect(locationPath()).toBe(PATH));
      expect(db.state.tenants.find((t) => t.subdomain === 'phone-hub')).toMatchObject({ name: 'Phone Hub' });
      expect(formHeading()).toBeNull();
      expect(await screen.findByRole('link', { name: 'Create' })).toBeInTheDocument();
    });
  });
});
