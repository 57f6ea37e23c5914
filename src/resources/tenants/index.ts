import WarehouseIcon from '@mui/icons-material/Warehouse';
import TenantsPage from './TenantsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: TenantsPage,
  icon: WarehouseIcon,
};
