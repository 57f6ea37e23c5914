import EventIcon from '@mui/icons-material/Event';
import BookingsPage from './BookingsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: BookingsPage,
  icon: EventIcon,
};
