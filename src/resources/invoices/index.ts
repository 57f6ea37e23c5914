import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import InvoicesPage from './InvoicesPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: InvoicesPage,
  icon: ReceiptLongIcon,
};
