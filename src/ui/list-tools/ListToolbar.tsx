import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ColumnsMenu } from './ColumnsMenu';
import { ExportListButton } from './ExportListButton';
import { SavedViews } from './SavedViews';
import { useListTools } from './ListToolsContext';

/**
 * The list's tools above its rows: Saved views and Columns where the screen opts in, and
 * 'Export CSV' on every list (unless the screen exports in its own way).
 */
export const ListToolbar = () => {
  const translate = useTranslate();
  const tools = useListTools();
  if (!tools) return null;
  const exports = tools.exportColumns !== false;
  if (!exports && !tools.columns && !tools.savedViews) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end" role="toolbar" aria-label={translate('ui.listTools.label')}>
      {tools.savedViews ? <SavedViews /> : null}
      {tools.columns && tools.exportColumns ? <ColumnsMenu storeKey={tools.tableStoreKey} columns={tools.exportColumns} /> : null}
      {exports ? <ExportListButton /> : null}
    </Stack>
  );
};
