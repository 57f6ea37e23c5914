import { useMemo, useState } from 'react';
import { Box, Button, ButtonGroup, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { format } from 'date-fns';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { clashOnMove, isDay, shiftWeek, weekDays, weekStart } from '../../domain/dispatch';
import { useAccess } from '../../console/useAccess';
import { ScreenPage } from '../../ui/ScreenPage';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText } from '../../ui/errorText';
import { useFormatDate } from '../../ui/DateText';
import type { Booking } from '../bookings/types';
import { BlockText, BookingBlock } from './BookingBlock';
import { WeekGrid } from './WeekGrid';
import { moveBooking, type Slot } from './moveBooking';
import { useDispatchData } from './useDispatchData';

/** The pointer's cell when it is over one; the keyboard (no pointer) moves by the dragged block's overlap. */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

type Move = { booking: Booking; slot: Slot; clash: number | null; name: string };

/**
 * /admin/service/dispatch: technicians by the days of a week (Monday to Sunday, ?week=<a day of it>),
 * each booking a block in its technician's day coloured by its status, and the queue of open bookings
 * with no technician or no date. A block dragged onto a technician's day (pointer or keyboard) or
 * moved with Assign… is assigned to them and moved to that day, its time kept; a clash with their
 * other booking at that time is a warning, the move still made.
 */
const DispatchBoard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [params, setParams] = useSearchParams();
  const today = format(new Date(), 'yyyy-MM-dd');
  const asked = params.get('week');
  const monday = weekStart(isDay(asked) ? asked : today);
  const days = useMemo(() => weekDays(monday), [monday]);
  const dayLabels = useMemo(() => {
    const f = new Intl.DateTimeFormat(`${locale}-IN`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    return days.map((day) => f.format(new Date(`${day}T00:00:00.000Z`)));
  }, [days, locale]);
  const board = useDispatchData(days);
  const canAssign = useAccess('service/bookings', 'assign').canAccess;
  const canEdit = useAccess('service/bookings', 'edit').canAccess;
  const canMove = canAssign && canEdit;
  const [dragged, setDragged] = useState<Booking | null>(null);

  const move = useMutation({
    mutationFn: ({ booking, slot }: Move) => moveBooking(dataProvider, booking, slot),
    onSuccess: (_answer, { booking, slot, clash, name }) => {
      const args = { id: booking.id, name, date: formatDate(slot.day), time: booking.scheduledTime, other: clash };
      if (clash === null) notify('dispatch.moved', { type: 'success', messageArgs: args });
      else notify('dispatch.movedClash', { type: 'warning', messageArgs: args });
    },
    onError: (error, { booking }) => notify('dispatch.failure', { type: 'error', messageArgs: { id: booking.id, message: errorText(error, translate) } }),
    onSettled: () => board.refetch(),
  });
  // Until the board has fetched again, the moved booking shows where it was dropped.
  const pending = move.isPending ? move.variables : null;
  const placed = pending
    ? [...board.bookings.filter((b) => b.id !== pending.booking.id), { ...pending.booking, assignedTechnicianId: pending.slot.technicianId, scheduledDate: pending.slot.day }]
    : board.bookings;
  const queued = pending ? board.queued.filter((b) => b.id !== pending.booking.id) : board.queued;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const booking = active.data.current?.booking as Booking | undefined;
    const target = over?.data.current as (Slot & { label: string }) | undefined;
    if (!booking || !target || move.isPending) return;
    if (booking.assignedTechnicianId === target.technicianId && booking.scheduledDate === target.day) return;
    const name = board.rows.find((r) => r.id === target.technicianId)?.name ?? `#${target.technicianId}`;
    const clash = clashOnMove(booking, target.technicianId, target.day, board.bookings);
    move.mutate({ booking, slot: { technicianId: target.technicianId, day: target.day }, clash, name });
  };

  const labelOf = (id: unknown) => translate('dispatch.blockLabel', { id: String(id).replace('booking-', '') });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('dispatch.dnd.start', { booking: labelOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? translate('dispatch.dnd.over', { booking: labelOf(active.id), cell: over.data.current?.label }) : translate('dispatch.dnd.away', { booking: labelOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? translate('dispatch.dnd.end', { booking: labelOf(active.id), cell: over.data.current?.label }) : translate('dispatch.dnd.cancel', { booking: labelOf(active.id) })),
    onDragCancel: ({ active }) => translate('dispatch.dnd.cancel', { booking: labelOf(active.id) }),
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const goTo = (week: string) => setParams((p) => (week === weekStart(today) ? (p.delete('week'), p) : (p.set('week', week), p)), { replace: false });

  return (
    <ScreenPage title="dispatch.title">
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography component="h1" variant="h6">
              {translate('dispatch.title')}
            </Typography>
            <Typography component="h2" variant="subtitle1" aria-live="polite">
              {translate('dispatch.week', { from: formatDate(days[0]), to: formatDate(days[6]) })}
            </Typography>
          </Box>
          {move.isPending ? <CircularProgress size={18} aria-label={translate('dispatch.saving')} /> : null}
          <ButtonGroup variant="outlined" size="small">
            <Button onClick={() => goTo(shiftWeek(monday, -1))} startIcon={<ChevronLeftIcon aria-hidden />}>
              {translate('dispatch.previous')}
            </Button>
            <Button onClick={() => goTo(weekStart(today))} disabled={monday === weekStart(today)}>
              {translate('dispatch.thisWeek')}
            </Button>
            <Button onClick={() => goTo(shiftWeek(monday, 1))} endIcon={<ChevronRightIcon aria-hidden />}>
              {translate('dispatch.next')}
            </Button>
          </ButtonGroup>
        </CardContent>
      </Card>
      {board.error ? <ErrorAlert title={translate('dispatch.loadFailure')} error={board.error} /> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={({ active }) => setDragged((active.data.current?.booking as Booking) ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: translate('dispatch.dnd.instructions') } }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Card component="section" aria-labelledby="dispatch-queue">
            <CardContent>
              <Typography id="dispatch-queue" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('dispatch.queue.title', { smart_count: board.queueTotal })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('dispatch.queue.hint')}
              </Typography>
              {queued.map((b) => (
                <BookingBlock key={b.id} booking={b} canMove={canMove} withDay />
              ))}
              {!board.isPending && queued.length === 0 ? <Typography variant="body2">{translate('dispatch.queue.empty')}</Typography> : null}
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('dispatch.grid')}>
            {board.isPending ? (
              <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
                <CircularProgress aria-label={translate('dispatch.loading')} />
              </Box>
            ) : board.rows.length === 0 ? (
              <CardContent>{translate('dispatch.noTechnicians')}</CardContent>
            ) : (
              <WeekGrid rows={board.rows} days={days} dayLabels={dayLabels} bookings={placed} canMove={canMove} />
            )}
          </Card>
        </Box>
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <Box sx={{ bgcolor: 'background.paper', boxShadow: 4, borderRadius: 1, px: 1, py: 0.5, typography: 'body2', fontWeight: 600 }}>
              <BlockText booking={dragged} />
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
    </ScreenPage>
  );
};

export default DispatchBoard;
