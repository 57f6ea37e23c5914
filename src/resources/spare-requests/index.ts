import { lazy } from 'react';
import SpareRequestsPage from './SpareRequestsPage';

/**
 * The screen's views (src/screens.ts names the screen; examples/demo style). The record
 * page (/admin/spares/requests/:id/show) is a chunk of its own: the list is what opens first.
 */
export default {
  list: SpareRequestsPage,
  show: lazy(() => import('./SpareRequestShow')),
};
