import { lazy } from 'react';
import WarrantyClaimsPage from './WarrantyClaimsPage';

/** The screen's views (src/screens.ts names the screen): the list, and a claim's page in a chunk of its own. */
export default {
  list: WarrantyClaimsPage,
  show: lazy(() => import('./WarrantyClaimShow')),
};
