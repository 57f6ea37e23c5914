import { useMemo } from 'react';
import {
  Menu as RaMenu,
  MenuItemLink,
  useSidebarState,
  useStore,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Box, Collapse, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import HomeRepairServiceOutlined from '@mui/icons-material/HomeRepairServiceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { MENU_GROUPS, SCREENS, screenForPath, type MenuGroup, type Screen } from '../../screens';
import { SCREEN_ICONS } from '../screenIcons';
import { AfterFirstScreen } from './AfterFirstScreen';
import { useScreenAccess } from '../useScreenAccess';

const GROUP_ICONS: Record<MenuGroup, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  users: PeopleOutline,
  inventory: Inventory2Outlined,
  warranty: VerifiedUserOutlined,
  service: HomeRepairServiceOutlined,
  reporting: AssessmentOutlined,
};

// Selected entry: tinted background, primary text and a bar on the left, in both themes.
const itemSx = (nested: boolean, sidebarOpen: boolean) => (theme: Theme) => ({
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  pl: nested && sidebarOpen ? 3 : 1.5,
  borderLeft: '3px solid transparent',
  // Long labels ("Warranty & Complaints") wrap in the open sidebar instead of being cut.
  ...(sidebarOpen && { '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 } }),
  '&.RaMenuItemLink-active': {
    color: theme.palette.mode === 'dark' ? 'primary.light' : 'primary.main',
    bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
    borderLeftColor: theme.palette.primary.main,
    fontWeight: 600,
    '& .RaMenuItemLink-icon': { color: 'inherit' },
  },
});

const Entry = ({ screen, nested, active }: { screen: Screen; nested: boolean; active: boolean }) => {
  const [sidebarOpen] = useSidebarState();
  const Icon = SCREEN_ICONS[screen.name];
  return (
    <MenuItemLink
      to={`/admin/${screen.name}`}
      primaryText={screen.titleKey}
      leftIcon={<Icon />}
      aria-current={active ? 'page' : undefined}
      dense
      sx={itemSx(nested, sidebarOpen)}
    />
  );
};

interface GroupProps {
  id: MenuGroup;
  labelKey: string;
  screens: Screen[];
  activePath?: string;
  /** MUI MenuList hands its first child a tabIndex; the header item is focusable on its own, so it is dropped. */
  tabIndex?: number;
}

// A Box, not a fragment: MUI MenuList refuses fragments as children.
const Group = ({ id, labelKey, screens, activePath }: GroupProps) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore<boolean>(`menu.groups.${id}.open`, true);
  const label = translate(labelKey);
  const Icon = GROUP_ICONS[id];
  const header = (
    <MenuItem
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      // Reachable with Tab like react-admin's menu links (MUI menu items default to -1).
      tabIndex={0}
      dense
      sx={{ mx: 1, mt: 1, borderRadius: 1, color: 'text.primary', fontWeight: 600, minHeight: 40 }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap={!sidebarOpen} sx={{ flexGrow: 1, fontWeight: 600, lineHeight: 1.3, whiteSpace: sidebarOpen ? 'normal' : undefined }}>
        {label}
      </Typography>
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </MenuItem>
  );
  return (
    <Box role="none">
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Box role="group" aria-label={label}>
          {screens.map((s) => (
            <Entry key={s.name} screen={s} nested active={s.name === activePath} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
};

/**
 * The spec's grouped side menu, built from the screen table in its order: an entry shows only when the user may list
 * its resource (authProvider.canAccess), and a group with no visible entry is left out.
 */
export const Menu = () => (
  <AfterFirstScreen>
    <GroupedMenu />
  </AfterFirstScreen>
);

const GroupedMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const activePath = screenForPath(pathname)?.name;
  const { allowed } = useScreenAccess();

  const groups = useMemo(() => {
    if (!allowed) return [];
    const visible = SCREENS.filter(allowed);
    return MENU_GROUPS.map((g) => ({ ...g, screens: visible.filter((s) => s.group === g.id) })).filter((g) => g.screens.length > 0);
  }, [allowed]);

  return (
    <RaMenu aria-label={translate('menu.label')} sx={{ pt: 1, pb: 2 }}>
      {groups.flatMap((g) =>
        // The Dashboard group is a single entry, not a sub-menu.
        g.id === 'dashboard'
          ? g.screens.map((s) => <Entry key={s.name} screen={s} nested={false} active={s.name === activePath} />)
          : [<Group key={g.id} id={g.id} labelKey={g.labelKey} screens={g.screens} activePath={activePath} />],
      )}
    </RaMenu>
  );
};
