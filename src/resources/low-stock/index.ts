import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import LowStockPage from './LowStockPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: LowStockPage,
  icon: WarningAmberIcon,
};
