import MessagesPage from './MessagesPage';

/** The screen's views (src/screens.ts names the screen): the list; a message has no page of its own. */
export default {
  list: MessagesPage,
};
