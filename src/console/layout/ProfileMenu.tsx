import { useState } from 'react';
import { useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Chip, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Logout from '@mui/icons-material/Logout';
import { http, isDemoMode } from '../../providers/http';
import { useAnchoredMenu } from '../../ui/useAnchoredMenu';

/** "Asha Rao" -> "AR"; a single word gives its first letter. */
export const initialsOf = (name?: string | null): string =>
  (name ?? '')
    .split(/[\s._@-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('') || '?';

// Profile and settings screens are not in the spec's route list: both lead to the dashboard for now.
const PROFILE_PATH = '/admin/dashboard';
const SETTINGS_PATH = '/admin/dashboard';

/** Avatar with the user's initials; the menu shows who is signed in, and offers profile, settings, demo reset and log out. */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const { close, buttonProps, menuProps } = useAnchoredMenu();
  const [resetting, setResetting] = useState(false);
  const name = identity?.fullName ?? '';
  const role = identity?.role as string | undefined;
  const label = translate('layout.profile.label');

  const resetDemo = async () => {
    setResetting(true);
    try {
      await http.post('/api/demo/reset');
      window.location.reload();
    } catch (e) {
      setResetting(false);
      notify('layout.profile.resetDemoFailed', { type: 'error', messageArgs: { message: (e as Error).message } });
    }
  };

  return (
    <>
      <Tooltip title={name || label}>
        <IconButton
          // The visible initials are part of the name (WCAG 2.5.3, label in name).
          aria-label={name ? `${label} ${initialsOf(name)}` : label}
          {...buttonProps}
          sx={{ ml: 0.5 }}
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem', fontWeight: 600, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {initialsOf(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        {...menuProps}
        slotProps={{ list: { 'aria-label': label }, paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {name}
          </Typography>
          {identity?.email && (
            <Typography variant="body2" color="text.secondary" component="p">
              {identity.email}
            </Typography>
          )}
          {role && <Chip size="small" label={translate(`layout.roles.${role}`, { _: role })} sx={{ mt: 1 }} />}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={PROFILE_PATH} onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('layout.profile.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={SETTINGS_PATH} onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('layout.profile.settings')}</ListItemText>
        </MenuItem>
        {/* Only a super admin may reset the demo (POST /api/demo/reset answers 403 to anyone else). */}
        {isDemoMode() && role === 'super_admin' && (
          <MenuItem onClick={resetDemo} disabled={resetting}>
            <ListItemIcon>
              <RestartAlt fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('layout.profile.resetDemo')}</ListItemText>
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout({}, '/sign-in');
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('layout.profile.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
