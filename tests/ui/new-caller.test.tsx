import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';

// The complaint form's New caller and its warning of a complaint still open on the serial (issue 27),
// against the demo backend: a caller no one knows is added and picked without leaving the form; a
// phone number a customer already has offers that customer instead.

const PATH = '/admin/service/complaints';
const t1 = () => db.tenant('1');
const complaintForm = async () => (await screen.findByText('Log New Complaint')).closest('section') as HTMLElement;
const newCallerDialog = async () => screen.findByRole('dialog', { name: 'New caller' });

describe('New caller on the complaint form', () => {
  it('adds a caller no one knows and picks them for the complaint', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = within(await complaintForm());
    await user.click(await form.findByRole('button', { name: 'New caller' }));
    const dialog = within(await newCallerDialog());
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Lakshmi Narayan');
    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), '+91 90080 77665');
    await user.type(dialog.getByRole('textbox', { name: /^Pincode/ }), '560034');
    await user.click(dialog.getByRole('button', { name: 'Add and pick' }));

    expect(await screen.findByText('Lakshmi Narayan picked for the complaint')).toBeInTheDocument();
    const stored = t1().customers.find((c) => c.name === 'Lakshmi Narayan')!;
    expect(stored).toMatchObject({ phone: '+91 90080 77665', pincode: '560034' });
    expect(await form.findByRole('combobox', { name: /^Customer ID/ })).toHaveValue(`Lakshmi Narayan · +91 90080 77665`);
  });

  it("a phone number a customer already has is refused with their name, and 'Use' picks them instead", async () => {
    await signInAs();
    const known = t1().customers[2];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = within(await complaintForm());
    await user.click(await form.findByRole('button', { name: 'New caller' }));
    const dialog = within(await newCallerDialog());
    await user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Same Person');
    // The same number, written without spaces or +91.
    await user.type(dialog.getByRole('textbox', { name: /^Phone/ }), known.phone.replace(/\D/g, '').slice(-10));
    await user.type(dialog.getByRole('textbox', { name: /^Pincode/ }), '560001');
    await user.click(dialog.getByRole('button', { name: 'Add and pick' }));

    expect(await dialog.findByText(new RegExp(`${known.name} \\(customer #${known.id}\\) already has the phone number`))).toBeInTheDocument();
    // What was typed stays.
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Same Person');
    await user.click(dialog.getByRole('button', { name: `Use ${known.name}` }));
    const combo = await form.findByRole('combobox', { name: /^Customer ID/ });
    await waitFor(() => expect(combo).toHaveValue(`${known.name} · ${known.phone}`));
    expect(t1().customers.filter((c) => c.name === 'Same Person')).toEqual([]);
  });

  it('warns, without refusing, that a complaint on the serial typed is still open, with a link to it', async () => {
    await signInAs();
    const open = t1().complaints.find((c) => c.status === 'open')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = within(await complaintForm());
    await user.type(form.getByRole('textbox', { name: /^Serial No/ }), open.serialNo.toLowerCase());
    const warning = await form.findByRole('status');
    expect(warning).toHaveTextContent(`A complaint on serial ${open.serialNo.toLowerCase()} is still open:`);
    expect(within(warning).getByRole('link', { name: `#${open.id}` })).toHaveAttribute('href', expect.stringContaining(`/service/complaints/${open.id}/show`));
  });
});
