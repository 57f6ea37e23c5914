import { IconButton, Popover, Stack, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { useAnchoredMenu } from '../../ui/useAnchoredMenu';
import { LanguagePicker, useLocaleSync } from './LanguagePicker';
import { SearchLauncher } from './SearchLauncher';
import { TenantSwitcher } from './TenantSwitcher';
import { ThemeToggle } from './ThemeToggle';

/**
 * The app bar's secondary widgets folded into one button on a phone (issue 16, scope 3): search,
 * warehouse, language and theme open under "More"; the bell and the profile stay in the bar.
 */
export const MoreMenu = () => {
  const translate = useTranslate();
  const { buttonProps, menuProps } = useAnchoredMenu();
  // The language picker is mounted only while the menu is open: react-admin's locale follows the preferences meanwhile.
  useLocaleSync();
  const label = translate('layout.more');
  const { id, ...popoverProps } = menuProps;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} {...buttonProps}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Popover {...popoverProps} slotProps={{ paper: { id, role: 'dialog', 'aria-label': label, sx: { p: 1.5, maxWidth: 'calc(100vw - 16px)' } } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', '& .MuiTextField-root': { mx: 0 } }}>
          <SearchLauncher />
          <TenantSwitcher />
          <LanguagePicker />
          <ThemeToggle />
        </Stack>
      </Popover>
    </>
  );
};
