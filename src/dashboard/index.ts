import Dashboard from './Dashboard';

/** The dashboard is a custom route, not a Resource (DESIGN 2a); its one view is its page. */
export default {
  list: Dashboard,
};
