import { useId, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Tab, Tabs } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';

export interface RouteTab {
  /** The tab's URL under the list's: '' for the list itself, else e.g. 'create' or 'stats'. */
  path: string;
  /** Translation key of the tab's label. */
  label: string;
  icon?: ReactElement;
  /** The panel; `goTo` opens another tab (e.g. the list after a create). */
  render: (goTo: (path: string) => void) => ReactNode;
}

/**
 * Tabs that are routes (docs/architecture.md, "The record model"): /admin/<resource>,
 * /admin/<resource>/create, /admin/<resource>/stats... Back returns to the tab before, reload keeps the
 * tab and a link shares it. The list page draws them (screens.ts marks `create` as drawn over the list),
 * so moving between tabs keeps the page mounted. A path no tab has opens the first tab.
 */
export const RouteTabs = ({ label, tabs }: { label: string; tabs: RouteTab[] }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const listPath = createPath({ resource, type: 'list' });
  const segment = location.pathname.startsWith(listPath) ? (location.pathname.slice(listPath.length).split('/').filter(Boolean)[0] ?? '') : '';
  const current = tabs.find((t) => t.path === segment) ?? tabs[0];
  const goTo = (path: string) => navigate(path ? `${listPath}/${path}` : listPath);
  const tabId = (t: RouteTab) => `${baseId}-tab-${t.path || 'list'}`;
  const panelId = (t: RouteTab) => `${baseId}-panel-${t.path || 'list'}`;
  return (
    <>
      <Tabs
        value={current.path}
        onChange={(_event, path: string) => goTo(path)}
        aria-label={translate(label)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.path} value={t.path} id={tabId(t)} aria-controls={panelId(t)} label={translate(t.label)} icon={t.icon} iconPosition="start" />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ pt: 2 }}>
        {current.render(goTo)}
      </Box>
    </>
  );
};
