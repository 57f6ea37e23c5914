import DispatchBoard from './DispatchBoard';

/**
 * /admin/service/dispatch (issue 16 scope 1): a page of its own over the bookings, in a chunk of its
 * own; its drag and drop (@dnd-kit/core) is imported only from here.
 */
export default {
  list: DispatchBoard,
};
