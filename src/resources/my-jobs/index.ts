import MyJobsPage from './MyJobsPage';

/** The technician's day (src/screens.ts names the screen): one page of job cards. */
export default {
  list: MyJobsPage,
};
