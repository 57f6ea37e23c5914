import { lazy } from 'react';
import ComplaintsPage from './ComplaintsPage';

/**
 * The screen's views (src/screens.ts names the screen; examples/demo style). The record
 * page is a chunk of its own: the list is on the console's first-row path (docs/performance.md).
 */
export default {
  list: ComplaintsPage,
  show: lazy(() => import('./ComplaintShow')),
};
