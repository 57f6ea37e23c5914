import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnsMenu } from './ColumnsMenu';
import { ExportListButton } from './ExportListButton';
import { SavedViews } from './SavedViews';
import { useListTools } from './ListToolsContext';
import { Deferred } from '../Deferred';

/**
 * The list's tools above its rows: Saved views and Columns where the screen opts in, and
 * 'Export CSV' on every list (unless the screen exports in its own way). The row is there at once, one
 * small button high; its buttons and their menus come in the pass after the rows (ui/Deferred).
 */
export const ListToolbar = () => {
  const translate = useTranslate();
  const tools = useListTools();
  if (!tools) return null;
  const exports = tools.exportColumns !== false;
  if (!exports && !tools.columns && !tools.savedViews) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      justifyContent="flex-end"
      role="toolbar"
      aria-label={translate('ui.listTools.label')}
      sx={{ minHeight: 30.75 }}
    >
      <Deferred>
        {tools.savedViews ? <SavedViews /> : null}
        {tools.columns && tools.exportColumns ? <ColumnsMenu storeKey={tools.tableStoreKey} columns={tools.exportColumns} /> : null}
        {exports ? <ExportListButton /> : null}
      </Deferred>
    </Stack>
  );
};
