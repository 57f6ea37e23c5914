import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsPage from './NotificationsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: NotificationsPage,
  icon: NotificationsIcon,
};
