import { lazy } from 'react';
import BookingsPage from './BookingsPage';

/**
 * The screen's views (src/screens.ts names the screen; examples/demo style). The booking's
 * page is a chunk of its own, loaded when a booking is opened.
 */
export default {
  list: BookingsPage,
  show: lazy(() => import('./BookingShow')),
};
