import BuildIcon from '@mui/icons-material/Build';
import SpareRequestsPage from './SpareRequestsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: SpareRequestsPage,
  icon: BuildIcon,
};
