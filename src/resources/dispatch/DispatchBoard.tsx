import { useMemo, useRef, useState } from 'react';
import { Box, Button, ButtonGroup, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type AutoScrollOptions,
  type DragEndEvent,
  type MeasuringConfiguration,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useAddUndoableMutation, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canMoveBack, clashOnMove, isDay, moveRefusal, placeMoves, shiftWeek, weekDays, weekStart } from '../../domain/dispatch';
import { visitToday } from '../../domain/service';
import { onLeaveRefusal } from '../../domain/leaveDays';
import { useAccess } from '../../ui/useAccess';
import { ScreenPage } from '../../ui/ScreenPage';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorText, refusalText } from '../../ui/errorText';
import { useFormatDate } from '../../ui/DateText';
import type { Booking } from '../bookings/types';
import { BlockText, BookingBlock } from './BookingBlock';
import { WeekGrid } from './WeekGrid';
import { dayUnderPointer } from './collision';
import { moveBooking, type Slot } from './moveBooking';
import { useDispatchData } from './useDispatchData';

/**
 * The days' places are measured again while the pointer moves (a refetch that lands mid-drag may
 * have grown a row), not only when the drag starts.
 */
const MEASURING: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.WhileDragging, frequency: 150 } };
/**
 * The page scrolls up or down only with the pointer at its very edge, and the board never sideways
 * unless it is wider than its box (a phone). dnd-kit's default (a fifth of the box from each edge)
 * scrolled a 1366 px board under a pointer held over Friday, and the drop landed on Saturday.
 */
const AUTO_SCROLL: AutoScrollOptions = { threshold: { x: 0.05, y: 0.08 }, acceleration: 6 };

/** Side by side from this width (a 1280 px laptop): the queue, and beside it the whole week. */
const SIDE_BY_SIDE = 1280;

interface Move {
  /** Told apart in the lists below (one booking may move again after its move is saved). */
  key: number;
  booking: Booking;
  slot: Slot;
}

/**
 * /admin/service/dispatch: technicians by the days of a week (Monday to Sunday, ?week=<a day of it>),
 * each booking a card in its technician's day coloured by its status, with its customer and area, and
 * the queue of open bookings with no technician or no date. A card dragged onto a technician's day
 * (pointer or keyboard) or moved with Assign… is assigned to them and moved to that day, its time
 * kept; a clash with their other booking at that time is a warning, the move still made; a day
 * before today (India's date), or one of the technician's leave days (shown in their row), is
 * refused and the card stays.
 *
 * Undo, on the message after a drop: a card that had a technician and a day is saved at once and
 * Undo moves it back with a second call; a queued card (no technician or no day, which the API
 * cannot restore) waits on the board until the message closes, and Undo sends nothing.
 */
