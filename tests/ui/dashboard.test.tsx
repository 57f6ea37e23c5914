import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http as rest, HttpResponse } from 'msw';
import { http, unwrap } from '../../src/providers/http';
import { DEMO_ORIGIN } from '../../src/config';
import type { DashboardStats } from '../../src/providers/dataProvider';
import userEvent from '@testing-library/user-event';
import { locationPath, locationSearch, renderScreen, server, signInAs } from './harness';

const STATS_URL = `${DEMO_ORIGIN}/api/dashboard/stats`;
const WAIT = { timeout: 15000 };
const fmt = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/** The row of a status legend list holding `label`, e.g. "Open 12". */
const legendRow = (listName: string, label: string) => {
  const list = screen.getByRole('list', { name: listName });
  return within(list).getByText(label, { exact: true }).closest('li') as HTMLElement;
};

const fetchStats = async () => unwrap<DashboardStats>(await http.get('/api/dashboard/stats'));

describe('Dashboard', () => {
  it('shows the totals, status counts and recent lists the server reports', async () => {
    await signInAs();
    const stats = await fetchStats();
    await renderScreen('/admin/dashboard');

    const users = await screen.findByRole('group', { name: 'Users' }, WAIT);
    expect(users).toHaveTextContent(fmt(stats.totalUsers));
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent(fmt(stats.totalProducts));
    expect(screen.getByRole('group', { name: 'Complaints' })).toHaveTextContent(fmt(stats.totalComplaints));
    expect(screen.getByRole('group', { name: 'Invoices' })).toHaveTextContent(fmt(stats.totalInvoices));

    const complaintRows: [string, number | undefined][] = [
      ['Open', stats.complaintStats.open],
      ['Assigned', stats.complaintStats.assigned],
      ['In progress', stats.complaintStats.inProgress],
      ['Resolved', stats.complaintStats.resolved],
      ['Closed', stats.complaintStats.closed],
    ];
    for (const [label, n] of complaintRows) {
      if (n === undefined) continue;
      expect(legendRow('Complaints by status', label)).toHaveTextContent(new RegExp(`^${label}\\s*${fmt(n)}$`));
    }
    const bookingRows: [string, number][] = [
      ['Scheduled', stats.bookingStats.scheduled],
      ['In progress', stats.bookingStats.inProgress],
      ['Completed', stats.bookingStats.completed],
      ['Cancelled', stats.bookingStats.cancelled],
    ];
    for (const [label, n] of bookingRows) {
      expect(legendRow('Bookings by status', label)).toHaveTextContent(new RegExp(`^${label}\\s*${fmt(n)}$`));
    }

    // One table row per recent item, in the server's order, after the header row.
    const cellsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    const complaints = cellsOf(screen.getByRole('table', { name: 'Recent complaints' }));
    expect(complaints).toHaveLength(stats.recentComplaints.length);
    stats.recentComplaints.forEach((c, i) => {
      expect(complaints[i]![0]).toBe(String(c.id));
      expect(complaints[i]![1]).toBe(c.description);
    });
    const bookings = cellsOf(screen.getByRole('table', { name: 'Recent bookings' }));
    expect(bookings).toHaveLength(stats.recentBookings.length);
    stats.recentBookings.forEach((b, i) => {
      expect(bookings[i]![0]).toBe(String(b.id));
      expect(bookings[i]![3]).toBe(b.scheduledTime);
    });
  });

  it('shows the at-risk and breached complaint counts, each a link to the complaint list filtered by that SLA status', async () => {
    await signInAs();
    const stats = await fetchStats();
    expect(stats.slaStats!.atRisk).toBeGreaterThan(0);
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/dashboard');

    const card = within((await screen.findByRole('heading', { name: 'Service levels (SLA)' }, WAIT)).closest('section') as HTMLElement);
    const atRisk = card.getByRole('link', { name: /At risk/ });
    expect(atRisk).toHaveTextContent(`At risk${fmt(stats.slaStats!.atRisk)}`);
    const breached = card.getByRole('link', { name: /Breached/ });
    expect(breached).toHaveTextContent(`Breached${fmt(stats.slaStats!.breached)}`);
    expect(breached).toHaveAttribute('href', `/admin/service/complaints?filter=${encodeURIComponent('{"slaStatus":"breached"}')}`);
    expect(card.getByText(`On track: ${fmt(stats.slaStats!.onTrack)} · Met: ${fmt(stats.slaStats!.met)}`)).toBeInTheDocument();

    await user.click(atRisk);
    expect(locationPath()).toBe('/admin/service/complaints');
    expect(JSON.parse(new URLSearchParams(locationSearch()).get('filter')!)).toEqual({ slaStatus: 'at_risk' });
  });

  it('reads a {data} wrapped response and says when the recent lists are empty', async () => {
    await signInAs();
    const stats = await fetchStats();
    server.use(
      rest.get(STATS_URL, () =>
        HttpResponse.json({ success: true, data: { ...stats, recentComplaints: [], recentBookings: [] } }),
      ),
    );
    await renderScreen('/admin/dashboard');

    expect(await screen.findByText('No recent complaints', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('No recent bookings')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent(fmt(stats.totalUsers));
    expect(screen.queryByRole('table', { name: 'Recent complaints' })).not.toBeInTheDocument();
  });

  it('shows the error and the server message when the stats fail to load', async () => {
    await signInAs();
    server.use(rest.get(STATS_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await renderScreen('/admin/dashboard');

    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Failed to load dashboard stats');
    expect(alert).toHaveTextContent('boom');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
  });
});
