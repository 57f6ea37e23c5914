import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { screenForPath } from '../../screens';

const DASHBOARD_PATH = '/admin/dashboard';

/** 'Dashboard' then the title of the screen in view (spec: "A breadcrumb reads Dashboard followed by the page title"); also names the browser tab. */
export const Breadcrumb = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  const dashboardLabel = translate('menu.dashboard');
  const pageTitle = screen ? translate(screen.titleKey) : translate('ra.page.not_found');
  const onDashboard = screen?.name === 'dashboard';

  useEffect(() => {
    document.title = translate('console.documentTitle', { page: pageTitle, app: translate('app.name') });
  }, [translate, pageTitle]);

  return (
    <Breadcrumbs
      aria-label={translate('layout.breadcrumb')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{ pt: 2, pb: 1, px: 1, fontSize: '0.875rem' }}
    >
      {onDashboard ? (
        <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
          {dashboardLabel}
        </Typography>
      ) : (
        <Link component={RouterLink} to={DASHBOARD_PATH} underline="hover" color="inherit">
          {dashboardLabel}
        </Link>
      )}
      {!onDashboard && (
        <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
          {pageTitle}
        </Typography>
      )}
    </Breadcrumbs>
  );
};
