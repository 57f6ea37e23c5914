import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useTechnicians } from '../bookings/useTechnicians';
import type { Booking } from '../bookings/types';

/** The most bookings of one week the board asks for in one page (the API takes up to 1000). */
export const WEEK_LIMIT = 500;
/** The most queued bookings the board shows. */
export const QUEUE_LIMIT = 100;

const BY_ID = { field: 'id', order: 'ASC' } as const;
const bySlot = (a: Booking, b: Booking) =>
  `${a.scheduledDate ?? ''} ${a.scheduledTime ?? ''}`.localeCompare(`${b.scheduledDate ?? ''} ${b.scheduledTime ?? ''}`) || a.id - b.id;

export interface BoardRow {
  id: number;
  name: string;
}

/**
 * What the board shows: the week's bookings (GET /api/service-bookings?dateFrom&dateTo), the queue
 * (…?queue=true: open bookings with no technician or no date, any week) and the technicians as rows:
 * the active ones, and any other technician holding a booking that week.
 */
export const useDispatchData = (days: readonly string[]) => {
  const week = useGetList<Booking>('service/bookings', {
    pagination: { page: 1, perPage: WEEK_LIMIT },
    sort: BY_ID,
    filter: { dateFrom: days[0], dateTo: days[days.length - 1] },
  });
  const queue = useGetList<Booking>('service/bookings', { pagination: { page: 1, perPage: QUEUE_LIMIT }, sort: BY_ID, filter: { queue: 'true' } });
  const technicians = useTechnicians();

  const rows = useMemo<BoardRow[]>(() => {
    const list: BoardRow[] = technicians.active.map((t) => ({ id: Number(t.id), name: t.name }));
    const known = new Set(list.map((r) => r.id));
    for (const b of week.data ?? []) {
      if (b.assignedTechnicianId === null || known.has(b.assignedTechnicianId)) continue;
      known.add(b.assignedTechnicianId);
      list.push({ id: b.assignedTechnicianId, name: technicians.nameOf(b.assignedTechnicianId) ?? `#${b.assignedTechnicianId}` });
    }
    return list;
    // nameOf reads the same lists as `active`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [technicians.active, week.data]);

  return {
    bookings: useMemo(() => [...(week.data ?? [])].sort(bySlot), [week.data]),
    queued: useMemo(() => [...(queue.data ?? [])].sort(bySlot), [queue.data]),
    queueTotal: queue.total ?? 0,
    rows,
    isPending: week.isPending || queue.isPending || technicians.isPending,
    error: week.error ?? queue.error ?? null,
    refetch: () => Promise.all([week.refetch(), queue.refetch()]),
  };
};
