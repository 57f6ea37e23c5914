import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, authorize } from './util';
import { raiseSlaAlerts, slaCounts } from './complaintSla';

export const dashboardHandlers = [
  rest.get(api('/dashboard/stats'), ({ request }) => {
    const ctx = authorize(request, 'dashboard', 'list');
    const { t } = ctx;
    // Complaints that have just turned at risk or breached are announced, then counted.
    const now = Date.now();
    raiseSlaAlerts(ctx, now);
    const sla = slaCounts(t.complaints, now);
    const count = <T extends { status: string }>(rows: T[], s: string) => rows.filter((r) => r.status === s).length;
    const newest = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => b.id - a.id).slice(0, 5);
    return json({
      totalUsers: db.state.users.filter((u) => String(u.tenantId) === ctx.tenantId).length,
      totalProducts: t.products.length,
      totalComplaints: t.complaints.length,
      totalInvoices: t.invoices.length,
      complaintStats: {
        open: count(t.complaints, 'open'),
        assigned: count(t.complaints, 'assigned'),
        inProgress: count(t.complaints, 'in_progress'),
        resolved: count(t.complaints, 'resolved'),
        closed: count(t.complaints, 'closed'),
      },
      slaStats: { onTrack: sla.on_track, atRisk: sla.at_risk, breached: sla.breached, met: sla.met },
      bookingStats: {
        scheduled: count(t.bookings, 'scheduled'),
        inProgress: count(t.bookings, 'in_progress'),
        completed: count(t.bookings, 'completed'),
        cancelled: count(t.bookings, 'cancelled'),
      },
      recentComplaints: newest(t.complaints).map(({ id, description, status }) => ({ id, description, status })),
      recentBookings: newest(t.bookings).map(({ id, serviceType, scheduledDate, scheduledTime, status }) => ({ id, serviceType, scheduledDate, scheduledTime, status })),
    });
  }),
];
