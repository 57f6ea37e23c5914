import CustomersPage from './CustomersPage';

/** The screen's views, loaded as one chunk (src/screens.ts names the screen; examples/demo style). */
export default {
  // Also /:id/show: the same page with that customer beside the list (screens.ts, overList).
  list: CustomersPage,
};
