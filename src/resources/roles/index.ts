import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import RolesPage from './RolesPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: RolesPage,
  icon: AdminPanelSettingsIcon,
};
