import GroupIcon from '@mui/icons-material/Group';
import UsersPage from './UsersPage';
import InviteUserPage from './InviteUserPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: UsersPage,
  create: InviteUserPage,
  icon: GroupIcon,
};
