import HistoryIcon from '@mui/icons-material/History';
import AuditLogsPage from './AuditLogsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: AuditLogsPage,
  icon: HistoryIcon,
};
