import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { version } from '../../../package.json';

/** App name, year and version under every console screen. */
export const Footer = () => {
  const translate = useTranslate();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 4,
        px: 1,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{translate('layout.footer.copyright', { year, app: translate('app.name') })}</Typography>
      <Typography variant="body2">{translate('layout.footer.version', { version })}</Typography>
    </Box>
  );
};
