import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { getAccessToken } from '../../src/providers/storage';
import { db, locationPath, pickLookup, renderScreen, server, signInAs } from './harness';
import { findCell } from './queries';
import { revokeRefreshTokens } from '../../mocks/handlers/auth';
import { addCommissionRule, addPendingApproval, postBooking } from './fixtures';

// Fault sweep over the MUTATIONS of the service screens (complaints, bookings, spare requests,
// vendors, areas, commission rules, approvals, notifications). For each mutation the screen is
// rendered once and its form filled once; then a 500, a 400 and a 403 (each with a server message)
// and a network failure are injected in turn into that mutation's URL. After each: the spec's
// failure text (or the server message) is shown, what was typed is still there, the screen did not
// crash or leave its route, the session is kept and the backend did not change. A 401 that stays is
// swept the same way after the refresh it sets off; last, with the refresh refused, a 401 opens the
// in-place sign-in dialog over the form, and its Sign out clears the session and goes to /sign-in.
// Screens without a mutation: customers (search and history are reads) and invoices (view and print).


const O = DEMO_ORIGIN;
const NETWORK_TEXT = 'Network error: unable to reach the server';
const t1 = () => db.tenant('1');

type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;
type Method = 'post' | 'put' | 'patch' | 'delete';

/** What the arrangement before the render hands to the steps (ids and names of the target row). */
interface Ctx {
  id: number;
  name: string;
  city: string;
  pincode: string;
}

interface Prepared {
  /** Where the red alert appears (the form's card or the dialog); toasts need none. */
  scope?: () => HTMLElement;
  /** Asserts that everything typed is still there and the target is still shown. */
  kept: () => Promise<void>;
}

/** Either a red alert titled with the spec's failure text and holding the server message, or a notification. */
type Expected = { alert: string } | { toast: (message: string, ctx: Ctx) => string };

interface MutationCase {
  screen: string;
  name: string;
  path: string;
  method: Method;
  /** msw path pattern of the mutation. */
  url: string;
  /** Backend arrangement before the render (a row to act on). */
  arrange?: () => Promise<Partial<Ctx>> | Partial<Ctx>;
  /** Opens the form or dialog and fills it once. */
  prepare: (user: User, ctx: Ctx) => Promise<Prepared>;
  /** Triggers the mutation (again). */
  submit: (user: User, ctx: Ctx) => Promise<void>;
  expected: Expected;
}

interface Fault {
  name: string;
  status: number | null;
  message: string;
}

const FAULTS: Fault[] = [
  { name: '500', status: 500, message: 'Database write failed (500)' },
  { name: '400', status: 400, message: 'The request was refused: invalid input (400)' },
  { name: '403', status: 403, message: 'You do not have permission to perform this action (403)' },
  { name: 'network failure', status: null, message: NETWORK_TEXT },
  // A 401 that stays: the session is renewed (POST /v1/auth/refresh), and the replay's 401 is shown like any refusal.
  { name: '401 after a refresh', status: 401, message: 'Session expired, please sign in again' },
];

const inject = (c: MutationCase, status: number | null, message: string) =>
  server.use(rest[c.method](c.url, () => (status === null ? HttpResponse.error() : HttpResponse.json({ message }, { status }))));

// ---------------------------------------------------------------- helpers shared by the cases

