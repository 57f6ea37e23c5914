import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ComplaintsPage from './ComplaintsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: ComplaintsPage,
  icon: ReportProblemIcon,
};
