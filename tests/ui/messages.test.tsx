import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS } from '../../src/config';

// The Customer messages screen (issue 30; src/resources/messages): every message written to the
// warehouse's customers, filtered on the server by status and channel, each with its delivery and
// Resend; for those who may edit complaints only (screens.ts `listAction`).

const t1 = () => db.tenant('1');

describe('Customer messages screen', () => {
  it('lists the messages newest first; Status Failed asks the server for the failures; Resend queues one again', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = t1().customers[2];
    const complaint = await http.post('/api/complaints', { customerId: customer.id, productId: t1().products[0].id, serialNo: 'SN-MSG-LIST', description: 'No signal' });
    const failed = t1().messages.find((m) => m.complaintId === complaint.id && m.channel === 'email')!;
    Object.assign(failed, { status: 'failed', attempts: 6, nextAttemptAt: null, lastError: 'Mailbox unavailable' });
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/service/messages');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(`E-mail · ${customer.email}`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Failed')).toHaveLength(t1().messages.filter((m) => m.status === 'failed').length));
    const row = within(screen.getByRole('table')).getByText(/6 attempts · Mailbox unavailable/).closest('tr') as HTMLElement;
    expect(within(row).getByText(`Service request #${complaint.id} registered`)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Message queued to be sent again')).toBeInTheDocument();
    await waitFor(() => expect(failed).toMatchObject({ status: 'queued', attempts: 0 }));
  });

  it('a technician, who reads complaints but may not edit them, may not open it', async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    await renderScreen('/admin/service/messages');
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
