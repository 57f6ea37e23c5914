import SwapVertIcon from '@mui/icons-material/SwapVert';
import InventoryPage from './InventoryPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: InventoryPage,
  icon: SwapVertIcon,
};