const section = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;
const sectionOfText = async (text: string) => (await screen.findByText(text)).closest('section') as HTMLElement;
const dialogNamed = async (name: string) => screen.findByRole('dialog', { name });
const tableCell = async (text: string) => {
  const table = await waitFor(() => {
    const found = document.querySelector('main table') ?? document.querySelector('table');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  return findCell(text, table);
};
const rowOf = async (cellText: string) => (await tableCell(cellText)).closest('tr') as HTMLTableRowElement;
const rowButton = async (cellText: string, name: string) => within(await rowOf(cellText)).findByRole('button', { name });
const clickRow = async (user: User, cellText: string, name: string) => user.click(await rowButton(cellText, name));

const choose = async (user: User, combobox: HTMLElement, option: string | RegExp) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};
const retype = async (user: User, input: HTMLElement, value: string) => {
  await user.clear(input);
  await user.type(input, value);
};
const keptValues = (scope: () => HTMLElement, values: [role: 'textbox' | 'spinbutton' | 'combobox', name: string | RegExp, value: string | number][]) => async () => {
  const s = within(scope());
  for (const [role, name, value] of values) expect(s.getByRole(role, { name })).toHaveValue(value);
};
const keptButton = (cellText: string, name: string) => async () => {
  await waitFor(async () => expect(await rowButton(cellText, name)).toBeEnabled());
};

/** MUI X date picker: the day as the en-IN locale shows it (dd/MM/yyyy), as the bookings tests type it. */
const dateInput = (scope: Scope, label: string) =>
  scope.getByRole('group', { name: label }).parentElement!.querySelector('input') as HTMLInputElement;

const newBooking = () => postBooking('Booked by the fault sweep');

const newSpareRequest = async () =>
  (await http.post('/api/spare-requests', {
    bookingId: t1().bookings[0].id,
    requestedBy: 3,
    requestNotes: 'Made by the fault sweep',
    requestedItems: [{ partName: 'T-con board', partNumber: 'TCON-1', quantity: 2, estimatedCost: 1200.5, description: '' }],
  })) as { id: number };

const newestOpenComplaint = () => ({ id: [...t1().complaints].reverse().find((c) => c.status === 'open')!.id });

const addRule = () => ({ id: addCommissionRule().id });

const addApproval = () => ({ id: addPendingApproval(96_000).id });

/** A complaint row action: the row of the newest open complaint, its button enabled again after a failure. */
const complaintAction = (name: string, url: string, toast: (message: string, ctx: Ctx) => string): MutationCase => ({
  screen: 'complaints',
  name,
  path: '/admin/service/complaints',
  method: 'patch',
  url,
  arrange: newestOpenComplaint,
  prepare: async (_user, ctx) => {
    await rowButton(String(ctx.id), name);
    return { kept: keptButton(String(ctx.id), name) };
  },
  submit: async (user, ctx) => clickRow(user, String(ctx.id), name),
  expected: { toast },
});

/** A booking row action that goes through PATCH /v1/service/bookings/{id}/status. */
const bookingStatusAction = (name: string, confirm: string | null, inProgress = false): MutationCase => ({
  screen: 'bookings',
  name,
  path: '/admin/service/bookings',
  method: 'patch',
  url: `${O}/v1/service/bookings/:id/status`,
  arrange: async () => {
    const { id } = await newBooking();
    if (inProgress) t1().bookings.find((b) => b.id === id)!.status = 'in_progress';
    return { id };
  },
  prepare: async (user, ctx) => {
    // Every status, so an in_progress booking is listed too.
    if (inProgress) await choose(user, within(await section('Bookings')).getByRole('combobox', { name: /Status/ }), 'All');
    await rowButton(String(ctx.id), name);
    return {
      kept: async () => {
        await keptButton(String(ctx.id), name)();
        expect(within(await rowOf(String(ctx.id))).getByText(inProgress ? 'In progress' : 'Scheduled')).toBeInTheDocument();
      },
    };
  },
  submit: async (user, ctx) => {
    await clickRow(user, String(ctx.id), name);
    if (confirm) await user.click(within(await dialogNamed(`Cancel booking #${ctx.id}?`)).getByRole('button', { name: confirm }));
  },
  expected: { toast: (message) => `Failed to update booking status: ${message}` },
});

// ---------------------------------------------------------------- the table of mutations

const CASES: MutationCase[] = [
  // ------------------------------------------------ complaints
  {
    screen: 'complaints',
    name: 'Create Complaint',
    path: '/admin/service/complaints',
    method: 'post',
    url: `${O}/api/complaints`,
    prepare: async (user) => {
      const scope = await sectionOfText('Log New Complaint');
      const form = within(scope);
      const customer = t1().customers[6];
      const product = t1().products[2];
      await pickLookup(user, scope, /^Customer ID/, customer.name, `${customer.name} · ${customer.phone}`);
      await pickLookup(user, scope, /^Product ID/, product.sku, `${product.name} (${product.sku})`);
      await user.type(form.getByRole('textbox', { name: /^Serial No/ }), 'SN-FAULT-1');
      await user.type(form.getByRole('textbox', { name: 'Description' }), 'No picture after power cut');
      const s = () => scope;
      return {
        scope: s,
        kept: keptValues(s, [
          ['combobox', /^Customer ID/, `${customer.name} · ${customer.phone}`],
          ['combobox', /^Product ID/, `${product.name} (${product.sku})`],
          ['textbox', /^Serial No/, 'SN-FAULT-1'],
          ['textbox', 'Description', 'No picture after power cut'],
        ]),
      };
    },
    submit: async (user) => user.click(within(await sectionOfText('Log New Complaint')).getByRole('button', { name: 'Create Complaint' })),
    expected: { alert: 'Failed to create complaint' },
  },
  complaintAction('Auto Assign', `${O}/v1/service/complaints/:id/auto-assign`, (m, c) => `Failed to auto-assign complaint #${c.id}: ${m}`),
  complaintAction('Request Parts', `${O}/v1/service/complaints/:id/parts-request`, (m, c) => `Failed to request parts for complaint #${c.id}: ${m}`),
  complaintAction('Approve Parts', `${O}/v1/service/complaints/:id/parts-approval`, (m, c) => `Failed to approve parts for complaint #${c.id}: ${m}`),
  complaintAction('Reject Parts', `${O}/v1/service/complaints/:id/parts-approval`, (m, c) => `Failed to reject parts for complaint #${c.id}: ${m}`),
  {
    // Reopen asks for a reason in a dialog: PATCH /api/complaints/{id}/reopen (issue 12).
    screen: 'complaints',
    name: 'Reopen',
    path: '/admin/service/complaints',
    method: 'patch',
    url: `${O}/api/complaints/:id/reopen`,
    arrange: () => {
      const complaint = [...t1().complaints].reverse().find((c) => c.status === 'open')!;
      complaint.status = 'resolved';
      return { id: complaint.id };
    },
    prepare: async (user, ctx) => {
      // Resolved complaints leave the default 'open' view.
      await choose(user, screen.getByRole('combobox', { name: /^Status/ }), 'resolved');
      await clickRow(user, String(ctx.id), 'Reopen');
      const name = `Reopen complaint #${ctx.id}`;
      await user.type(within(await dialogNamed(name)).getByRole('textbox', { name: /Reason/ }), 'Came back the next day');
      const s = () => screen.getByRole('dialog', { name });
      return { scope: s, kept: keptValues(s, [['textbox', /Reason/, 'Came back the next day']]) };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Reopen complaint #${ctx.id}`)).getByRole('button', { name: 'Reopen' })),
    expected: { alert: 'Failed to reopen complaint' },
  },

  // ------------------------------------------------ bookings
  {
    screen: 'bookings',
    name: 'Create Booking',
    path: '/admin/service/bookings',
    method: 'post',
    url: `${O}/api/service-bookings`,
    arrange: () => ({ id: t1().complaints[3].id }),
    prepare: async (user, ctx) => {
      const scope = await sectionOfText('New Service Booking');
      const form = within(scope);
      // The complaint is a lookup: found by its number, offered as '#id · customer · description'.
      const complaint = t1().complaints.find((c) => c.id === ctx.id)!;
      const complaintText = new RegExp(`^#${complaint.id} · `);
      await pickLookup(user, scope, /^Complaint ID/, `#${complaint.id}`, complaintText);
      fireEvent.change(dateInput(form, 'Scheduled Date'), { target: { value: '15/08/2030' } });
      await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Bring a spare panel');
      const s = () => scope;
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [
            ['textbox', 'Notes', 'Bring a spare panel'],
            ['spinbutton', 'Estimated Cost (₹)', 500],
          ])();
          expect((within(scope).getByRole('combobox', { name: /^Complaint ID/ }) as HTMLInputElement).value).toMatch(complaintText);
          expect(dateInput(within(scope), 'Scheduled Date')).toHaveValue('15/08/2030');
          expect(within(scope).getByLabelText('Scheduled Time')).toHaveValue('10:00');
          expect(within(scope).getByRole('combobox', { name: /Service Type/ })).toHaveTextContent('Repair');
        },
      };
    },
    submit: async (user) => user.click(within(await sectionOfText('New Service Booking')).getByRole('button', { name: 'Create Booking' })),
    expected: { alert: 'Failed to create booking' },
  },
  bookingStatusAction('Start', null),
  {
    // Complete asks for the work done in a dialog: PATCH /api/service-bookings/{id}/complete.
    screen: 'bookings',
    name: 'Complete',
    path: '/admin/service/bookings',
    method: 'patch',
    url: `${O}/api/service-bookings/:id/complete`,
    arrange: async () => {
      const { id } = await newBooking();
      t1().bookings.find((b) => b.id === id)!.status = 'in_progress';
      return { id };
    },
    prepare: async (user, ctx) => {
      await choose(user, within(await section('Bookings')).getByRole('combobox', { name: /Status/ }), 'All');
      await clickRow(user, String(ctx.id), 'Complete');
      const s = () => screen.getByRole('dialog', { name: `Complete booking #${ctx.id}` });
      await user.click(within(await dialogNamed(`Complete booking #${ctx.id}`)).getByRole('textbox', { name: /Work notes/ }));
      await user.paste('Replaced the fuse');
      // A parts row too: the picked product and its quantity must survive every failure.
      const part = t1().products.find((p) => p.isActive && p.stock >= 3 && p.category !== 'Televisions')!;
      await user.click(within(s()).getByRole('button', { name: 'Add part' }));
      await pickLookup(user, s(), /^Product/, part.sku, `${part.name} (${part.sku}) · ${part.stock} in stock`);
      const quantity = within(s()).getByRole('spinbutton', { name: 'Quantity' });
      await user.clear(quantity);
      await user.type(quantity, '2');
      return {
        scope: s,
        kept: keptValues(s, [
          ['textbox', /Work notes/, 'Replaced the fuse'],
          ['spinbutton', /Actual cost/, 750],
          ['combobox', /^Product/, `${part.name} (${part.sku}) · ${part.stock} in stock`],
          ['spinbutton', 'Quantity', 2],
        ]),
      };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Complete booking #${ctx.id}`)).getByRole('button', { name: 'Complete booking' })),
    expected: { alert: 'Failed to update booking status' },
  },
  bookingStatusAction('Cancel', 'Cancel booking'),
  {
    screen: 'bookings',
    name: 'Assign Technician',
    path: '/admin/service/bookings',
    method: 'patch',
    url: `${O}/v1/service/bookings/:id/assign-technician`,
    arrange: async () => {
      const tech = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
      return { ...(await newBooking()), name: `${tech.name} (#${tech.id})` };
    },
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Assign Technician');
      const dialog = await dialogNamed(`Assign a technician to booking #${ctx.id}`);
      await choose(user, within(dialog).getByRole('combobox', { name: /Technician/ }), ctx.name);
      const s = () => screen.getByRole('dialog', { name: `Assign a technician to booking #${ctx.id}` });
      return {
        scope: s,
        kept: async () => {
          expect(within(s()).getByRole('combobox', { name: /Technician/ })).toHaveTextContent(ctx.name);
          await waitFor(() => expect(within(s()).getByRole('button', { name: 'Assign' })).toBeEnabled());
        },
      };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Assign a technician to booking #${ctx.id}`)).getByRole('button', { name: 'Assign' })),
    expected: { alert: 'Failed to assign technician' },
  },
  {
    screen: 'bookings',
    name: 'Delete',
    path: '/admin/service/bookings',
    method: 'delete',
    url: `${O}/api/service-bookings/:id`,
    arrange: newBooking,
    prepare: async (_user, ctx) => {
      await rowButton(String(ctx.id), 'Delete');
      return { kept: keptButton(String(ctx.id), 'Delete') };
    },
    submit: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Delete');
      await user.click(within(await dialogNamed(`Delete booking #${ctx.id}?`)).getByRole('button', { name: 'Delete' }));
    },
    expected: { toast: (message) => `Failed to delete booking: ${message}` },
  },

  // ------------------------------------------------ spare requests
  {
    screen: 'spare requests',
    name: 'Create Request',
    path: '/admin/spares/requests',
    method: 'post',
    url: `${O}/api/spare-requests`,
    arrange: () => ({ id: t1().bookings[0].id }),
    prepare: async (user, ctx) => {
      const scope = await sectionOfText('New Spare Request');
      const form = within(scope);
      // The booking by its id, the requester (the demo technician, user 3) by name.
      const booking = t1().bookings.find((b) => b.id === ctx.id)!;
      const complaint = t1().complaints.find((c) => c.id === booking.complaintId)!;
      const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
      const bookingText = `#${booking.id} · ${booking.scheduledDate.slice(0, 10)} ${booking.scheduledTime} · ${customer.name}`;
      await pickLookup(user, scope, /^Booking ID/, `#${booking.id}`, bookingText);
      await pickLookup(user, scope, /^Requested By/, 'Imran', 'Imran Khan · tech@demo.in');
      await user.type(form.getByRole('textbox', { name: 'Request Notes' }), 'Panel cracked');
      const item = within(form.getByText('Item 1').closest('fieldset') as HTMLElement);
      await user.type(item.getByRole('textbox', { name: 'Part Name' }), 'LED panel');
      await user.type(item.getByRole('textbox', { name: 'Part Number' }), 'LED-55');
      await retype(user, item.getByRole('spinbutton', { name: 'Quantity' }), '2');
      await user.type(item.getByRole('spinbutton', { name: 'Estimated Cost' }), '1500.25');
      const s = () => scope;
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [
            ['combobox', /^Booking ID/, bookingText],
            ['combobox', /^Requested By/, 'Imran Khan · tech@demo.in'],
            ['textbox', 'Request Notes', 'Panel cracked'],
          ])();
          await keptValues(() => within(scope).getByText('Item 1').closest('fieldset') as HTMLElement, [
            ['textbox', 'Part Name', 'LED panel'],
            ['textbox', 'Part Number', 'LED-55'],
            ['spinbutton', 'Quantity', 2],
            ['spinbutton', 'Estimated Cost', 1500.25],
          ])();
        },
      };
    },
    submit: async (user) => user.click(within(await sectionOfText('New Spare Request')).getByRole('button', { name: 'Create Request' })),
    expected: { alert: 'Failed to create spare request' },
  },
  {
    screen: 'spare requests',
    name: 'Approve',
    path: '/admin/spares/requests',
    method: 'put',
    url: `${O}/api/spare-requests/:id`,
    arrange: newSpareRequest,
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Approve');
      const dialog = within(await dialogNamed(`Approve request #${ctx.id}`));
      await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Within budget');
      await retype(user, dialog.getByRole('spinbutton', { name: 'Actual Cost' }), '2350.75');
      const s = () => screen.getByRole('dialog', { name: `Approve request #${ctx.id}` });
      return {
        scope: s,
        kept: keptValues(s, [
          ['textbox', 'Approval Notes', 'Within budget'],
          ['spinbutton', 'Actual Cost', 2350.75],
        ]),
      };
    },
    submit: async (user, ctx) => user.click(within(await dialogNamed(`Approve request #${ctx.id}`)).getByRole('button', { name: 'Approve' })),
    expected: { alert: 'Failed to approve' },
  },
  {
    screen: 'spare requests',
    name: 'Reject',
    path: '/admin/spares/requests',
    method: 'put',
    url: `${O}/api/spare-requests/:id`,
    arrange: newSpareRequest,
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Reject');
      const dialog = within(await dialogNamed(`Reject request #${ctx.id}`));
      await user.type(dialog.getByRole('textbox', { name: 'Approval Notes' }), 'Not covered');
      const s = () => screen.getByRole('dialog', { name: `Reject request #${ctx.id}` });
      return { scope: s, kept: keptValues(s, [['textbox', 'Approval Notes', 'Not covered']]) };
    },
    submit: async (user, ctx) => user.click(within(await dialogNamed(`Reject request #${ctx.id}`)).getByRole('button', { name: 'Reject' })),
    expected: { alert: 'Failed to reject' },
  },
  {
    screen: 'spare requests',
    name: 'Delivered',
    path: '/admin/spares/requests',
    method: 'put',
    url: `${O}/api/spare-requests/:id`,
    arrange: async () => {
      const { id } = await newSpareRequest();
      await http.put(`/api/spare-requests/${id}`, { status: 'approved', approvedBy: 1, approvalNotes: 'ok', actualCost: 2401 });
      return { id };
    },
    prepare: async (user, ctx) => {
      // Delivered is offered on approved requests: list those.
      await choose(user, within(await section('Spare Requests')).getByRole('combobox', { name: /Status/ }), 'approved');
      await clickRow(user, String(ctx.id), 'Delivered');
      const dialog = within(await dialogNamed(`Mark request #${ctx.id} as delivered`));
      await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Handed to technician');
      const s = () => screen.getByRole('dialog', { name: `Mark request #${ctx.id} as delivered` });
      return { scope: s, kept: keptValues(s, [['textbox', 'Notes', 'Handed to technician']]) };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Mark request #${ctx.id} as delivered`)).getByRole('button', { name: 'Mark Delivered' })),
    expected: { alert: 'Failed to update status to delivered' },
  },

  // ------------------------------------------------ vendors (third parties)
  {
    screen: 'vendors',
    name: 'Create Vendor',
    path: '/admin/third-parties',
    method: 'post',
    url: `${O}/api/vendor-assignments`,
    prepare: async (user) => {
      const scope = await section('Add Vendor / Technician');
      const form = within(scope);
      await user.type(form.getByRole('textbox', { name: 'Name' }), 'Suresh Iyer');
      await user.type(form.getByRole('textbox', { name: 'Email' }), 'suresh.iyer@example.in');
      await user.type(form.getByRole('textbox', { name: 'Phone' }), '9000012345');
      await user.type(form.getByRole('textbox', { name: 'City' }), 'Chennai');
      await user.type(form.getByRole('textbox', { name: 'Service Areas' }), '600001, 600040');
      await user.type(form.getByRole('textbox', { name: 'Specializations' }), 'LED TV');
      const s = () => scope;
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [
            ['textbox', 'Name', 'Suresh Iyer'],
            ['textbox', 'Email', 'suresh.iyer@example.in'],
            ['textbox', 'Phone', '9000012345'],
            ['textbox', 'City', 'Chennai'],
            ['textbox', 'Service Areas', '600001, 600040'],
            ['textbox', 'Specializations', 'LED TV'],
            ['spinbutton', 'Commission %', 15.5],
          ])();
          expect(within(scope).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Technician');
        },
      };
    },
    submit: async (user) => user.click(within(await section('Add Vendor / Technician')).getByRole('button', { name: 'Create Vendor' })),
    expected: { alert: 'Failed to create vendor' },
  },
  {
    screen: 'vendors',
    name: 'Deactivate',
    path: '/admin/third-parties',
    method: 'put',
    url: `${O}/api/vendor-assignments/:id`,
    arrange: () => {
      const vendor = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
      return { id: vendor.id, name: vendor.name };
    },
    prepare: async (_user, ctx) => {
      await rowButton(String(ctx.id), 'Deactivate');
      return {
        kept: async () => {
          await keptButton(String(ctx.id), 'Deactivate')();
          expect(within(await rowOf(String(ctx.id))).getByText('Active')).toBeInTheDocument();
        },
      };
    },
    submit: async (user, ctx) => clickRow(user, String(ctx.id), 'Deactivate'),
    expected: { toast: (message, ctx) => `Failed to deactivate ${ctx.name}: ${message}` },
  },
  {
    screen: 'vendors',
    name: 'Update rating',
    path: '/admin/third-parties',
    method: 'put',
    url: `${O}/api/vendor-assignments/:id`,
    arrange: () => {
      const vendor = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
      return { id: vendor.id, name: vendor.name };
    },
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Update');
      const dialog = within(await dialogNamed(`Update rating of ${ctx.name}`));
      await retype(user, dialog.getByRole('textbox', { name: 'Rating' }), '4.5');
      const s = () => screen.getByRole('dialog', { name: `Update rating of ${ctx.name}` });
      return { scope: s, kept: keptValues(s, [['textbox', 'Rating', '4.5']]) };
    },
    submit: async (user, ctx) => user.click(within(await dialogNamed(`Update rating of ${ctx.name}`)).getByRole('button', { name: 'Save' })),
    expected: { alert: 'Failed to update rating' },
  },

  // ------------------------------------------------ coverage areas
  {
    screen: 'areas',
    name: 'Create Area',
    path: '/admin/areas',
    method: 'post',
    url: `${O}/v1/areas`,
    prepare: async (user) => {
      const scope = await section('Add Coverage Area');
      const form = within(scope);
      await user.type(form.getByRole('textbox', { name: 'City' }), 'Kochi');
      await user.type(form.getByRole('textbox', { name: 'Pincode' }), '682001');
      await user.type(form.getByRole('textbox', { name: 'State' }), 'Kerala');
      await user.type(form.getByRole('textbox', { name: 'Region' }), 'South');
      await retype(user, form.getByRole('spinbutton', { name: 'Service Charge' }), '75');
      await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Harbour side');
      const s = () => scope;
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [
            ['textbox', 'City', 'Kochi'],
            ['textbox', 'Pincode', '682001'],
            ['textbox', 'State', 'Kerala'],
            ['textbox', 'Region', 'South'],
            ['spinbutton', 'Service Charge', 75],
            ['spinbutton', 'Travel Charge', 20],
            ['textbox', 'Notes', 'Harbour side'],
          ])();
          expect(within(scope).getByRole('switch', { name: 'Active' })).toBeChecked();
        },
      };
    },
    submit: async (user) => user.click(within(await section('Add Coverage Area')).getByRole('button', { name: 'Create Area' })),
    expected: { alert: 'Failed to create area coverage' },
  },
  {
    screen: 'areas',
    name: 'Update Coverage (bulk)',
    path: '/admin/areas',
    method: 'patch',
    url: `${O}/v1/areas/bulk-coverage`,
    arrange: () => {
      const [first, second] = t1().areas.filter((a) => a.coverage !== 'none');
      return { name: `${first.pincode}, ${second.pincode}` };
    },
    prepare: async (user, ctx) => {
      const scope = await section('Bulk Coverage Update');
      const form = within(scope);
      await user.type(form.getByRole('textbox', { name: 'Pincodes' }), ctx.name);
      await choose(user, form.getByRole('combobox', { name: 'New Coverage Type' }), 'None');
      const s = () => scope;
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [['textbox', 'Pincodes', ctx.name]])();
          expect(within(scope).getByRole('combobox', { name: 'New Coverage Type' })).toHaveTextContent('None');
        },
      };
    },
    submit: async (user) => user.click(within(await section('Bulk Coverage Update')).getByRole('button', { name: 'Update Coverage' })),
    expected: { alert: 'Failed to update coverage' },
  },
  {
    screen: 'areas',
    name: 'Change Coverage',
    path: '/admin/areas',
    method: 'put',
    url: `${O}/v1/areas/:id`,
    arrange: () => {
      const area = t1().areas.find((a) => a.coverage === 'full')!;
      return { id: area.id, city: area.city, pincode: area.pincode };
    },
    prepare: async (user, ctx) => {
      await clickRow(user, ctx.pincode, 'Change Coverage');
      const dialog = within(await dialogNamed(`Change coverage of ${ctx.city} ${ctx.pincode}`));
      await retype(user, dialog.getByRole('textbox', { name: 'New coverage' }), 'partial');
      const s = () => screen.getByRole('dialog', { name: `Change coverage of ${ctx.city} ${ctx.pincode}` });
      return { scope: s, kept: keptValues(s, [['textbox', 'New coverage', 'partial']]) };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Change coverage of ${ctx.city} ${ctx.pincode}`)).getByRole('button', { name: 'Save' })),
    expected: { alert: 'Failed to change coverage' },
  },

  // ------------------------------------------------ commission rules
  {
    screen: 'commission rules',
    name: 'Calculate',
    path: '/admin/finance/commissions',
    method: 'post',
    url: `${O}/v1/commission-rules/calculate`,
    prepare: async (user) => {
      const scope = await section('Commission Calculator');
      const form = within(scope);
      await retype(user, form.getByRole('spinbutton', { name: 'Order Value' }), '2500');
      await user.type(form.getByRole('textbox', { name: 'Service Category' }), 'Mobile Repair');
      await retype(user, form.getByRole('textbox', { name: 'Area' }), '400001');
      const s = () => scope;
      return {
        scope: s,
        kept: keptValues(s, [
          ['spinbutton', 'Order Value', 2500],
          ['textbox', 'Service Category', 'Mobile Repair'],
          ['textbox', 'Area', '400001'],
        ]),
      };
    },
    submit: async (user) => user.click(within(await section('Commission Calculator')).getByRole('button', { name: 'Calculate' })),
    expected: { alert: 'Failed to calculate commission' },
  },
  {
    screen: 'commission rules',
    name: 'Create Rule',
    path: '/admin/finance/commissions',
    method: 'post',
    url: `${O}/v1/commission-rules`,
    prepare: async (user) => {
      const scope = await section('Create Commission Rule');
      const form = within(scope);
      await retype(user, form.getByRole('spinbutton', { name: 'Value (%)' }), '12.5');
      await retype(user, form.getByRole('textbox', { name: 'Service Category' }), 'TV Repair');
      await retype(user, form.getByRole('spinbutton', { name: 'Priority' }), '3');
      const s = () => scope;
      return {
        scope: s,
        kept: keptValues(s, [
          ['spinbutton', 'Value (%)', 12.5],
          ['textbox', 'Service Category', 'TV Repair'],
          ['spinbutton', 'Min Order Value', 100],
          ['spinbutton', 'Max Order Value', 10000],
          ['spinbutton', 'Priority', 3],
        ]),
      };
    },
    submit: async (user) => user.click(within(await section('Create Commission Rule')).getByRole('button', { name: 'Create Rule' })),
    expected: { alert: 'Failed to create commission rule' },
  },
  {
    screen: 'commission rules',
    name: 'Edit',
    path: '/admin/finance/commissions',
    method: 'put',
    url: `${O}/v1/commission-rules/:id`,
    arrange: addRule,
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Edit');
      const dialog = within(await dialogNamed(`Edit Commission Rule #${ctx.id}`));
      await retype(user, dialog.getByRole('spinbutton', { name: 'Value (%)' }), '6.5');
      await retype(user, dialog.getByRole('textbox', { name: 'Service Category' }), 'Wall mounting');
      await user.click(dialog.getByRole('switch', { name: 'Active' }));
      const s = () => screen.getByRole('dialog', { name: `Edit Commission Rule #${ctx.id}` });
      return {
        scope: s,
        kept: async () => {
          await keptValues(s, [
            ['spinbutton', 'Value (%)', 6.5],
            ['textbox', 'Service Category', 'Wall mounting'],
          ])();
          expect(within(s()).getByRole('switch', { name: 'Active' })).not.toBeChecked();
        },
      };
    },
    submit: async (user, ctx) => user.click(within(await dialogNamed(`Edit Commission Rule #${ctx.id}`)).getByRole('button', { name: 'Save' })),
    expected: { alert: 'Failed to update commission rule' },
  },
  {
    screen: 'commission rules',
    name: 'Delete',
    path: '/admin/finance/commissions',
    method: 'delete',
    url: `${O}/v1/commission-rules/:id`,
    arrange: addRule,
    prepare: async (user, ctx) => {
      await clickRow(user, String(ctx.id), 'Delete');
      await screen.findByRole('dialog', { name: `Delete commission rule #${ctx.id}?` });
      const s = () => screen.getByRole('dialog', { name: `Delete commission rule #${ctx.id}?` });
      return {
        scope: s,
        kept: async () => {
          await waitFor(() => expect(within(s()).getByRole('button', { name: 'Delete' })).toBeEnabled());
          // The row is still listed (behind the modal, so not in the accessibility tree).
          const cells = [...document.querySelectorAll('table tbody td')].map((td) => td.textContent);
          expect(cells).toContain(String(ctx.id));
        },
      };
    },
    submit: async (user, ctx) =>
      user.click(within(await dialogNamed(`Delete commission rule #${ctx.id}?`)).getByRole('button', { name: 'Delete' })),
    expected: { alert: 'Failed to delete commission rule' },
  },

  // ------------------------------------------------ approvals
  ...(['Approve', 'Reject'] as const).map(
    (name): MutationCase => ({
      screen: 'approvals',
      name,
      path: '/admin/approvals',
      method: 'patch',
      url: `${O}/api/approvals/:id`,
      arrange: addApproval,
      prepare: async (user, ctx) => {
        await clickRow(user, String(ctx.id), name);
        const dialog = within(await dialogNamed(`${name} approval #${ctx.id}`));
        await user.type(dialog.getByRole('textbox', { name: 'Notes' }), `${name} after review`);
        const s = () => screen.getByRole('dialog', { name: `${name} approval #${ctx.id}` });
        return { scope: s, kept: keptValues(s, [['textbox', 'Notes', `${name} after review`]]) };
      },
      submit: async (user, ctx) => user.click(within(await dialogNamed(`${name} approval #${ctx.id}`)).getByRole('button', { name })),
      expected: { alert: 'Failed to update approval' },
    }),
  ),

  // ------------------------------------------------ notifications
  {
    screen: 'notifications',
    name: 'Mark Read',
    path: '/admin/notifications',
    method: 'patch',
    url: `${O}/api/notifications/:id/read`,
    arrange: () => {
      const notification = [...t1().notifications].reverse().find((n) => !n.isRead)!;
      notification.title = 'Fault sweep notice';
      delete notification.titleKey; // shown as sent: a key would be translated instead
      return { id: notification.id, name: notification.title };
    },
    prepare: async (_user, ctx) => {
      const row = async () => (await screen.findByText(ctx.name)).closest('tr') as HTMLTableRowElement;
      await within(await row()).findByRole('button', { name: 'Mark Read' });
      return {
        kept: async () => {
          const tr = await row();
          await waitFor(() => expect(within(tr).getByRole('button', { name: 'Mark Read' })).toBeEnabled());
          expect(tr.querySelector('[data-status]')).toHaveTextContent('Unread');
        },
      };
    },
    submit: async (user, ctx) =>
      user.click(within((await screen.findByText(ctx.name)).closest('tr') as HTMLElement).getByRole('button', { name: 'Mark Read' })),
    expected: { toast: (message) => `Failed to mark notification as read: ${message}` },
  },
];

