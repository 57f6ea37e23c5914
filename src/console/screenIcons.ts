import type { SvgIconComponent } from '@mui/icons-material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { ENTITY_LIST } from '../entities';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import CategoryIcon from '@mui/icons-material/Category';
import TvIcon from '@mui/icons-material/Tv';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import EventIcon from '@mui/icons-material/Event';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import BuildIcon from '@mui/icons-material/Build';
import EngineeringIcon from '@mui/icons-material/Engineering';
import MapIcon from '@mui/icons-material/Map';
import PercentIcon from '@mui/icons-material/Percent';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HistoryIcon from '@mui/icons-material/History';
import NotificationsIcon from '@mui/icons-material/Notifications';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ViewTimelineIcon from '@mui/icons-material/ViewTimeline';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';

/**
 * The menu's icon of each screen (react-admin's Resource icon), by the screen table's names: apart
 * from the table so the entry carries no icons (tests/ui/screens.test.tsx checks they match).
 */
const OWN_ICONS: Record<string, SvgIconComponent> = {
  'dashboard': DashboardIcon,
  'tenants': WarehouseIcon,
  'users': GroupIcon,
  'users/register': PersonAddIcon,
  'user-role-permission': AdminPanelSettingsIcon,
  'catalog/categories': CategoryIcon,
  'products': TvIcon,
  'catalog/boms': AccountTreeIcon,
  'inventory/transactions': SwapVertIcon,
  'inventory/low-stock': WarningAmberIcon,
  'catalog/registrations': VerifiedUserIcon,
  'warranty-claims': RequestQuoteIcon,
  'service/complaints': ReportProblemIcon,
  'service/bookings': EventIcon,
  'service/my-jobs': HomeRepairServiceIcon,
  'service/dispatch': ViewTimelineIcon,
  'service/messages': ForumOutlinedIcon,
  'service/customers': PeopleAltIcon,
  'spares/requests': BuildIcon,
  'third-parties': EngineeringIcon,
  'areas': MapIcon,
  'finance/commissions': PercentIcon,
  'approvals': FactCheckIcon,
  'reports/commissions': AssessmentIcon,
  'invoices': ReceiptLongIcon,
  'audit': HistoryIcon,
  'notifications': NotificationsIcon,
};

/** Every screen's icon: its own, or a declared entity's (src/entities) list icon until it is given one above. */
export const SCREEN_ICONS: Record<string, SvgIconComponent> = {
  ...Object.fromEntries(ENTITY_LIST.map((e) => [e.name, ListAltIcon])),
  ...OWN_ICONS,
};
