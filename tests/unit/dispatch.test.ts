import { describe, expect, it } from 'vitest';
import type { ClientRect, Collision, DroppableContainer } from '@dnd-kit/core';
import { canMoveBack, clashOnMove, isDay, isQueued, moveRefusal, placeMoves, shiftWeek, weekDays, weekStart } from '../../src/domain/dispatch';
import { visitDateRefusal, visitToday } from '../../src/domain/service';
import { dayUnderPointer } from '../../src/resources/dispatch/collision';
import { english } from '../../mocks/handlers/serverTexts';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';

// The dispatch board's week, queue and clash rules (src/domain/dispatch.ts).

describe('dispatch board rules', () => {
  it('a week runs Monday to Sunday around any of its days, across a month and a year end', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(shiftWeek('2026-11-25', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-11-25', 1)).toBe('2026-11-30');
    expect([isDay('2026-02-29'), isDay('2028-02-29'), isDay('2026-1-5'), isDay(null)]).toEqual([false, true, false, false]);
  });

  it('queues open bookings without a technician or a date, never completed or cancelled ones', () => {
    expect(isQueued({ status: 'scheduled', assignedTechnicianId: null, scheduledDate: '2026-11-25' })).toBe(true);
    expect(isQueued({ status: 'in_progress', assignedTechnicianId: 3, scheduledDate: '' })).toBe(true);
    expect(isQueued({ status: 'scheduled', assignedTechnicianId: 3, scheduledDate: '2026-11-25' })).toBe(false);
    expect(isQueued({ status: 'cancelled', assignedTechnicianId: null, scheduledDate: '2026-11-25' })).toBe(false);
    expect(isQueued({ status: 'completed', assignedTechnicianId: null, scheduledDate: '' })).toBe(false);
  });

  it("a move clashes with the technician's other open booking at that day and time only", () => {
    const moving = { id: 1, assignedTechnicianId: null, scheduledDate: '2026-11-24', scheduledTime: '10:00', status: 'scheduled' };
    const others = [
      { id: 2, assignedTechnicianId: 7, scheduledDate: '2026-11-26', scheduledTime: '10:00', status: 'scheduled' },
      { id: 3, assignedTechnicianId: 7, scheduledDate: '2026-11-27', scheduledTime: '10:00', status: 'cancelled' },
      { id: 4, assignedTechnicianId: 8, scheduledDate: '2026-11-28', scheduledTime: '10:00', status: 'in_progress' },
    ];
    expect(clashOnMove(moving, 7, '2026-11-26', others)).toBe(2);
    expect(clashOnMove(moving, 7, '2026-11-27', others)).toBeNull();
    expect(clashOnMove(moving, 7, '2026-11-28', others)).toBeNull();
    expect(clashOnMove(moving, 8, '2026-11-28', others)).toBe(4);
    expect(clashOnMove({ ...moving, scheduledTime: '11:30' }, 7, '2026-11-26', others)).toBeNull();
    // The booking itself never clashes with where it was.
    expect(clashOnMove({ ...others[0] }, 7, '2026-11-26', others)).toBeNull();
  });

  it("today is India's date whatever the machine's zone: it turns at 18:30 UTC", () => {
    expect(visitToday(Date.parse('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(visitToday(Date.parse('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    expect(visitToday(new Date('2026-12-31T20:00:00.000Z'))).toBe('2027-01-01');
  });

  it('refuses a visit before today, with the key and parameters the API answers; today, later and a kept past day pass', () => {
    const today = '2026-11-27';
    expect(visitDateRefusal('2020-01-01', today)).toEqual({ key: 'serverText.visitDatePast', params: { date: '2020-01-01', today } });
    expect(visitDateRefusal('2026-11-26T10:00:00.000Z', today)?.params.date).toBe('2026-11-26');
    expect(visitDateRefusal('2026-11-27', today)).toBeNull();
    expect(visitDateRefusal('2026-11-28', today)).toBeNull();
    // An existing booking on a past day keeps it; another past day is still refused.
    expect(visitDateRefusal('2026-11-20', today, '2026-11-20')).toBeNull();
    expect(visitDateRefusal('2026-11-21', today, '2026-11-20')).not.toBeNull();
    // Its text, in English and Hindi.
    const { key, params } = visitDateRefusal('2020-01-01', today)!;
    expect(english(key, params)).toBe('2020-01-01 is a past date: a visit can be booked for today (2026-11-27) or a later day');
    expect(hi.serverText.visitDatePast).toMatch(/%\{date\}.*%\{today\}/);
    expect(en.serverText.visitDatePast).toMatch(/%\{date\}.*%\{today\}/);
  });

  it('a move on the board is refused onto a past day, unless it keeps the booking on its own day', () => {
    const today = '2026-11-27';
    const booking = { id: 1, assignedTechnicianId: 7, scheduledDate: '2026-11-25' };
    expect(moveRefusal(booking, { technicianId: 7, day: '2026-11-24' }, today)?.key).toBe('serverText.visitDatePast');
    expect(moveRefusal(booking, { technicianId: 8, day: '2026-11-25' }, today)).toBeNull();
    expect(moveRefusal(booking, { technicianId: 8, day: '2026-11-27' }, today)).toBeNull();
    expect(moveRefusal({ ...booking, scheduledDate: '' }, { technicianId: 8, day: '2026-11-26' }, today)).not.toBeNull();
  });

  it('a second call can undo a move only when the booking had a technician and a day it may go back to', () => {
    const today = '2026-11-27';
    const on = (assignedTechnicianId: number | null, scheduledDate: string) => ({ id: 1, assignedTechnicianId, scheduledDate });
    expect(canMoveBack(on(7, '2026-11-28'), { technicianId: 8, day: '2026-11-29' }, today)).toBe(true);
    expect(canMoveBack(on(7, '2026-11-27'), { technicianId: 7, day: '2026-11-29' }, today)).toBe(true);
    // From the queue: no technician (the API cannot take one away), or no day.
    expect(canMoveBack(on(null, '2026-11-28'), { technicianId: 8, day: '2026-11-29' }, today)).toBe(false);
    expect(canMoveBack(on(7, ''), { technicianId: 8, day: '2026-11-29' }, today)).toBe(false);
    // From a past day: back there is refused, unless the move kept that day.
    expect(canMoveBack(on(7, '2026-11-20'), { technicianId: 7, day: '2026-11-29' }, today)).toBe(false);
    expect(canMoveBack(on(7, '2026-11-20'), { technicianId: 8, day: '2026-11-20' }, today)).toBe(true);
  });

  it('shows the moves not yet in the lists where they were dropped, in order, off the queue', () => {
    const days = weekDays('2026-11-25');
    type B = { id: number; assignedTechnicianId: number | null; scheduledDate: string };
    const a: B = { id: 1, assignedTechnicianId: 7, scheduledDate: '2026-11-24' };
    const b: B = { id: 2, assignedTechnicianId: null, scheduledDate: '2026-11-25' };
    const c: B = { id: 3, assignedTechnicianId: 8, scheduledDate: '2026-11-26' };
    const { placed, queued } = placeMoves([a, c], [b], [
      { booking: b, slot: { technicianId: 9, day: '2026-11-28' } },
      { booking: a, slot: { technicianId: 8, day: '2026-11-26' } },
      { booking: { ...a, assignedTechnicianId: 8, scheduledDate: '2026-11-26' }, slot: { technicianId: 7, day: '2026-11-27' } },
      // Moved out of the week shown: off the board.
      { booking: c, slot: { technicianId: 8, day: '2026-12-02' } },
    ], days);
    expect(queued).toEqual([]);
    expect(placed).toEqual([
      { id: 2, assignedTechnicianId: 9, scheduledDate: '2026-11-28' },
      { id: 1, assignedTechnicianId: 7, scheduledDate: '2026-11-27' },
    ]);
  });
});

describe("the board's drop target (dayUnderPointer)", () => {
  // Three days of one row, 110 px wide, side by side: 26, 27 and 28 Nov.
  const rect = (left: number): ClientRect => ({ left, right: left + 110, top: 100, bottom: 160, width: 110, height: 60 });
  const rects = new Map([
    ['cell-26', rect(900)],
    ['cell-27', rect(1010)],
    ['cell-28', rect(1120)],
  ]);
  const containers = [...rects.keys()].map((id) => ({ id, key: id, data: { current: {} }, disabled: false, node: { current: null }, rect: { current: rects.get(id)! } }) as unknown as DroppableContainer);
  const over = (pointer: { x: number; y: number } | null, card: ClientRect) =>
    dayUnderPointer({ active: {} as never, collisionRect: card, droppableRects: rects as never, droppableContainers: containers, pointerCoordinates: pointer }).map((c: Collision) => c.id);
  // The dragged card, wider than a day and hanging right of the pointer: mostly over the 28th.
  const card = { left: 1080, right: 1280, top: 110, bottom: 170, width: 200, height: 60 };

  it('is the day the pointer is in, even when the dragged card covers more of the next one', () => {
    expect(over({ x: 1100, y: 130 }, card)).toEqual(['cell-27']);
    expect(over({ x: 1012, y: 101 }, card)).toEqual(['cell-27']);
    expect(over({ x: 1125, y: 130 }, card)).toEqual(['cell-28']);
  });

  it('is no day with the pointer outside every day (the drop is cancelled), and the overlap for the keyboard (no pointer)', () => {
    expect(over({ x: 1100, y: 60 }, card)).toEqual([]);
    expect(over(null, card)[0]).toBe('cell-28');
  });
});
