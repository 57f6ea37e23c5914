import Dashboard from './Dashboard';

/**
 * The dashboard is a custom route, not a Resource (docs/architecture.md, "The record model"); its one
 * view is its page.
 */
export default {
  list: Dashboard,
};
