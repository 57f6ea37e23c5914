import { lazy } from 'react';
import BomsPage from './BomsPage';

/**
 * The screen's views (src/screens.ts names the screen; examples/demo style). The record
 * page is a chunk of its own.
 */
export default {
  list: BomsPage,
  show: lazy(() => import('./BomShow')),
};
