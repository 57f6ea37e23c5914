import FactCheckIcon from '@mui/icons-material/FactCheck';
import ApprovalsPage from './ApprovalsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: ApprovalsPage,
  icon: FactCheckIcon,
};