const DispatchBoard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const addUndoable = useAddUndoableMutation();
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const [params, setParams] = useSearchParams();
  const today = visitToday();
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
  // Moves the lists do not show yet: being saved, or waiting for their Undo. Shown where dropped.
  const [moves, setMoves] = useState<Move[]>([]);
  const [saving, setSaving] = useState(0);
  const nextKey = useRef(0);

  const { placed, queued } = useMemo(() => placeMoves(board.bookings, board.queued, moves, days), [board.bookings, board.queued, moves, days]);
  const busy = useMemo(() => new Set(moves.map((m) => m.booking.id)), [moves]);
  const nameOf = (technicianId: number) => board.rows.find((r) => r.id === technicianId)?.name ?? `#${technicianId}`;

  /** Saves a move (moveBooking); a refusal says why. The board shows it where dropped until the lists have it. */
  const save = async (move: Move): Promise<boolean> => {
    setSaving((n) => n + 1);
    try {
      await moveBooking(dataProvider, move.booking, move.slot, { days: board.leaveDays, name: nameOf(move.slot.technicianId) });
      return true;
    } catch (error) {
      notify('dispatch.failure', { type: 'error', messageArgs: { id: move.booking.id, message: errorText(error, translate) } });
      return false;
    } finally {
      // The board's lists, the bookings' pages and the technicians' schedules.
      await queryClient.invalidateQueries({ queryKey: ['service/bookings'] });
      setMoves((list) => list.filter((m) => m.key !== move.key));
      setSaving((n) => n - 1);
    }
  };

  /** Undo of a saved move: the booking back to its technician and day, by a second call. */
  const moveBack = async ({ booking, slot }: Move) => {
    const back: Move = { key: nextKey.current++, booking: { ...booking, assignedTechnicianId: slot.technicianId, scheduledDate: slot.day }, slot: { technicianId: booking.assignedTechnicianId!, day: booking.scheduledDate } };
    setMoves((list) => [...list, back]);
    if (await save(back)) notify('dispatch.undone', { type: 'info', messageArgs: { id: booking.id, name: nameOf(back.slot.technicianId), date: formatDate(back.slot.day) } });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const booking = active.data.current?.booking as Booking | undefined;
    const target = over?.data.current as (Slot & { label: string }) | undefined;
    if (!booking || !target || busy.has(booking.id)) return;
    const slot: Slot = { technicianId: target.technicianId, day: target.day };
    if (booking.assignedTechnicianId === slot.technicianId && booking.scheduledDate === slot.day) return;
    // Refused as the API refuses it (a day before today, a technician on leave that day or no longer
    // active): the card stays where it was.
    const refusal = moveRefusal(booking, slot, today) ?? onLeaveRefusal(slot.technicianId, slot.day, board.leaveDays, nameOf(slot.technicianId));
    const inactive = booking.assignedTechnicianId !== slot.technicianId && board.rows.some((r) => r.id === slot.technicianId && !r.active);
    if (refusal || inactive) {
      const message = refusal ? refusalText(translate, refusal) : translate('dispatch.inactive', { name: nameOf(slot.technicianId) });
      notify('dispatch.failure', { type: 'error', messageArgs: { id: booking.id, message } });
      return;
    }
    const move: Move = { key: nextKey.current++, booking, slot };
    const clash = clashOnMove(booking, slot.technicianId, slot.day, board.bookings);
    const said = {
      type: clash === null ? ('success' as const) : ('warning' as const),
      messageArgs: { id: booking.id, name: nameOf(slot.technicianId), date: formatDate(slot.day), time: booking.scheduledTime, other: clash },
      undoable: true,
    };
    const message = clash === null ? 'dispatch.moved' : 'dispatch.movedClash';
    setMoves((list) => [...list, move]);
    if (canMoveBack(booking, slot, today)) {
      // Saved now; the message's Undo moves it back.
      void save(move).then((saved) => {
        if (!saved) return;
        addUndoable(({ isUndo }) => {
          if (isUndo) void moveBack(move);
        });
        notify(message, said);
      });
    } else {
      // From the queue: nothing is sent until the message closes; Undo leaves it in the queue.
      addUndoable(({ isUndo }) => {
        if (!isUndo) {
          void save(move);
          return;
        }
        setMoves((list) => list.filter((m) => m.key !== move.key));
        notify('dispatch.undoneQueue', { type: 'info', messageArgs: { id: booking.id } });
      });
      notify(message, said);
    }
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
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Box sx={{ flex: 1 }}>
            <Typography component="h1" variant="h6">
              {translate('dispatch.title')}
            </Typography>
            <Typography component="h2" variant="subtitle1" aria-live="polite">
              {translate('dispatch.week', { from: formatDate(days[0]), to: formatDate(days[6]) })}
            </Typography>
          </Box>
          {saving > 0 ? <CircularProgress size={18} aria-label={translate('dispatch.saving')} /> : null}
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
        collisionDetection={dayUnderPointer}
        measuring={MEASURING}
        autoScroll={AUTO_SCROLL}
        onDragStart={({ active }) => setDragged((active.data.current?.booking as Booking) ?? null)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: translate('dispatch.dnd.instructions') } }}
      >
        <Box
          sx={(theme) => ({
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignItems: 'start',
            [theme.breakpoints.up(SIDE_BY_SIDE)]: { gridTemplateColumns: '200px minmax(0, 1fr)' },
          })}
        >
          <Card
            component="section"
            aria-labelledby="dispatch-queue"
            sx={(theme) => ({ [theme.breakpoints.up(SIDE_BY_SIDE)]: { position: 'sticky', top: 64 } })}
          >
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography id="dispatch-queue" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('dispatch.queue.title', { smart_count: board.queueTotal })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1, fontSize: '0.8125rem' }}>
                {translate('dispatch.queue.hint')}
              </Typography>
              {/* Beside the board, a column that scrolls on its own; above it (narrower screens), a few rows of cards. */}
              <Box
                sx={(theme) => ({
                  display: 'grid',
                  gap: 0.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
                  maxHeight: 280,
                  overflowY: 'auto',
                  [theme.breakpoints.up(SIDE_BY_SIDE)]: { gridTemplateColumns: 'minmax(0, 1fr)', maxHeight: 'calc(100vh - 220px)' },
                  '& > [role="group"]': { mb: 0 },
                })}
              >
                {queued.map((b) => (
                  <BookingBlock key={b.id} booking={b} place={board.placeOf(b)} canMove={canMove} busy={busy.has(b.id)} withDay />
                ))}
              </Box>
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
              <WeekGrid rows={board.rows} days={days} dayLabels={dayLabels} today={today} bookings={placed} leaveDays={board.leaveDays} placeOf={board.placeOf} busy={busy} canMove={canMove} />
            )}
          </Card>
        </Box>
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <Box sx={{ bgcolor: 'background.paper', boxShadow: 4, borderRadius: 1, px: 1, py: 0.5, typography: 'body2', fontWeight: 600, maxWidth: 200 }}>
              <BlockText booking={dragged} />
              {board.placeOf(dragged).customer ? (
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                  {board.placeOf(dragged).customer}
                </Box>
              ) : null}
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
    </ScreenPage>
  );
};

export default DispatchBoard;
