import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * The day under the pointer: with a pointer, only a cell the pointer is inside (pointerWithin),
 * never a neighbour the dragged card overlaps more, and nothing when it is over no day (the queue,
 * the names, the page: the drop is cancelled). The keyboard has no pointer: it moves by the dragged
 * card's overlap (rectIntersection).
 */
export const dayUnderPointer: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));
