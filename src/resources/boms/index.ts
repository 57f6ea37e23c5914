import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BomsPage from './BomsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: BomsPage,
  icon: AccountTreeIcon,
};