// ---------------------------------------------------------------- the sweep

/** The red alert in `scope` whose text holds both the spec's title and the server message. */
const expectAlert = async (scope: () => HTMLElement, title: string, message: string) => {
  await waitFor(() => {
    const alerts = [...scope().querySelectorAll('[role="alert"]')];
    expect(alerts.map((a) => a.textContent)).toContainEqual(expect.stringContaining(title));
    const alert = alerts.find((a) => a.textContent?.includes(title))!;
    expect(alert).toHaveTextContent(message);
    // The red (error) alert of MUI.
    expect(alert.className).toMatch(/MuiAlert-.*[Ee]rror/);
  });
};

/** The error notification, then dismissed so the next fault's one can show. */
const expectToast = async (user: User, text: string) => {
  expect(await screen.findByText(text)).toBeInTheDocument();
  // A click elsewhere closes the snackbar (else it hides itself after 4 s).
  await user.click(document.body);
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
};

const snapshot = () => JSON.stringify(t1());

describe.each([...new Set(CASES.map((c) => c.screen))])('Fault sweep of the %s mutations', (screenName) => {
  for (const c of CASES.filter((x) => x.screen === screenName)) {
    it(`${c.name} (${c.method.toUpperCase()} ${c.url.replace(O, '')}): 500, 400, 403 and a network failure show the error and keep the form; 401 refreshes, then asks in place`, async () => {
      await signInAs();
      const refreshes: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/v1/auth/refresh')) refreshes.push(request.url);
      });
      const ctx = { id: 0, name: '', city: '', pincode: '', ...((await c.arrange?.()) ?? {}) } as Ctx;
      const user = userEvent.setup({ delay: null });
      await renderScreen(c.path);
      const prepared = await c.prepare(user, ctx);
      const before = snapshot();

      for (const fault of FAULTS) {
        inject(c, fault.status, fault.message);
        await c.submit(user, ctx);
        if ('alert' in c.expected) {
          expect(prepared.scope, `${c.name}: where its alert shows`).toBeDefined();
          await expectAlert(prepared.scope!, c.expected.alert, fault.message);
        } else {
          await expectToast(user, c.expected.toast(fault.message, ctx));
        }
        // The form (or row) kept, no crash, still on the screen, still signed in, nothing saved.
        await prepared.kept();
        expect(screen.queryByText(/Something went wrong/i)).not.toBeInTheDocument();
        expect(locationPath()).toBe(c.path);
        expect(getAccessToken()).toBeTruthy();
        expect(snapshot(), `${c.name} after the ${fault.name}`).toBe(before);
      }

      expect(refreshes.length, 'the 401 set off a refresh').toBeGreaterThan(0);

      // 401 with the refresh refused: the sign-in dialog over the screen; its Sign out ends the session.
      revokeRefreshTokens();
      inject(c, 401, 'Session expired');
      await c.submit(user, ctx);
      const signIn = await screen.findByRole('dialog', { name: 'Your session has expired' });
      expect(locationPath()).toBe(c.path);
      await user.click(within(signIn).getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(locationPath()).toBe('/sign-in'));
      expect(getAccessToken()).toBeNull();
      expect(localStorage.getItem('adminAccessToken')).toBeNull();
      expect(sessionStorage.getItem('adminAccessToken')).toBeNull();
      expect(snapshot()).toBe(before);
    });
  }
});
