import AssessmentIcon from '@mui/icons-material/Assessment';
import CommissionReportsPage from './CommissionReportsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: CommissionReportsPage,
  icon: AssessmentIcon,
};
