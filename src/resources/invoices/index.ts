import { lazy } from 'react';
import InvoicesPage from './InvoicesPage';

/**
 * The screen's views (src/screens.ts names the screen; examples/demo style). The invoice's
 * printable page is a chunk of its own.
 */
export default {
  list: InvoicesPage,
  show: lazy(() => import('./InvoiceShow')),
};
