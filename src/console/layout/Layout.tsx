import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';

/**
 * On a phone the page is never wider than the screen (issue 27): react-admin's layout grows to fit
 * its content (min-width: fit-content) and its content column to its widest child (a flex item's
 * automatic minimum), so one wide table, even inside its own scrolling box, widened the whole page.
 * Below `sm` both may shrink to the screen; what is wider scrolls in its own box. Wider screens keep
 * react-admin's layout as it is.
 */
const PHONE_WIDTH_SX = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
});

/** The console shell: react-admin's layout with our app bar and grouped menu, a breadcrumb above every screen and a footer below. */
export const Layout = ({ children }: LayoutProps) => (
  // The app bar is always on (AppBar.tsx): the sidebar is told so, or it would slide up under the bar
  // once the page scrolls, as if the bar had hidden.
  <RaLayout appBarAlwaysOn appBar={AppBar} menu={Menu} sx={PHONE_WIDTH_SX}>
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '100%', px: { xs: 0.5, sm: 1.5 } }}>
      <Breadcrumb />
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      <Footer />
    </Box>
  </RaLayout>
);
