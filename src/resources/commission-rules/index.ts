import PercentIcon from '@mui/icons-material/Percent';
import CommissionRulesPage from './CommissionRulesPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: CommissionRulesPage,
  icon: PercentIcon,
};
