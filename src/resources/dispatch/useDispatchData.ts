import { useCallback, useMemo } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import { useTechnicians } from '../bookings/useTechnicians';
import type { Booking } from '../bookings/types';
import type { LeaveDay } from '../../domain/leaveDays';
import { useAccess } from '../../ui/useAccess';

/** The most bookings of one week the board asks for in one page (the API takes up to 1000). */
export const WEEK_LIMIT = 500;
/** The most queued bookings the board shows. */
export const QUEUE_LIMIT = 100;

const BY_ID = { field: 'id', order: 'ASC' } as const;
const bySlot = (a: Booking, b: Booking) =>
  `${a.scheduledDate ?? ''} ${a.scheduledTime ?? ''}`.localeCompare(`${b.scheduledDate ?? ''} ${b.scheduledTime ?? ''}`) || a.id - b.id;
/** Each id once, in order: the same ids give the same query (and its cache) after a move. */
const idsOf = (ids: readonly (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => id != null))].sort((a, b) => a - b);

export interface BoardRow {
  id: number;
  name: string;
  /** False for a technician no longer active who still holds a booking of the week: nothing more is assigned to them. */
  active: boolean;
}

/** Who a booking's visit is for and where: its complaint's customer, by name, pincode and city. */
export interface Place {
  customer: string | null;
  /** 'pincode · city', the parts there are; null until the customer is loaded (or without either). */
  area: string | null;
}

interface ComplaintRef {
  id: number;
  customerId: number;
}
interface CustomerRef {
  id: number;
  name: string;
  pincode?: string | null;
  city?: string | null;
}

/**
 * What the board shows: the week's bookings (GET /api/service-bookings?dateFrom&dateTo), the queue
 * (…?queue=true: open bookings with no technician or no date, any week), the week's leave days
 * (GET /api/leave-days?dateFrom&dateTo), and the technicians as rows:
 * the active ones, and any other technician holding a booking that week. Each booking's customer
 * and area: the lists carry the customer's name; the pincode and city come from the bookings'
 * complaints and their customers (GET /api/complaints/:id, GET /v1/customers/:id), as My jobs reads
 * them. Without them (still loading, or refused) a card shows the name alone.
 */
export const useDispatchData = (days: readonly string[]) => {
  const week = useGetList<Booking>('service/bookings', {
    pagination: { page: 1, perPage: WEEK_LIMIT },
    sort: BY_ID,
    filter: { dateFrom: days[0], dateTo: days[days.length - 1] },
  });
  const queue = useGetList<Booking>('service/bookings', { pagination: { page: 1, perPage: QUEUE_LIMIT }, sort: BY_ID, filter: { queue: 'true' } });
  const technicians = useTechnicians();
  // The technicians' leave days of the week (src/entities/leaveDays.ts), where the role may read them.
  const canReadLeave = useAccess('leave-days', 'list').canAccess;
  const leave = useGetList<LeaveDay & { id: number }>(
    'leave-days',
    { pagination: { page: 1, perPage: WEEK_LIMIT }, sort: { field: 'date', order: 'ASC' }, filter: { dateFrom: days[0], dateTo: days[days.length - 1] } },
    { enabled: canReadLeave },
  );

  const complaintIds = useMemo(() => idsOf([...(week.data ?? []), ...(queue.data ?? [])].map((b) => b.complaintId)), [week.data, queue.data]);
  const complaints = useGetMany<ComplaintRef>('service/complaints', { ids: complaintIds }, { enabled: complaintIds.length > 0 });
  const customerIds = useMemo(() => idsOf((complaints.data ?? []).map((c) => c.customerId)), [complaints.data]);
  const customers = useGetMany<CustomerRef>('service/customers', { ids: customerIds }, { enabled: customerIds.length > 0 });

  const placeOf = useMemo(() => {
    const customerOfComplaint = new Map((complaints.data ?? []).map((c) => [Number(c.id), c.customerId]));
    const customerById = new Map((customers.data ?? []).map((c) => [Number(c.id), c]));
    return (booking: Booking): Place => {
      const customer = customerById.get(customerOfComplaint.get(booking.complaintId) ?? -1);
      const area = [customer?.pincode?.trim(), customer?.city?.trim()].filter(Boolean).join(' · ');
      return { customer: booking.customerName ?? customer?.name ?? null, area: area || null };
    };
  }, [complaints.data, customers.data]);

  const rows = useMemo<BoardRow[]>(() => {
    const list: BoardRow[] = technicians.active.map((t) => ({ id: Number(t.id), name: t.name, active: true }));
    const known = new Set(list.map((r) => r.id));
    for (const b of week.data ?? []) {
      if (b.assignedTechnicianId === null || known.has(b.assignedTechnicianId)) continue;
      known.add(b.assignedTechnicianId);
      list.push({ id: b.assignedTechnicianId, name: technicians.nameOf(b.assignedTechnicianId) ?? `#${b.assignedTechnicianId}`, active: false });
    }
    return list;
    // nameOf reads the same lists as `active`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [technicians.active, week.data]);

  const { refetch: refetchWeek } = week;
  const { refetch: refetchQueue } = queue;
  return {
    bookings: useMemo(() => [...(week.data ?? [])].sort(bySlot), [week.data]),
    queued: useMemo(() => [...(queue.data ?? [])].sort(bySlot), [queue.data]),
    queueTotal: queue.total ?? 0,
    rows,
    placeOf,
    leaveDays: useMemo(() => leave.data ?? [], [leave.data]),
    isPending: week.isPending || queue.isPending || technicians.isPending,
    error: week.error ?? queue.error ?? null,
    refetch: useCallback(() => Promise.all([refetchWeek(), refetchQueue()]), [refetchWeek, refetchQueue]),
  };
};
