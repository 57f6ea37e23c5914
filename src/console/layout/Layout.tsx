import { Layout as RaLayout, type LayoutProps } from 'react-admin';
import { Box } from '@mui/material';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';

/** The console shell: react-admin's layout with our app bar and grouped menu, a breadcrumb above every screen and a footer below. */
export const Layout = ({ children }: LayoutProps) => (
  // The app bar is always on (AppBar.tsx): the sidebar is told so, or it would slide up under the bar
  // once the page scrolls, as if the bar had hidden.
  <RaLayout appBarAlwaysOn appBar={AppBar} menu={Menu}>
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: '100%', px: { xs: 0.5, sm: 1.5 } }}>
      <Breadcrumb />
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      <Footer />
    </Box>
  </RaLayout>
);
