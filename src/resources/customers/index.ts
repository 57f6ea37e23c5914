import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import CustomersPage from './CustomersPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: CustomersPage,
  icon: PeopleAltIcon,
};
