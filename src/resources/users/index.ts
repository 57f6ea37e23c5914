import UsersPage from './UsersPage';

/** The screen's views, loaded as one chunk (src/screens.ts names the screen; examples/demo style). */
export default {
  list: UsersPage,
};
