import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import RegistrationsPage from './RegistrationsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: RegistrationsPage,
  icon: VerifiedUserIcon,
};
