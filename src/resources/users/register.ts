import InviteUserPage from './InviteUserPage';

/** /admin/users/register (spec part 1): the invite form is a page of its own, not the users' create view. */
export default {
  list: InviteUserPage,
};
